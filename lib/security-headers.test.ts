import { describe, expect, it } from 'vitest'

import {
  cmsContentSecurityPolicy,
  createNonce,
  frameAncestors,
  siteContentSecurityPolicy,
  staticSecurityHeaders,
} from './security-headers'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('site CSP', () => {
  it('runs scripts only with the request nonce and strict-dynamic, never unsafe-inline', () => {
    const csp = siteContentSecurityPolicy({ nonce: 'abc123', vars: { NODE_ENV: 'production' } })
    const scripts = directive(csp, 'script-src')
    expect(scripts).toContain("'nonce-abc123'")
    expect(scripts).toContain("'strict-dynamic'")
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
  })

  it('gives a new nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce))
    expect(nonces.size).toBe(50)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})

describe('frame-ancestors', () => {
  it('allows localhost only outside production', () => {
    expect(frameAncestors({ vars: { APP_ENVIRONMENT: 'local' } })).toContain('http://*.localhost:*')
    const production = frameAncestors({
      vars: { APP_ENVIRONMENT: 'production', NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000' },
    })
    expect(production).toBe("'self'")
  })

  it('adds the server URL, CMS_ALLOWED_ORIGINS and each tenant domain over https', () => {
    const value = frameAncestors({
      tenantDomains: ['moto.tribo.ch', 'moto.localhost', 'bad domain'],
      vars: {
        APP_ENVIRONMENT: 'production',
        NEXT_PUBLIC_SERVER_URL: 'https://www.tribo.ch',
        CMS_ALLOWED_ORIGINS: 'https://cms.tribo.ch, not a url',
      },
    })
    expect(value.split(' ')).toEqual([
      "'self'",
      'https://www.tribo.ch',
      'https://cms.tribo.ch',
      'https://moto.tribo.ch',
    ])
  })

  it('is the whole policy of the CMS admin', () => {
    expect(cmsContentSecurityPolicy({ vars: { APP_ENVIRONMENT: 'production' } })).toBe(
      "frame-ancestors 'self'",
    )
  })
})

describe('static headers', () => {
  const rules = staticSecurityHeaders({ APP_ENVIRONMENT: 'production' })

  it('sends nosniff and a referrer policy on every path, the CMS and its files included', () => {
    const all = rules.find((r) => r.source === '/:path*' && !r.has)!
    expect(all.headers).toEqual(
      expect.arrayContaining([
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      ]),
    )
  })

  it('sends HSTS only when the request came over https', () => {
    const hsts = rules.filter((r) => r.headers.some((h) => h.key === 'Strict-Transport-Security'))
    expect(hsts).toHaveLength(1)
    expect(hsts[0]!.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }])
  })

  it('keeps the API and the CMS API (uploaded files) from being framed by strangers', () => {
    for (const source of ['/api/:path*', '/cms-api/:path*'])
      expect(rules.find((r) => r.source === source)?.headers).toEqual([
        { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
      ])
  })
})
