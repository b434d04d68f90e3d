import { NextRequest } from 'next/server'

import { isRouteLocale } from '@/lib/i18n/locales'
import { REQUEST_HEADERS } from '@/lib/tenancy/headers'

/**
 * A download link sends no locale header: the page it was clicked on (the
 * Referer, /{locale}/…) names the caller's language instead.
 */
export function withPageLocale(request: NextRequest): NextRequest {
  if (request.headers.get(REQUEST_HEADERS.locale)) return request
  const referer = request.headers.get('referer')
  let first: string | undefined
  try {
    first = referer ? new URL(referer).pathname.split('/')[1] : undefined
  } catch {
    first = undefined
  }
  if (!isRouteLocale(first)) return request
  const headers = new Headers(request.headers)
  headers.set(REQUEST_HEADERS.locale, first)
  return new NextRequest(request.url, { headers, method: request.method })
}
