import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import proxy, { NONCE_HEADER } from './proxy'

beforeAll(() => {
  // No app to ask for the tenant table: the proxy falls back to the default tenant.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('no', { status: 503 })),
  )
})

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

describe('proxy security headers', () => {
  it('gives every page rendered per request a CSP with a fresh nonce and hands the nonce to the page', async () => {
    const signedIn = { headers: { cookie: 'tribo_account=token' } }
    const first = await proxy(new NextRequest('http://localhost:3000/de-ch/news', signedIn))
    const second = await proxy(new NextRequest('http://localhost:3000/de-ch/news', signedIn))
    const a = nonceOf(first.headers.get('content-security-policy'))
    const b = nonceOf(second.headers.get('content-security-policy'))
    expect(a).toBeTruthy()
    expect(b).toBeTruthy()
    expect(a).not.toBe(b)
    // The page's request carries the same policy (Next takes its script nonce from it) and the nonce.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    )
    expect(first.headers.get(`x-middleware-request-${NONCE_HEADER}`)).toBe(a)
    expect(first.headers.get('content-security-policy')).not.toContain("'unsafe-inline' https://maps")
  })

  it('sends a visitor’s request for a public page to its cached copy, with a CSP without a nonce', async () => {
    const response = await proxy(
      new NextRequest('http://localhost:3000/de-ch/unternehmen/geschichte', {
        headers: { cookie: 'TRIBO_LOCALE=de-ch' },
      }),
    )
    expect(response.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/cached/default/de-ch/unternehmen/geschichte',
    )
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('nonce-')
    // Nothing of the request reaches the cached page: no address or nonce headers.
    expect(response.headers.get(`x-middleware-request-${NONCE_HEADER}`)).toBeNull()
  })

  it('keeps a client’s CSP or nonce header away from the shared page, and remembers the locale', async () => {
    const response = await proxy(
      new NextRequest('http://localhost:3000/fr-ch/actualites', {
        headers: {
          'content-security-policy': "script-src 'nonce-evil'",
          [NONCE_HEADER]: 'evil',
          cookie: 'TRIBO_LOCALE=de-ch',
        },
      }),
    )
    expect(response.headers.get('x-middleware-rewrite')).toContain('/cached/default/fr-ch/actualites')
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull()
    expect(response.headers.get(`x-middleware-request-${NONCE_HEADER}`)).toBeNull()
    // The request headers are replaced (override list present) by a copy without those two.
    const overridden = response.headers.get('x-middleware-override-headers')
    expect(overridden).toContain('cookie')
    expect(overridden).not.toMatch(/content-security-policy|x-nonce/)
    expect(response.headers.get('set-cookie')).toMatch(/^TRIBO_LOCALE=fr-ch;/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('renders per request what is personal: a query, a signed-in account, the account pages', async () => {
    for (const [url, cookie] of [
      ['http://localhost:3000/de-ch/news?topic=3', ''],
      ['http://localhost:3000/de-ch/news', 'tribo_account=token'],
      ['http://localhost:3000/de-ch/konto/bestellungen', ''],
    ] as const) {
      const response = await proxy(new NextRequest(url, { headers: cookie ? { cookie } : {} }))
      expect(response.headers.get('x-middleware-rewrite'), url).toBeNull()
      expect(response.headers.get('content-security-policy'), url).toContain("'strict-dynamic'")
    }
  })

  it('sends the CSP with redirects too', async () => {
    const response = await proxy(new NextRequest('http://localhost:3000/'))
    expect(response.status).toBeGreaterThanOrEqual(300)
    expect(response.headers.get('content-security-policy')).toContain("'strict-dynamic'")
  })

  it('gives the CMS admin only its frame-ancestors policy', async () => {
    const response = await proxy(new NextRequest('http://localhost:3000/cms/collections/pages'))
    expect(response.headers.get('content-security-policy')).toMatch(/^frame-ancestors 'self'/)
    expect(response.headers.get('x-middleware-next')).toBe('1')
  })
})

describe('proxy on page addresses that cannot name a page', () => {
  it('rewrites a broken encoding to the bad-request page of the address’s language, status 400, never stored', async () => {
    for (const [path, locale] of [
      ['/de-ch/%E0%A4%A', 'de-ch'],
      ['/fr-ch/produits/%C0%AF', 'fr-ch'],
      ['/%E0%A4%A', 'de-ch'],
      ['/xx/%E0', 'de-ch'],
      ['/de-ch/100%25', 'de-ch'],
    ] as const) {
      const response = await proxy(
        new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: 'TRIBO_LOCALE=de-ch' } }),
      )
      expect(response.status, path).toBe(400)
      expect(response.headers.get('x-middleware-rewrite'), path).toBe(
        `http://localhost:3000/${locale}/bad-request`,
      )
      expect(response.headers.get('x-middleware-request-x-tribo-bad-request'), path).toBe('1')
      expect(response.headers.get('x-middleware-request-x-tribo-path'), path).toBe(`/${locale}/bad-request`)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(response.headers.get('content-security-policy'), path).toContain("'strict-dynamic'")
    }
  })

  it('catches a broken encoding in a file address too, and leaves a well-encoded file untouched', async () => {
    for (const path of ['/de-ch/%E0%A4%A.pdf', '/media/%C0%AF.jpg', '/_next/static/%E0']) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`))
      expect(response.status, path).toBe(400)
      expect(response.headers.get('x-middleware-rewrite'), path).toBe(
        'http://localhost:3000/de-ch/bad-request',
      )
    }
    const file = await proxy(new NextRequest('http://localhost:3000/media/Datenblatt%20Synth.pdf'))
    expect(file.headers.get('x-middleware-next')).toBe('1')
    expect(file.headers.get('content-security-policy')).toBeNull()
  })

  it('never lets a client’s marker open the bad-request page on another address', async () => {
    const response = await proxy(
      new NextRequest('http://localhost:3000/de-ch/bad-request', {
        headers: { cookie: 'tribo_account=token', 'x-tribo-bad-request': '1' },
      }),
    )
    expect(response.status).not.toBe(400)
    expect(response.headers.get('x-middleware-request-x-tribo-bad-request')).toBeNull()
    expect(response.headers.get('x-middleware-override-headers')).not.toContain('x-tribo-bad-request')
  })
})

describe('proxy on API addresses with a percent sign', () => {
  it('answers a broken encoding with a 400 envelope before Next would fail on it', async () => {
    for (const path of ['/api/orders/%C0%AF', '/api/jobs/%E0%A4%A', '/cms-api/products/%C0%AF']) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`))
      expect(response.status, path).toBe(400)
      expect(await response.json()).toMatchObject({ data: null, messages: [{ type: 'error' }] })
    }
  })

  it('lets a well-encoded one through untouched (no CSP, no locale routing)', async () => {
    const response = await proxy(new NextRequest('http://localhost:3000/api/favourites/TRB%20X'))
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(response.headers.get('content-security-policy')).toBeNull()
  })
})
