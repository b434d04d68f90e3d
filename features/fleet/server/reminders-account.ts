import 'server-only'

import type { Account } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { accountContext, type AccountContext } from '@/features/account-area/server/context'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import { ForbiddenError, ValidationError, type RouteError } from '@/lib/api/errors'
import { issuePath, type InvalidInput, type RouteBase } from '@/lib/api/route'
import { dataScope, shopData } from '@/lib/data'
import { isRouteLocale } from '@/lib/i18n/locales'

import { REMINDER_MAX_LEAD_DAYS } from '../constants'
import { todayInZurich } from '../due'
import {
  dueServices,
  reminderSettingsOf,
  type DueServicesPanel,
  type ReminderEntry,
  type ReminderSettings,
} from '../reminders'
import { reminderSettingProblems, type ReminderSettingsInput } from '../reminders-schemas'

/**
 * The caller of the reminder setting: the account context's rules (signed in
 * 401; an employee must act for a contact, a business customer, else 403) —
 * and the setting is the signed-in user's own: an employee acting for a
 * contact may not change (nor read) the contact's, 403.
 */
export async function reminderSettingsContext(base: Pick<RouteBase, 'request'>): Promise<AccountContext> {
  const ctx = await accountContext(base)
  if (ctx.account.type === 'employee' || ctx.account.onBehalf)
    throw new ForbiddenError(ctx.t('fleetReminders.api.onBehalf'))
  return ctx
}

/** 400 naming each refused field of the setting, in the caller's language. */
export function invalidReminderSettings(
  { part, error }: InvalidInput,
  { t }: Pick<RouteBase, 't'>,
): RouteError {
  if (part !== 'body') {
    const parameter = issuePath(error, part)
    return new ValidationError(t('api.badParameter', { parameter }), [parameter])
  }
  const problems = reminderSettingProblems(error)
  return new ValidationError(
    problems.map(({ field, problem }) => ({
      type: 'error' as const,
      message: t(`fleetReminders.errors.${problem}`, {
        label: ['notify', 'digest', 'leadDays'].includes(field)
          ? t(`fleetReminders.settings.${field as 'notify' | 'digest' | 'leadDays'}`)
          : field,
        max: REMINDER_MAX_LEAD_DAYS,
      }),
      meta: { fields: [field] },
    })),
  )
}

const own = (ctx: Pick<AccountContext, 'tenant' | 'account'>) =>
  shopData(dataScope(ctx.tenant.id, ctx.account))

/** The signed-in user's setting, with its defaults. */
export async function readReminderSettings(
  ctx: Pick<AccountContext, 'tenant' | 'account'>,
): Promise<ReminderSettings> {
  const account = (await own(ctx).findByID({
    collection: 'accounts',
    id: ctx.account.id,
    depth: 0,
    select: { serviceReminders: true },
  })) as Pick<Account, 'serviceReminders'> | null
  return reminderSettingsOf(account?.serviceReminders)
}

/**
 * Changes the signed-in user's setting (only the fields given) and answers it
 * as it is now. The page language it is saved in becomes the digest's
 * language (the shop keeps no other language per account).
 */
export async function updateReminderSettings(
  ctx: Pick<AccountContext, 'tenant' | 'account' | 'locale'>,
  input: ReminderSettingsInput,
): Promise<ReminderSettings> {
  const current = await readReminderSettings(ctx)
  const next: ReminderSettings = {
    notify: input.notify ?? current.notify,
    digest: input.digest ?? current.digest,
    leadDays: input.leadDays ?? current.leadDays,
  }
  await own(ctx).update({
    collection: 'accounts',
    id: ctx.account.id,
    data: { serviceReminders: { ...next, locale: isRouteLocale(ctx.locale) ? ctx.locale : null } },
    depth: 0,
    context: { disableRevalidate: true },
  })
  return next
}

/**
 * The services due within the signed-in user's lead days (or overdue) in its
 * customer's fleet (an employee acting for a contact: that customer's fleet,
 * the employee's own lead days), overdue first. Read through the caller's
 * scope: another customer's fleet is never read.
 */
export async function dueServicesForAccount(
  ctx: Pick<AccountContext, 'tenant' | 'account' | 'locale'> & { account: AuthenticatedAccount },
  now: Date = new Date(),
): Promise<DueServicesPanel> {
  const today = todayInZurich(now)
  const { leadDays } = await readReminderSettings(ctx)
  const { docs } = await own(ctx).find({
    collection: 'fleet-entries',
    depth: 0,
    pagination: false,
    select: {
      name: true,
      licensePlate: true,
      readingKm: true,
      readingHours: true,
      readingDate: true,
      yearlyKm: true,
      yearlyHours: true,
      components: true,
    },
  })
  const { services, withoutHistory } = dueServices(docs as unknown as ReminderEntry[], today, leadDays)
  const ids = [...new Set(services.flatMap((s) => (s.productId != null ? [s.productId] : [])))]
  const products = await shownProductsById(ctx.tenant.id, ctx.locale, ids)
  return {
    today,
    leadDays,
    withoutHistory,
    services: services.map((service) => ({
      ...service,
      productName: service.productId != null ? (products.get(service.productId)?.name ?? null) : null,
    })),
  }
}
