/**
 * Next 16's request proxy (the former middleware.ts). It resolves the tenant
 * from the host and the locale from the first path segment, redirects `/` and
 * paths without a valid locale to the tenant's best locale (Accept-Language,
 * then the tenant default). Pages resolve the tenant (and so the theme) from
 * the host again on the server, from the same table. It never decides
 * authorisation: pages and handlers check access themselves.
 */
import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import de from './messages/core/de.json'
import en from './messages/core/en.json'
import fr from './messages/core/fr.json'
import it from './messages/core/it.json'
import { shareApiPath } from './features/file-sharing/paths'
import { SHARE_TOKEN_PATTERN } from './features/file-sharing/token'
import { cachedPath, isCacheableRequest } from './lib/cached-pages/routing'
import { isRouteLocale } from './lib/i18n/locales'
import { LOCALE_COOKIE, routing } from './lib/i18n/routing'
import {
  BAD_REQUEST_HEADER,
  BAD_REQUEST_SEGMENT,
  badRequestLocale,
  decodesCleanly,
  isPagePath,
} from './lib/malformed-path'
import { isUnsupportedBrowser, OLD_BROWSER_SEGMENT } from './lib/old-browser'
import { PATH_HEADER, SEARCH_HEADER } from './lib/request-path'
import { cmsContentSecurityPolicy, createNonce, siteContentSecurityPolicy } from './lib/security-headers'
import { REQUEST_HEADERS } from './lib/tenancy/headers'
import { FALLBACK_TENANT_ROUTE, matchTenant, type TenantRoute } from './lib/tenancy/routing-table'

const TABLE_TTL_MS = 10_000
let table: { tenants: TenantRoute[]; fetchedAt: number } | null = null
let inflight: Promise<TenantRoute[]> | null = null

