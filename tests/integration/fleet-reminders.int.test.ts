import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POST as selectApi } from '@/app/api/contact/select/route'
import { GET as settingsApi, PATCH as patchApi } from '@/app/api/fleet/reminder-settings/route'
import type {
  Account,
  AccountNotification,
  Contact,
  Customer,
  FleetEntry,
  ServiceReminder,
} from '@/cms/payload-types'
import { addDays, addMonths, todayInZurich } from '@/features/fleet/due'
import { digestReminderKey, dueReminderKey } from '@/features/fleet/reminders'
import { dueServicesForAccount } from '@/features/fleet/server/reminders-account'
import { remindDueServices, runServiceReminders } from '@/features/fleet/server/reminders'
import { formatIsoDate } from '@/lib/iso-date'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = {
  data: T
  messages?: { type?: string; message: string; meta?: { fields?: string[] } }[]
}
type Settings = { notify: boolean; digest: 'weekly' | 'off'; leadDays: number }

let payload: Payload
let tenant: number
let tokens: Record<string, string>
let accounts: Record<DemoAccount, Account>
let muster: Customer
let alpin: Customer
/** Every user of Garage Muster (their settings are set per test). */
let musterUsers: Account[]

const today = todayInZurich()
/** Noon in Zurich on a day: the pass's "now" (the digest goes out from 06:00). */
const noonOf = (day: string) => new Date(`${day}T11:00:00Z`)
const NOW = noonOf(today)
const ORIGIN = 'http://localhost:3000'
const LOCAL = { context: { disableRevalidate: true } } as const

