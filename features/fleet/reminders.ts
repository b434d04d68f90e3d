/**
 * Service reminders, the pure part: which services of a fleet are due within
 * a reader's lead days, in what order, who is reminded, the exactly-once keys
 * and the runner's settings. No server, database or React code: the reminder
 * pass (server/reminders.ts), the due-services panel and the tests share it.
 */
import {
  REMINDER_DEFAULT_LEAD_DAYS,
  REMINDER_DIGESTS,
  REMINDER_MAX_LEAD_DAYS,
  type FleetComponentKey,
  type ReminderDigest,
} from './constants'
import { addDays, nextDue, type DueBasis } from './due'

/** A user's reminder setting (accounts.serviceReminders). */
export type ReminderSettings = { notify: boolean; digest: ReminderDigest; leadDays: number }

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  notify: true,
  digest: 'weekly',
  leadDays: REMINDER_DEFAULT_LEAD_DAYS,
}

/** The stored setting with its defaults filled in (an account written before the setting existed has none). */
export function reminderSettingsOf(
  stored: { notify?: boolean | null; digest?: string | null; leadDays?: number | null } | null | undefined,
): ReminderSettings {
  const lead = stored?.leadDays
  return {
    notify: stored?.notify ?? DEFAULT_REMINDER_SETTINGS.notify,
    digest: (REMINDER_DIGESTS as readonly string[]).includes(stored?.digest ?? '')
      ? (stored!.digest as ReminderDigest)
      : DEFAULT_REMINDER_SETTINGS.digest,
    leadDays:
      typeof lead === 'number' && Number.isInteger(lead) && lead >= 1 && lead <= REMINDER_MAX_LEAD_DAYS
        ? lead
        : DEFAULT_REMINDER_SETTINGS.leadDays,
  }
}

/** What a fleet entry brings to the reminders (as stored; relations may be ids or documents). */
export type ReminderEntry = {
  id: number
  name: string
  licensePlate?: string | null
  readingKm?: number | null
  readingHours?: number | null
  readingDate?: string | null
  yearlyKm?: number | null
  yearlyHours?: number | null
  components?:
    | {
        id?: string | null
        component: FleetComponentKey
        product?: number | { id: number } | null
        capacityLitres?: number | null
        intervalMonths?: number | null
        intervalKm?: number | null
        intervalHours?: number | null
        lastServiceDate?: string | null
        lastServiceReading?: number | null
        productInUseText?: string | null
      }[]
    | null
}

/** One service falling due: which entry and component, what goes in, and when. */
export type DueService = {
  entryId: number
  entryName: string
  licensePlate: string | null
  componentId: string
  component: FleetComponentKey
  productId: number | null
  /** Another brand's product in use, as the customer named it (when no Tribo product is set). */
  productInUseText: string | null
  litres: number | null
  dueDate: string
  basis: Exclude<DueBasis, 'noHistory'>
  overdue: boolean
}

/** A due service as the page shows it: with its product's name in the page's language. */
export type ShownDueService = DueService & { productName: string | null }

/** The fleet page's panel of due services (features/fleet/server/reminders-account.ts reads it). */
export type DueServicesPanel = {
  today: string
  leadDays: number
  services: ShownDueService[]
  /** Components with an interval but no service on record (no date to remind of yet). */
  withoutHistory: number
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

/**
 * The services of these entries due on or before `today + leadDays`
 * (overdue ones included), overdue first, then by date, entry and component.
 * A component without a plannable due date is left out: a lifetime fill, a
 * km or hour interval nothing lets us estimate, and one without a service on
 * record (its date would be "today" every day; `withoutHistory` counts them,
 * so the page can ask for the last service).
 */
export function dueServices(
  entries: readonly ReminderEntry[],
  today: string,
  leadDays: number,
): { services: DueService[]; withoutHistory: number } {
  const until = addDays(today, leadDays)
  const services: DueService[] = []
  let withoutHistory = 0
  for (const entry of entries) {
    const usage = {
      readingKm: entry.readingKm ?? null,
      readingHours: entry.readingHours ?? null,
      readingDate: entry.readingDate ?? null,
      yearlyKm: entry.yearlyKm ?? null,
      yearlyHours: entry.yearlyHours ?? null,
    }
    for (const component of entry.components ?? []) {
      if (!component.id) continue
      const due = nextDue(
        {
          intervalMonths: component.intervalMonths ?? null,
          intervalKm: component.intervalKm ?? null,
          intervalHours: component.intervalHours ?? null,
          lastServiceDate: component.lastServiceDate ?? null,
          lastServiceReading: component.lastServiceReading ?? null,
        },
        usage,
        today,
      )
      if (!due) continue
      if (due.basis === 'noHistory') {
        withoutHistory++
        continue
      }
      if (due.date > until) continue
      services.push({
        entryId: entry.id,
        entryName: entry.name,
        licensePlate: entry.licensePlate || null,
        componentId: component.id,
        component: component.component,
        productId: idOf(component.product),
        productInUseText: component.productInUseText || null,
        litres: component.capacityLitres ?? null,
        dueDate: due.date,
        basis: due.basis,
        overdue: due.date < today,
      })
    }
  }
  return { services: sortDue(services), withoutHistory }
}

/** Overdue first, then the earliest date, then by entry name and component. */
export function sortDue<T extends Pick<DueService, 'overdue' | 'dueDate' | 'entryName' | 'component'>>(
  services: readonly T[],
): T[] {
  return [...services].sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      a.dueDate.localeCompare(b.dueDate) ||
      a.entryName.localeCompare(b.entryName, 'de') ||
      a.component.localeCompare(b.component),
  )
}

