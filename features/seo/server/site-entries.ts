import 'server-only'

import { productLineUri } from '@/features/navigation/product-line-tree'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { pageUri } from '@/features/pages/page-tree'
import { getPageNodes } from '@/features/pages/server/pages'
import { languageOf } from '@/lib/i18n/locales'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { sitemapEntries, type SitemapEntry } from '../sitemap'

/** Every published page and product line of a tenant, in each of its locales. */
export async function tenantSitemapEntries(tenant: TenantRoute): Promise<SitemapEntry[]> {
  const versions = (
    await Promise.all(
      tenant.locales.map(async (locale) => {
        const language = languageOf(locale)
        const [pages, lines] = await Promise.all([getPageNodes(tenant.id, language), getProductLineNodes(tenant.id, language)])
        return [
          ...pages.map((node) => ({ id: `page:${node.id}`, locale, path: pageUri(locale, node) })),
          ...lines.map((node) => ({ id: `line:${node.id}`, locale, path: productLineUri(locale, language, node) })),
        ]
      }),
    )
  ).flat()
  return sitemapEntries(versions)
}
