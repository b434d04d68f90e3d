import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'

import type { Account, FleetEntry } from '@/cms/payload-types'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import { notifyAccount, type LocalizedText } from '@/features/notification-centre/server/notify'
import { NOTIFICATION_TITLE_MAX_LENGTH } from '@/features/notification-centre/constants'
import { getRoutingTable } from '@/features/tenancy/server/tenants'
import { systemData } from '@/lib/data/system'
import {
  CONTENT_LANGUAGES,
  languageOf,
  ROUTE_LOCALES,
  type ContentLanguage,
  type RouteLocale,
} from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { formatIsoDate } from '@/lib/iso-date'
import { formatQuantity } from '@/lib/numbers'
import { getPayload } from '@/lib/payload/get-payload'
import { relationId } from '@/lib/relation-ids'
import { acquireNamedRunnerLock } from '@/lib/runner-lock'
import { canonicalOrigin } from '@/lib/site-url'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { REMINDER_MAX_LEAD_DAYS } from '../constants'
import { todayInZurich } from '../due'
import {
  DIGEST_FROM_HOUR,
  digestReminderKey,
  dueReminderKey,
  dueServices,
  entryLabel,
  isReminderRecipient,
  reminderRunnerSettings,
  reminderSettingsOf,
  withinLead,
  zurichHour,
  type DueService,
  type ReminderEntry,
} from '../reminders'
import { sendDigestMail } from './reminders-mail'

/**
 * The service reminders: every pass (hourly by default, one at a time across
 * instances) looks at every customer's fleet and tells its users what falls
 * due within their lead days —
 *
 * - in the notification centre (setting `notify`): one notification per
 *   account and due service, exactly once: the `service-reminders` row with
 *   the key `due:<account>:<entry>:<component>:<due date>` (unique) and the
 *   notification are written in ONE transaction, so a second pass or another
 *   instance racing for the same key rolls back with everything it wrote. A
 *   service marked done moves the due date, and the new date gets its own
 *   reminder when it comes near;
 * - by mail (setting `digest` 'weekly'): once per ISO week, from 06:00 in
 *   Zurich, the services due within the lead days, overdue first, with links
 *   to the fleet and the oil plan; no mail when nothing is due. The week's row
 *   (`digest:<account>:<YYYY-Www>`) is committed first, the mail sent after
 *   the commit; a mail that fails takes its row back so the next pass tries again.
 */

const system = () => systemData('service reminders: due services of every customer’s fleet')

/** What a pass did (the tests and the log read it). */
export type ReminderPass = {
  today: string
  /** The due reminders written: one notification each. */
  notified: { account: number; key: string }[]
  /** The digests mailed. */
  mailed: { account: number; key: string; services: number }[]
  /** Keys another pass or instance wrote first (skipped without error). */
  raced: string[]
  failed: string[]
}

const ENTRY_SELECT = {
  tenant: true,
  customer: true,
  name: true,
  licensePlate: true,
  readingKm: true,
  readingHours: true,
  readingDate: true,
  yearlyKm: true,
  yearlyHours: true,
  components: true,
} as const

/** A customer's fleet entries, as the reminders read them. */
export async function fleetOfCustomer(tenant: number, customer: number): Promise<ReminderEntry[]> {
  const { docs } = await system().find({
    collection: 'fleet-entries',
    where: { and: [{ tenant: { equals: tenant } }, { customer: { equals: customer } }] },
    depth: 0,
    pagination: false,
    select: ENTRY_SELECT,
  })
  return docs as unknown as ReminderEntry[]
}

/** Every (tenant, customer) that has a fleet, read a page of ids at a time. */
async function customersWithFleet(): Promise<{ tenant: number; customer: number }[]> {
  const seen = new Map<string, { tenant: number; customer: number }>()
  for (let page = 1; ; page++) {
    const result = await system().find({
      collection: 'fleet-entries',
      depth: 0,
      limit: 1000,
      page,
      sort: ['customer', 'id'],
      select: { tenant: true, customer: true },
    })
    for (const doc of result.docs as Pick<FleetEntry, 'tenant' | 'customer'>[]) {
      const tenant = relationId(doc.tenant)
      const customer = relationId(doc.customer)
      if (tenant != null && customer != null) seen.set(`${tenant}:${customer}`, { tenant, customer })
    }
    if (!result.hasNextPage) break
  }
  return [...seen.values()]
}

