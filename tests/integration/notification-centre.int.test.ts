import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as listApi } from '@/app/api/notifications/route'
import { POST as markAllApi } from '@/app/api/notifications/read/route'
import { POST as markOneApi } from '@/app/api/notifications/read/[notificationId]/route'
import type { AccountNotification } from '@/cms/payload-types'
import type {
  MarkAllReadData,
  MarkOneReadData,
  NotificationListData,
} from '@/features/notification-centre/schemas'
import { notifyAccount } from '@/features/notification-centre/server/notify'
import { getSession } from '@/blocks/site-session/get-session'
import { getRoutingTable } from '@/features/tenancy/server/tenants'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

// getSession reads the account cookie through next/headers: the tests hand it over here.
const jar = vi.hoisted(() => ({ token: undefined as string | undefined }))
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'tribo_account' && jar.token ? { name, value: jar.token } : undefined),
  }),
}))

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

const LOCAL = { context: { disableRevalidate: true } } as const
const ORIGIN = 'http://localhost:3000'

let payload: Payload
let tribo: TenantRoute
let tokens: Record<DemoAccount, string>
let accountIds: Record<DemoAccount, number>

beforeAll(async () => {
  payload = await getTestPayload()
  tribo = (await getRoutingTable()).find((t) => t.slug === 'tribo')!
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accountIds = Object.fromEntries(
    Object.entries(demo.accounts).map(([name, account]) => [name, account.id]),
  ) as Record<DemoAccount, number>
}, 300_000)

const as = (
  user?: DemoAccount,
  { origin = ORIGIN, locale = 'de-ch', host }: { origin?: string; locale?: string; host?: string } = {},
) => ({
  headers: { 'x-tribo-locale': locale, origin },
  cookies: (user ? { tribo_account: tokens[user] } : {}) as Record<string, string>,
  ...(host ? { host } : {}),
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })

const list = (user?: DemoAccount, query = '', options?: Parameters<typeof as>[1]) =>
  listApi(makeRequest(`/api/notifications${query}`, as(user, options)))
const markAll = (body: unknown, user?: DemoAccount, options?: Parameters<typeof as>[1]) =>
  markAllApi(makeRequest('/api/notifications/read', { method: 'POST', body, ...as(user, options) }))
const markOne = (id: number | string, user?: DemoAccount, options?: Parameters<typeof as>[1]) =>
  markOneApi(makeRequest(`/api/notifications/read/${id}`, { method: 'POST', ...as(user, options) }), {
    params: Promise.resolve({ notificationId: String(id) }),
  })

/** The stored rows of an account (server rights), by id. */
async function rowsOf(account: number): Promise<Map<number, AccountNotification>> {
  const { docs } = await payload.find({
    collection: 'account-notifications',
    where: { account: { equals: account } },
    depth: 0,
    pagination: false,
    locale: 'de',
    ...LOCAL,
  })
  return new Map(docs.map((doc) => [doc.id, doc]))
}
const unreadIds = async (account: number) =>
  [...(await rowsOf(account)).values()]
    .filter((row) => row.readAt == null)
    .map((row) => row.id)
    .sort()
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('notification centre: who may call it', () => {
  it('answers 401 to anonymous callers and to a session of another tenant', async () => {
    expect((await list()).status).toBe(401)
    expect((await markAll({ timestamp: Date.now() })).status).toBe(401)
    expect((await markOne(1)).status).toBe(401)
    const foreign = await json(await list('kunde', '', { host: 'moto.localhost:3000' }))
    expect(foreign.status).toBe(401)
    expect(foreign.body.messages?.[0]?.message).toBe(
      'Bitte melden Sie sich an, um Ihre Mitteilungen zu sehen.',
    )
  })

  it('refuses marks from another origin (403) and changes nothing', async () => {
    const before = await unreadIds(accountIds.kunde)
    expect(
      (await markAll({ timestamp: Date.now() }, 'kunde', { origin: 'https://evil.example' })).status,
    ).toBe(403)
    expect((await markOne(before[0]!, 'kunde', { origin: 'https://evil.example' })).status).toBe(403)
    expect(await unreadIds(accountIds.kunde)).toEqual(before)
  })
})

