import 'server-only'

import { randomInt } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import type { Cart, Order } from '@/cms/payload-types'
import { customerAddresses } from '@/features/addresses/server/addresses'
import { customerIdOf } from '@/features/accounts/server/customer'
import { seesPrices } from '@/features/catalog/pricing'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import { notifyAccount } from '@/features/notification-centre/server/notify'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { languageOf } from '@/lib/i18n/locales'
import { dataScope, shopData, visitorData } from '@/lib/data'
import { systemData } from '@/lib/data/system'
import { relationId } from '@/lib/relation-ids'
import { ConflictError, RouteError, ValidationError } from '@/lib/api/errors'
import type { VatSummary } from '@/lib/vat'
import { orderVat } from '../order-vat'

import type { B2BCartData, B2BCartDataParams, CheckoutAddress, CommitResult } from '../checkout-schemas'
import type { B2BCart } from '../schemas'
import { CHECKOUT_CONFIRMATION_PATH, type AddressType } from '../constants'
import {
  approvalFields,
  approvalNeed,
  mailApprovalRequested,
  notifyApprovalRequested,
  orderOwnerOf,
} from './approval-check'
import {
  assertMayOrder,
  b2bCartData,
  changeCart,
  linesOf,
  ownerKeyOf,
  readCart,
  type CartContext,
} from './cart'
import { deliveryDateProblem } from '@/features/availability/estimate'
import {
  checkoutDeliveryOptions,
  deliveryDateConflict,
  deliveryDateInvalid,
} from '@/features/availability/server/availability'
import { claimQuotes } from './quoted-lines'
import { confirmPlacedOrder } from '@/features/order-documents/server/generate'

/** Where the checkout fetches the terms and conditions (handed to the client as checkoutConfig.agbContentLink). */
export const AGB_CONTENT_PATH = '/api/b2bcart-data/terms'

/** The chosen address of a type: the one stored on the cart while it still exists, else the preferred (or first) one. */
function chosen(
  addresses: CheckoutAddress[],
  stored: number | null,
  byId: Map<number, string>,
): CheckoutAddress | null {
  const partnerId = stored != null ? byId.get(stored) : undefined
  return addresses.find((address) => address.partnerId === partnerId) ?? addresses[0] ?? null
}

async function addressIds(
  ctx: Pick<CartContext, 'tenant' | 'account'>,
  type: AddressType,
  partnerId: string,
): Promise<number | null> {
  const customer = customerIdOf(ctx.account)
  if (customer == null) return null
  const { docs } = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'addresses',
    where: {
      and: [
        { tenant: { equals: ctx.tenant.id } },
        { customer: { equals: customer } },
        { type: { equals: type } },
        { partnerId: { equals: partnerId } },
      ],
    },
    limit: 1,
    depth: 0,
    select: { partnerId: true },
  })
  return docs[0]?.id ?? null
}

async function storedPartnerIds(
  ctx: Pick<CartContext, 'tenant' | 'account'>,
  cart: Cart | null,
): Promise<Map<number, string>> {
  const ids = [relationId(cart?.checkout?.shipTo), relationId(cart?.checkout?.billTo)].filter(
    (id): id is number => id != null,
  )
  if (!ids.length) return new Map()
  const { docs } = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'addresses',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    select: { partnerId: true },
  })
  return new Map(docs.map((doc) => [doc.id, doc.partnerId]))
}

/** What the delivery step offers for priced cart data: from the availability of its orderable lines, at `now`. */
const deliveryOf = (ctx: CartContext, data: B2BCart, now: Date) =>
  checkoutDeliveryOptions(
    ctx.tenant.id,
    data.entries.flatMap((entry) => (entry.availability ? [entry.availability] : [])),
    now,
  )

/**
 * The B2B cart data: the cart with checkoutConfig.agbContentLink and the delivery and invoice
 * step's addresses and choices, and the delivery dates it can offer at `now`.
 */
