import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as login } from '@/app/api/auth/login/route'
import { POST as logout } from '@/app/api/auth/logout/route'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { env } from '@/lib/env'

import { getTestPayload, startWithEmptyDatabase } from '../helpers/payload'
import { makeRequest, readJson, responseCookies } from '../helpers/requests'

// This file creates (or seeds) its own data from scratch.
startWithEmptyDatabase()

type Envelope = { data: unknown; messages?: { type: string; message: string }[]; redirectUrl?: string }

const ctx = { disableRevalidate: true }
let payload: Payload
let tenantA: number
let tenantB: number

async function createTenant(slug: string, isDefault: boolean) {
  const tenant = await payload.create({
    collection: 'tenants',
    data: {
      name: slug,
      slug,
      isDefault,
      domains: isDefault ? [{ domain: 'localhost' }] : [],
      theme: '01',
      countries: [
        {
          country: 'ch',
          countryName: 'Schweiz',
          languages: [{ language: 'de', title: 'DE', fullTitle: 'Deutsch' }],
        },
      ],
      defaultLocale: 'de-ch',
    },
    context: ctx,
  })
  return tenant.id
}

async function createAccount(username: string, tenant: number) {
  return payload.create({
    collection: 'accounts',
    data: {
      username,
      password: 'Richtig-2026!',
      firstName: 'Hans',
      lastName: 'Muster',
      type: 'customer',
      tenant,
    },
    context: ctx,
  })
}

const loginRequest = (
  body: unknown,
  { ip = '10.0.0.1', host = 'localhost:3000', headers = {} as Record<string, string> } = {},
) =>
  makeRequest('/api/auth/login', {
    method: 'POST',
    body,
    host,
    headers: { 'x-forwarded-for': ip, 'x-tribo-locale': 'de-ch', ...headers },
  })

beforeAll(async () => {
  payload = await getTestPayload()
  tenantA = await createTenant('alpha', true)
  tenantB = await createTenant('beta', false)
  await createAccount('kunde', tenantA)
  await createAccount('sperre', tenantA)
  await createAccount('beta-kunde', tenantB)
})