describe('notification centre of kunde (seeded)', () => {
  it('lists the own notifications newest first with the unread ones marked, in the caller’s language', async () => {
    const res = await json<NotificationListData>(await list('kunde'))
    expect(res.status).toBe(200)
    const { entries, timestamp } = res.body.data
    expect(Math.abs(timestamp - Date.now())).toBeLessThan(60_000)
    expect(entries.length).toBe(5)
    expect(entries.map((e) => e.createdAt)).toEqual([...entries.map((e) => e.createdAt)].sort().reverse())
    expect(
      entries
        .filter((e) => !e.read)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['documentAvailable', 'editorial', 'orderConfirmed'])
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      title: 'Bestellung 2026-10482 bestätigt',
      text: expect.stringContaining('2026-10482'),
      link: null,
      kind: 'orderConfirmed',
      createdAt: expect.any(String),
      read: false,
    })
    expect(entries.find((e) => e.kind === 'documentAvailable')?.link).toBe('/de-ch/p/TRB-SYNPRO-5W30')

    const unread = await json<NotificationListData>(await list('kunde', '?filter=unread'))
    expect(unread.body.data.entries.map((e) => e.id)).toEqual(entries.filter((e) => !e.read).map((e) => e.id))
    const french = await json<NotificationListData>(await list('kunde', '', { locale: 'fr-ch' }))
    expect(french.body.data.entries[0]!.title).toBe('Commande 2026-10482 confirmée')
  })

  it('answers 400 naming `filter` for an unknown filter', async () => {
    const res = await json(await list('kunde', '?filter=read'))
    expect(res.status).toBe(400)
    expect(res.body.messages?.[0]?.meta?.fields).toEqual(['filter'])
    expect(res.body.messages?.[0]?.message).toBe('Der Parameter «filter» ist ungültig.')
  })

  it('never shows another account’s notifications, and another account cannot mark them (404, untouched)', async () => {
    const kundeIds = [...(await rowsOf(accountIds.kunde)).keys()]
    const before = await unreadIds(accountIds.kunde)
    for (const user of ['mitarbeiter', 'privat'] as const) {
      const res = await json<NotificationListData>(await list(user))
      expect(res.status).toBe(200)
      expect(res.body.data.entries.map((e) => e.id).filter((id) => kundeIds.includes(id))).toEqual([])
      const foreign = await json(await markOne(before[0]!, user))
      expect(foreign.status).toBe(404)
      expect(foreign.body.messages?.[0]?.message).toBe('Diese Mitteilung gibt es nicht.')
      expect((await json(await markAll({ timestamp: Date.now() }, user))).status).toBe(200)
    }
    expect(await unreadIds(accountIds.kunde)).toEqual(before)
  })

  it('marks one as read: the counts go down, a second mark keeps the first read time', async () => {
    const [id] = await unreadIds(accountIds.kunde)
    const unreadBefore = (await unreadIds(accountIds.kunde)).length
    const res = await json<MarkOneReadData>(await markOne(id!, 'kunde'))
    expect(res.status).toBe(200)
    expect(res.body.data.entry).toMatchObject({ id, read: true })
    expect(res.body.data.unreadNotificationCount).toBe(unreadBefore - 1)
    expect(res.body.data.userMenuEntries.at(-1)).toEqual({
      title: 'Mitteilungen',
      link: '/de-ch/notifications',
      hasBadge: unreadBefore - 1 > 0,
    })
    // The account pages stay in the menu the answer replaces.
    expect(res.body.data.userMenuEntries[0]).toEqual({
      title: 'Bestellungen',
      link: '/de-ch/konto/bestellungen',
      hasBadge: false,
    })
    const readAt = (await rowsOf(accountIds.kunde)).get(id!)!.readAt
    expect(readAt).toEqual(expect.any(String))
    await tick()
    expect((await markOne(id!, 'kunde')).status).toBe(200)
    expect((await rowsOf(accountIds.kunde)).get(id!)!.readAt).toBe(readAt)
  })

  it('answers 400 naming `notificationId` for a malformed id and 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await json(await markOne(id, 'kunde'))
      expect(res.status).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields).toEqual(['notificationId'])
    }
    expect((await markOne(987654321, 'kunde')).status).toBe(404)
  })

  it('answers 400 naming `timestamp` for a bad or future timestamp and changes nothing', async () => {
    const before = await unreadIds(accountIds.kunde)
    for (const body of [
      null,
      {},
      { timestamp: 'gestern' },
      { timestamp: -1 },
      { timestamp: 1.5 },
      { timestamp: Date.now() + 3_600_000 },
    ]) {
      const res = await json(await markAll(body, 'kunde'))
      expect(res.status).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields).toEqual(['timestamp'])
    }
    expect(await unreadIds(accountIds.kunde)).toEqual(before)
  })

  it('marks everything up to the list’s timestamp as read; what arrived later stays unread', async () => {
    const listed = await json<NotificationListData>(await list('kunde'))
    await tick()
    const later = await notifyAccount({
      account: accountIds.kunde,
      kind: 'documentAvailable',
      documentName: 'Sicherheitsdatenblatt SynPro',
      link: '/de-ch/p/TRB-SYNPRO-5W30',
    })
    await tick()
    const res = await json<MarkAllReadData>(await markAll({ timestamp: listed.body.data.timestamp }, 'kunde'))
    expect(res.status).toBe(200)
    expect(res.body.data.unreadNotificationCount).toBe(1)
    expect(res.body.data.userMenuEntries.at(-1)).toMatchObject({
      link: '/de-ch/notifications',
      hasBadge: true,
    })
    expect(res.body.data.timestamp).toBeGreaterThanOrEqual(listed.body.data.timestamp)
    expect(res.body.data.entries.filter((e) => !e.read).map((e) => e.id)).toEqual([later.id])
    expect(await unreadIds(accountIds.kunde)).toEqual([later.id])

    const again = await json<MarkAllReadData>(await markAll({ timestamp: res.body.data.timestamp }, 'kunde'))
    expect(again.body.data.unreadNotificationCount).toBe(0)
    expect(again.body.data.userMenuEntries.at(-1)!.hasBadge).toBe(false)
  })
})

