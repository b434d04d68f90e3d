import type { PayloadRequest } from 'payload'

import { systemData } from '../../../lib/data/system'
import { env } from '../../../lib/env'
import { createPreviewToken } from '../../../lib/preview/token'
import { tenantOrigin } from '../../../lib/tenancy/origin'
import { routeLocaleFor } from '../../../lib/i18n/locales'

type Args = { data: Record<string, unknown>; req: PayloadRequest; locale: { code: string } }

const idOf = (value: unknown): string | number | null =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: string | number }).id
    : ((value as string | number | null) ?? null)

/**
 * Builds the live-preview address of a page: the tenant's own host, the first
 * site locale in the edited language, the page path, and a signed token.
 */
export async function previewUrl({ data, req, locale }: Args): Promise<string | null> {
  const tenantId = idOf(data.tenant)
  if (!tenantId || !data.id) return null
  const language = locale?.code ?? 'de'
  const system = systemData('building the live-preview address in the CMS', req.payload)
  const tenant = await system.findByID({ collection: 'tenants', id: tenantId, depth: 0, req })
  const segments: string[] = []
  if (!data.isHome) {
    segments.unshift(String(data.slug ?? ''))
    let parent = idOf(data.parent)
    for (let depth = 0; parent && depth < 10; depth++) {
      const doc = await system.findByID({
        collection: 'pages',
        id: parent,
        depth: 0,
        draft: true,
        locale: language as 'de',
        req,
      })
      if (!doc.isHome) segments.unshift(String(doc.slug ?? ''))
      parent = idOf(doc.parent)
    }
  }
  const routeLocale =
    (tenant.countries ?? [])
      .flatMap((c) =>
        (c.languages ?? []).map((l) => ({
          language: l.language,
          locale: routeLocaleFor(l.language, c.country),
        })),
      )
      .find((l) => l.language === language)?.locale ?? tenant.defaultLocale
  const path = `/${routeLocale}${segments.length ? `/${segments.join('/')}` : ''}`
  const token = createPreviewToken(
    { collection: 'pages', id: data.id as string | number, path },
    env.payloadSecret,
  )
  return `${tenantOrigin(tenant, env.serverUrl)}/api/preview?token=${encodeURIComponent(token)}`
}