export async function b2bCheckoutData(
  ctx: CartContext,
  cart: Cart | null,
  now: Date = new Date(),
): Promise<B2BCartData> {
  const [data, addresses, byId, owner] = await Promise.all([
    b2bCartData(ctx, cart, now),
    customerAddresses(ctx),
    storedPartnerIds(ctx, cart),
    orderOwnerOf(ctx),
  ])
  return {
    approval: await approvalNeed(ctx, data.vat.netCents, owner),
    ...data,
    checkoutConfig: { agbContentLink: AGB_CONTENT_PATH },
    shipToAddresses: addresses.SHIP_TO,
    billToAddresses: addresses.BILL_TO,
    shipTo: chosen(addresses.SHIP_TO, relationId(cart?.checkout?.shipTo) ?? null, byId)?.partnerId ?? null,
    billTo: chosen(addresses.BILL_TO, relationId(cart?.checkout?.billTo) ?? null, byId)?.partnerId ?? null,
    purchaseOrderNumber: cart?.checkout?.purchaseOrderNumber ?? '',
    costCentre: cart?.checkout?.costCentre ?? '',
    remark: cart?.checkout?.remark ?? '',
    requestedDeliveryDate: cart?.checkout?.requestedDeliveryDate || null,
    partialDelivery: cart?.checkout?.partialDelivery ?? true,
    delivery: await deliveryOf(ctx, data, now),
  }
}

const addressMissing = (ctx: CartContext, parameter: 'shipTo' | 'billTo') =>
  new ValidationError([
    {
      type: 'error',
      message: ctx.t(`carts.checkout.api.${parameter}Missing`),
      meta: { fields: [parameter] },
    },
  ])

/** POST /api/b2bcart-data: stores the step's choices (only the fields sent); an address must be one of the customer's of that type. Answers the cart data. */
export async function updateCheckout(ctx: CartContext, params: B2BCartDataParams, now: Date = new Date()) {
  // A viewer never orders (403 before anything is read or checked; changeCart refuses it too).
  assertMayOrder(ctx)
  // A requested delivery date must be one the delivery step offers now (with the partial-delivery choice it comes with).
  if (params.requestedDeliveryDate !== undefined || params.partialDelivery !== undefined) {
    const stored = await readCart(ctx, 'b2b')
    const requested =
      params.requestedDeliveryDate !== undefined
        ? params.requestedDeliveryDate
        : stored?.checkout?.requestedDeliveryDate || null
    if (requested) {
      const partial = params.partialDelivery ?? stored?.checkout?.partialDelivery ?? true
      const delivery = await deliveryOf(ctx, await b2bCartData(ctx, stored, now), now)
      const problem = deliveryDateProblem(requested, delivery, partial)
      if (problem) throw deliveryDateInvalid(ctx.t, problem, requested, delivery, partial)
    }
  }
  const shipTo = params.shipTo != null ? await addressIds(ctx, 'SHIP_TO', params.shipTo) : undefined
  if (shipTo === null) throw addressMissing(ctx, 'shipTo')
  const billTo = params.billTo != null ? await addressIds(ctx, 'BILL_TO', params.billTo) : undefined
  if (billTo === null) throw addressMissing(ctx, 'billTo')
  const outcome = await changeCart(ctx, 'b2b', (cart) => {
    const current = cart.checkout ?? {}
    return {
      data: {
        checkout: {
          shipTo: shipTo ?? relationId(current.shipTo) ?? null,
          billTo: billTo ?? relationId(current.billTo) ?? null,
          purchaseOrderNumber: params.purchaseOrderNumber ?? current.purchaseOrderNumber ?? null,
          costCentre: params.costCentre ?? current.costCentre ?? null,
          remark: params.remark ?? current.remark ?? null,
          requestedDeliveryDate:
            params.requestedDeliveryDate !== undefined
              ? params.requestedDeliveryDate
              : (current.requestedDeliveryDate ?? null),
          partialDelivery: params.partialDelivery ?? current.partialDelivery ?? true,
        },
      },
    }
  })
  if ('refused' in outcome) throw new Error('A checkout change was refused.')
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'cart.checkout', { ...params })
  return b2bCheckoutData(ctx, outcome.cart)
}

