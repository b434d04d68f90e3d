/**
 * Which site requests the full route cache may answer, decided in proxy.ts
 * (no server-only imports here: the proxy and its tests load this module).
 *
 * A request is answered from the cache when nothing about it is personal:
 * a GET or HEAD without a query, without the shop account's, the B2C cart's,
 * the flash messages' or the preview's cookie, on a path of a public section.
 * The proxy then rewrites it to `/cached/{tenant}/{path}`
 * (app/(site)/cached/[tenant]/[locale]), a copy of the public pages that
 * never reads cookies or headers; the page is rendered once per tenant,
 * locale and path, kept until a CMS tag expires it, and shared by every
 * visitor. Every other request renders per request as before
 * (app/(site)/[locale]).
 */

import { ACCOUNT_COOKIE, B2C_CART_COOKIE, FLASH_COOKIE } from '../cookie-names'

/** The first segment of the cached tree's internal addresses (never reachable directly). */
export const CACHED_SEGMENT = 'cached'

/**
 * Cookies that make a page personal: the shop account (features/accounts),
 * the B2C cart (features/carts), one-time flash messages (lib/api/flash) and
 * Next's preview (draft mode). A CMS editor's own cookie does not: the site
 * shows editors what visitors see unless they preview.
 */
export const PERSONAL_COOKIES = [ACCOUNT_COOKIE, B2C_CART_COOKIE, FLASH_COOKIE, '__prerender_bypass'] as const

/**
 * Sections under `/{locale}/` rendered per request for everyone: they depend
 * on the account, the cart or the address's query. Every other section is
 * public and has a cached copy; the first segment of a CMS page (the
 * catch-all) is never one of these (the page tree's parity test checks the
 * app folders against both lists).
 */
export const PERSONAL_SECTIONS = [
  'bad-request',
  'browser-not-supported',
  'compare',
  'customer-overview',
  'dashboard',
  'konto',
  'login',
  'notifications',
  'passwort-vergessen',
  'passwort-zuruecksetzen',
  'search',
  'share',
  'shop',
  'warenkorb',
  'widget-gallery',
] as const

/** Sections with their own page in the cached tree (besides CMS pages and product lines, served by the catch-all). */
export const CACHED_SECTIONS = [
  'alternativen',
  'dealers',
  'distribution-partners',
  'faq',
  'fairs',
  'jobs',
  'news',
  'oel-finder',
  'p',
] as const

/** Query parameters that do not change a page (Next's own RSC marker). */
const NEUTRAL_PARAMS = new Set(['_rsc'])

type CacheableRequest = {
  method: string
  pathname: string
  searchParams: URLSearchParams
  cookieNames: readonly string[]
}

/** Whether the full route cache may answer this request (see the module comment). */
export function isCacheableRequest({
  method,
  pathname,
  searchParams,
  cookieNames,
}: CacheableRequest): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  for (const name of searchParams.keys()) if (!NEUTRAL_PARAMS.has(name)) return false
  if (cookieNames.some((name) => (PERSONAL_COOKIES as readonly string[]).includes(name))) return false
  const section = pathname.split('/')[2]
  return (
    section === undefined || section === '' || !(PERSONAL_SECTIONS as readonly string[]).includes(section)
  )
}

/** The internal address of a page's cached copy. */
export function cachedPath(tenantSlug: string, pathname: string): string {
  return `/${CACHED_SEGMENT}/${encodeURIComponent(tenantSlug)}${pathname === '/' ? '' : pathname.replace(/\/+$/, '')}`
}
