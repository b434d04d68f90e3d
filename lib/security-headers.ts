/**
 * Security headers, in two parts:
 * - static ones for every response (next.config.ts `headers()`): nosniff,
 *   Referrer-Policy, Permissions-Policy, HSTS only when the request came over
 *   https, and a frame-ancestors policy for the API and the CMS API (files);
 * - per-request ones set by proxy.ts: the site's Content-Security-Policy with
 *   a fresh script nonce and 'strict-dynamic' (no 'unsafe-inline' for
 *   scripts), and the frame-ancestors policy of the CMS admin, both knowing the
 *   tenants' own origins at run time.
 * `localhost` sources are allowed only outside APP_ENVIRONMENT=production.
 */

type Vars = Record<string, string | undefined>

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)

/** An origin (`https://host[:port]`) or nothing for a value that is not one. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

export function isProductionSite(vars: Vars = process.env): boolean {
  return (vars.APP_ENVIRONMENT ?? '').trim().toLowerCase() === 'production'
}

/**
 * Who may frame the site and the CMS (live preview: the CMS shows the
 * tenant's pages in an iframe): this origin, the public server URL,
 * CMS_ALLOWED_ORIGINS, each tenant domain over https and, outside production,
 * any localhost port.
 */
export function frameAncestors({
  tenantDomains = [],
  vars = process.env,
}: { tenantDomains?: readonly string[]; vars?: Vars } = {}): string {
  const sources = new Set<string>(["'self'"])
  const server = originOf(vars.NEXT_PUBLIC_SERVER_URL ?? '')
  if (server && !(isProductionSite(vars) && /\/\/(localhost|127\.0\.0\.1|\[::1\])(:|$)/.test(server)))
    sources.add(server)
  for (const origin of list(vars.CMS_ALLOWED_ORIGINS)) {
    const o = originOf(origin)
    if (o) sources.add(o)
  }
  for (const domain of tenantDomains)
    if (/^[a-z0-9.-]+(:\d+)?$/i.test(domain) && !/^localhost(:|$)|\.localhost(:|$)/i.test(domain))
      sources.add(`https://${domain.toLowerCase()}`)
  if (!isProductionSite(vars)) {
    sources.add('http://localhost:*')
    sources.add('http://*.localhost:*')
  }
  return [...sources].join(' ')
}

/** A fresh script nonce (128 random bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/**
 * The site's CSP. Scripts run only with the request's nonce; 'strict-dynamic'
 * lets those scripts load what they need (Google Maps, reCAPTCHA, page
 * chunks), so host lists below serve browsers without CSP 3 only.
 *
 * A page from the full route cache (nonce null) is the same HTML for every
 * visitor, so it cannot carry a per-request nonce: its scripts are allowed by
 * origin (this site and the hosts below) and Next's inline bootstrap scripts
 * by 'unsafe-inline'. Such pages hold no user data and no user input (no
 * query, no session), which is what an injected script would be after.
 */
export function siteContentSecurityPolicy({
  nonce,
  tenantDomains = [],
  vars = process.env,
  development = vars.NODE_ENV !== 'production',
}: {
  nonce: string | null
  tenantDomains?: readonly string[]
  vars?: Vars
  development?: boolean
}): string {
  // Editors' iframe and magazine blocks may embed these origins besides this site (e.g. https://e.issuu.com).
  const embedOrigins = list(vars.EMBED_FRAME_ORIGINS).filter((o) => /^https:\/\/[\w.-]+(:\d+)?$/.test(o))
  return [
    "default-src 'self'",
    `script-src 'self' ${nonce === null ? "'unsafe-inline'" : `'nonce-${nonce}' 'strict-dynamic'`}${development ? " 'unsafe-eval'" : ''} https://maps.googleapis.com https://maps.gstatic.com https://www.google.com https://www.gstatic.com`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https://maps.gstatic.com https://maps.googleapis.com https://*.ytimg.com",
    "font-src 'self' data: https://fonts.gstatic.com",
    `connect-src 'self' https://maps.googleapis.com https://*.ingest.sentry.io https://*.ingest.de.sentry.io https://www.google.com${development ? ' ws: wss:' : ''}`,
    `frame-src 'self' https://www.google.com https://www.youtube-nocookie.com https://www.youtube.com ${embedOrigins.join(' ')}`.trim(),
    `frame-ancestors ${frameAncestors({ tenantDomains, vars })}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The CMS admin's own policy: only who may frame it (Payload brings its own scripts). */
export function cmsContentSecurityPolicy({
  tenantDomains = [],
  vars = process.env,
}: { tenantDomains?: readonly string[]; vars?: Vars } = {}): string {
  return `frame-ancestors ${frameAncestors({ tenantDomains, vars })}`
}

type HeaderRule = {
  source: string
  has?: { type: 'header'; key: string; value?: string }[]
  headers: { key: string; value: string }[]
}

/**
 * Static headers for next.config.ts (read when the app is built). The site's
 * pages and the admin get their CSP from proxy.ts at run time; the API and the
 * CMS API (uploaded files among them) get a frame-ancestors policy here.
 */
export function staticSecurityHeaders(vars: Vars = process.env): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
      ],
    },
    // Only over https (a TLS-terminating proxy says so in X-Forwarded-Proto): browsers ignore it over http anyway, and it must not pin a plain-http demo.
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
    },
    {
      source: '/api/:path*',
      headers: [{ key: 'Content-Security-Policy', value: `frame-ancestors ${frameAncestors({ vars })}` }],
    },
    {
      source: '/cms-api/:path*',
      headers: [{ key: 'Content-Security-Policy', value: `frame-ancestors ${frameAncestors({ vars })}` }],
    },
  ]
}