/** What an order is made of (lines as the customer set them, the step's choices): equal before and under the lock, or the cart changed in between. */
const fingerprint = (cart: Cart | null) =>
  JSON.stringify([
    linesOf(cart).map((line) => [
      line.itemKey,
      line.articleNumber,
      line.count,
      line.itemRefText ?? null,
      line.manualPriceCents ?? null,
      line.quote ?? null,
    ]),
    cart?.showItemRefTexts ?? false,
    cart?.showManualPricing ?? false,
    cart?.checkout
      ? [
          relationId(cart.checkout.shipTo) ?? null,
          relationId(cart.checkout.billTo) ?? null,
          cart.checkout.purchaseOrderNumber ?? null,
          cart.checkout.costCentre ?? null,
          cart.checkout.remark ?? null,
          cart.checkout.requestedDeliveryDate ?? null,
          cart.checkout.partialDelivery ?? true,
        ]
      : null,
  ])

/** Letters and digits that cannot be mistaken for each other, for order numbers. */
const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** A web order number: W, the date (YYMMDD) and five characters, e.g. W261124-7KQ2M. */
export function newOrderNumber(now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '')
  let suffix = ''
  for (let i = 0; i < 5; i++) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)]
  return `W${date}-${suffix}`
}

/** Where an order's confirmation is shown. */
export const confirmationUrl = (locale: string, orderNumber: string) =>
  `/${locale}${CHECKOUT_CONFIRMATION_PATH}?bestellung=${encodeURIComponent(orderNumber)}`

async function orderBySubmission(
  key: string,
  req?: PayloadRequest,
): Promise<Pick<Order, 'orderNumber' | 'status'> | null> {
  // The checkout's own idempotency check inside its locked transaction.
  const { docs } = await systemData('checkout: finding a submitted order').find({
    collection: 'orders',
    where: { submissionKey: { equals: key } },
    limit: 1,
    depth: 0,
    select: { orderNumber: true, status: true },
    ...(req ? { req } : {}),
  })
  return docs[0] ?? null
}

export type CommitProblem =
  | 'retailerMode'
  | 'cartEmpty'
  | 'notOrderable'
  | 'shipToMissing'
  | 'billToMissing'
  | 'cartChanged'
  | 'quoteEnded'

/** What must hold for priced cart data to become an order (not in retailer mode, lines there and all orderable, both addresses chosen), or the problem and its fields. */
export function orderProblem(data: B2BCartData): [CommitProblem, string[]] | null {
  // Retailer mode shows retail prices and blocks ordering (the checkout's submit, a repeat order).
  if (data.retailerMode) return ['retailerMode', []]
  if (data.entriesNotOrderable.length)
    return ['notOrderable', data.entriesNotOrderable.map((entry) => entry.itemKey)]
  if (!data.entries.length) return ['cartEmpty', []]
  if (data.entries.some((entry) => !entry.price)) return ['notOrderable', []]
  // A quoted price that no longer holds: the customer sees the list price (and confirms the change) before ordering.
  const ended = data.entries.filter((entry) => entry.quote && !entry.quote.applies)
  if (ended.length) return ['quoteEnded', ended.map((entry) => entry.itemKey)]
  if (!data.shipToAddresses.some((address) => address.partnerId === data.shipTo))
    return ['shipToMissing', ['shipTo']]
  if (!data.billToAddresses.some((address) => address.partnerId === data.billTo))
    return ['billToMissing', ['billTo']]
  return null
}

/** An order written by writeOrder, and the administrators to mail when it awaits approval. */
export type WrittenOrder = {
  id: number
  orderNumber: string
  totalCents: number
  status: Order['status']
  admins: Awaited<ReturnType<typeof notifyApprovalRequested>>
}

/**
 * Writes the order of priced cart data (b2bCheckoutData of a cart: the buyer's own under its
 * lock, or the lines of a repeat order) in `req`'s transaction, with the buyer's approval rules
 * counted inside it: the order, the owner's "order confirmed" notification, or the
 * administrators' approval requests. The caller checked orderProblem first. Null when the
 * account orders for no customer.
 */