const as = (user?: DemoAccount, { origin = ORIGIN, locale = 'de-ch' } = {}) => ({
  headers: { 'x-tribo-locale': locale, origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const getSettings = async (user?: DemoAccount) =>
  json<{ settings: Settings }>(await settingsApi(makeRequest('/api/fleet/reminder-settings', as(user))))
const patchSettings = async (body: unknown, user?: DemoAccount, options?: Parameters<typeof as>[1]) =>
  json<{ settings: Settings }>(
    await patchApi(
      makeRequest('/api/fleet/reminder-settings', { method: 'PATCH', body, ...as(user, options) }),
    ),
  )

/** Sets a user's reminders through the Local API (the tests' own arrangement). */
const setReminders = (account: Account | number, settings: Partial<Settings>) =>
  payload.update({
    collection: 'accounts',
    id: typeof account === 'number' ? account : account.id,
    data: {
      serviceReminders: { notify: false, digest: 'off', leadDays: 14, ...settings },
    },
    depth: 0,
    ...LOCAL,
  })

type Component = NonNullable<FleetEntry['components']>[number]
/** A fleet entry of a customer through the Local API; answers it with its components' ids. */
async function entry(
  customer: Customer,
  name: string,
  components: Omit<Component, 'id'>[],
  over: Partial<FleetEntry> = {},
): Promise<FleetEntry> {
  return (await payload.create({
    collection: 'fleet-entries',
    data: {
      tenant,
      customer: customer.id,
      kind: 'vehicle',
      name,
      source: 'manual',
      components,
      ...over,
    },
    depth: 0,
    ...LOCAL,
  })) as FleetEntry
}
const componentId = (doc: FleetEntry, component: Component['component']) =>
  doc.components!.find((c) => c.component === component)!.id!

/** The last service that makes a component with a month interval due on `due`. */
const servicedFor = (due: string, months: number) => addMonths(due, -months)

const rowsOf = async (where: Record<string, unknown>) =>
  (
    await payload.find({
      collection: 'service-reminders',
      where: where as never,
      depth: 0,
      pagination: false,
      sort: 'id',
    })
  ).docs as ServiceReminder[]
const noticesOf = async (user: DemoAccount | Account, entryId?: number, locale: 'de' | 'fr' = 'de') =>
  (
    (
      await payload.find({
        collection: 'account-notifications',
        where: {
          and: [
            { account: { equals: typeof user === 'string' ? accounts[user].id : user.id } },
            { kind: { equals: 'serviceDue' } },
          ],
        },
        locale,
        sort: 'id',
        depth: 0,
        pagination: false,
      })
    ).docs as AccountNotification[]
  ).filter((notice) => entryId == null || notice.link?.endsWith(`/konto/fuhrpark/${entryId}`))
const mailsTo = async (to: string) =>
  (
    await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: to } },
      sort: 'id',
      depth: 0,
      pagination: false,
    })
  ).docs as { subject: string; text: string; html?: string }[]

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
  const customer = async (customerId: string) =>
    (
      await payload.find({
        collection: 'customers',
        where: { and: [{ customerId: { equals: customerId } }, { tenant: { equals: tenant } }] },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Customer
  muster = await customer('100200')
  alpin = await customer('100300')
  // Garage Muster starts without a fleet and with every reminder off; each test turns on what it looks at.
  await payload.delete({ collection: 'fleet-entries', where: { customer: { equals: muster.id } }, ...LOCAL })
  musterUsers = (
    await payload.find({
      collection: 'accounts',
      where: { customer: { equals: muster.id } },
      depth: 0,
      pagination: false,
    })
  ).docs as Account[]
  for (const user of musterUsers) await setReminders(user, {})
  // Transporte Alpin's users want everything: they must still never hear of Garage Muster's fleet.
  for (const user of [accounts.alpin, accounts.disposition])
    await setReminders(user, { notify: true, digest: 'weekly', leadDays: 90 })
}, 300_000)

afterEach(async () => {
  await payload.update({
    collection: 'accounts',
    id: accounts.mitarbeiter.id,
    data: { selectedContact: null },
    depth: 0,
  })
})

describe('service reminders in the notification centre', () => {
  it('stays quiet while nothing falls due: no notification, no digest', async () => {
    await setReminders(accounts.kunde, { notify: true, digest: 'weekly', leadDays: 14 })
    const quiet = await entry(muster, 'Ruhiger Sprinter', [
      { component: 'engine', intervalMonths: 24, lastServiceDate: addMonths(today, -1), capacityLitres: 8 },
      // A lifetime fill and one without a service on record: no plannable date.
      { component: 'differential', capacityLitres: 2 },
      { component: 'gearbox', intervalMonths: 60, capacityLitres: 3 },
    ])
    const mailsBefore = (await mailsTo('kunde@garage-muster.ch')).length
    const pass = await remindDueServices(NOW)
    expect(pass.failed).toEqual([])
    expect(await rowsOf({ entry: { equals: quiet.id } })).toEqual([])
    expect(await noticesOf('kunde', quiet.id)).toEqual([])
    expect(pass.mailed.filter((m) => m.account === accounts.kunde.id)).toEqual([])
    expect(await mailsTo('kunde@garage-muster.ch')).toHaveLength(mailsBefore)
    expect(await rowsOf({ key: { equals: digestReminderKey(accounts.kunde.id, today) } })).toEqual([])
    // The fleet page's panel says so too, and counts the component without a service on record.
    const panel = await dueServicesForAccount({
      tenant: { id: tenant } as never,
      account: { ...accounts.kunde, collection: 'accounts' },
      locale: 'de-ch',
    })
    expect(panel).toMatchObject({ leadDays: 14, services: [], withoutHistory: 1 })
    await payload.delete({ collection: 'fleet-entries', id: quiet.id, ...LOCAL })
    await setReminders(accounts.kunde, {})
  })

  it('reminds every user whose setting is on of what falls due within its lead days, exactly once', async () => {
    await setReminders(accounts.kunde, { notify: true, leadDays: 14 })
    await setReminders(accounts.einkauf, { notify: true, leadDays: 7 })
    await setReminders(accounts.ansicht, { notify: true, leadDays: 14 }) // a viewer: reminded too
    await setReminders(accounts.teile, { notify: false, digest: 'off' }) // switched off
    const soon = addDays(today, 10)
    const overdue = addMonths(today, -1)
    const truck = await entry(
      muster,
      'Scania R 450',
      [
        {
          component: 'engine',
          intervalMonths: 12,
          lastServiceDate: servicedFor(soon, 12),
          capacityLitres: 38,
        },
        { component: 'hydraulics', intervalMonths: 12, lastServiceDate: servicedFor(overdue, 12) },
        { component: 'gearbox', intervalMonths: 24, lastServiceDate: addMonths(today, -2) },
      ],
      { licensePlate: 'GR12345' },
    )
    const engine = componentId(truck, 'engine')
    const hydraulics = componentId(truck, 'hydraulics')

    const first = await remindDueServices(NOW)
    expect(first.failed).toEqual([])
    const rows = await rowsOf({ entry: { equals: truck.id } })
    expect(rows.map((row) => row.key).sort()).toEqual(
      [
        dueReminderKey(accounts.kunde.id, truck.id, engine, soon),
        dueReminderKey(accounts.kunde.id, truck.id, hydraulics, overdue),
        // The buyer's 7 days do not reach the engine's date.
        dueReminderKey(accounts.einkauf.id, truck.id, hydraulics, overdue),
        dueReminderKey(accounts.ansicht.id, truck.id, engine, soon),
        dueReminderKey(accounts.ansicht.id, truck.id, hydraulics, overdue),
      ].sort(),
    )
    expect(rows.every((row) => row.kind === 'due' && row.customer === muster.id)).toBe(true)

    const notices = await noticesOf('kunde', truck.id)
    expect(notices.map((n) => n.title).sort()).toEqual(
      [
        `Service fällig: Scania R 450 (GR 12345) — Motor am ${formatIsoDate(soon)}`,
        `Service überfällig: Scania R 450 (GR 12345) — Hydraulik seit ${formatIsoDate(overdue)}`,
      ].sort(),
    )
    const engineNotice = notices.find((n) => n.title.includes('Motor'))!
    expect(engineNotice.text).toBe('Füllmenge: 38 l · Fälligkeit nach Datum')
    expect(engineNotice.link).toBe(`/de-ch/konto/fuhrpark/${truck.id}`)
    expect(engineNotice.readAt ?? null).toBeNull()
    expect((await noticesOf('kunde', truck.id, 'fr')).map((n) => n.title)).toContain(
      `Entretien dû : Scania R 450 (GR 12345) — Moteur le ${formatIsoDate(soon)}`,
    )
    expect(await noticesOf('einkauf', truck.id)).toHaveLength(1)
    expect(await noticesOf('teile', truck.id)).toEqual([])

    // A second pass (the next hour, another instance) adds nothing.
    const second = await remindDueServices(NOW)
    expect(second.notified.filter((n) => n.key.includes(`:${truck.id}:`))).toEqual([])
    expect(await rowsOf({ entry: { equals: truck.id } })).toHaveLength(5)
    expect(await noticesOf('kunde', truck.id)).toHaveLength(2)

    // The panel of the fleet page shows the same, overdue first.
    const panel = await dueServicesForAccount(
      {
        tenant: { id: tenant } as never,
        account: { ...accounts.kunde, collection: 'accounts' },
        locale: 'de-ch',
      },
      NOW,
    )
    expect(panel.services.map((s) => [s.entryId, s.component, s.dueDate, s.overdue])).toEqual([
      [truck.id, 'hydraulics', overdue, true],
      [truck.id, 'engine', soon, false],
    ])
  })

  it('gives two passes racing for the same services one row and one notification each', async () => {
    await setReminders(accounts.beschaffung, { notify: true, leadDays: 14 })
    const due = addDays(today, 3)
    const van = await entry(muster, 'Iveco Daily', [
      { component: 'engine', intervalMonths: 6, lastServiceDate: servicedFor(due, 6), capacityLitres: 7.5 },
    ])
    const key = dueReminderKey(accounts.beschaffung.id, van.id, componentId(van, 'engine'), due)
    const [a, b] = await Promise.all([remindDueServices(NOW), remindDueServices(NOW)])
    expect([...a.failed, ...b.failed]).toEqual([])
    expect([...a.notified, ...b.notified].filter((n) => n.key === key)).toHaveLength(1)
    expect(await rowsOf({ key: { equals: key } })).toHaveLength(1)
    expect(await noticesOf('beschaffung', van.id)).toHaveLength(1)
    // Through the runner: one pass at a time in this process.
    const [x, y] = await Promise.all([runServiceReminders(NOW), runServiceReminders(NOW)])
    expect([x.skipped, y.skipped]).toContain('busy')
    expect(await noticesOf('beschaffung', van.id)).toHaveLength(1)
  })

  it('starts over when the service is done: the next due date gets its own reminder when it comes near', async () => {
    await setReminders(accounts.buchhaltung, { notify: true, leadDays: 14 })
    const due = addDays(today, 5)
    const loader = await entry(muster, 'Radlader L 60', [
      { component: 'engine', intervalMonths: 12, lastServiceDate: servicedFor(due, 12), capacityLitres: 20 },
    ])
    const engine = componentId(loader, 'engine')
    await remindDueServices(NOW)
    expect(await noticesOf('buchhaltung', loader.id)).toHaveLength(1)

    // "Service erledigt" today: the interval restarts, nothing is due now.
    await payload.update({
      collection: 'fleet-entries',
      id: loader.id,
      data: { components: [{ ...loader.components![0]!, lastServiceDate: today }] },
      depth: 0,
      ...LOCAL,
    })
    await remindDueServices(NOW)
    expect(await noticesOf('buchhaltung', loader.id)).toHaveLength(1)

    // Ten days before the new date, the pass reminds of it (a new key).
    const next = addMonths(today, 12)
    const later = await remindDueServices(noonOf(addDays(next, -10)))
    expect(later.failed).toEqual([])
    expect(later.notified.map((n) => n.key)).toContain(
      dueReminderKey(accounts.buchhaltung.id, loader.id, engine, next),
    )
    const notices = await noticesOf('buchhaltung', loader.id)
    expect(notices).toHaveLength(2)
    expect(notices[1]!.title).toBe(`Service fällig: Radlader L 60 — Motor am ${formatIsoDate(next)}`)
  })

  it('never reminds deactivated users, nor another customer’s users of this fleet', async () => {
    const lieferung = accounts.lieferung
    await setReminders(lieferung, { notify: true, digest: 'weekly', leadDays: 90 })
    await payload.update({
      collection: 'accounts',
      id: lieferung.id,
      data: { deactivatedAt: new Date().toISOString() },
      depth: 0,
      ...LOCAL,
    })
    try {
      const due = addDays(today, 2)
      const bus = await entry(muster, 'Setra S 515', [
        { component: 'engine', intervalMonths: 12, lastServiceDate: servicedFor(due, 12) },
      ])
      const pass = await remindDueServices(NOW)
      expect(pass.failed).toEqual([])
      const rows = await rowsOf({ entry: { equals: bus.id } })
      expect(rows.map((row) => row.account)).not.toContain(lieferung.id)
      expect(await noticesOf('lieferung', bus.id)).toEqual([])
      // Everything reminded of Garage Muster's fleet went to Garage Muster's users.
      const musterIds = new Set(musterUsers.map((user) => user.id))
      const musterEntries = (
        await payload.find({
          collection: 'fleet-entries',
          where: { customer: { equals: muster.id } },
          depth: 0,
          pagination: false,
        })
      ).docs.map((doc) => doc.id)
      const all = await rowsOf({ entry: { in: musterEntries } })
      expect(all.length).toBeGreaterThan(0)
      expect(all.every((row) => musterIds.has(row.account as number) && row.customer === muster.id)).toBe(
        true,
      )
      for (const user of ['alpin', 'disposition'] as const) {
        for (const id of musterEntries) expect(await noticesOf(user, id)).toEqual([])
        const mails = await mailsTo(accounts[user].email!)
        for (const id of musterEntries)
          expect(mails.some((mail) => mail.text.includes(`/konto/fuhrpark/${id}`))).toBe(false)
      }
      // The panel of Transporte Alpin's user reads its own fleet only.
      const panel = await dueServicesForAccount(
        {
          tenant: { id: tenant } as never,
          account: { ...accounts.alpin, collection: 'accounts' },
          locale: 'de-ch',
        },
        NOW,
      )
      expect(panel.services.filter((s) => musterEntries.includes(s.entryId))).toEqual([])
    } finally {
      await payload.update({
        collection: 'accounts',
        id: lieferung.id,
        data: { deactivatedAt: null },
        depth: 0,
        ...LOCAL,
      })
    }
  })
})

describe('the weekly digest', () => {
  it('mails the services due within the lead days once a week, overdue first, with the fleet and the oil plan', async () => {
    for (const user of musterUsers) await setReminders(user, {})
    await setReminders(accounts.kunde, { notify: false, digest: 'weekly', leadDays: 14 })
    const crane = await entry(
      muster,
      'Liebherr LTM 1050',
      [
        { component: 'engine', intervalMonths: 12, lastServiceDate: servicedFor(addDays(today, 4), 12) },
        { component: 'hydraulics', intervalMonths: 6, lastServiceDate: servicedFor(addDays(today, -3), 6) },
      ],
      { licensePlate: 'ZH123456' },
    )
    const before = (await mailsTo('kunde@garage-muster.ch')).length
    const pass = await remindDueServices(NOW)
    expect(pass.failed).toEqual([])
    expect(pass.mailed.filter((m) => m.account === accounts.kunde.id)).toHaveLength(1)
    const mails = await mailsTo('kunde@garage-muster.ch')
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    expect(mail.subject).toMatch(/^\d+ fällige Services in Ihrem Fuhrpark$/)
    expect(mail.text).toContain('Guten Tag Hans')
    expect(mail.text).toContain('in den nächsten 14 Tagen')
    const overdueLine = mail.text.indexOf(
      `überfällig seit ${formatIsoDate(addDays(today, -3))}: Liebherr LTM 1050 (ZH 123456) · Hydraulik`,
    )
    const dueLine = mail.text.indexOf(
      `fällig am ${formatIsoDate(addDays(today, 4))}: Liebherr LTM 1050 (ZH 123456) · Motor`,
    )
    expect(overdueLine).toBeGreaterThan(-1)
    expect(dueLine).toBeGreaterThan(overdueLine)
    expect(mail.text).toContain(`/de-ch/konto/fuhrpark/${crane.id}`)
    expect(mail.text).toContain('/de-ch/konto/fuhrpark/oelplan')
    expect(mail.html).toContain('href="http')
    // notify is off: no notification.
    expect(await noticesOf('kunde', crane.id)).toEqual([])
    expect(await rowsOf({ key: { equals: digestReminderKey(accounts.kunde.id, today) } })).toHaveLength(1)

    // Again the same week: no second mail.
    const again = await remindDueServices(NOW)
    expect(again.mailed.filter((m) => m.account === accounts.kunde.id)).toEqual([])
    expect(await mailsTo('kunde@garage-muster.ch')).toHaveLength(before + 1)

    // Before 06:00 in Zurich no digest goes out; the next week's does from then on.
    const nextWeek = addDays(today, 7)
    const night = await remindDueServices(new Date(`${nextWeek}T03:00:00Z`))
    expect(night.mailed.filter((m) => m.account === accounts.kunde.id)).toEqual([])
    const week2 = await remindDueServices(noonOf(nextWeek))
    expect(week2.mailed.filter((m) => m.account === accounts.kunde.id)).toHaveLength(1)
    expect(await mailsTo('kunde@garage-muster.ch')).toHaveLength(before + 2)
  })

  it('writes the digest and the notification’s link in the page language the user saved the setting in', async () => {
    for (const user of musterUsers) await setReminders(user, {})
    const saved = await patchSettings({ notify: true, digest: 'weekly', leadDays: 14 }, 'ansicht', {
      locale: 'fr-ch',
    })
    expect(saved.status).toBe(200)
    const stored = (await payload.findByID({
      collection: 'accounts',
      id: accounts.ansicht.id,
      depth: 0,
    })) as Account
    expect(stored.serviceReminders?.locale).toBe('fr-ch')
    const press = await entry(muster, 'Presse Romandie', [
      { component: 'hydraulics', intervalMonths: 6, lastServiceDate: servicedFor(addDays(today, 5), 6) },
    ])
    const before = (await mailsTo('werkstatt@garage-muster.ch')).length
    const pass = await remindDueServices(NOW)
    expect(pass.failed).toEqual([])
    const mails = await mailsTo('werkstatt@garage-muster.ch')
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    expect(mail.subject).toMatch(/^\d+ entretiens? dus? dans votre parc$/)
    expect(mail.text).toContain(`dû le ${formatIsoDate(addDays(today, 5))}: Presse Romandie`)
    expect(mail.text).toContain(`/fr-ch/konto/fuhrpark/${press.id}`)
    expect(mail.text).not.toContain('fällig')
    const [notice] = await noticesOf('ansicht', press.id, 'fr')
    expect(notice?.link).toBe(`/fr-ch/konto/fuhrpark/${press.id}`)
    expect(notice?.title).toMatch(/^Entretien dû : Presse Romandie/)
  })

  it('sends nothing to a user whose digest is off', async () => {
    await setReminders(accounts.einkauf, { notify: false, digest: 'off', leadDays: 90 })
    const before = (await mailsTo('einkauf@garage-muster.ch')).length
    const pass = await remindDueServices(NOW)
    expect(pass.mailed.filter((m) => m.account === accounts.einkauf.id)).toEqual([])
    expect(await mailsTo('einkauf@garage-muster.ch')).toHaveLength(before)
    expect(await rowsOf({ key: { equals: digestReminderKey(accounts.einkauf.id, today) } })).toEqual([])
  })
})

describe('the reminder setting API', () => {
  it('answers the signed-in user its own setting and changes only that', async () => {
    await setReminders(accounts.teile, { notify: true, digest: 'weekly', leadDays: 14 })
    await setReminders(accounts.kunde, { notify: true, digest: 'weekly', leadDays: 21 })
    expect(await getSettings('teile')).toMatchObject({
      status: 200,
      body: { data: { settings: { notify: true, digest: 'weekly', leadDays: 14 } } },
    })
    const changed = await patchSettings({ leadDays: 30, digest: 'off' }, 'teile')
    expect(changed).toMatchObject({
      status: 200,
      body: { data: { settings: { notify: true, digest: 'off', leadDays: 30 } } },
    })
    expect((await getSettings('teile')).body.data.settings).toEqual({
      notify: true,
      digest: 'off',
      leadDays: 30,
    })
    // A colleague's setting stays as it was.
    expect((await getSettings('kunde')).body.data.settings).toEqual({
      notify: true,
      digest: 'weekly',
      leadDays: 21,
    })
  })

  it('refuses bad input naming the field, in the user’s language, and changes nothing', async () => {
    await setReminders(accounts.teile, { notify: true, digest: 'weekly', leadDays: 14 })
    const cases: [unknown, string, string][] = [
      [{ leadDays: 0 }, 'leadDays', '«Vorlauf in Tagen» muss eine ganze Zahl von 1 bis 90 sein.'],
      [{ leadDays: 91 }, 'leadDays', '«Vorlauf in Tagen» muss eine ganze Zahl von 1 bis 90 sein.'],
      [{ leadDays: 3.5 }, 'leadDays', '«Vorlauf in Tagen» muss eine ganze Zahl von 1 bis 90 sein.'],
      [
        { digest: 'daily' },
        'digest',
        '«Wöchentliche Zusammenfassung per E-Mail»: Wählen Sie «wöchentlich» oder «aus».',
      ],
      [
        { notify: 'ja' },
        'notify',
        '«Erinnerungen im Benachrichtigungscenter» muss ein- oder ausgeschaltet sein.',
      ],
      [{ account: 5, leadDays: 20 }, 'account', 'Das Feld «account» gibt es hier nicht.'],
      [{}, 'body', 'Bitte geben Sie an, was sich ändern soll.'],
    ]
    for (const [body, field, message] of cases) {
      const res = await patchSettings(body, 'teile')
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.messages?.[0]).toMatchObject({ message, meta: { fields: [field] } })
    }
    const french = await patchSettings({ leadDays: 0 }, 'teile', { locale: 'fr-ch' })
    expect(french.status).toBe(400)
    expect(french.body.messages?.[0]?.message).toBe(
      '« Délai d’avance en jours » doit être un nombre entier de 1 à 90.',
    )
    expect((await getSettings('teile')).body.data.settings).toEqual({
      notify: true,
      digest: 'weekly',
      leadDays: 14,
    })
  })

  it('answers 401 to visitors, 403 to another site, private customers, employees without and with a contact', async () => {
    expect((await getSettings()).status).toBe(401)
    expect((await patchSettings({ leadDays: 5 })).status).toBe(401)
    expect((await patchSettings({ leadDays: 5 }, 'teile', { origin: 'https://evil.example' })).status).toBe(
      403,
    )
    expect((await getSettings('privat')).status).toBe(403)
    expect((await getSettings('mitarbeiter')).status).toBe(403)

    // An employee acting for Hans Muster (kunde's contact): the setting is the contact's own.
    const hans = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100200-01' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    await payload.update({
      collection: 'contacts',
      id: hans.id,
      data: { account: accounts.kunde.id },
      depth: 0,
    })
    const selected = await selectApi(
      makeRequest('/api/contact/select', {
        method: 'POST',
        body: { id: String(hans.id), contactId: hans.contactId },
        ...as('mitarbeiter'),
      }),
    )
    expect(selected.status).toBe(200)
    const before = (await getSettings('kunde')).body.data.settings
    const refused = await patchSettings({ leadDays: 60 }, 'mitarbeiter')
    expect(refused.status).toBe(403)
    expect(refused.body.messages?.[0]?.message).toBe(
      'Die Service-Erinnerungen sind die Einstellung des Kontakts selbst; Mitarbeitende ändern sie nicht für ihn.',
    )
    expect((await getSettings('mitarbeiter')).status).toBe(403)
    expect((await getSettings('kunde')).body.data.settings).toEqual(before)
  })
})

describe('what the reminders leave alone', () => {
  it('writes reminders for Transporte Alpin’s own fleet to its own users only', async () => {
    const due = addDays(today, 1)
    const own = await entry(alpin, 'MAN TGX 18.510', [
      { component: 'engine', intervalMonths: 12, lastServiceDate: servicedFor(due, 12), capacityLitres: 40 },
    ])
    const pass = await remindDueServices(NOW)
    expect(pass.failed).toEqual([])
    const rows = await rowsOf({ entry: { equals: own.id } })
    const alpinIds = (
      await payload.find({
        collection: 'accounts',
        where: { customer: { equals: alpin.id } },
        depth: 0,
        pagination: false,
      })
    ).docs.map((doc) => doc.id)
    // Its users (the two set up here, and any other of its active users, reminded by default).
    expect(rows.map((row) => row.account)).toEqual(
      expect.arrayContaining([accounts.alpin.id, accounts.disposition.id]),
    )
    expect(rows.every((row) => alpinIds.includes(row.account as number) && row.customer === alpin.id)).toBe(
      true,
    )
    const musterIds = new Set(musterUsers.map((user) => user.id))
    for (const id of musterIds) expect(await noticesOf({ id } as Account, own.id)).toEqual([])
  })
})
