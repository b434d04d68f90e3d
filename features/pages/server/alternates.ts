import 'server-only'

import { findProductLineByPath, productLineUri, PRODUCTS_SEGMENT } from '@/features/navigation/product-line-tree'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { languageOf, type RouteLocale } from '@/lib/i18n/locales'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { pageUri } from '../page-tree'
import { getPageNodes } from './pages'

/** The same thing in every locale of the tenant: locale → path. */
export type Alternates = Partial<Record<RouteLocale, string>>

/** Where a CMS page lives in each of the tenant's locales (pages exist in every language, with their own slugs). */
export async function pageAlternates(tenant: TenantRoute, pageId: string | number): Promise<Alternates> {
  const entries = await Promise.all(
    tenant.locales.map(async (locale) => {
      const nodes = await getPageNodes(tenant.id, languageOf(locale))
      const node = nodes.find((n) => String(n.id) === String(pageId))
      return node ? ([locale, pageUri(locale, node)] as const) : null
    }),
  )
  return Object.fromEntries(entries.filter((e) => e !== null))
}

/** Where a product line lives in each of the tenant's locales. */
export async function productLineAlternates(tenant: TenantRoute, lineId: string | number): Promise<Alternates> {
  const entries = await Promise.all(
    tenant.locales.map(async (locale) => {
      const language = languageOf(locale)
      const node = (await getProductLineNodes(tenant.id, language)).find((n) => String(n.id) === String(lineId))
      return node ? ([locale, productLineUri(locale, language, node)] as const) : null
    }),
  )
  return Object.fromEntries(entries.filter((e) => e !== null))
}

/** The product line addressed by /{locale}/{products segment}/…, or null for other paths. */
export async function resolveProductLinePath(tenant: TenantRoute, locale: RouteLocale, segments: string[]) {
  const language = languageOf(locale)
  if (segments.length < 2 || segments[0].toLowerCase() !== PRODUCTS_SEGMENT[language]) return null
  const nodes = await getProductLineNodes(tenant.id, language)
  const node = findProductLineByPath(nodes, segments.slice(1))
  return node ? { node, nodes } : null
}