export async function writeOrder(
  ctx: CartContext,
  data: B2BCartData,
  cart: Pick<Cart, 'entries'>,
  options: {
    submissionKey: string | null
    schedule?: number | null
    now?: Date
    /** false: the caller tells the owner itself (a repeat order's own notification), no "order confirmed". */
    confirm?: boolean
  },
  req: PayloadRequest,
): Promise<WrittenOrder | null> {
  const key = options.submissionKey
  const shipTo = data.shipToAddresses.find((address) => address.partnerId === data.shipTo)!
  const billTo = data.billToAddresses.find((address) => address.partnerId === data.billTo)!
  const customer = customerIdOf(ctx.account)
  if (customer == null) return null

  // The checkout's own locked writes (orders are created by the server only): system work inside the cart's transaction.
  const system = systemData('checkout: placing the order', req.payload)
  const onBehalf = ctx.account.onBehalf
  const contact = onBehalf
    ? await system.findByID({
        collection: 'contacts',
        id: onBehalf.contact,
        depth: 0,
        disableErrors: true,
        select: { account: true },
        req,
      })
    : null
  // The order belongs to the customer's account: the signed-in customer, or the login of the contact an employee orders for.
  const owner = onBehalf ? (relationId(contact?.account) ?? null) : ctx.account.id
  const now = options.now ?? new Date()
  const orderNumber = newOrderNumber(now)
  // The quotes whose prices the order takes hold still (checked again under this transaction) and are ordered now.
  const quote = await claimQuotes(ctx, data.entries, linesOf(cart), orderNumber, now, req)
  // A buyer's order above its limit or beyond its month's budget awaits an administrator
  // (counted inside the cart's lock: the buyer's orders of the month as committed now).
  const need = await approvalNeed(
    ctx,
    data.vat.netCents,
    { account: owner, contact: onBehalf?.contact ?? null },
    req,
    now,
  )
  const status = need?.required ? 'awaitingApproval' : 'open'
  const order = await system.create({
    collection: 'orders',
    data: {
      tenant: Number(ctx.tenant.id),
      orderNumber,
      orderedAt: now.toISOString(),
      status,
      ...(need?.required ? { approval: approvalFields(need, data.vat.netCents, now) } : {}),
      customer,
      account: owner,
      contact: onBehalf?.contact ?? null,
      placedBy: onBehalf ? ctx.account.id : null,
      submissionKey: key,
      schedule: options.schedule ?? null,
      quote,
      purchaseOrderNumber: data.purchaseOrderNumber || null,
      costCentre: data.costCentre || null,
      remark: data.remark || null,
      requestedDeliveryDate: data.requestedDeliveryDate,
      partialDelivery: data.partialDelivery,
      // The terms accepted with the order, as printed on its confirmation.
      termsVersion: (await checkoutSettings(ctx.tenant.id, ctx.locale))?.terms?.version || null,
      shipTo: copyAddress(shipTo),
      billTo: copyAddress(billTo),
      lines: data.entries.map((entry) => {
        const line = linesOf(cart).find((stored) => stored.itemKey === entry.itemKey)!
        return {
          product: line.product,
          articleNumber: entry.articleNumber,
          quantity: entry.count,
          unitPriceCents: entry.price!.unitPriceCents,
          itemRefText: entry.itemRefText || null,
          manualPrice: entry.price!.priceType === 'manual',
          quotedPrice: entry.price!.priceType === 'quoted',
          vatRate: entry.price!.vatRate,
        }
      }),
      totalCents: data.vat.netCents,
      vatCents: data.vat.vatCents,
      grossTotalCents: data.vat.grossCents,
      vatBreakdown: data.vat.rates,
    },
    depth: 0,
    req,
  })
  if (owner != null && status === 'open' && options.confirm !== false)
    await notifyAccount(
      {
        account: owner,
        kind: 'orderConfirmed',
        orderNumber,
        link: confirmationUrl(ctx.locale, orderNumber),
      },
      { req },
    )
  const admins =
    status === 'awaitingApproval'
      ? await notifyApprovalRequested(
          {
            tenant: ctx.tenant.id,
            customer,
            orderNumber,
            buyer: await buyerName(ctx, owner, req),
            netCents: data.vat.netCents,
            locale: ctx.locale,
          },
          req,
        )
      : []
  return { id: order.id, orderNumber, totalCents: data.totalCents, status, admins }
}

