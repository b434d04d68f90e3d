import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as addressList } from '@/app/api/address/list/route'
import { POST as loginApi } from '@/app/api/auth/login/route'
import { POST as recoverApi } from '@/app/api/auth/password-recovery/route'
import { POST as resetApi } from '@/app/api/auth/password-reset/route'
import { POST as resendApi } from '@/app/api/company/users/[id]/invitation/route'
import { PATCH as patchApi } from '@/app/api/company/users/[id]/route'
import { GET as listApi, POST as inviteApi } from '@/app/api/company/users/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import type { Account, AuditLog, Contact, Customer } from '@/cms/payload-types'
import { accountFromToken } from '@/features/accounts/server/current-account'
import type { CompanyUser } from '@/features/company/schemas'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest, responseCookies } from '../helpers/requests'

type Message = { type: string; message: string; meta?: { fields?: string[] } }
type Envelope<T> = { data: T; messages?: Message[]; redirectUrl?: string }
type Results = { results: { entries: CompanyUser[]; pagination: { total: number } } }

const ORIGIN = 'http://localhost:3000'
let payload: Payload
let tenant: number
let tokens: Record<DemoAccount, string>
let ids: Record<DemoAccount, number>
const customers: Record<string, Customer> = {}
let ipCounter = 0

const as = (who?: DemoAccount | string) => ({
  headers: {
    'x-tribo-locale': 'de-ch',
    origin: ORIGIN,
    'x-forwarded-for': `10.28.0.${++ipCounter % 250}`,
  },
  cookies: (who ? { tribo_account: who in tokens ? tokens[who as DemoAccount] : who } : {}) as Record<
    string,
    string
  >,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })

const list = async (who?: DemoAccount | string, query = '') =>
  json<Results>(await listApi(makeRequest(`/api/company/users${query ? `?${query}` : ''}`, as(who))))
const invite = async (body: unknown, who: DemoAccount = 'kunde') =>
  json<{ user: CompanyUser }>(
    await inviteApi(makeRequest('/api/company/users', { method: 'POST', body, ...as(who) })),
  )
const patch = async (id: number | string, body: unknown, who: DemoAccount | string = 'kunde') =>
  json<{ user: CompanyUser }>(
    await patchApi(
      makeRequest(`/api/company/users/${id}`, { method: 'PATCH', body, ...as(who) }),
      params(id),
    ),
  )
const resend = async (id: number, who: DemoAccount = 'kunde') =>
  json<{ user: CompanyUser }>(
    await resendApi(
      makeRequest(`/api/company/users/${id}/invitation`, { method: 'POST', ...as(who) }),
      params(id),
    ),
  )
const setPassword = (token: string, password: string) =>
  resetApi(
    makeRequest('/api/auth/password-reset', {
      method: 'POST',
      body: { token, password, passwordConfirm: password },
      ...as(),
    }),
  )
const login = (username: string, password: string) =>
  loginApi(makeRequest('/api/auth/login', { method: 'POST', body: { username, password }, ...as() }))

const account = async (id: number) =>
  (await payload.findByID({ collection: 'accounts', id, depth: 0 })) as Account
const accountByEmail = async (email: string) =>
  (await payload.find({ collection: 'accounts', where: { email: { equals: email } }, limit: 1, depth: 0 }))
    .docs[0] as Account | undefined
const mailsTo = async (email: string) =>
  (
    await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: email } },
      sort: '-createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs as { subject: string; text: string }[]
const linkToken = (mail: { text: string }) =>
  /http:\/\/localhost:3000\/de-ch\/passwort-zuruecksetzen\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!
const auditOf = async (action: string, userId: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: action } },
      sort: '-createdAt',
      depth: 0,
      pagination: false,
    })
  ).docs.filter((row) => (row.details as { user?: { id?: number } })?.user?.id === userId) as AuditLog[]