describe('notifyAccount (for order confirmations and documents)', () => {
  it('writes an unread notification on the account’s tenant in all four languages', async () => {
    const { id } = await notifyAccount({
      account: accountIds.kunde,
      kind: 'orderConfirmed',
      orderNumber: '2026-20001',
    })
    const all = (await payload.findByID({
      collection: 'account-notifications',
      id,
      locale: 'all',
      depth: 0,
      ...LOCAL,
    })) as unknown as {
      title: Record<string, string>
      text: Record<string, string>
      tenant: number
      readAt: string | null
      audience: string
    }
    expect(all.title).toEqual({
      de: 'Bestellung 2026-20001 bestätigt',
      fr: 'Commande 2026-20001 confirmée',
      it: 'Ordine 2026-20001 confermato',
      en: 'Order 2026-20001 confirmed',
    })
    expect(all.text.de).toContain('2026-20001')
    expect(all).toMatchObject({ tenant: Number(tribo.id), readAt: null, audience: 'account' })
    const res = await json<NotificationListData>(await list('kunde', '?filter=unread', { locale: 'it-ch' }))
    expect(res.body.data.entries[0]).toMatchObject({
      id,
      title: 'Ordine 2026-20001 confermato',
      kind: 'orderConfirmed',
      read: false,
    })
  })

  it('keeps editorial texts the caller gives and falls back to German', async () => {
    const { id } = await notifyAccount({
      account: accountIds.mitarbeiter,
      kind: 'editorial',
      title: { de: 'Schulung am Montag', en: 'Training on Monday' },
      link: '/de-ch/news',
    })
    const fr = await json<NotificationListData>(await list('mitarbeiter', '', { locale: 'fr-ch' }))
    expect(fr.body.data.entries.find((e) => e.id === id)).toMatchObject({
      title: 'Schulung am Montag',
      text: null,
      link: '/de-ch/news',
    })
    const en = await json<NotificationListData>(await list('mitarbeiter', '', { locale: 'en' }))
    expect(en.body.data.entries.find((e) => e.id === id)?.title).toBe('Training on Monday')
  })

  it('refuses bad input and unknown accounts without writing anything', async () => {
    const count = async () =>
      (await payload.count({ collection: 'account-notifications', ...LOCAL })).totalDocs
    const before = await count()
    await expect(
      notifyAccount({
        account: accountIds.kunde,
        kind: 'orderConfirmed',
        orderNumber: '1',
        link: 'https://evil.example/',
      }),
    ).rejects.toThrow(/link/)
    await expect(
      notifyAccount({ account: accountIds.kunde, kind: 'documentAvailable', documentName: '  ' }),
    ).rejects.toThrow(/documentName/)
    await expect(
      notifyAccount({ account: accountIds.kunde, kind: 'editorial', title: { de: '' } }),
    ).rejects.toThrow(/German title/)
    await expect(
      notifyAccount({ account: 987654321, kind: 'orderConfirmed', orderNumber: '1' }),
    ).rejects.toThrow(/does not exist/)
    expect(await count()).toBe(before)
  })
})