function internalOrigin(request: NextRequest): string {
  return (
    process.env.INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? (request.nextUrl.port || '3000')}`
  )
}

/** The tenant routing table, read from the app's own API and kept for a few seconds. */
async function tenantTable(request: NextRequest): Promise<TenantRoute[]> {
  if (table && Date.now() - table.fetchedAt < TABLE_TTL_MS) return table.tenants
  inflight ??= fetch(`${internalOrigin(request)}/api/tenancy/routing`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(5000),
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`routing table: ${res.status}`)
      const body = (await res.json()) as { data?: { tenants?: TenantRoute[] } }
      const tenants = body.data?.tenants ?? []
      table = { tenants, fetchedAt: Date.now() }
      return tenants
    })
    .catch(() => table?.tenants ?? [])
    .finally(() => {
      inflight = null
    })
  return inflight
}

const intlHandlers = new Map<string, ReturnType<typeof createMiddleware>>()

function intlFor(tenant: TenantRoute) {
  const key = `${tenant.slug}:${tenant.defaultLocale}:${tenant.locales.join(',')}`
  let handler = intlHandlers.get(key)
  if (!handler) {
    handler = createMiddleware({
      ...routing,
      locales: tenant.locales,
      defaultLocale: tenant.defaultLocale,
      alternateLinks: false,
    })
    intlHandlers.set(key, handler)
  }
  return handler
}

/** Request header carrying the page's script nonce (Next reads it from the CSP request header too). */
export const NONCE_HEADER = 'x-nonce'

const tenantDomains = (tenants: TenantRoute[]) => tenants.flatMap((t) => t.domains)

export default async function proxy(request: NextRequest) {
  // API and CMS API addresses come here only when they hold a `%` (see `config`): Next would
  // answer a broken encoding with a bare 500 before any handler runs.
  if (/^\/(api|cms-api)\//.test(request.nextUrl.pathname)) {
    if (decodesCleanly(request.nextUrl.pathname)) return NextResponse.next()
    const language = (request.headers.get(REQUEST_HEADERS.locale) ?? '').slice(0, 2)
    const message = ({ fr, it, en } as Record<string, typeof de>)[language]?.api.badPath ?? de.api.badPath
    return NextResponse.json(
      { data: null, messages: [{ type: 'error', message }] },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  // Files and Next's own paths come here only when they hold a `%` (see `config`): untouched when they
  // decode, else the bad-request page (Next would answer a bare 500).
  if (!isSiteOrCmsPath(request.nextUrl.pathname)) {
    return decodesCleanly(request.nextUrl.pathname)
      ? NextResponse.next()
      : badRequestPage(request, await tenantTable(request))
  }
  const tenants = await tenantTable(request)
  // A page address that cannot name a page (broken encoding, a literal `%`): the site's bad-request page, status 400.
  if (!isPagePath(request.nextUrl.pathname)) return badRequestPage(request, tenants)
  // The CMS admin: only who may frame it (the tenants' own sites for live preview); it is not a site page.
  if (request.nextUrl.pathname === '/cms' || request.nextUrl.pathname.startsWith('/cms/')) {
    const response = NextResponse.next()
    response.headers.set(
      'Content-Security-Policy',
      cmsContentSecurityPolicy({ tenantDomains: tenantDomains(tenants) }),
    )
    return response
  }
  return sitePage(request, tenants)
}

/** A site page: tenant and locale routing, and the page's CSP with a fresh script nonce. */
async function sitePage(request: NextRequest, tenants: TenantRoute[]): Promise<Response> {
  const tenant = matchTenant(tenants, request.headers.get('host')) ?? FALLBACK_TENANT_ROUTE
  const [, first, ...rest] = request.nextUrl.pathname.split('/')

  // A visitor's request for a public page: answered by the page's cached copy (lib/cached-pages/routing.ts).
  // Decided first, so that the cheapest path stays cheap (no nonce, no header copies, no next-intl).
  if (
    isRouteLocale(first) &&
    tenant.locales.includes(first) &&
    !isUnsupportedBrowser(request.headers.get('user-agent')) &&
    isCacheableRequest({
      method: request.method,
      pathname: request.nextUrl.pathname,
      searchParams: request.nextUrl.searchParams,
      cookieNames: request.cookies.getAll().map((c) => c.name),
    })
  ) {
    return cachedPage(request, tenant, first, tenants)
  }

  const nonce = createNonce()
  const csp = siteContentSecurityPolicy({ nonce, tenantDomains: tenantDomains(tenants) })
  const withCsp = <R extends Response>(response: R): R => {
    response.headers.set('Content-Security-Policy', csp)
    return response
  }

  // A locale this tenant does not offer: keep the path, switch to its default locale.
  if (isRouteLocale(first) && !tenant.locales.includes(first)) {
    const url = request.nextUrl.clone()
    url.pathname = `/${tenant.defaultLocale}${rest.length ? `/${rest.join('/')}` : ''}`
    return withCsp(NextResponse.redirect(url))
  }

  // Layouts learn the address from these headers (values a client sent are replaced).
  const headers = new Headers(request.headers)
  headers.set(PATH_HEADER, request.nextUrl.pathname)
  headers.set(SEARCH_HEADER, request.nextUrl.search)
  headers.delete(BAD_REQUEST_HEADER)
  // Next gives its own scripts the nonce it finds in the request's CSP; our code reads NONCE_HEADER.
  headers.set('content-security-policy', csp)
  headers.set(NONCE_HEADER, nonce)

  // Browsers that cannot run the site see the old-browser page of their locale instead.
  if (
    isRouteLocale(first) &&
    rest[0] !== OLD_BROWSER_SEGMENT &&
    isUnsupportedBrowser(request.headers.get('user-agent'))
  ) {
    return withCsp(
      NextResponse.rewrite(new URL(`/${first}/${OLD_BROWSER_SEGMENT}`, request.url), {
        request: { headers },
      }),
    )
  }

  // An expired share link answers 410 Gone (the page explains it); Next pages cannot set that status themselves.
  if (
    isRouteLocale(first) &&
    rest[0] === SHARE_SEGMENT &&
    rest.length === 2 &&
    (await isExpiredShare(request, rest[1]!))
  ) {
    return withCsp(NextResponse.rewrite(request.nextUrl, { status: 410, request: { headers } }))
  }

  return withCsp(intlFor(tenant)(new NextRequest(request, { headers })))
}

/**
 * The site's bad-request page for an address that cannot name a page, in the
 * tenant's theme (the layout finds the tenant from the host) and in the
 * language of the address's first segment when the tenant offers it, else
 * in the tenant's default; status 400, never stored. The page renders for
 * the proxy's marker header only (a client's is removed on every other path).
 */
function badRequestPage(request: NextRequest, tenants: TenantRoute[]): Response {
  const tenant = matchTenant(tenants, request.headers.get('host')) ?? FALLBACK_TENANT_ROUTE
  const locale = badRequestLocale(request.nextUrl.pathname, tenant)
  const target = new URL(`/${locale}/${BAD_REQUEST_SEGMENT}`, request.url)
  const nonce = createNonce()
  const csp = siteContentSecurityPolicy({ nonce, tenantDomains: tenantDomains(tenants) })
  const headers = new Headers(request.headers)
  // The layout must never see the undecodable address: it stands for the page it shows.
  headers.set(PATH_HEADER, target.pathname)
  headers.set(SEARCH_HEADER, '')
  headers.set('content-security-policy', csp)
  headers.set(NONCE_HEADER, nonce)
  headers.set(BAD_REQUEST_HEADER, '1')
  const response = NextResponse.rewrite(target, { status: 400, request: { headers } })
  response.headers.set('Content-Security-Policy', csp)
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/**
 * Rewrites to the page's copy in the full route cache. The same HTML serves
 * every visitor, so its CSP has no nonce (lib/security-headers.ts) and the
 * page gets no request facts (path, nonce) from here. The path already holds
 * a locale of the tenant, so next-intl has nothing to redirect; only its
 * locale cookie is kept up to date, as next-intl would.
 */
function cachedPage(
  request: NextRequest,
  tenant: TenantRoute,
  locale: string,
  tenants: TenantRoute[],
): Response {
  const target = request.nextUrl.clone()
  target.pathname = cachedPath(tenant.slug, request.nextUrl.pathname)
  // Next would take a script nonce from a CSP request header into the shared HTML: never let a client's in.
  let response: NextResponse
  if (request.headers.has('content-security-policy') || request.headers.has(NONCE_HEADER)) {
    const headers = new Headers(request.headers)
    for (const name of ['content-security-policy', NONCE_HEADER]) headers.delete(name)
    response = NextResponse.rewrite(target, { request: { headers } })
  } else {
    response = NextResponse.rewrite(target)
  }
  if (request.cookies.get(LOCALE_COOKIE.name)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE.name, locale, {
      path: '/',
      sameSite: LOCALE_COOKIE.sameSite,
      maxAge: LOCALE_COOKIE.maxAge,
    })
  }
  response.headers.set('Content-Security-Policy', cachedPageCsp(tenants))
  // The page is kept here, not in shared caches on the way: a CDN keyed by address alone would
  // give it to signed-in users too, and could not see a publish (cms/hooks/revalidate.ts).
  response.headers.set('Cache-Control', CACHED_PAGE_CACHE_CONTROL)
  return response
}

/** The cached pages' CSP, built once per tenant table. */
let cachedCsp: { tenants: TenantRoute[]; csp: string } | null = null
function cachedPageCsp(tenants: TenantRoute[]): string {
  if (cachedCsp?.tenants !== tenants)
    cachedCsp = {
      tenants,
      csp: siteContentSecurityPolicy({ nonce: null, tenantDomains: tenantDomains(tenants) }),
    }
  return cachedCsp.csp
}

/** What browsers and shared caches are told about a page from the full route cache. */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

const SHARE_SEGMENT = 'share'

/** Asks the share API whether this link has expired (only for token-shaped segments). */
async function isExpiredShare(request: NextRequest, token: string): Promise<boolean> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return false
  try {
    const res = await fetch(`${internalOrigin(request)}${shareApiPath(token)}`, {
      method: 'GET',
      cache: 'no-store',
      headers: {
        'x-forwarded-host': request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '',
      },
      signal: AbortSignal.timeout(5000),
    })
    await res.body?.cancel()
    return res.status === 410
  } catch {
    return false
  }
}

/** The paths of the first two matchers below (site pages and the CMS admin); others reach the proxy only with a `%`. */
function isSiteOrCmsPath(pathname: string): boolean {
  if (pathname === '/cms' || pathname.startsWith('/cms/')) return true
  return !/^\/(?:api|cms|cms-api|_next|_vercel|bench-reference)/.test(pathname) && !pathname.includes('.')
}

export const config = {
  // Site pages: everything but the API, the CMS, Next internals, the bench reference and files
  // with an extension; and the CMS admin pages for their frame-ancestors policy. The CMS API
  // stays out: uploads must not pass through the proxy (it buffers bodies) — except addresses
  // with a `%`, whose encoding the proxy checks (all of them: files and Next's own paths too).
  matcher: [
    '/((?!api|cms|cms-api|_next|_vercel|bench-reference|.*\\..*).*)',
    '/cms',
    '/cms/:path*',
    '/api/(.*%.*)',
    '/cms-api/(.*%.*)',
    '/(.*%.*)',
  ],
}