const conflict = (ctx: CartContext, key: CommitProblem, fields: string[] = []) =>
  new ConflictError([{ type: 'error', message: ctx.t(`carts.checkout.api.${key}`), meta: { fields } }])

const copyAddress = (address: CheckoutAddress | null) =>
  address
    ? {
        partnerId: address.partnerId,
        companyName: address.companyName.join('\n'),
        street: address.street,
        postalCode: address.postalCode,
        city: address.city,
        country: address.country,
      }
    : {}

/**
 * POST /api/b2bcart-data/commit — the submit of the B2B cart.
 * Transactional and idempotent: under the cart's lock it first looks
 * for an order of this submission key (a double click or a retry after a
 * timeout answers that order again), then checks what must hold — not in
 * retailer mode (it blocks orders), lines there and all orderable, both addresses
 * chosen — and writes the order, the account's "order confirmed"
 * notification and the emptied cart in one transaction: either all of it
 * happens or nothing.
 */
export async function commitCheckout(ctx: CartContext, submissionKey: string, origin: string) {
  if (seesPrices(ctx.viewer) && ctx.viewer.retailerMode) throw conflict(ctx, 'retailerMode')
  const key = `${ownerKeyOf(ctx, 'b2b')}:${submissionKey}`
  const answer = (orderNumber: string, count: number, status: Order['status']): CommitResult => ({
    orderNumber,
    confirmationUrl: confirmationUrl(ctx.locale, orderNumber),
    count,
    awaitingApproval: status === 'awaitingApproval',
  })
  const earlier = await orderBySubmission(key)
  if (earlier) return answer(earlier.orderNumber, linesOf(await readCart(ctx, 'b2b')).length, earlier.status)
  // Everything the order needs is read before the cart's lock (inside it, a change reads only
  // through its own transaction); under the lock the cart must still be the one read here.
  const before = await readCart(ctx, 'b2b')
  const data = await b2bCheckoutData(ctx, before)
  const seen = fingerprint(before)
  const problem = orderProblem(data)
  // The requested delivery date once more: stock, restock dates or the day itself may have moved since it was chosen.
  const dateProblem = deliveryDateProblem(data.requestedDeliveryDate, data.delivery, data.partialDelivery)
  const dateRefusal =
    dateProblem && data.requestedDeliveryDate
      ? deliveryDateConflict(
          ctx.t,
          dateProblem,
          data.requestedDeliveryDate,
          data.delivery,
          data.partialDelivery,
        )
      : null

  let placed: WrittenOrder | null = null
  const outcome = await changeCart<RouteError | CommitResult>(ctx, 'b2b', async (cart, req) => {
    // A double click or a retry finds the order the first one made (it held the lock first).
    const again = await orderBySubmission(key, req)
    if (again) return { refused: answer(again.orderNumber, linesOf(cart).length, again.status) }
    if (problem) return { refused: conflict(ctx, problem[0], problem[1]) }
    if (dateRefusal) return { refused: dateRefusal }
    if (fingerprint(cart) !== seen) return { refused: conflict(ctx, 'cartChanged') }
    const written = await writeOrder(ctx, data, cart, { submissionKey: key }, req)
    if (!written) return { refused: conflict(ctx, 'cartEmpty') }
    placed = written
    // The cart empties; the addresses stay chosen for the next order, the order's own texts do not.
    return {
      data: {
        entries: [],
        checkout: {
          shipTo: relationId(cart.checkout?.shipTo) ?? null,
          billTo: relationId(cart.checkout?.billTo) ?? null,
          purchaseOrderNumber: null,
          costCentre: null,
          remark: null,
          // The date was this order's; whether lines may come apart stays the buyer's choice.
          requestedDeliveryDate: null,
          partialDelivery: cart.checkout?.partialDelivery ?? true,
        },
      },
    }
  })
  // A refusal is an error, or the answer of the order an earlier submission placed.
  if ('refused' in outcome) {
    if (outcome.refused instanceof RouteError) throw outcome.refused
    return outcome.refused
  }
  const order = placed as WrittenOrder | null
  if (!order) throw new Error('The checkout committed without an order.')
  const { admins, id: orderId, ...submitted } = order
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'order.submit', submitted)
  // The confirmation PDF, once the order is committed: a failure is logged and never loses the order (it is written on first download).
  if (order.status === 'open') await confirmPlacedOrder(orderId, ctx.locale)
  if (admins.length)
    await mailApprovalRequested(admins, {
      tenant: ctx.tenant.id,
      orderNumber: order.orderNumber,
      buyer: await buyerName(ctx, relationId(ctx.account.onBehalf ? null : ctx.account.id)),
      netCents: order.totalCents,
      locale: ctx.locale,
      origin,
    })
  return answer(order.orderNumber, 0, order.status)
}

