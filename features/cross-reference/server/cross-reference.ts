import 'server-only'

import type { CompetitorProduct, Product } from '@/cms/payload-types'
import type { ImageData } from '@/components/picture/picture'
import { productPath } from '@/features/products/paths'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { toImageData } from '@/lib/media'

import { crossReferencePath } from '../constants'
import {
  competitorLabel,
  competitorTarget,
  findCompetitor,
  matchProducts,
  parsedTarget,
  type CompetitorEntry,
} from '../match'
import { parseQuery, type Approval } from '../parse'
import type { CrossReferenceAnswer, CrossReferenceSuggestion } from '../types'

/** A Tribo product with the data the matching needs and the public tile data (no prices). */
type CatalogueProduct = {
  productNumber: string
  name: string
  image: ImageData | null
  viscosity: string | null
  approvals: string[]
}

async function readCompetitors(tenantId: number | string): Promise<CompetitorEntry[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'competitor-products',
    depth: 0,
    pagination: false,
    sort: ['brand', 'name'],
    select: {
      brand: true,
      name: true,
      category: true,
      viscosity: true,
      specifications: true,
      otherSpecifications: true,
      aliases: true,
    },
  })
  return (docs as CompetitorProduct[]).map((doc) => ({
    id: doc.id,
    brand: doc.brand,
    name: doc.name,
    category: doc.category,
    viscosity: doc.viscosity ?? null,
    specifications: (doc.specifications ?? []) as Approval[],
    otherSpecifications: doc.otherSpecifications ?? [],
    aliases: doc.aliases ?? [],
  }))
}

/**
 * Every competitor product (a small list, the same for every tenant): read
 * once and kept in the data cache until an editor changes one (the
 * collection's hooks expire the tag).
 */
export function getCompetitors(tenantId: number | string): Promise<CompetitorEntry[]> {
  return cached(
    () => readCompetitors(tenantId),
    ['cross-reference:competitors'],
    [cacheTags.competitorProducts()],
  )()
}

async function readCatalogue(tenantId: number | string, locale: string): Promise<CatalogueProduct[]> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    locale: languageOf(locale),
    fallbackLocale: 'de',
    depth: 1,
    pagination: false,
    select: { productNumber: true, name: true, image: true, viscosity: true, approvals: true },
    populate: {
      media: { url: true, alt: true, width: true, height: true, sizes: true, filename: true, mimeType: true },
    },
  })
  // Products with neither a grade nor approvals (care products) can match nothing.
  return (docs as Product[])
    .filter((doc) => doc.viscosity || doc.approvals?.length)
    .map((doc) => ({
      productNumber: doc.productNumber,
      name: doc.name,
      image: toImageData(doc.image),
      viscosity: doc.viscosity ?? null,
      approvals: doc.approvals ?? [],
    }))
}

/** The tenant's products with a viscosity or approvals, in one language (cached until its products change). */
export function getCatalogue(tenantId: number | string, locale: string): Promise<CatalogueProduct[]> {
  return cached(
    () => readCatalogue(tenantId, locale),
    ['cross-reference:catalogue', String(tenantId), languageOf(locale)],
    [cacheTags.products(tenantId)],
  )()
}

/**
 * The cross-reference of a text (already 2–200 characters): the competitor
 * product it names (then its stated data is matched), else the
 * specifications and grade it names; the tenant's products that meet them,
 * best first. Visitor data only: the answer is the same for everyone.
 */
export async function crossReference(
  tenantId: number | string,
  locale: string,
  query: string,
): Promise<CrossReferenceAnswer> {
  const [competitors, catalogue] = await Promise.all([
    getCompetitors(tenantId),
    getCatalogue(tenantId, locale),
  ])
  const parsed = parseQuery(query)
  const lookup = findCompetitor(query, competitors)
  const found = lookup.competitor
  const target = found ? competitorTarget(found) : parsedTarget(parsed)
  const matches = lookup.brandOnly ? [] : matchProducts(target, catalogue)
  return {
    query,
    competitor: found
      ? {
          brand: found.brand,
          name: found.name,
          category: found.category,
          viscosity: found.viscosity,
          specifications: found.specifications,
          otherSpecifications: found.otherSpecifications,
        }
      : null,
    competitorChoices: lookup.choices.map((entry) => ({ brand: entry.brand, name: entry.name })),
    brandOnly: lookup.brandOnly,
    parsed,
    results: matches.map((match) => ({
      product: {
        name: match.product.name,
        productNumber: match.product.productNumber,
        link: productPath(locale, match.product.productNumber),
        image: match.product.image,
        viscosity: match.product.viscosity,
      },
      level: match.level,
      matched: match.matched,
      missing: match.missing,
      unconfirmed: match.unconfirmed,
      extra: match.extra,
      viscositySame: match.viscositySame,
    })),
  }
}

/**
 * The search's suggestion for a text: the competitor product it names, a
 * brand alone, or the catalogue specifications it names (at least one) —
 * each leading to the cross-reference page; null otherwise. Reads only the
 * cached competitor list.
 */
export async function crossReferenceSuggestion(
  tenantId: number | string,
  locale: string,
  query: string,
): Promise<CrossReferenceSuggestion | null> {
  const url = crossReferencePath(locale, query)
  const lookup = findCompetitor(query, await getCompetitors(tenantId))
  if (lookup.competitor) return { kind: 'competitor', label: competitorLabel(lookup.competitor), url }
  if (lookup.brandOnly && lookup.choices[0]) return { kind: 'brand', label: lookup.choices[0].brand, url }
  const parsed = parseQuery(query)
  if (parsed.specifications.length)
    return {
      kind: 'specifications',
      label: [...parsed.specifications, ...(parsed.viscosity ? [parsed.viscosity] : [])].join(', '),
      url,
    }
  return null
}
