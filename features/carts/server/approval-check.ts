import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Account, Order } from '@/cms/payload-types'
import { companyRoleOf } from '@/features/accounts/company-roles'
import { customerIdOf } from '@/features/accounts/server/customer'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { notifyAccount } from '@/features/notification-centre/server/notify'
import { swissMonth } from '@/lib/dates'
import { systemData } from '@/lib/data/system'
import { formatPrice } from '@/lib/money'
import { relationId } from '@/lib/relation-ids'

import type { ApprovalPreview } from '../checkout-schemas'
import type { ApprovalReason } from '../constants'
import { sendApprovalMail } from './approval-mail'
import type { CartContext } from './cart'

/**
 * The checkout's side of company buying: whether a buyer's order goes beyond
 * its order limit or monthly budget, and what happens at the submit when it
 * does (the order awaits approval; the company's administrators are told).
 * The decisions themselves are the company slice's
 * (features/company/server/approvals.ts).
 */

type Ctx = Pick<CartContext, 'tenant' | 'account' | 'locale' | 't'>

/** The states of an order that went out: counted in a buyer's monthly budget. */
const PLACED: Order['status'][] = ['open', 'inProcess', 'shipped', 'completed']

/** The people behind an order: the shop login it belongs to (the buyer) and, when an employee placed it, that employee. */
export type OrderOwner = { account: number | null; contact: number | null }

/** Whose order the caller places: its own login, or — acting for a contact — that contact's login (null when the contact has none). */
export async function orderOwnerOf(ctx: Pick<Ctx, 'account'>, req?: PayloadRequest): Promise<OrderOwner> {
  const onBehalf = ctx.account.onBehalf
  if (!onBehalf) return { account: ctx.account.id, contact: null }
  // The checkout's own reads (the contact's login is not in the employee's scope).
  const contact = await systemData('approvals: the login of the contact ordered for', req?.payload).findByID({
    collection: 'contacts',
    id: onBehalf.contact,
    depth: 0,
    disableErrors: true,
    select: { account: true },
    ...(req ? { req } : {}),
  })
  return { account: relationId(contact?.account) ?? null, contact: onBehalf.contact }
}

/**
 * What a buyer's placed orders of the current calendar month (Swiss time) add
 * up to, net, in cents: open, in process, shipped and completed orders — an
 * approved order counts from its approval on; orders awaiting approval,
 * rejected and cancelled ones do not.
 */
export async function spentThisMonth(
  tenant: number | string,
  customer: number,
  buyer: number,
  now = new Date(),
  req?: PayloadRequest,
): Promise<number> {
  const { start, end } = swissMonth(now)
  const { docs } = await systemData('approvals: the budget used this month', req?.payload).find({
    collection: 'orders',
    where: {
      and: [
        { tenant: { equals: tenant } },
        { customer: { equals: customer } },
        { account: { equals: buyer } },
        { status: { in: PLACED } },
        { orderedAt: { greater_than_equal: start.toISOString() } },
        { orderedAt: { less_than: end.toISOString() } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { totalCents: true },
    ...(req ? { req } : {}),
  })
  return docs.reduce((sum, order) => sum + (order.totalCents ?? 0), 0)
}

/**
 * Whether an order of `netCents` by the caller needs an administrator's
 * approval: only buyers have limits. Above the order limit (not at it), or
 * beyond the monthly budget with what the buyer already placed this month.
 * Null when the caller has no limits at all.
 */
export async function approvalNeed(
  ctx: Pick<Ctx, 'tenant' | 'account'>,
  netCents: number,
  owner: OrderOwner,
  req?: PayloadRequest,
  now = new Date(),
): Promise<ApprovalPreview | null> {
  if (companyRoleOf(ctx.account) !== 'buyer') return null
  const limitCents = ctx.account.orderLimitCents ?? null
  const budgetCents = ctx.account.monthlyBudgetCents ?? null
  if (limitCents == null && budgetCents == null) return null
  const customer = customerIdOf(ctx.account)
  const spentCents =
    budgetCents != null && owner.account != null && customer != null
      ? await spentThisMonth(ctx.tenant.id, customer, owner.account, now, req)
      : 0
  const reasons: ApprovalReason[] = []
  if (limitCents != null && netCents > limitCents) reasons.push('limit')
  if (budgetCents != null && spentCents + netCents > budgetCents) reasons.push('budget')
  return { required: reasons.length > 0, reasons, limitCents, budgetCents, spentCents }
}

/** The active administrators of a customer company (who are notified of orders awaiting approval). */
async function administratorsOf(
  tenant: number | string,
  customer: number,
  req?: PayloadRequest,
): Promise<Pick<Account, 'id' | 'email' | 'firstName' | 'lastName'>[]> {
  const { docs } = await systemData('approvals: the company’s administrators', req?.payload).find({
    collection: 'accounts',
    where: {
      and: [
        { tenant: { equals: tenant } },
        { customer: { equals: customer } },
        { type: { equals: 'customer' } },
        { companyRole: { equals: 'administrator' } },
        { deactivatedAt: { exists: false } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { email: true, firstName: true, lastName: true },
    ...(req ? { req } : {}),
  })
  return docs
}

/** The approval fields of a new order that needs one. */
export function approvalFields(preview: ApprovalPreview, netCents: number, now: Date) {
  return {
    requestedAt: now.toISOString(),
    reasons: preview.reasons,
    submittedTotalCents: netCents,
    limitCents: preview.limitCents,
    budgetCents: preview.budgetCents,
    spentCents: preview.spentCents,
  }
}

/**
 * Tells the company's administrators that an order awaits their approval:
 * a notification each, inside the checkout's transaction (`req`).
 */
export async function notifyApprovalRequested(
  input: {
    tenant: number | string
    customer: number
    orderNumber: string
    buyer: string
    netCents: number
    locale: string
  },
  req: PayloadRequest,
): Promise<Pick<Account, 'id' | 'email' | 'firstName' | 'lastName'>[]> {
  const admins = await administratorsOf(input.tenant, input.customer, req)
  for (const admin of admins)
    await notifyAccount(
      {
        account: admin.id,
        kind: 'approvalRequested',
        orderNumber: input.orderNumber,
        buyer: input.buyer,
        total: formatPrice(input.netCents),
        link: approvalUrl(input.locale, input.orderNumber),
      },
      { req },
    )
  return admins
}

/** Mails the administrators after the order is stored (a mail cannot be taken back with a transaction). */
export async function mailApprovalRequested(
  admins: Pick<Account, 'email' | 'firstName'>[],
  input: {
    tenant: number | string
    orderNumber: string
    buyer: string
    netCents: number
    locale: string
    origin: string
  },
): Promise<void> {
  for (const admin of admins) {
    if (!admin.email) continue
    await sendApprovalMail({
      to: admin.email,
      name: admin.firstName ?? '',
      tenant: input.tenant,
      locale: input.locale,
      orderNumber: input.orderNumber,
      buyer: input.buyer,
      total: formatPrice(input.netCents),
      link: `${input.origin}${approvalUrl(input.locale, input.orderNumber)}`,
    })
  }
}

/** Where an approval is decided: the approvals page with the order opened. */
export const approvalUrl = (locale: string, orderNumber: string) =>
  `/${locale}${ACCOUNT_PATHS.approvals}?bestellung=${encodeURIComponent(orderNumber)}`