/** The services within a (shorter) lead of a list computed for a longer one. */
export const withinLead = <T extends Pick<DueService, 'dueDate'>>(
  services: readonly T[],
  today: string,
  leadDays: number,
): T[] => {
  const until = addDays(today, leadDays)
  return services.filter((service) => service.dueDate <= until)
}

/**
 * The ISO week of a day, `YYYY-Www` (weeks start on Monday; week 1 holds the
 * year's first Thursday, so 2027-01-01, a Friday, is in 2026-W53).
 */
export function isoWeek(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) throw new RangeError(`Not a day: ${day}`)
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  const weekday = date.getUTCDay() || 7
  // The Thursday of this week decides the year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday)
  const year = date.getUTCFullYear()
  const week = Math.ceil(((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7)
  return `${year}-W${String(week).padStart(2, '0')}`
}

/** The key of a due reminder: once per account, entry, component and due date. */
export const dueReminderKey = (account: number, entry: number, componentId: string, dueDate: string) =>
  `due:${account}:${entry}:${componentId}:${dueDate}`

/** The key of a weekly digest: once per account and ISO week. */
export const digestReminderKey = (account: number, today: string) => `digest:${account}:${isoWeek(today)}`

/** Who may be reminded: a customer's user that can sign in to the shop (not deactivated, no open invitation). */
export function isReminderRecipient(account: {
  type?: string | null
  customer?: unknown
  isActiveEcommerceShopUser?: boolean | null
  deactivatedAt?: string | null
  invitedAt?: string | null
  passwordSetAt?: string | null
}): boolean {
  return (
    account.type === 'customer' &&
    account.customer != null &&
    !!account.isActiveEcommerceShopUser &&
    !account.deactivatedAt &&
    !(account.invitedAt && !account.passwordSetAt)
  )
}

/** The hour in Zurich from which the weekly digest goes out (not in the middle of the night). */
export const DIGEST_FROM_HOUR = 6

/** The hour of the day in Zurich (0–23). */
export function zurichHour(now: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zurich',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(now)
  return Number(hour)
}

/** A vehicle's plate as people write it: ZH123456 → "ZH 123456". */
export const plateLabel = (plate: string | null | undefined): string | null =>
  plate ? plate.replace(/^([A-Z]{2})(\d+)$/, '$1 $2') : null

/** An entry as it is named in reminders: "Scania R 450 (GR 12345)". */
export const entryLabel = (service: Pick<DueService, 'entryName' | 'licensePlate'>): string => {
  const plate = plateLabel(service.licensePlate)
  return plate ? `${service.entryName} (${plate})` : service.entryName
}

/** Default seconds between two reminder passes. */
export const REMINDER_INTERVAL_SECONDS = 3600

/**
 * The reminder runner's settings: SERVICE_REMINDERS=off switches it off (the
 * tests do; it runs by default); SERVICE_REMINDERS_INTERVAL_SECONDS is the time
 * between two passes (60 to 86 400 seconds, default 3600).
 */
export function reminderRunnerSettings(vars: Record<string, string | undefined> = process.env): {
  enabled: boolean
  intervalSeconds: number
} {
  const raw = Number(vars.SERVICE_REMINDERS_INTERVAL_SECONDS)
  return {
    enabled: (vars.SERVICE_REMINDERS ?? 'on').trim().toLowerCase() !== 'off',
    intervalSeconds:
      vars.SERVICE_REMINDERS_INTERVAL_SECONDS?.trim() && Number.isFinite(raw) && raw > 0
        ? Math.min(86_400, Math.max(60, Math.round(raw)))
        : REMINDER_INTERVAL_SECONDS,
  }
}