const fieldsOf = (body: Envelope<unknown>) => (body.messages ?? []).flatMap((m) => m.meta?.fields ?? [])
const stored = async (id: number) => {
  const row = await account(id)
  return {
    role: row.companyRole,
    orderLimitCents: row.orderLimitCents ?? null,
    monthlyBudgetCents: row.monthlyBudgetCents ?? null,
    deactivatedAt: row.deactivatedAt ?? null,
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  ids = Object.fromEntries(Object.entries(demo.accounts).map(([name, a]) => [name, a.id])) as Record<
    DemoAccount,
    number
  >
  for (const doc of (await payload.find({ collection: 'customers', depth: 0, pagination: false }))
    .docs as Customer[])
    customers[doc.customerId] = doc
}, 600_000)

describe('the company’s users (GET /api/company/users)', () => {
  it('lists the administrator’s own company only, with role, limits in CHF and state', async () => {
    const res = await list('kunde')
    expect(res.status).toBe(200)
    const entries = res.body.data.results.entries
    const byName = Object.fromEntries(entries.map((e) => [e.username, e]))
    expect(Object.keys(byName).sort()).toEqual([
      'ansicht',
      'beschaffung',
      'buchhaltung',
      'einkauf',
      'kunde',
      'lager',
      'lernende@garage-muster.ch',
      'lieferung',
      'teile',
    ])
    expect(byName.einkauf).toMatchObject({
      role: 'buyer',
      orderLimitChf: 1000,
      monthlyBudgetChf: 5000,
      state: 'active',
      email: 'einkauf@garage-muster.ch',
      self: false,
    })
    expect(byName.kunde).toMatchObject({ role: 'administrator', orderLimitChf: null, self: true })
    expect(byName.ansicht).toMatchObject({ role: 'viewer', state: 'active' })
    expect(byName['lernende@garage-muster.ch']).toMatchObject({ state: 'invited', role: 'buyer' })

    const alpin = await list('alpin')
    expect(alpin.body.data.results.entries.map((e) => e.username).sort()).toEqual([
      'alpin',
      'disposition',
      'flotte',
    ])
  })

  it('searches, filters and sorts; a bad parameter is a 400 naming it', async () => {
    const search = await list('kunde', 'search=petra')
    expect(search.body.data.results.entries.map((e) => e.username)).toEqual(['einkauf'])
    const viewers = await list('kunde', 'filters[role][]=viewer')
    expect(viewers.body.data.results.entries.map((e) => e.username)).toEqual(['ansicht'])
    const invited = await list('kunde', 'filters[state][]=invited')
    expect(invited.body.data.results.entries.map((e) => e.username)).toEqual(['lernende@garage-muster.ch'])
    const byEmail = await list('kunde', 'sort=email&order=desc')
    const emails = byEmail.body.data.results.entries.map((e) => e.email ?? '')
    expect(emails).toEqual([...emails].sort().reverse())
    const bad = await list('kunde', 'filters[role][]=boss')
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toEqual(['filters[role]'])
    expect((await list('kunde', 'sort=password')).status).toBe(400)
  })

  it('refuses buyers and viewers (403 with a message), visitors (401), private customers and employees without a contact (403)', async () => {
    for (const who of ['einkauf', 'ansicht', 'disposition'] as const) {
      const res = await list(who)
      expect(res.status, who).toBe(403)
      expect(res.body.messages?.[0]?.message).toMatch(/Nur die Administratoren/)
    }
    expect((await list()).status).toBe(401)
    expect((await list('privat')).status).toBe(403)
    expect((await list('mitarbeiter')).status).toBe(403)
  })
})

describe('another company’s users are never reachable', () => {
  it('alpin cannot change, re-invite or see Garage Muster’s users (404), and nothing changes', async () => {
    const before = await stored(ids.einkauf)
    const change = await patch(ids.einkauf, { orderLimitChf: 1 }, 'alpin')
    expect(change.status).toBe(404)
    expect(change.body.messages?.[0]?.message).toBe('Diesen Benutzer gibt es in Ihrer Firma nicht.')
    expect((await patch(ids.kunde, { active: false }, 'alpin')).status).toBe(404)
    const invited = (await accountByEmail('lernende@garage-muster.ch'))!
    expect((await resend(invited.id, 'alpin')).status).toBe(404)
    expect(await stored(ids.einkauf)).toEqual(before)
    expect((await mailsTo('lernende@garage-muster.ch')).length).toBe(0)
    // Nor an employee of the tenant, nor an unknown id.
    expect((await patch(ids.mitarbeiter, { role: 'viewer' })).status).toBe(404)
    expect((await patch(999_999, { role: 'viewer' })).status).toBe(404)
    const badId = await patch('abc', { role: 'viewer' })
    expect(badId.status).toBe(400)
    expect(fieldsOf(badId.body)).toEqual(['id'])
  })

  it('buyers and viewers cannot change anyone, not even themselves (403)', async () => {
    expect((await patch(ids.einkauf, { orderLimitChf: 99_999 }, 'einkauf')).status).toBe(403)
    expect((await patch(ids.kunde, { role: 'viewer' }, 'ansicht')).status).toBe(403)
    expect(
      (await invite({ firstName: 'A', lastName: 'B', email: 'x@example.ch', role: 'buyer' }, 'einkauf'))
        .status,
    ).toBe(403)
    expect(await stored(ids.kunde)).toMatchObject({ role: 'administrator' })
  })
})

