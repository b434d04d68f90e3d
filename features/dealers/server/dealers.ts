import 'server-only'

import type { Dealer as DealerDoc } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import type { ContentLanguage } from '@/lib/i18n/locales'
import { relationIds } from '@/lib/relation-ids'

import type { DealerQuery } from '../schemas'
import { searchDealers } from '../search'
import type { Dealer, DealerSearchResult } from '../types'

async function readDealers(tenantId: number | string, language: ContentLanguage): Promise<Dealer[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'dealers',
    locale: language,
    fallbackLocale: 'de',
    depth: 0,
    pagination: false,
  })
  return (docs as DealerDoc[]).map((doc) => ({
    id: doc.id,
    name: doc.name,
    partnerTypes: doc.partnerTypes ?? [],
    topDealer: !!doc.topDealer,
    street: doc.street,
    postalCode: doc.postalCode,
    city: doc.city,
    country: doc.country,
    lat: doc.lat,
    lng: doc.lng,
    phone: doc.phone ?? null,
    email: doc.email ?? null,
    website: doc.website ?? null,
    assortment: relationIds(doc.assortment),
    openingHours: doc.openingHours ?? null,
  }))
}

/** The product lines dealers can carry: the tenant's top-level lines in the visitor's language. */
async function readAssortments(tenantId: number | string, language: ContentLanguage) {
  const { docs } = await visitorData(tenantId).find({
    collection: 'product-lines',
    where: { parent: { exists: false } },
    locale: language,
    fallbackLocale: 'de',
    sort: 'order',
    depth: 0,
    pagination: false,
  })
  return docs.map((line) => ({ value: String(line.id), label: line.title }))
}

/** The tenant's dealers and assortments, cached until dealers or product lines change. */
export async function findDealers(
  tenantId: number | string,
  language: ContentLanguage,
  query: DealerQuery,
): Promise<DealerSearchResult> {
  const [dealers, assortments] = await Promise.all([
    cached(
      () => readDealers(tenantId, language),
      ['dealers:all', String(tenantId), language],
      [cacheTags.dealers(tenantId)],
    )(),
    cached(
      () => readAssortments(tenantId, language),
      ['dealers:assortments', String(tenantId), language],
      [cacheTags.productLines(tenantId)],
    )(),
  ])
  return searchDealers(dealers, query, assortments)
}
