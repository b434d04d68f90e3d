import 'server-only'

import type { NextRequest } from 'next/server'

import { resolveTenant } from '@/features/tenancy/server/tenants'
import { requestHost, requestLocale } from '@/lib/api/request-context'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale, languageOf } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { GoneError, NotFoundError, ServiceUnavailableError } from '@/lib/api/errors'

import { findShare, type ShareLookup } from './shares'

/** Headers of every share answer: never indexed, never cached by shared caches, no token in referrers. */
export const SHARE_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const

type Active = Extract<ShareLookup, { state: 'active' }>

/**
 * The active share a file-share API call names; else it throws
 * 404 for an unknown (or malformed, or other tenant's) token, 410 once the
 * share has expired, 503 without a tenant.
 */
export async function activeShare(
  request: NextRequest,
  token: string,
): Promise<{ share: Active; locale: string; t: Awaited<ReturnType<typeof getApiTranslator>> }> {
  const queried = request.nextUrl.searchParams.get('locale')
  const locale = isRouteLocale(queried) ? queried : (requestLocale(request) ?? DEFAULT_ROUTE_LOCALE)
  const t = await getApiTranslator(locale)
  const tenant = await resolveTenant(requestHost(request))
  if (!tenant) throw new ServiceUnavailableError(t('api.unavailable'), { headers: SHARE_HEADERS })
  const lookup = await findShare(token, tenant.id, languageOf(locale))
  if (lookup.state === 'missing')
    throw new NotFoundError(t('locations.sharing.api.missing'), { headers: SHARE_HEADERS })
  if (lookup.state === 'expired')
    throw new GoneError(t('locations.sharing.api.expired'), { headers: SHARE_HEADERS })
  return { share: lookup, locale, t }
}

/** `attachment` or `inline` with the file name in ASCII and in UTF-8 (RFC 6266). */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii =
    filename
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'download'
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}
