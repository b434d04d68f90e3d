/**
 * The full route cache's copy of the site (lib/cached-pages/routing.ts): the
 * proxy rewrites visitors' query-less requests for public pages to
 * `/cached/{tenant}/{locale}/…`. Every entry here renders the page of
 * app/(site)/[locale] without reading the request; the result is kept per
 * tenant, locale and path until a CMS tag expires it (cms/hooks/revalidate.ts)
 * or, for data without a tag, for at most `revalidate` seconds.
 * `dynamic = 'error'` turns any read of cookies, headers or the query into a
 * failure instead of a silently personal page.
 */
import SiteLayout, { generateMetadata as siteMetadata } from '@/app/(site)/[locale]/layout'
import { cachedMetadata, cachedPage } from '@/features/tenancy/server/cached-page'

export const dynamic = 'error'
export const revalidate = 300

export async function generateStaticParams() {
  return []
}

export const generateMetadata = cachedMetadata(siteMetadata)
export default cachedPage(SiteLayout)
