import 'server-only'

import {
  findProductLineByPath,
  productLineUri,
  PRODUCTS_SEGMENT,
} from '@/features/navigation/product-line-tree'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { languageOf, type RouteLocale } from '@/lib/i18n/locales'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { pageUri } from '../page-tree'
import { getPageNodes } from './pages'

/** The same thing in every locale of the tenant: locale → path. */
export type Alternates = Partial<Record<RouteLocale, string>>

/** page id → its address in each locale, for the whole tenant at once (one cache entry instead of one lookup per locale and request). */
async function readPageAlternates(tenant: TenantRoute): Promise<Record<string, Alternates>> {
  const map: Record<string, Alternates> = {}
  for (const locale of tenant.locales) {
    for (const node of await getPageNodes(tenant.id, languageOf(locale)))
      (map[String(node.id)] ??= {})[locale] = pageUri(locale, node)
  }
  return map
}

async function readLineAlternates(tenant: TenantRoute): Promise<Record<string, Alternates>> {
  const map: Record<string, Alternates> = {}
  for (const locale of tenant.locales) {
    const language = languageOf(locale)
    for (const node of await getProductLineNodes(tenant.id, language))
      (map[String(node.id)] ??= {})[locale] = productLineUri(locale, language, node)
  }
  return map
}

/** Where a CMS page lives in each of the tenant's locales (pages exist in every language, with their own slugs). */
export async function pageAlternates(tenant: TenantRoute, pageId: string | number): Promise<Alternates> {
  const map = await cached(
    () => readPageAlternates(tenant),
    ['pages:alternates', String(tenant.id), tenant.locales.join(',')],
    [cacheTags.pages(tenant.id)],
  )()
  return map[String(pageId)] ?? {}
}

/** Where a product line lives in each of the tenant's locales. */
export async function productLineAlternates(
  tenant: TenantRoute,
  lineId: string | number,
): Promise<Alternates> {
  const map = await cached(
    () => readLineAlternates(tenant),
    ['product-lines:alternates', String(tenant.id), tenant.locales.join(',')],
    [cacheTags.productLines(tenant.id)],
  )()
  return map[String(lineId)] ?? {}
}

/** The product line addressed by /{locale}/{products segment}/…, or null for other paths. */
export async function resolveProductLinePath(tenant: TenantRoute, locale: RouteLocale, segments: string[]) {
  const language = languageOf(locale)
  if (segments.length < 2 || segments[0].toLowerCase() !== PRODUCTS_SEGMENT[language]) return null
  const nodes = await getProductLineNodes(tenant.id, language)
  const node = findProductLineByPath(nodes, segments.slice(1))
  return node ? { node, nodes } : null
}