describe('invitations', () => {
  it('creates the account, a one-use invitation link and its mail; the link sets the password, signs in, and works once', async () => {
    const res = await invite({
      firstName: ' Lea ',
      lastName: 'Graf',
      email: 'Lea.Graf@Garage-Muster.ch',
      role: 'buyer',
      orderLimitChf: 750.5,
      monthlyBudgetChf: 2000,
    })
    expect(res.status).toBe(201)
    expect(res.body.data.user).toMatchObject({
      name: 'Lea Graf',
      username: 'lea.graf@garage-muster.ch',
      role: 'buyer',
      orderLimitChf: 750.5,
      monthlyBudgetChf: 2000,
      state: 'invited',
    })
    const created = (await accountByEmail('lea.graf@garage-muster.ch'))!
    expect(created).toMatchObject({
      type: 'customer',
      customer: customers['100200']!.id,
      tenant,
      companyRole: 'buyer',
      orderLimitCents: 75_050,
      monthlyBudgetCents: 200_000,
      invitedBy: ids.kunde,
      isActiveEcommerceShopUser: true,
    })
    expect(created.invitedAt).toBeTruthy()
    expect(created.passwordSetAt ?? null).toBeNull()

    const links = await payload.find({
      collection: 'password-reset-tokens',
      where: { account: { equals: created.id } },
      depth: 0,
    })
    expect(links.docs).toHaveLength(1)
    expect(links.docs[0]!.purpose).toBe('invitation')
    const days = (Date.parse(links.docs[0]!.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    const [mail] = await mailsTo('lea.graf@garage-muster.ch')
    expect(mail!.subject).toBe('Garage Muster AG: Ihr Zugang zum Online-Shop')
    expect(mail!.text).toContain('Hans Muster hat Sie als Benutzer von Garage Muster AG')
    expect(mail!.text).toContain('Ihr Benutzername: lea.graf@garage-muster.ch')
    const token = linkToken(mail!)

    // Nobody can sign in before the password is set (the random one is nobody's).
    expect((await login('lea.graf@garage-muster.ch', 'Kunde-2026!')).status).toBe(401)

    const done = await setPassword(token, 'Lea-Passwort-2026')
    expect(done.status).toBe(200)
    const answer = (await done.json()) as Envelope<unknown>
    expect(answer.redirectUrl).toBe('/de-ch/dashboard')
    // The welcome travels with the redirect (the flash cookie).
    expect(decodeURIComponent(responseCookies(done).tribo_flash ?? '')).toContain('Willkommen!')
    const cookie = responseCookies(done).tribo_account!
    const signedIn = await accountFromToken(cookie, tenant)
    expect(signedIn?.id).toBe(created.id)
    expect((await account(created.id)).passwordSetAt).toBeTruthy()
    expect((await list('kunde', 'search=graf')).body.data.results.entries[0]!.state).toBe('active')

    const again = await setPassword(token, 'Anders-Passwort-2026')
    expect(again.status).toBe(400)
    const refused = (await again.json()) as Envelope<unknown>
    expect(refused.messages?.[0]?.meta?.fields).toEqual(['token'])
    expect(refused.messages?.[0]?.message).toMatch(/bereits verwendet/)
    expect((await login('lea.graf@garage-muster.ch', 'Lea-Passwort-2026')).status).toBe(200)
    expect((await login('lea.graf@garage-muster.ch', 'Anders-Passwort-2026')).status).toBe(401)

    const audit = await auditOf('company.invite', created.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: ids.kunde, contact: null, customer: customers['100200']!.id })
    expect(audit[0]!.details).toMatchObject({ email: 'lea.graf@garage-muster.ch', role: 'buyer' })
  })

  it('refuses an expired link; a renewed invitation replaces the older link', async () => {
    const res = await invite({
      firstName: 'Tim',
      lastName: 'Frei',
      email: 'tim.frei@example.ch',
      role: 'viewer',
    })
    expect(res.status).toBe(201)
    const userId = res.body.data.user.id
    const first = linkToken((await mailsTo('tim.frei@example.ch'))[0]!)
    await payload.update({
      collection: 'password-reset-tokens',
      where: { account: { equals: userId } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const expired = await setPassword(first, 'Tim-Passwort-2026')
    expect(expired.status).toBe(400)
    expect(((await expired.json()) as Envelope<unknown>).messages?.[0]?.message).toMatch(
      /Einladung ist abgelaufen/,
    )
    expect((await account(userId)).passwordSetAt ?? null).toBeNull()

    const renewed = await resend(userId)
    expect(renewed.status).toBe(200)
    expect(renewed.body.messages?.[0]?.message).toMatch(/erneut gesendet/)
    const mails = await mailsTo('tim.frei@example.ch')
    expect(mails).toHaveLength(2)
    const second = linkToken(mails[0]!)
    expect(second).not.toBe(first)
    const rows = await payload.find({
      collection: 'password-reset-tokens',
      where: { and: [{ account: { equals: userId } }, { usedAt: { exists: false } }] },
      depth: 0,
    })
    expect(rows.docs).toHaveLength(1)
    expect((await setPassword(second, 'Tim-Passwort-2026')).status).toBe(200)
    // Accepted: nothing to send any more.
    const late = await resend(userId)
    expect(late.status).toBe(409)
    expect(late.body.messages?.[0]?.message).toMatch(/bereits festgelegt/)
    expect(await auditOf('company.invite', userId)).toHaveLength(2)
  })

  it('refuses an e-mail address already in use (any case, any company): 400 naming email, nothing created', async () => {
    const before = (await payload.count({ collection: 'accounts' })).totalDocs
    for (const email of [
      'einkauf@garage-muster.ch',
      'EINKAUF@garage-muster.ch',
      'disposition@transporte-alpin.ch',
    ]) {
      const res = await invite({ firstName: 'Doppel', lastName: 'Gänger', email, role: 'buyer' })
      expect(res.status, email).toBe(400)
      expect(fieldsOf(res.body)).toEqual(['email'])
      expect(res.body.messages?.[0]?.message).toBe(
        'Diese E-Mail-Adresse wird bereits für ein Konto verwendet.',
      )
    }
    expect((await payload.count({ collection: 'accounts' })).totalDocs).toBe(before)
  })

  it('answers bad input with one message per field (400) and creates and mails nothing', async () => {
    const before = (await payload.count({ collection: 'accounts' })).totalDocs
    const outbox = (await payload.count({ collection: 'email-outbox' })).totalDocs
    const empty = await invite({})
    expect(empty.status).toBe(400)
    expect(fieldsOf(empty.body)).toEqual(['firstName', 'lastName', 'email', 'role'])
    expect(empty.body.messages?.[0]?.message).toBe('Bitte füllen Sie «Vorname» aus.')
    const bad = await invite({
      firstName: 7,
      lastName: 'x'.repeat(81),
      email: 'keine-adresse',
      role: 'chef',
      orderLimitChf: -5,
      monthlyBudgetChf: 10.123,
    })
    expect(fieldsOf(bad.body)).toEqual([
      'firstName',
      'lastName',
      'email',
      'role',
      'orderLimitChf',
      'monthlyBudgetChf',
    ])
    expect(bad.body.messages?.map((m) => m.message)).toEqual([
      'Der Wert für «Vorname» ist ungültig.',
      '«Nachname» darf höchstens 80 Zeichen lang sein.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'Bitte wählen Sie eine Rolle: Administrator, Einkäufer oder Betrachter.',
      '«Bestelllimite (CHF)» darf nicht negativ sein.',
      '«Monatsbudget (CHF)» darf höchstens zwei Nachkommastellen haben.',
    ])
    const viewerWithLimit = await invite({
      firstName: 'Vera',
      lastName: 'Sicht',
      email: 'vera@example.ch',
      role: 'viewer',
      orderLimitChf: 100,
    })
    expect(viewerWithLimit.status).toBe(400)
    expect(fieldsOf(viewerWithLimit.body)).toEqual(['orderLimitChf'])
    expect(viewerWithLimit.body.messages?.[0]?.message).toBe('«Bestelllimite (CHF)» gilt nur für Einkäufer.')
    const extra = await invite({
      firstName: 'A',
      lastName: 'B',
      email: 'ab@example.ch',
      role: 'buyer',
      admin: true,
    })
    expect(fieldsOf(extra.body)).toEqual(['admin'])
    expect((await payload.count({ collection: 'accounts' })).totalDocs).toBe(before)
    expect((await payload.count({ collection: 'email-outbox' })).totalDocs).toBe(outbox)
  })
})

describe('roles and limits (PATCH /api/company/users/{id})', () => {
  it('stores a role change and limits (CHF in, cents stored), audited with before and after', async () => {
    const limits = await patch(ids.einkauf, { orderLimitChf: 1500.5, monthlyBudgetChf: null })
    expect(limits.status).toBe(200)
    expect(limits.body.data.user).toMatchObject({ orderLimitChf: 1500.5, monthlyBudgetChf: null })
    expect(await stored(ids.einkauf)).toMatchObject({ orderLimitCents: 150_050, monthlyBudgetCents: null })
    const [limitRow] = await auditOf('company.limits', ids.einkauf)
    expect(limitRow).toMatchObject({ actor: ids.kunde, contact: null })
    expect(limitRow!.details).toMatchObject({
      before: { orderLimitChf: 1000, monthlyBudgetChf: 5000 },
      after: { orderLimitChf: 1500.5, monthlyBudgetChf: null },
    })

    const role = await patch(ids.ansicht, { role: 'buyer', orderLimitChf: 0.1 })
    expect(role.status).toBe(200)
    expect(await stored(ids.ansicht)).toMatchObject({ role: 'buyer', orderLimitCents: 10 })
    expect((await auditOf('company.role', ids.ansicht))[0]!.details).toMatchObject({
      before: 'viewer',
      after: 'buyer',
    })
    // Back to viewer: a viewer has no limits.
    expect((await patch(ids.ansicht, { role: 'viewer' })).status).toBe(200)
    expect(await stored(ids.ansicht)).toMatchObject({ role: 'viewer', orderLimitCents: null })
    // The session follows at once: the viewer's role is what the next request acts with.
    expect((await accountFromToken(tokens.ansicht, tenant))?.companyRole).toBe('viewer')
    expect((await patch(ids.einkauf, { orderLimitChf: 1000, monthlyBudgetChf: 5000 })).status).toBe(200)
  })

  it('answers bad input 400 with the field names and changes nothing', async () => {
    const before = await stored(ids.einkauf)
    const cases: [unknown, string[]][] = [
      [{ orderLimitChf: -1 }, ['orderLimitChf']],
      [{ orderLimitChf: 12.345 }, ['orderLimitChf']],
      [{ monthlyBudgetChf: 10_000_000.01 }, ['monthlyBudgetChf']],
      [{ orderLimitChf: '100' }, ['orderLimitChf']],
      [{ role: 'chef' }, ['role']],
      [{ role: 3 }, ['role']],
      [{ active: 'no' }, ['active']],
      [{ orderLimitChf: -1, role: 'x', active: 1 }, ['role', 'orderLimitChf', 'active']],
      [{}, ['body']],
      [[1, 2], ['body']],
      [{ password: 'Neu-2026!' }, ['password', 'body']],
    ]
    for (const [body, fields] of cases) {
      const res = await patch(ids.einkauf, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(fieldsOf(res.body), JSON.stringify(body)).toEqual(fields)
    }
    const tooLarge = await patch(ids.einkauf, { monthlyBudgetChf: 10_000_000.01 })
    expect(tooLarge.body.messages?.[0]?.message).toBe(
      '«Monatsbudget (CHF)» darf höchstens CHF 10 000 000.00 betragen.',
    )
    // Limits belong to buyers.
    const adminLimit = await patch(ids.kunde, { orderLimitChf: 10 })
    expect(adminLimit.status).toBe(400)
    expect(fieldsOf(adminLimit.body)).toEqual(['orderLimitChf'])
    expect(await stored(ids.einkauf)).toEqual(before)
    expect(await stored(ids.kunde)).toMatchObject({ role: 'administrator', orderLimitCents: null })
  })
})

describe('the last administrator', () => {
  it('cannot be demoted, nor deactivate itself (409); nothing changes', async () => {
    const demote = await patch(ids.kunde, { role: 'buyer' })
    expect(demote.status).toBe(409)
    expect(demote.body.messages?.[0]?.message).toMatch(/mindestens einen aktiven Administrator/)
    const self = await patch(ids.kunde, { active: false })
    expect(self.status).toBe(409)
    expect(await stored(ids.kunde)).toMatchObject({ role: 'administrator', deactivatedAt: null })
    expect(await auditOf('company.role', ids.kunde)).toHaveLength(0)
  })

  /** Back as seeded: kunde administrator, ansicht viewer, both active; sessions ended by a deactivation are renewed. */
  const restoreAdministrators = async () => {
    const kunde = await stored(ids.kunde)
    const admin = kunde.role === 'administrator' && !kunde.deactivatedAt ? 'kunde' : 'ansicht'
    const other = admin === 'kunde' ? 'ansicht' : 'kunde'
    expect((await patch(ids[other], { role: 'administrator', active: true }, admin)).status).toBe(200)
    for (const [who, password] of [
      ['kunde', 'Kunde-2026!'],
      ['ansicht', 'Ansicht-2026!'],
    ] as const)
      if (!(await accountFromToken(tokens[who], tenant)))
        tokens[who] = responseCookies(await login(who, password)).tribo_account!
    expect((await patch(ids.ansicht, { role: 'viewer' }, 'kunde')).status).toBe(200)
    expect(await stored(ids.kunde)).toMatchObject({ role: 'administrator', deactivatedAt: null })
    expect(await stored(ids.ansicht)).toMatchObject({ role: 'viewer', deactivatedAt: null })
  }

  it('of two administrators demoted at the same moment, exactly one change succeeds', async () => {
    expect((await patch(ids.ansicht, { role: 'administrator' })).status).toBe(200)
    const [a, b] = await Promise.all([
      patch(ids.kunde, { role: 'buyer' }, 'kunde'),
      patch(ids.ansicht, { role: 'viewer' }, 'ansicht'),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const roles = [(await stored(ids.kunde)).role, (await stored(ids.ansicht)).role]
    expect(roles.filter((role) => role === 'administrator')).toHaveLength(1)
    await restoreAdministrators()
  })

  it('of two administrators deactivating each other at the same moment, exactly one succeeds', async () => {
    expect((await patch(ids.ansicht, { role: 'administrator' })).status).toBe(200)
    const [a, b] = await Promise.all([
      patch(ids.ansicht, { active: false }, 'kunde'),
      patch(ids.kunde, { active: false }, 'ansicht'),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const active = [await stored(ids.kunde), await stored(ids.ansicht)].filter((s) => !s.deactivatedAt)
    expect(active).toHaveLength(1)
    expect(active[0]!.role).toBe('administrator')
    await restoreAdministrators()
  })
})

describe('deactivation', () => {
  it('signs the user out, refuses its sign-in (only with the right password) and its password recovery; reactivation lets it in again', async () => {
    expect((await addressList(makeRequest('/api/address/list', as('ansicht')))).status).toBe(200)
    const audited = (await auditOf('company.deactivate', ids.ansicht)).length
    const res = await patch(ids.ansicht, { active: false })
    expect(res.status).toBe(200)
    expect(res.body.data.user.state).toBe('deactivated')
    expect(res.body.messages?.[0]?.message).toBe('Luca Bernasconi ist deaktiviert.')
    expect((await stored(ids.ansicht)).deactivatedAt).toBeTruthy()
    expect((await addressList(makeRequest('/api/address/list', as('ansicht')))).status).toBe(401)

    const refused = await json(await login('ansicht', 'Ansicht-2026!'))
    expect(refused.status).toBe(403)
    expect(refused.body.messages?.[0]?.message).toMatch(/Ihr Zugang ist deaktiviert/)
    expect(responseCookies(await login('ansicht', 'Ansicht-2026!')).tribo_account).toBeUndefined()
    // A wrong password learns nothing more than for anyone else.
    const wrong = await json(await login('ansicht', 'Falsch-2026!'))
    expect(wrong.status).toBe(401)
    expect(wrong.body.messages?.[0]?.message).toBe('Benutzername oder Passwort ist falsch.')

    const mails = (await mailsTo('werkstatt@garage-muster.ch')).length
    const recovery = await recoverApi(
      makeRequest('/api/auth/password-recovery', {
        method: 'POST',
        body: { identifier: 'ansicht' },
        ...as(),
      }),
    )
    expect(recovery.status).toBe(200)
    expect((await mailsTo('werkstatt@garage-muster.ch')).length).toBe(mails)
    expect(await auditOf('company.deactivate', ids.ansicht)).toHaveLength(audited + 1)
    // The last administrator's rule does not stop deactivating others; yourself you cannot.
    expect((await patch(ids.kunde, { active: false })).status).toBe(409)

    const reactivated = (await auditOf('company.reactivate', ids.ansicht)).length
    const back = await patch(ids.ansicht, { active: true })
    expect(back.status).toBe(200)
    expect(back.body.data.user.state).toBe('active')
    expect(await auditOf('company.reactivate', ids.ansicht)).toHaveLength(reactivated + 1)
    // The old session ended with the deactivation; a new sign-in works.
    expect((await addressList(makeRequest('/api/address/list', as('ansicht')))).status).toBe(401)
    const again = await login('ansicht', 'Ansicht-2026!')
    expect(again.status).toBe(200)
    tokens.ansicht = responseCookies(again).tribo_account!
    expect((await addressList(makeRequest('/api/address/list', as('ansicht')))).status).toBe(200)
  })
})

describe('an employee acting for a contact', () => {
  it('manages the users with the contact’s administrator role; the audit names the employee and the contact', async () => {
    const hans = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100200-01' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    // Hans Muster's shop login is kunde, the administrator.
    await payload.update({ collection: 'contacts', id: hans.id, data: { account: ids.kunde }, depth: 0 })
    const selected = await selectApi(
      makeRequest('/api/contact/select', {
        method: 'POST',
        body: { id: hans.id, contactId: hans.contactId },
        ...as('mitarbeiter'),
      }),
    )
    expect(selected.status).toBe(200)
    try {
      const users = await list('mitarbeiter')
      expect(users.status).toBe(200)
      expect(users.body.data.results.entries.map((e) => e.username)).toContain('einkauf')
      const change = await patch(ids.einkauf, { monthlyBudgetChf: 4000 }, 'mitarbeiter')
      expect(change.status).toBe(200)
      const [row] = await auditOf('company.limits', ids.einkauf)
      expect(row).toMatchObject({
        actor: ids.mitarbeiter,
        contact: hans.id,
        contactName: 'Hans Muster',
        customer: customers['100200']!.id,
      })
      // The last administrator holds for the employee too.
      const demote = await patch(ids.kunde, { active: false }, 'mitarbeiter')
      expect(demote.status).toBe(409)
      expect(demote.body.messages?.[0]?.message).toMatch(/mindestens einen aktiven Administrator/)
      expect((await patch(ids.einkauf, { monthlyBudgetChf: 5000 }, 'mitarbeiter')).status).toBe(200)

      // Acting for a contact whose login is a buyer: no users.
      await payload.update({ collection: 'contacts', id: hans.id, data: { account: ids.einkauf }, depth: 0 })
      expect((await list('mitarbeiter')).status).toBe(403)
    } finally {
      await payload.update({ collection: 'contacts', id: hans.id, data: { account: null }, depth: 0 })
      await payload.update({
        collection: 'accounts',
        id: ids.mitarbeiter,
        data: { selectedContact: null },
        depth: 0,
      })
    }
  })
})
