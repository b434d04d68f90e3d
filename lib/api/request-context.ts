import type { NextRequest } from 'next/server'

import { env } from '../env'
import { REQUEST_HEADERS } from '../tenancy/headers'
import { clientAddressFrom } from './client-address'

/**
 * The client's address as the trusted proxies report it (TRUSTED_PROXY_HOPS;
 * lib/api/client-address.ts, docs/security.md), or null when none can be
 * trusted — then nothing may be counted under a shared key.
 */
export function clientIp(request: Pick<NextRequest, 'headers'>): string | null {
  return clientAddressFrom(request.headers.get('x-forwarded-for'), env.trustedProxyHops)
}

/** The host that addressed the app (tenant resolution). */
export function requestHost(request: NextRequest): string | null {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host')
}

/** The locale the client sends with every call. */
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
