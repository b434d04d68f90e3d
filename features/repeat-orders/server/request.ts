import 'server-only'

import type { z } from 'zod'

import type { Account } from '@/cms/payload-types'
import { companyRoleOf, mayOrderAs } from '@/features/accounts/company-roles'
import { customerIdOf } from '@/features/accounts/server/customer'
import { orderOwnerOf } from '@/features/carts/server/approval-check'
import type { CartContext } from '@/features/carts/server/cart'
import { b2bCartContext } from '@/features/carts/server/request'
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/api/errors'
import type { RouteBase } from '@/lib/api/route'
import { dataScope, shopData, type DataApi, type DataScope } from '@/lib/data'

import {
  SCHEDULE_FIELDS,
  scheduleProblems,
  ZScheduleId,
  type ScheduleField,
  type ScheduleProblem,
} from '../schemas'
import {
  COST_CENTRE_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
} from '@/features/carts/constants'
import { SCHEDULE_NAME_MAX_LENGTH } from '../constants'

/** A repeat-order call: the B2B cart's caller (an active shop user of a business customer). */
export type RepeatOrderContext = CartContext

/**
 * The caller of every repeat-order endpoint (the `auth` of defineRoute): the
 * B2B cart's rules — signed in (401), an active shop user ordering for a
 * business customer (403) — and never a viewer (403): a schedule orders.
 */
export async function repeatOrderContext(base: Pick<RouteBase, 'request'>): Promise<RepeatOrderContext> {
  const ctx = await b2bCartContext(base)
  if (!mayOrderAs(ctx.account)) throw new ForbiddenError(ctx.t('repeatOrders.api.viewer'))
  return ctx
}

/**
 * Whose schedules the caller works with: its own login — or, for an employee
 * acting for a contact, the contact's login (a schedule orders as that buyer,
 * with its role and limits) — and the data scope of that login on the
 * caller's tenant and customer, so the scope rule 'order-schedules' narrows
 * reads (an administrator's company, a buyer's own) and writes (the owner's)
 * exactly as for the buyer itself. Both come from the session, never from
 * input. Null when the contact has no login.
 */
export type ScheduleOwner = { account: number; scope: DataScope; db: DataApi }

export async function scheduleOwnerOf(
  ctx: Pick<CartContext, 'tenant' | 'account'>,
): Promise<ScheduleOwner | null> {
  if (!ctx.account.onBehalf) {
    const scope = dataScope(ctx.tenant.id, ctx.account)
    return { account: ctx.account.id, scope, db: shopData(scope) }
  }
  const { account } = await orderOwnerOf(ctx)
  if (account == null) return null
  const scope = dataScope(ctx.tenant.id, {
    id: account,
    type: 'customer',
    customer: customerIdOf(ctx.account),
    // withOnBehalf hands the employee the contact's role.
    companyRole: companyRoleOf(ctx.account),
  })
  return { account, scope, db: shopData(scope) }
}

/** The login a schedule orders for, read under the owner's scope (null when gone). */
export async function ownerAccount(owner: ScheduleOwner): Promise<Account | null> {
  return (await owner.db.findByID({
    collection: 'accounts',
    id: owner.account,
    depth: 0,
    disableErrors: true,
  })) as Account | null
}

/** 404: no such schedule, or not the caller's to see (the answer does not tell which). */
export const scheduleMissing = (ctx: Pick<CartContext, 't'>) =>
  new NotFoundError([
    { type: 'error', message: ctx.t('repeatOrders.api.notFound'), meta: { fields: ['id'] } },
  ])

/** The schedule id of the address, or null when it is no id at all (answered as missing). */
export function scheduleIdOf(raw: string): number | null {
  const parsed = ZScheduleId.safeParse(raw)
  return parsed.success ? parsed.data : null
}

const MAX_LENGTH: Partial<Record<ScheduleField, number>> = {
  name: SCHEDULE_NAME_MAX_LENGTH,
  purchaseOrderNumber: PURCHASE_ORDER_NUMBER_MAX_LENGTH,
  costCentre: COST_CENTRE_MAX_LENGTH,
  remark: ORDER_REMARK_MAX_LENGTH,
}

const isField = (field: string): field is ScheduleField =>
  (SCHEDULE_FIELDS as readonly string[]).includes(field)

/** One problem as a sentence naming its field (repeatOrders.errors.*). */
export function problemText(t: CartContext['t'], field: string, problem: ScheduleProblem): string {
  const label = isField(field)
    ? t(`repeatOrders.fields.${field}`)
    : field === 'body'
      ? t('repeatOrders.fields.body')
      : field
  return t(`repeatOrders.errors.${problem}`, { label, max: isField(field) ? (MAX_LENGTH[field] ?? 0) : 0 })
}

/** 400 with one message per bad field, each naming it (meta.fields), in form order. */
export function badFields(
  t: CartContext['t'],
  problems: { field: string; problem: ScheduleProblem }[],
): ValidationError {
  return new ValidationError(
    problems.map(({ field, problem }) => ({
      type: 'error' as const,
      message: problemText(t, field, problem),
      meta: { fields: [field] },
    })),
  )
}

/** The route's words for a body zod refused. */
export const badScheduleInput = (ctx: Pick<CartContext, 't'>, error: z.ZodError) =>
  badFields(ctx.t, scheduleProblems(error))