describe('customer-wide notifications (editors in /cms)', () => {
  it('gives every account of the customer its own copy with its own read state; edits and deletion reach the copies', async () => {
    const kunde = await payload.findByID({ collection: 'accounts', id: accountIds.kunde, depth: 0, ...LOCAL })
    const customer = typeof kunde.customer === 'object' ? kunde.customer!.id : kunde.customer!
    const colleague = await payload.create({
      collection: 'accounts',
      data: {
        tenant: Number(tribo.id),
        username: `kollege-${Date.now()}`,
        password: 'Kollege-2026!',
        firstName: 'Karl',
        lastName: 'Kollege',
        type: 'customer',
        customer,
        isActiveEcommerceShopUser: true,
      },
      depth: 0,
      ...LOCAL,
    })

    const broadcast = await payload.create({
      collection: 'account-notifications',
      locale: 'de',
      data: {
        tenant: Number(tribo.id),
        audience: 'customer',
        customer,
        kind: 'editorial',
        title: 'Betriebsferien',
        text: 'Vom 24.12. bis 2.1. geschlossen.',
      },
      depth: 0,
      ...LOCAL,
    })
    const copies = (
      await payload.find({
        collection: 'account-notifications',
        where: { source: { equals: broadcast.id } },
        depth: 0,
        pagination: false,
        locale: 'de',
        ...LOCAL,
      })
    ).docs
    // Every account of the customer: the seeded ones (kunde, einkauf) and the new colleague.
    const ofCustomer = (
      await payload.find({
        collection: 'accounts',
        where: { customer: { equals: customer } },
        depth: 0,
        pagination: false,
        ...LOCAL,
      })
    ).docs.map((a) => a.id)
    expect(ofCustomer).toEqual(expect.arrayContaining([accountIds.kunde, colleague.id]))
    expect(copies.map((copy) => copy.account).sort()).toEqual(ofCustomer.sort())
    expect(
      copies.every(
        (copy) => copy.title === 'Betriebsferien' && copy.readAt == null && copy.audience === 'account',
      ),
    ).toBe(true)

    // The editor's own row is nobody's: it never shows in the shop.
    const listed = await json<NotificationListData>(await list('kunde'))
    expect(listed.body.data.entries.map((e) => e.id)).not.toContain(broadcast.id)
    expect((await markOne(broadcast.id, 'kunde')).status).toBe(404)

    const own = copies.find((copy) => copy.account === accountIds.kunde)!
    const other = copies.find((copy) => copy.account === colleague.id)!
    expect((await markOne(own.id, 'kunde')).status).toBe(200)
    expect(
      (await payload.findByID({ collection: 'account-notifications', id: other.id, depth: 0, ...LOCAL }))
        .readAt,
    ).toBeNull()

    await payload.update({
      collection: 'account-notifications',
      id: broadcast.id,
      locale: 'fr',
      data: { title: 'Vacances annuelles' },
      depth: 0,
      ...LOCAL,
    })
    await payload.update({
      collection: 'account-notifications',
      id: broadcast.id,
      locale: 'de',
      data: { link: '/de-ch/news' },
      depth: 0,
      ...LOCAL,
    })
    const french = await payload.findByID({
      collection: 'account-notifications',
      id: other.id,
      locale: 'fr',
      depth: 0,
      ...LOCAL,
    })
    expect(french).toMatchObject({ title: 'Vacances annuelles', link: '/de-ch/news', readAt: null })
    expect(
      (await payload.findByID({ collection: 'account-notifications', id: own.id, depth: 0, ...LOCAL }))
        .readAt,
    ).toEqual(expect.any(String))

    await payload.delete({ collection: 'account-notifications', id: broadcast.id, ...LOCAL })
    expect(
      (
        await payload.count({
          collection: 'account-notifications',
          where: { source: { equals: broadcast.id } },
          ...LOCAL,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('refuses a notification without its audience and links off the site', async () => {
    await expect(
      payload.create({
        collection: 'account-notifications',
        data: { tenant: Number(tribo.id), audience: 'account', kind: 'editorial', title: 'Ohne Konto' },
        ...LOCAL,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'account-notifications',
        data: { tenant: Number(tribo.id), audience: 'customer', kind: 'editorial', title: 'Ohne Kunde' },
        ...LOCAL,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'account-notifications',
        data: {
          tenant: Number(tribo.id),
          audience: 'account',
          account: accountIds.kunde,
          kind: 'editorial',
          title: 'Fremd',
          link: 'https://evil.example',
        },
        ...LOCAL,
      }),
    ).rejects.toThrow()
  })
})

describe('session', () => {
  it('carries the unread count and the notification centre entry for a signed-in account, nothing for visitors', async () => {
    jar.token = undefined
    const visitor = await getSession(tribo, 'de-ch')
    expect(visitor).toMatchObject({ unreadNotificationCount: 0, userMenuEntries: [] })

    await notifyAccount({ account: accountIds.kunde, kind: 'editorial', title: { de: 'Neu im Sortiment' } })
    jar.token = tokens.kunde
    const session = await getSession(tribo, 'de-ch')
    const unread = (await unreadIds(accountIds.kunde)).length
    expect(unread).toBeGreaterThan(0)
    expect(session?.unreadNotificationCount).toBe(unread)
    // A business shop user and its company's administrator: the account pages, then the notification centre.
    expect(session?.userMenuEntries.map((e) => e.link)).toEqual(
      [
        'bestellungen',
        'dokumente',
        'bestellte-produkte',
        'vertraege',
        'sicherheitsdatenblaetter',
        'adressen',
        'merklisten',
        'gespeicherte-warenkoerbe',
        'favoriten',
        'freigaben',
        'offerten',
        'abos',
        'fuhrpark',
        'fuhrpark/oelplan',
        'benutzer',
      ]
        .map((p) => `/de-ch/konto/${p}`)
        .concat('/de-ch/notifications'),
    )
    expect(session?.userMenuEntries.at(-1)).toEqual({
      title: 'Mitteilungen',
      link: '/de-ch/notifications',
      hasBadge: true,
    })
    const french = await getSession(tribo, 'fr-ch')
    expect(french?.userMenuEntries[0]).toEqual({
      title: 'Commandes',
      link: '/fr-ch/konto/bestellungen',
      hasBadge: false,
    })
    expect(french?.userMenuEntries.at(-1)).toEqual({
      title: 'Notifications',
      link: '/fr-ch/notifications',
      hasBadge: true,
    })
    // A private customer has no account pages, an employee without a contact only the customers list.
    jar.token = tokens.privat
    expect((await getSession(tribo, 'de-ch'))?.userMenuEntries.map((e) => e.link)).toEqual([
      '/de-ch/notifications',
    ])
    jar.token = tokens.mitarbeiter
    expect((await getSession(tribo, 'de-ch'))?.userMenuEntries.map((e) => e.link)).toEqual([
      '/de-ch/konto/kunden',
      '/de-ch/notifications',
    ])
    jar.token = undefined
  })
})
