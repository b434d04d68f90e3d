import { tenantSitemapEntries } from '@/features/seo/server/site-entries'
import { sitemapXml } from '@/features/seo/sitemap'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { requestOrigin } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

/** The tenant's sitemap: every published page and product line per locale, with hreflang alternates. */
export async function GET() {
  const tenant = await getRequestTenant()
  if (!tenant) return new Response('Not found', { status: 404 })
  const xml = sitemapXml(await requestOrigin(), await tenantSitemapEntries(tenant))
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