/** The buyer's name for the administrators: the order's login, or the signed-in account (an employee for a contact without a login). */
async function buyerName(ctx: CartContext, owner: number | null, req?: PayloadRequest): Promise<string> {
  if (owner == null || owner === ctx.account.id)
    return `${ctx.account.firstName} ${ctx.account.lastName}`.trim()
  const account = await systemData('checkout: the buyer’s name', req?.payload).findByID({
    collection: 'accounts',
    id: owner,
    depth: 0,
    disableErrors: true,
    select: { firstName: true, lastName: true },
    ...(req ? { req } : {}),
  })
  return account ? `${account.firstName} ${account.lastName}`.trim() : ''
}

/** The tenant's checkout settings in a language (German where a text is missing), cached until editors change them. */
export function checkoutSettings(tenantId: number | string, locale: string) {
  const language = languageOf(locale)
  return cached(
    () => readCheckoutSettings(tenantId, language),
    ['checkout:settings', String(tenantId), language],
    [cacheTags.checkout(tenantId)],
  )()
}

async function readCheckoutSettings(tenantId: number | string, language: string) {
  const { docs } = await visitorData(tenantId).find({
    collection: 'checkout-settings',
    where: { tenant: { equals: tenantId } },
    limit: 1,
    depth: 1,
    locale: language as 'de',
    fallbackLocale: 'de',
  })
  return docs[0] ?? null
}

/** What the confirmation page shows of an order. */
export type PlacedOrder = Pick<
  Order,
  'orderNumber' | 'orderedAt' | 'status' | 'totalCents' | 'purchaseOrderNumber' | 'costCentre'
> & { lineCount: number; vat: VatSummary; requestedDeliveryDate: string | null; partialDelivery: boolean }

/** An order of the caller's customer on this tenant by its number, or null (another customer's order is never found). */
export async function placedOrder(
  ctx: Pick<CartContext, 'tenant' | 'account'>,
  orderNumber: string,
): Promise<PlacedOrder | null> {
  const customer = customerIdOf(ctx.account)
  if (customer == null || !orderNumber || orderNumber.length > 40) return null
  const { docs } = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'orders',
    where: {
      and: [
        { tenant: { equals: ctx.tenant.id } },
        { customer: { equals: customer } },
        { orderNumber: { equals: orderNumber } },
      ],
    },
    limit: 1,
    depth: 0,
    select: {
      orderNumber: true,
      orderedAt: true,
      status: true,
      totalCents: true,
      vatCents: true,
      grossTotalCents: true,
      vatBreakdown: true,
      purchaseOrderNumber: true,
      costCentre: true,
      requestedDeliveryDate: true,
      partialDelivery: true,
      lines: true,
    },
  })
  const order = docs[0] as Order | undefined
  return order
    ? {
        orderNumber: order.orderNumber,
        orderedAt: order.orderedAt,
        status: order.status,
        totalCents: order.totalCents,
        purchaseOrderNumber: order.purchaseOrderNumber ?? null,
        costCentre: order.costCentre ?? null,
        lineCount: order.lines.length,
        vat: orderVat(order),
        requestedDeliveryDate: order.requestedDeliveryDate || null,
        partialDelivery: order.partialDelivery ?? true,
      }
    : null
}
