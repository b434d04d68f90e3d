import { robotsTxt } from '@/features/seo/sitemap'
import { getRequestTenant, getTenantSite } from '@/features/tenancy/server/tenants'
import { requestOrigin } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

/** Per-tenant robots.txt: production sites point crawlers to their sitemap, all others stay out. */
export async function GET() {
  const tenant = await getRequestTenant()
  const site = tenant ? await getTenantSite(tenant.id, 'de') : null
  const body = robotsTxt(await requestOrigin(), site?.siteEnvironment === 'production')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  })
}