/** The customer's users who may be reminded (active shop users of any company role on the fleet's tenant). */
async function recipientsOf(tenant: number, customer: number): Promise<Account[]> {
  const { docs } = await system().find({
    collection: 'accounts',
    where: {
      and: [
        { tenant: { equals: tenant } },
        { customer: { equals: customer } },
        { type: { equals: 'customer' } },
        { isActiveEcommerceShopUser: { equals: true } },
      ],
    },
    depth: 0,
    pagination: false,
    select: {
      type: true,
      customer: true,
      email: true,
      firstName: true,
      isActiveEcommerceShopUser: true,
      deactivatedAt: true,
      invitedAt: true,
      passwordSetAt: true,
      serviceReminders: true,
    },
  })
  return (docs as Account[]).filter(isReminderRecipient)
}

/** The keys among these that are written already (a cheap look before the transactions). */
async function existingKeys(keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set()
  const { docs } = await system().find({
    collection: 'service-reminders',
    where: { key: { in: keys } },
    depth: 0,
    pagination: false,
    select: { key: true },
  })
  return new Set((docs as { key: string }[]).map((doc) => doc.key))
}

async function keyExists(key: string): Promise<boolean> {
  const { totalDocs } = await system().count({
    collection: 'service-reminders',
    where: { key: { equals: key } },
  })
  return totalDocs > 0
}

/** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
async function inTransaction(work: (req: PayloadRequest) => Promise<void>): Promise<void> {
  const req = await createLocalReq({}, await getPayload())
  await initTransaction(req)
  try {
    await work(req)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

const routeLocaleOf = (language: ContentLanguage) =>
  ROUTE_LOCALES.find((locale) => languageOf(locale) === language) ?? 'de-ch'

/** Product names per language, read once a pass per tenant and language. */
class ProductNames {
  private cache = new Map<string, Map<number, string>>()
  async of(tenant: number, locale: string, ids: number[]): Promise<Map<number, string>> {
    const key = `${tenant}:${locale}`
    let known = this.cache.get(key)
    if (!known) this.cache.set(key, (known = new Map()))
    const missing = [...new Set(ids)].filter((id) => !known.has(id))
    if (missing.length)
      for (const [id, product] of await shownProductsById(tenant, locale, missing))
        known.set(id, product.name)
    return known
  }
}

