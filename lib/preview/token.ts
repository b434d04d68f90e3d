import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed, short-lived preview tokens. The CMS puts one into the live-preview
 * URL; the site's /api/preview route verifies it before it turns on Next's
 * draft mode, so only editors reach drafts, on any tenant host.
 */
export type PreviewClaims = { collection: string; id: string | number; path: string; exp: number }

const encode = (value: string) => Buffer.from(value).toString('base64url')

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url')
}

export function createPreviewToken(
  claims: Omit<PreviewClaims, 'exp'>,
  secret: string,
  ttlSeconds = 3600,
  now = Date.now(),
): string {
  const body = encode(JSON.stringify({ ...claims, exp: Math.floor(now / 1000) + ttlSeconds }))
  return `${body}.${sign(body, secret)}`
}

export function verifyPreviewToken(token: string, secret: string, now = Date.now()): PreviewClaims | null {
  const [body, signature] = token.split('.')
  if (!body || !signature) return null
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as PreviewClaims
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) return null
    if (typeof claims.path !== 'string' || !claims.path.startsWith('/')) return null
    return claims
  } catch {
    return null
  }
}
