import 'server-only'

import type { Payload } from 'payload'

import type { Account, Cart, OrderSchedule } from '@/cms/payload-types'
import { mayOrderAs } from '@/features/accounts/company-roles'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerIdOf } from '@/features/accounts/server/customer'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import type { B2BCartData } from '@/features/carts/checkout-schemas'
import type { CartContext } from '@/features/carts/server/cart'
import { b2bCheckoutData, orderProblem } from '@/features/carts/server/checkout'
import { getRoutingTable } from '@/features/tenancy/server/tenants'
import { dataScope, shopData } from '@/lib/data'
import { systemData } from '@/lib/data/system'
import { getApiTranslator } from '@/lib/i18n/translator'
import { relationId } from '@/lib/relation-ids'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import type { ScheduleReason } from '../constants'
import { reasonText } from '../reasons'
import { scheduleCart } from './schedules'

/** The buyer a schedule orders for, as the checkout knows a caller, and its login as stored. */
export type Buyer = { ctx: CartContext; account: Account }

/**
 * What a due date comes to, decided before the run's transaction (the
 * checkout reads the catalog and addresses before its lock too):
 * place the priced lines, skip this date with a reason, or pause the
 * schedule (its buyer can no longer order).
 */
export type Verdict =
  | { kind: 'place'; buyer: Buyer; data: B2BCartData; cart: Cart }
  | { kind: 'skip'; buyer: Buyer; reason: string }
  | { kind: 'pause'; buyer: Buyer | null; account: Account | null; reason: string }

const reason = (code: ScheduleReason, details: readonly string[] | string = '') => reasonText(code, details)

/** The schedule's tenant as the request code knows it (its routing facts), or null when it is gone. */
async function tenantOf(id: number | null): Promise<TenantRoute | null> {
  if (id == null) return null
  return (await getRoutingTable()).find((tenant) => String(tenant.id) === String(id)) ?? null
}

/**
 * The buyer's context, as if it had signed in: the schedule's login on its
 * tenant, in the tenant's language (the shop keeps no language per account),
 * with its price viewer (its customer's prices, retailer mode). Null when the
 * login is gone, deactivated, no shop user any more or moved to another
 * customer — the schedule then pauses.
 */
export async function buyerOf(
  schedule: OrderSchedule,
  payload?: Payload,
): Promise<{ buyer: Buyer | null; account: Account | null }> {
  // The scheduler works for no request: it reads the buyer's login itself.
  const account = (await systemData('repeat orders: the buyer a schedule orders for', payload).findByID({
    collection: 'accounts',
    id: relationId(schedule.account) ?? 0,
    depth: 0,
    disableErrors: true,
  })) as Account | null
  const tenant = await tenantOf(relationId(schedule.tenant))
  if (
    !account ||
    !tenant ||
    account.type !== 'customer' ||
    account.deactivatedAt ||
    !account.isActiveEcommerceShopUser ||
    customerIdOf(account) !== relationId(schedule.customer) ||
    String(relationId(account.tenant)) !== String(tenant.id)
  )
    return { buyer: null, account }
  const authenticated: AuthenticatedAccount = { ...account, collection: 'accounts', onBehalf: null }
  const locale = tenant.defaultLocale
  return {
    account,
    buyer: {
      account,
      ctx: {
        tenant,
        locale,
        t: await getApiTranslator(locale),
        account: authenticated,
        viewer: await priceViewerOf(authenticated),
      },
    },
  }
}

/** Whether the schedule's stored addresses still exist as the buyer's customer's. */
async function missingAddress(buyer: Buyer, schedule: OrderSchedule): Promise<'shipTo' | 'billTo' | null> {
  const ids = { shipTo: relationId(schedule.checkout?.shipTo), billTo: relationId(schedule.checkout?.billTo) }
  const wanted = [ids.shipTo, ids.billTo].filter((id): id is number => id != null)
  const { docs } = wanted.length
    ? await shopData(dataScope(buyer.ctx.tenant.id, buyer.account)).find({
        collection: 'addresses',
        where: { id: { in: wanted } },
        depth: 0,
        pagination: false,
        select: { type: true },
      })
    : { docs: [] }
  const found = new Map(docs.map((doc) => [doc.id, doc.type]))
  if (ids.shipTo == null || found.get(ids.shipTo) !== 'SHIP_TO') return 'shipTo'
  if (ids.billTo == null || found.get(ids.billTo) !== 'BILL_TO') return 'billTo'
  return null
}

/**
 * Decides a due date by the checkout's own rules: the buyer must still be
 * able to order (else pause), the addresses must still be its customer's,
 * and the lines priced as the checkout prices them today (b2bCheckoutData:
 * prices of the day, retailer mode, orderability) must pass orderProblem —
 * else the date is skipped with the reason.
 */
export async function verdictOf(schedule: OrderSchedule, payload?: Payload): Promise<Verdict> {
  const { buyer, account } = await buyerOf(schedule, payload)
  if (!buyer) return { kind: 'pause', buyer: null, account, reason: reason('accountInactive') }
  if (!mayOrderAs(buyer.account)) return { kind: 'pause', buyer, account, reason: reason('mayNotOrder') }
  const address = await missingAddress(buyer, schedule)
  if (address) return { kind: 'skip', buyer, reason: reason('addressMissing', address) }
  const cart = scheduleCart(schedule)
  const data = await b2bCheckoutData(buyer.ctx, cart)
  const problem = orderProblem(data)
  if (problem) {
    const [code] = problem
    if (code === 'retailerMode') return { kind: 'skip', buyer, reason: reason('retailerMode') }
    if (code === 'shipToMissing') return { kind: 'skip', buyer, reason: reason('addressMissing', 'shipTo') }
    if (code === 'billToMissing') return { kind: 'skip', buyer, reason: reason('addressMissing', 'billTo') }
    if (code === 'cartEmpty') return { kind: 'skip', buyer, reason: reason('noLines') }
    const articles = data.entriesNotOrderable.length
      ? data.entriesNotOrderable.map((entry) => entry.articleNumber)
      : data.entries.filter((entry) => !entry.price).map((entry) => entry.articleNumber)
    return { kind: 'skip', buyer, reason: reason('notOrderable', articles) }
  }
  return { kind: 'place', buyer, data, cart }
}
