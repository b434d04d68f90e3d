import 'server-only'

import { productLineUri } from '@/features/navigation/product-line-tree'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { pageUri } from '@/features/pages/page-tree'
import { newsPath } from '@/features/news/paths'
import { getLatestNews } from '@/features/news/server/news'
import { getPageNodes } from '@/features/pages/server/pages'
import { productPath } from '@/features/products/paths'
import { getProductNumbers } from '@/features/products/server/product'
import { jobPath } from '@/features/jobs/paths'
import { onlineJobSlugs } from '@/features/jobs/server/jobs'
import { languageOf } from '@/lib/i18n/locales'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { sitemapEntries, type SitemapEntry } from '../sitemap'

/** The sitemap lists at most this many news articles per locale. */
const SITEMAP_NEWS = 1000

/** List and tool pages every tenant has, besides its CMS pages (file shares are private and never listed). */
const LIST_PAGES = [
  'news',
  'fairs',
  'dealers',
  'distribution-partners',
  'jobs',
  'oel-finder',
  'alternativen',
] as const

/** Every published page, list page, product line, news article, product and job opening of a tenant, in each of its locales. */
export async function tenantSitemapEntries(tenant: TenantRoute): Promise<SitemapEntry[]> {
  const versions = (
    await Promise.all(
      tenant.locales.map(async (locale) => {
        const language = languageOf(locale)
        const [pages, lines, news, products, jobs] = await Promise.all([
          getPageNodes(tenant.id, language),
          getProductLineNodes(tenant.id, language),
          getLatestNews(tenant.id, locale, SITEMAP_NEWS),
          getProductNumbers(tenant.id),
          onlineJobSlugs(tenant.id, language),
        ])
        return [
          ...pages.map((node) => ({ id: `page:${node.id}`, locale, path: pageUri(locale, node) })),
          ...LIST_PAGES.map((segment) => ({ id: `list:${segment}`, locale, path: `/${locale}/${segment}` })),
          ...lines.map((node) => ({
            id: `line:${node.id}`,
            locale,
            path: productLineUri(locale, language, node),
          })),
          // Articles whose teaser leads elsewhere have no page of their own.
          ...news
            .filter((article) => article.link.startsWith(newsPath(locale, '')))
            .map((article) => ({ id: `news:${article.id}`, locale, path: article.link })),
          ...products.map((product) => ({
            id: `product:${product.id}`,
            locale,
            path: productPath(locale, product.productNumber),
          })),
          ...jobs.map((job) => ({ id: `job:${job.id}`, locale, path: jobPath(locale, job.slug) })),
        ]
      }),
    )
  ).flat()
  return sitemapEntries(versions)
}
