import type { NextRequest } from 'next/server'

import { REQUEST_HEADERS } from '../tenancy/headers'

/** The client's IP as the nearest trusted proxy reports it. */
export function clientIp(request: NextRequest): string {
  const forwarded = request.headers.get('x-forwarded-for')
  if (forwarded) return forwarded.split(',')[0].trim()
  return request.headers.get('x-real-ip') ?? 'unknown'
}

/** The host that addressed the app (tenant resolution). */
export function requestHost(request: NextRequest): string | null {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host')
}

/** The locale the client sends with every call (SPEC §7). */
export function requestLocale(request: NextRequest): string | null {
  return request.headers.get(REQUEST_HEADERS.locale)
}

/**
 * CSRF guard for state-changing calls: the Origin (or, without it, the
 * Referer) must be the host that was addressed. Cookies are SameSite=Lax too.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const host = requestHost(request)
  const source = request.headers.get('origin') ?? request.headers.get('referer')
  if (!source) return request.headers.get('sec-fetch-site') !== 'cross-site'
  try {
    return new URL(source).host === host
  } catch {
    return false
  }
}