describe('POST /api/auth/login', () => {
  it('answers 400 naming the fields when a credential is missing, and counts no attempt', async () => {
    const res = await login(loginRequest({ username: 'kunde' }, { ip: '10.0.0.7' }))
    expect(res.status).toBe(400)
    const body = await readJson<Envelope>(res)
    expect(body.messages?.[0]).toMatchObject({
      type: 'error',
      message: 'Bitte geben Sie Benutzername und Passwort ein.',
    })
    expect(responseCookies(res)).not.toHaveProperty('tribo_account')
    for (let i = 0; i < 6; i++)
      expect((await login(loginRequest({ username: 'kunde' }, { ip: '10.0.0.7' }))).status).toBe(400)
    expect(
      (await login(loginRequest({ username: 'kunde', password: 'Richtig-2026!' }, { ip: '10.0.0.7' })))
        .status,
    ).toBe(200)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const res = await login(
      makeRequest('/api/auth/login', {
        method: 'POST',
        body: 'username=kunde',
        headers: { 'content-type': 'text/plain' },
      }),
    )
    expect(res.status).toBe(400)
  })

  it('answers 400 for a redirect target outside the site', async () => {
    const res = await login(
      loginRequest({ username: 'kunde', password: 'Richtig-2026!', loginRedirectUrl: '//evil.example/' }),
    )
    expect(res.status).toBe(400)
  })

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const wrong = await login(loginRequest({ username: 'kunde', password: 'falsch' }, { ip: '10.0.0.2' }))
    const unknown = await login(loginRequest({ username: 'niemand', password: 'falsch' }, { ip: '10.0.0.2' }))
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    const [a, b] = [await readJson<Envelope>(wrong), await readJson<Envelope>(unknown)]
    expect(a.messages).toEqual(b.messages)
    expect(a.messages?.[0].message).toBe('Benutzername oder Passwort ist falsch.')
  })

  it('refuses an account of another tenant with the same 401', async () => {
    const res = await login(
      loginRequest({ username: 'beta-kunde', password: 'Richtig-2026!' }, { ip: '10.0.0.3' }),
    )
    expect(res.status).toBe(401)
    const ok = await login(
      loginRequest(
        { username: 'beta-kunde', password: 'Richtig-2026!' },
        { ip: '10.0.0.3', host: 'beta.localhost:3000' },
      ),
    )
    expect(ok.status).toBe(200)
  })

  it('refuses a call from another origin', async () => {
    const res = await login(
      loginRequest(
        { username: 'kunde', password: 'Richtig-2026!' },
        { headers: { origin: 'https://evil.example' } },
      ),
    )
    expect(res.status).toBe(403)
  })

  it('sets an HttpOnly SameSite=Lax session cookie that identifies the account, and passes the redirect on', async () => {
    const res = await login(
      loginRequest(
        { username: 'kunde', password: 'Richtig-2026!', loginRedirectUrl: '/de-ch/konto' },
        { ip: '10.0.0.4' },
      ),
    )
    expect(res.status).toBe(200)
    const body = await readJson<Envelope>(res)
    expect(body.data).toEqual({ loggedIn: true })
    expect(body.redirectUrl).toBe('/de-ch/konto')
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('tribo_account='))
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const token = responseCookies(res).tribo_account
    const account = await accountFromToken(token, tenantA)
    expect(account?.username).toBe('kunde')
    expect(await accountFromToken(token, tenantB)).toBeNull()
  })

  it('keeps both sessions when one account signs in twice at the same moment (two devices)', async () => {
    const both = await Promise.all(
      ['10.0.0.5', '10.0.0.6'].map((ip) =>
        login(loginRequest({ username: 'kunde', password: 'Richtig-2026!' }, { ip })),
      ),
    )
    const tokens = both.map((res) => responseCookies(res).tribo_account)
    expect(both.map((res) => res.status)).toEqual([200, 200])
    for (const token of tokens) expect((await accountFromToken(token, tenantA))?.username).toBe('kunde')
  })

  it("a stranger's wrong passwords from other addresses do not keep the owner out", async () => {
    // Many addresses, five or more failures each: Payload's old account lock would have locked 'sperre' long ago.
    for (let i = 0; i < 6; i++)
      expect(
        (await login(loginRequest({ username: 'sperre', password: 'falsch' }, { ip: `10.1.0.${i}` }))).status,
      ).toBe(401)
    for (let i = 0; i < 5; i++)
      expect(
        (await login(loginRequest({ username: 'sperre', password: 'falsch' }, { ip: '10.1.0.99' }))).status,
      ).toBe(401)
    const owner = await login(
      loginRequest({ username: 'sperre', password: 'Richtig-2026!' }, { ip: '10.1.1.1' }),
    )
    expect(owner.status).toBe(200)
    expect(responseCookies(owner).tribo_account).toBeTruthy()
    const { docs } = await payload.find({
      collection: 'accounts',
      where: { username: { equals: 'sperre' } },
      showHiddenFields: true,
    })
    expect(docs[0]).not.toHaveProperty('lockUntil')
  })

  it('makes the failing address itself wait a growing delay, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await login(loginRequest({ username: 'sperre', password: 'falsch' }, { ip: '10.2.0.1' }))).status,
      ).toBe(401)
    const waiting = await login(
      loginRequest({ username: 'sperre', password: 'Richtig-2026!' }, { ip: '10.2.0.1' }),
    )
    expect(waiting.status).toBe(429)
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await readJson<Envelope>(waiting)).messages?.[0].message).toBeTruthy()
    expect(responseCookies(waiting)).not.toHaveProperty('tribo_account')
    // Meanwhile the owner, elsewhere, signs in.
    expect(
      (await login(loginRequest({ username: 'sperre', password: 'Richtig-2026!' }, { ip: '10.2.0.2' })))
        .status,
    ).toBe(200)
    // After the delay the address may try again; the delay doubles with each further failure.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect(
      (await login(loginRequest({ username: 'sperre', password: 'falsch' }, { ip: '10.2.0.1' }))).status,
    ).toBe(401)
    const longer = await login(
      loginRequest({ username: 'sperre', password: 'Richtig-2026!' }, { ip: '10.2.0.1' }),
    )
    expect(longer.status).toBe(429)
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThanOrEqual(3)
  })

  it('limits failed attempts per IP across accounts', async () => {
    for (let i = 0; i < 20; i++)
      await login(loginRequest({ username: `unbekannt-${i}`, password: 'x' }, { ip: '10.9.9.9' }))
    const res = await login(
      loginRequest({ username: 'kunde', password: 'Richtig-2026!' }, { ip: '10.9.9.9' }),
    )
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBeTruthy()
    // Another address is not affected.
    expect(
      (await login(loginRequest({ username: 'kunde', password: 'Richtig-2026!' }, { ip: '10.9.9.10' })))
        .status,
    ).toBe(200)
  })

  describe('behind a trusted proxy (TRUSTED_PROXY_HOPS=1)', () => {
    beforeAll(() => {
      env.trustedProxyHops = 1
    })
    afterAll(() => {
      env.trustedProxyHops = 0
    })

    it('a forged X-Forwarded-For (a new leftmost value per request) does not reset the per-IP count', async () => {
      for (let i = 0; i < 20; i++) {
        const res = await login(
          loginRequest({ username: `falsch-${i}`, password: 'x' }, { ip: `172.16.${i}.1, 10.8.8.8` }),
        )
        expect(res.status).toBe(401)
      }
      const res = await login(
        loginRequest({ username: 'kunde', password: 'Richtig-2026!' }, { ip: '172.16.200.1, 10.8.8.8' }),
      )
      expect(res.status).toBe(429)
      // The proxy's own entry decides: another client behind the same proxy is fine.
      expect(
        (
          await login(
            loginRequest({ username: 'kunde', password: 'Richtig-2026!' }, { ip: '172.16.200.1, 10.8.8.9' }),
          )
        ).status,
      ).toBe(200)
    })

    it('without a trustworthy address there is no shared bucket that one client could fill for everybody', async () => {
      // No header, or fewer entries than proxies: no address.
      for (let i = 0; i < 25; i++)
        await login(
          makeRequest('/api/auth/login', {
            method: 'POST',
            body: { username: `leer-${i}`, password: 'x' },
            headers: { 'x-tribo-locale': 'de-ch' },
          }),
        )
      for (let i = 0; i < 25; i++)
        await login(loginRequest({ username: `kurz-${i}`, password: 'x' }, { ip: '10.7.7.7' }))
      const res = await login(
        makeRequest('/api/auth/login', {
          method: 'POST',
          body: { username: 'kunde', password: 'Richtig-2026!' },
          headers: { 'x-tribo-locale': 'de-ch' },
        }),
      )
      expect(res.status).toBe(200)
    })
  })
})

describe('POST /api/auth/logout', () => {
  it('ends the session: the cookie is cleared and the token stops working', async () => {
    const res = await login(
      loginRequest({ username: 'kunde', password: 'Richtig-2026!' }, { ip: '10.0.0.5' }),
    )
    const token = responseCookies(res).tribo_account
    expect(await accountFromToken(token, tenantA)).not.toBeNull()
    const out = await logout(
      makeRequest('/api/auth/logout', { method: 'POST', cookies: { tribo_account: token } }),
    )
    expect(out.status).toBe(200)
    expect(responseCookies(out).tribo_account).toBe('')
    expect(await accountFromToken(token, tenantA)).toBeNull()
    // A full load of the home page follows, with the message in the flash cookie.
    expect((await out.json()).redirectUrl).toBe('/de-ch')
    expect(decodeURIComponent(responseCookies(out).tribo_flash ?? '')).toContain('success')
  })

  it('answers 200 without a session too (idempotent)', async () => {
    const out = await logout(makeRequest('/api/auth/logout', { method: 'POST' }))
    expect(out.status).toBe(200)
  })
})
