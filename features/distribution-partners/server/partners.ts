import 'server-only'

import type { DistributionPartner as PartnerDoc, ProductLine } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import type { ContentLanguage } from '@/lib/i18n/locales'

import { filterPartners } from '../filter'
import type { PartnerRegion } from '../regions'
import type { PartnerQuery } from '../schemas'
import type { DistributionPartner, PartnerList } from '../types'

async function readPartners(
  tenantId: number | string,
  language: ContentLanguage,
): Promise<DistributionPartner[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'distribution-partners',
    locale: language,
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
  })
  return (docs as PartnerDoc[]).map((doc) => ({
    id: doc.id,
    name: doc.name,
    country: doc.country,
    province: doc.province ?? null,
    region: doc.region as PartnerRegion,
    street: doc.street ?? null,
    postalCode: doc.postalCode ?? null,
    city: doc.city,
    phone: doc.phone ?? null,
    email: doc.email ?? null,
    website: doc.website ?? null,
    productLines: (doc.productLines ?? [])
      .filter((line): line is ProductLine => typeof line === 'object' && line != null)
      .map((line) => ({ id: line.id, title: line.title })),
  }))
}

/** One page of the tenant's distribution partners with facet counts; the partners are cached until partners or product lines change. */
export async function listPartners(
  tenantId: number | string,
  language: ContentLanguage,
  query: PartnerQuery,
  labels: { region: (region: PartnerRegion) => string },
): Promise<PartnerList> {
  const partners = await cached(
    () => readPartners(tenantId, language),
    ['distribution-partners:all', String(tenantId), language],
    [cacheTags.distributionPartners(tenantId), cacheTags.productLines(tenantId)],
  )()
  const names = new Intl.DisplayNames([language], { type: 'region' })
  return filterPartners(partners, query, { country: (code) => names.of(code) ?? code, region: labels.region })
}