/** The title cut to the notification's limit (a long entry name gives way first). */
const clip = (text: string, max = NOTIFICATION_TITLE_MAX_LENGTH) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`

/** The notification's title and text in every content language. */
async function notificationTexts(
  service: DueService,
  tenant: number,
  names: ProductNames,
): Promise<{ title: LocalizedText; text: LocalizedText }> {
  const title = {} as LocalizedText
  const text = {} as LocalizedText
  for (const language of CONTENT_LANGUAGES) {
    const locale = routeLocaleOf(language)
    const t = await getApiTranslator(locale)
    const values = {
      entry: entryLabel(service),
      component: t(`fleet.components.${service.component}`),
      date: formatIsoDate(service.dueDate),
    }
    title[language] = clip(
      service.overdue
        ? t('fleetReminders.notification.overdueTitle', values)
        : t('fleetReminders.notification.title', values),
    )
    const product =
      service.productId != null
        ? (await names.of(tenant, locale, [service.productId])).get(service.productId)
        : undefined
    const shown = product ?? service.productInUseText
    text[language] = [
      ...(shown ? [t('fleetReminders.notification.product', { product: shown })] : []),
      ...(service.litres != null
        ? [t('fleetReminders.notification.litres', { litres: formatQuantity(service.litres, 'l') })]
        : []),
      t('fleetReminders.notification.basis', { basis: t(`fleet.basis.${service.basis}`) }),
    ].join(' · ')
  }
  return { title, text }
}

/** One due reminder: its row and its notification in one transaction; a key already written is skipped. */
async function remind(
  recipient: Account,
  tenant: TenantRoute,
  customer: number,
  service: DueService,
  names: ProductNames,
  pass: ReminderPass,
): Promise<void> {
  const account = recipient.id
  const key = dueReminderKey(account, service.entryId, service.componentId, service.dueDate)
  const { title, text } = await notificationTexts(service, Number(tenant.id), names)
  try {
    await inTransaction(async (req) => {
      await system().create({
        collection: 'service-reminders',
        data: {
          key,
          tenant: Number(tenant.id),
          customer,
          account,
          kind: 'due',
          entry: service.entryId,
          componentId: service.componentId,
          dueDate: service.dueDate,
          sentAt: new Date().toISOString(),
        },
        depth: 0,
        context: { disableRevalidate: true },
        req,
      })
      await notifyAccount(
        {
          account,
          kind: 'serviceDue',
          title,
          text,
          link: `/${reminderLocale(recipient, tenant)}${ACCOUNT_PATHS.fleet}/${service.entryId}`,
        },
        { req },
      )
    })
    pass.notified.push({ account, key })
  } catch (error) {
    // Lost the race for this key (its unique index): another pass wrote the reminder.
    if (await keyExists(key).catch(() => false)) pass.raced.push(key)
    else {
      pass.failed.push(key)
      console.error(`service reminders: ${key} failed`, error)
    }
  }
}

/** The language of a user's digest and notification links: the page language the user saved the setting in, if the tenant has it; else the tenant's. */
export function reminderLocale(
  account: Pick<Account, 'serviceReminders'>,
  tenant: Pick<TenantRoute, 'locales' | 'defaultLocale'>,
): RouteLocale {
  const saved = account.serviceReminders?.locale
  return saved && tenant.locales.includes(saved) ? saved : tenant.defaultLocale
}

/** The week's digest of one account: the row first (committed), then the mail; a failed mail takes the row back. */
async function digest(
  account: Account,
  tenant: TenantRoute,
  customer: number,
  services: DueService[],
  leadDays: number,
  today: string,
  names: ProductNames,
  pass: ReminderPass,
): Promise<void> {
  const key = digestReminderKey(account.id, today)
  let rowId: number | null = null
  try {
    const row = await system().create({
      collection: 'service-reminders',
      data: {
        key,
        tenant: Number(tenant.id),
        customer,
        account: account.id,
        kind: 'digest',
        dueDate: today,
        sentAt: new Date().toISOString(),
      },
      depth: 0,
      context: { disableRevalidate: true },
    })
    rowId = row.id
  } catch (error) {
    if (await keyExists(key).catch(() => false)) pass.raced.push(key)
    else {
      pass.failed.push(key)
      console.error(`service reminders: ${key} failed`, error)
    }
    return
  }
  const locale = reminderLocale(account, tenant)
  try {
    const products = await names.of(
      Number(tenant.id),
      locale,
      services.flatMap((service) => (service.productId != null ? [service.productId] : [])),
    )
    await sendDigestMail({
      to: account.email!,
      firstName: account.firstName ?? '',
      tenant: Number(tenant.id),
      locale,
      origin: canonicalOrigin(tenant.domains),
      leadDays,
      lines: services.map((service) => ({
        ...service,
        productName: service.productId != null ? (products.get(service.productId) ?? null) : null,
      })),
    })
    pass.mailed.push({ account: account.id, key, services: services.length })
  } catch (error) {
    pass.failed.push(key)
    console.error(`service reminders: the digest ${key} could not be sent`, error)
    await system()
      .delete({ collection: 'service-reminders', id: rowId, context: { disableRevalidate: true } })
      .catch(() => undefined)
  }
}

/** One customer's turn: its fleet's due services, then each recipient's reminders and digest. */
async function remindCustomer(
  tenant: TenantRoute,
  customer: number,
  today: string,
  digestTime: boolean,
  names: ProductNames,
  pass: ReminderPass,
): Promise<void> {
  const recipients = (await recipientsOf(Number(tenant.id), customer)).map((account) => ({
    account,
    settings: reminderSettingsOf(account.serviceReminders),
  }))
  const wanted = recipients.filter(
    ({ account, settings }) =>
      settings.notify || (settings.digest === 'weekly' && digestTime && account.email),
  )
  if (!wanted.length) return
  const longest = Math.min(
    REMINDER_MAX_LEAD_DAYS,
    Math.max(...wanted.map(({ settings }) => settings.leadDays)),
  )
  const { services: all } = dueServices(await fleetOfCustomer(Number(tenant.id), customer), today, longest)
  if (!all.length) return
  for (const { account, settings } of wanted) {
    const services = withinLead(all, today, settings.leadDays)
    if (!services.length) continue
    if (settings.notify) {
      const keys = services.map((s) => dueReminderKey(account.id, s.entryId, s.componentId, s.dueDate))
      const done = await existingKeys(keys)
      for (const [i, service] of services.entries())
        if (!done.has(keys[i]!)) await remind(account, tenant, customer, service, names, pass)
    }
    if (settings.digest === 'weekly' && digestTime && account.email) {
      if (await keyExists(digestReminderKey(account.id, today))) continue
      await digest(account, tenant, customer, services, settings.leadDays, today, names, pass)
    }
  }
}

/**
 * One reminder pass at `now` (without the runner's lock: the tests race two
 * of them; `runServiceReminders` is what the runner calls).
 */
export async function remindDueServices(now: Date = new Date()): Promise<ReminderPass> {
  const today = todayInZurich(now)
  const pass: ReminderPass = { today, notified: [], mailed: [], raced: [], failed: [] }
  const tenants = new Map((await getRoutingTable()).map((tenant) => [String(tenant.id), tenant]))
  const digestTime = zurichHour(now) >= DIGEST_FROM_HOUR
  const names = new ProductNames()
  for (const { tenant, customer } of await customersWithFleet()) {
    const route = tenants.get(String(tenant))
    if (!route) continue
    try {
      await remindCustomer(route, customer, today, digestTime, names, pass)
    } catch (error) {
      pass.failed.push(`customer:${customer}`)
      console.error(`service reminders: customer ${customer} failed`, error)
    }
  }
  return pass
}

/** The lock every instance's reminder pass takes (Redis key, PostgreSQL advisory lock). */
export const REMINDER_LOCK_KEY = 'tribo:service-reminders:runner'
/** How long one pass may hold the lock before another instance may take it (a holder that died). */
const LOCK_TTL_MS = 15 * 60_000

let passRunning = false

/**
 * One runner pass: nothing while a pass of this process runs; otherwise the
 * cross-instance lock (lib/runner-lock.ts: Redis, PostgreSQL's advisory lock,
 * or the process on SQLite), then every customer's reminders.
 */
export async function runServiceReminders(
  now: Date = new Date(),
): Promise<{ skipped?: 'busy' | 'locked'; via?: string; pass?: ReminderPass }> {
  if (passRunning) return { skipped: 'busy' }
  passRunning = true
  try {
    const lock = await acquireNamedRunnerLock(await getPayload(), REMINDER_LOCK_KEY, LOCK_TTL_MS)
    if (!lock) return { skipped: 'locked' }
    try {
      return { via: lock.via, pass: await remindDueServices(now) }
    } finally {
      await lock.release()
    }
  } finally {
    passRunning = false
  }
}

const TIMER = Symbol.for('tribo.serviceReminders.runner')

/**
 * Starts the reminder runner once per process, in the background (the first
 * health check does, beside the repeat-order runner). A pass right away, then
 * one every SERVICE_REMINDERS_INTERVAL_SECONDS; SERVICE_REMINDERS=off leaves it off.
 */
export function startServiceReminderRunnerOnce(): void {
  const settings = reminderRunnerSettings()
  const holder = globalThis as typeof globalThis & { [TIMER]?: ReturnType<typeof setInterval> }
  if (!settings.enabled || holder[TIMER]) return
  const tick = () => {
    runServiceReminders().then(
      ({ pass }) => {
        if (pass && (pass.notified.length || pass.mailed.length || pass.failed.length))
          console.info(
            `service reminders: ${pass.notified.length} notified, ${pass.mailed.length} digests mailed, ${pass.failed.length} failed`,
          )
      },
      (error: unknown) => console.error('service reminders: the runner pass failed', error),
    )
  }
  holder[TIMER] = setInterval(tick, settings.intervalSeconds * 1000)
  holder[TIMER].unref?.()
  setTimeout(tick, 0).unref?.()
}
