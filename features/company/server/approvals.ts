import 'server-only'

import {
  createLocalReq,
  initTransaction,
  commitTransaction,
  killTransaction,
  type PayloadRequest,
  type Where,
} from 'payload'

import type { Account, Cart, Order } from '@/cms/payload-types'
import { customerIdOf } from '@/features/accounts/server/customer'
import { CART_MAX_ENTRIES } from '@/features/carts/constants'
import { addLines, type AddedLine } from '@/features/carts/lines'
import {
  accountCartOwner,
  b2bCartData,
  changeCartOf,
  linesOf,
  newItemKey,
  type CartContext,
} from '@/features/carts/server/cart'
import {
  approvalUrl,
  orderOwnerOf,
  spentThisMonth,
  type OrderOwner,
} from '@/features/carts/server/approval-check'
import { recordAudit } from '@/features/contacts/server/audit'
import { notifyAccount } from '@/features/notification-centre/server/notify'
import { confirmPlacedOrder } from '@/features/order-documents/server/generate'
import { orderDetailPath } from '@/features/account-area/constants'
import { payloadPage, searchTerm, sortOf, tableResults } from '@/features/table-lists/server/table'
import type { TableQuery } from '@/features/table-lists/query'
import type { TableResults } from '@/features/table-lists/types'
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/api/errors'
import { dataScope, shopData } from '@/lib/data'
import { systemData } from '@/lib/data/system'
import { formatPrice } from '@/lib/money'
import { getPayload } from '@/lib/payload/get-payload'
import { runSql, sql } from '@/lib/payload/transaction-sql'
import { relationId } from '@/lib/relation-ids'

import {
  APPROVAL_STATES,
  type ApprovalDetail,
  type ApprovalEntry,
  type ApprovalState,
  type DecisionResult,
} from '../approval-schemas'
import type { ApprovalReason } from '../model'
import { isCompanyAdministrator } from './role'

type Ctx = Pick<CartContext, 'tenant' | 'account' | 'locale' | 't'>

/** A person's name as the shop shows it. */
const nameOf = (account: Pick<Account, 'firstName' | 'lastName'> | null | undefined) =>
  account ? `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim() : ''

const stateOf = (order: Pick<Order, 'status'>): ApprovalState =>
  order.status === 'awaitingApproval' ? 'pending' : order.status === 'rejected' ? 'rejected' : 'approved'

const STATE_WHERE: Record<ApprovalState, Where> = {
  pending: { status: { equals: 'awaitingApproval' } },
  rejected: { status: { equals: 'rejected' } },
  approved: { status: { not_in: ['awaitingApproval', 'rejected'] } },
}

/** The caller's company (the customer it orders for), or null. */
const companyOf = (ctx: Pick<Ctx, 'account'>) => customerIdOf(ctx.account)

/**
 * The orders of the approvals page the caller may see: an administrator all
 * of its company's that needed approval; anyone else only its own (the
 * orders it placed as a buyer).
 */
async function approvalWhere(ctx: Ctx, customer: number): Promise<Where> {
  const and: Where[] = [
    { tenant: { equals: ctx.tenant.id } },
    { customer: { equals: customer } },
    { 'approval.requestedAt': { exists: true } },
  ]
  if (!isCompanyAdministrator(ctx.account)) {
    const owner = await orderOwnerOf(ctx)
    and.push(owner.account == null ? { id: { equals: 0 } } : { account: { equals: owner.account } })
  }
  return { and }
}

const SORT = {
  orderNumber: 'orderNumber',
  requestedAt: 'approval.requestedAt',
  totalCents: 'approval.submittedTotalCents',
} as const

type ListedApproval = Pick<
  Order,
  'id' | 'orderNumber' | 'status' | 'account' | 'approval' | 'totalCents' | 'purchaseOrderNumber' | 'remark'
>

async function buyerNames(ctx: Ctx, orders: ListedApproval[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(orders.map((order) => relationId(order.account)).filter((id): id is number => id != null)),
  ]
  if (!ids.length) return new Map()
  const { docs } = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'accounts',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    select: { firstName: true, lastName: true },
  })
  return new Map(docs.map((doc) => [doc.id, nameOf(doc)]))
}

/** Whether the caller may decide an order: an administrator of its company, while it waits, and never its own. */
function mayDecide(ctx: Ctx, order: Pick<Order, 'status' | 'account'>, self: OrderOwner): boolean {
  if (order.status !== 'awaitingApproval' || !isCompanyAdministrator(ctx.account)) return false
  return !isOwnOrder(ctx, order, self)
}

/** Whether the order is the caller's own (its login's, or — acting for a contact — the contact's login's). */
const isOwnOrder = (ctx: Ctx, order: Pick<Order, 'account'>, self: OrderOwner): boolean => {
  const buyer = relationId(order.account)
  return buyer != null && (buyer === self.account || buyer === ctx.account.id)
}

function toEntry(
  ctx: Ctx,
  order: ListedApproval,
  names: Map<number, string>,
  canDecide: boolean,
): ApprovalEntry {
  const approval = order.approval ?? {}
  const state = stateOf(order)
  const reasons = (approval.reasons ?? []) as ApprovalReason[]
  return {
    orderNumber: order.orderNumber,
    requestedAt: new Date(approval.requestedAt ?? 0).toISOString(),
    buyer: names.get(relationId(order.account) ?? 0) ?? '',
    totalCents: approval.submittedTotalCents ?? order.totalCents,
    reasons,
    reasonsLabel: reasons.map((reason) => ctx.t(`approvals.reasons.${reason}`)).join(', '),
    state,
    stateLabel: ctx.t(`approvals.states.${state}`),
    decidedBy: approval.decidedByName || null,
    decidedAt: approval.decidedAt ? new Date(approval.decidedAt).toISOString() : null,
    rejectionReason: approval.rejectionReason || null,
    canDecide,
    url: approvalUrl(ctx.locale, order.orderNumber),
  }
}

const LIST_SELECT = {
  orderNumber: true,
  status: true,
  account: true,
  approval: true,
  totalCents: true,
  purchaseOrderNumber: true,
  remark: true,
} as const

/** GET /api/company/approvals (a table list): orders that needed approval — pending, approved, rejected — newest request first. */
export async function listApprovals(ctx: Ctx, query: TableQuery): Promise<TableResults<ApprovalEntry>> {
  const customer = companyOf(ctx)
  if (customer == null) throw new ForbiddenError(ctx.t('approvals.api.businessOnly'))
  const where = await approvalWhere(ctx, customer)
  const states = (query.filters.state ?? []) as ApprovalState[]
  if (states.length) (where.and as Where[]).push({ or: states.map((state) => STATE_WHERE[state]) })
  const term = searchTerm(query)
  if (term)
    (where.and as Where[]).push({
      or: [{ orderNumber: { contains: term } }, { purchaseOrderNumber: { contains: term } }],
    })
  const result = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'orders',
    where,
    sort: sortOf(query, SORT, '-approval.requestedAt'),
    ...payloadPage(query),
    depth: 0,
    select: LIST_SELECT,
  })
  const orders = result.docs as ListedApproval[]
  // Who the caller orders as, read once for the page (not once per row).
  const [names, self] = await Promise.all([buyerNames(ctx, orders), orderOwnerOf(ctx)])
  const entries = orders.map((order) => toEntry(ctx, order, names, mayDecide(ctx, order, self)))
  return tableResults(query, result.totalDocs, entries, {
    tableFilterFields: [
      {
        name: 'state',
        label: ctx.t('approvals.table.state'),
        type: 'multiselect',
        options: APPROVAL_STATES.map((value) => ({ value, label: ctx.t(`approvals.states.${value}`) })),
        value: query.filters.state ?? [],
      },
    ],
    tableSortColumns: Object.keys(SORT),
    datepicker: null,
    search: { label: ctx.t('approvals.table.search'), value: query.search },
  })
}

const notFound = (ctx: Pick<Ctx, 't'>) =>
  new NotFoundError([
    { type: 'error', message: ctx.t('approvals.api.notFound'), meta: { fields: ['orderNumber'] } },
  ])

/** An order of the approvals page the caller may see, or null (unknown, another customer's, or — for a buyer — a colleague's). */
async function findApproval(ctx: Ctx, orderNumber: string): Promise<Order | null> {
  const customer = companyOf(ctx)
  if (customer == null) return null
  const where = await approvalWhere(ctx, customer)
  ;(where.and as Where[]).push({ orderNumber: { equals: orderNumber } })
  const { docs } = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'orders',
    where,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return (docs[0] as Order | undefined) ?? null
}

/**
 * The order's lines as a cart, priced for the caller's company today (the cart's own pricing, VAT
 * and orderability). Lines priced by a quote keep the quoted price: the quote went into this order.
 */
async function pricedToday(ctx: CartContext, order: Order) {
  const quote = relationId(order.quote)
  const lines = order.lines.map((line, index) => ({
    itemKey: line.id ?? String(index),
    product: relationId(line.product) ?? 0,
    articleNumber: line.articleNumber,
    count: line.quantity,
    itemRefText: line.itemRefText ?? null,
    ...(line.quotedPrice && quote != null ? { quote, quotedUnitPriceCents: line.unitPriceCents } : {}),
  }))
  return b2bCartData(ctx, { entries: lines } as unknown as Cart, new Date(), {
    orderNumber: order.orderNumber,
  })
}

/** GET /api/company/approvals/{orderNumber}: the order, its lines at today's prices, and the buyer's limits. */
export async function approvalDetail(ctx: CartContext, orderNumber: string): Promise<ApprovalDetail> {
  const order = await findApproval(ctx, orderNumber)
  if (!order) throw notFound(ctx)
  const [names, today, self] = await Promise.all([
    buyerNames(ctx, [order]),
    pricedToday(ctx, order),
    orderOwnerOf(ctx),
  ])
  const canDecide = mayDecide(ctx, order, self)
  const buyer = relationId(order.account)
  const customer = companyOf(ctx)!
  const spentCents = buyer != null ? await spentThisMonth(ctx.tenant.id, customer, buyer) : 0
  const approval = order.approval ?? {}
  const byKey = new Map(
    [...today.entries, ...today.entriesNotOrderable].map((entry) => [entry.itemKey, entry]),
  )
  return {
    ...toEntry(ctx, order, names, canDecide),
    lines: order.lines.map((line, index) => {
      const entry = byKey.get(line.id ?? String(index))
      const orderable = entry && today.entries.includes(entry) && entry.price
      return {
        articleNumber: line.articleNumber,
        title: entry?.product?.title ?? line.articleNumber,
        packLabel: entry?.product?.packLabel ?? null,
        quantity: line.quantity,
        submittedUnitPriceCents: line.unitPriceCents,
        unitPriceCents: orderable ? entry.price!.unitPriceCents : null,
        totalCents: orderable ? entry.price!.unitPriceCents * line.quantity : null,
      }
    }),
    current: today.vat,
    priceChanged: today.vat.netCents !== (approval.submittedTotalCents ?? order.totalCents),
    notOrderable: today.entriesNotOrderable.map((entry) => entry.articleNumber),
    limitCents: approval.limitCents ?? null,
    budgetCents: approval.budgetCents ?? null,
    spentCents,
    purchaseOrderNumber: order.purchaseOrderNumber || null,
    remark: order.remark || null,
    orderUrl: `/${ctx.locale}${orderDetailPath(order.orderNumber)}`,
  }
}

/** The name an administrator decides under: its own, or — an employee acting for it — the contact's login's, with the employee recorded apart. */
async function deciderOf(
  ctx: Ctx,
): Promise<{ decidedBy: number | null; decidedByName: string; onBehalfOf: number | null }> {
  if (!ctx.account.onBehalf)
    return { decidedBy: ctx.account.id, decidedByName: nameOf(ctx.account), onBehalfOf: null }
  const owner = await orderOwnerOf(ctx)
  const contact = await systemData('approvals: the name of the contact acted for').findByID({
    collection: 'contacts',
    id: ctx.account.onBehalf.contact,
    depth: 0,
    disableErrors: true,
    select: { firstName: true, lastName: true },
  })
  return { decidedBy: owner.account, decidedByName: nameOf(contact), onBehalfOf: ctx.account.id }
}

const decided = (ctx: Pick<Ctx, 't'>, order: Pick<Order, 'status' | 'approval'>) =>
  new ConflictError([
    {
      type: 'error',
      message: ctx.t(
        order.status === 'rejected' ? 'approvals.api.alreadyRejected' : 'approvals.api.alreadyApproved',
        {
          name: order.approval?.decidedByName ?? '',
        },
      ),
      meta: { fields: ['orderNumber'] },
    },
  ])

/**
 * Runs a decision on one order in one transaction: the order's row is locked
 * first (an update of its `updated_at`, so a second administrator's decision
 * waits), then read again inside the transaction — whoever comes second finds
 * it decided and gets a clear 409 — then `decide` writes.
 */
async function underOrderLock<T>(
  orderId: number,
  decide: (order: Order, req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const payload = await getPayload()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await runSql(
      req,
      sql`UPDATE "orders" SET "updated_at" = ${new Date().toISOString()} WHERE "id" = ${orderId}`,
    )
    const order = (await systemData('approvals: the order under its lock', payload).findByID({
      collection: 'orders',
      id: orderId,
      depth: 0,
      req,
    })) as Order
    const result = await decide(order, req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

async function checkDecider(ctx: Ctx, order: Order): Promise<void> {
  if (!isCompanyAdministrator(ctx.account))
    throw new ForbiddenError(ctx.t('approvals.api.administratorsOnly'))
  if (isOwnOrder(ctx, order, await orderOwnerOf(ctx)))
    throw new ForbiddenError(ctx.t('approvals.api.ownOrder'))
}

/**
 * POST /api/company/approvals/{orderNumber}/approve { expectedTotalCents }:
 * an administrator (never the buyer) places the order at today's prices.
 * When today's net total is not the one the approver saw and confirmed, the
 * order stays pending and the answer (409) names the new total; lines that
 * can no longer be ordered refuse the approval. Two administrators at once:
 * the first wins, the second is told who decided.
 */
export async function approveOrder(
  ctx: CartContext,
  orderNumber: string,
  expectedTotalCents: number,
): Promise<DecisionResult> {
  const found = await findApproval(ctx, orderNumber)
  if (!found) throw notFound(ctx)
  await checkDecider(ctx, found)
  if (found.status !== 'awaitingApproval') throw decided(ctx, found)
  const today = await pricedToday(ctx, found)
  if (today.entriesNotOrderable.length || today.entries.some((entry) => !entry.price))
    throw new ConflictError([
      {
        type: 'error',
        message: ctx.t('approvals.api.notOrderable', {
          articles: today.entriesNotOrderable.map((entry) => entry.articleNumber).join(', '),
        }),
        meta: { fields: ['orderNumber'] },
      },
    ])
  if (today.vat.netCents !== expectedTotalCents)
    throw new ConflictError([
      {
        type: 'error',
        message: ctx.t('approvals.api.totalChanged', { total: formatPrice(today.vat.netCents) }),
        meta: { fields: ['expectedTotalCents'] },
      },
    ])
  const decider = await deciderOf(ctx)
  const now = new Date()
  const priceOf = new Map(today.entries.map((entry) => [entry.itemKey, entry.price!]))
  const buyer = await underOrderLock(found.id, async (order, req) => {
    if (order.status !== 'awaitingApproval') throw decided(ctx, order)
    await systemData('approvals: placing the approved order', req.payload).update({
      collection: 'orders',
      id: order.id,
      data: {
        status: 'open',
        // The order goes out now: its order date (and the budget month it counts in) is the approval's.
        orderedAt: now.toISOString(),
        lines: order.lines.map((line, index) => {
          const price = priceOf.get(line.id ?? String(index))!
          return { ...line, unitPriceCents: price.unitPriceCents, vatRate: price.vatRate }
        }),
        totalCents: today.vat.netCents,
        vatCents: today.vat.vatCents,
        grossTotalCents: today.vat.grossCents,
        vatBreakdown: today.vat.rates,
        approval: { ...order.approval, decidedAt: now.toISOString(), ...decider },
      },
      depth: 0,
      req,
    })
    const owner = relationId(order.account)
    if (owner != null)
      await notifyAccount(
        {
          account: owner,
          kind: 'orderApproved',
          orderNumber: order.orderNumber,
          approver: decider.decidedByName,
          link: `/${ctx.locale}${orderDetailPath(order.orderNumber)}`,
        },
        { req },
      )
    return owner
  })
  // The order is placed now: its confirmation PDF (never failing the approval; written on first download otherwise).
  await confirmPlacedOrder(found.id, ctx.locale)
  await auditDecision(ctx, 'approval.approve', found, {
    buyer,
    totalCents: today.vat.netCents,
    submittedTotalCents: found.approval?.submittedTotalCents ?? null,
  })
  return { orderNumber, state: 'approved' }
}

/**
 * POST /api/company/approvals/{orderNumber}/reject { reason }: an
 * administrator (never the buyer) rejects; the buyer is notified with the
 * reason and finds the order's articles back in its cart.
 */
export async function rejectOrder(
  ctx: CartContext,
  orderNumber: string,
  reason: string,
): Promise<DecisionResult> {
  const found = await findApproval(ctx, orderNumber)
  if (!found) throw notFound(ctx)
  await checkDecider(ctx, found)
  if (found.status !== 'awaitingApproval') throw decided(ctx, found)
  const decider = await deciderOf(ctx)
  const now = new Date()
  const order = await underOrderLock(found.id, async (current, req) => {
    if (current.status !== 'awaitingApproval') throw decided(ctx, current)
    await systemData('approvals: rejecting the order', req.payload).update({
      collection: 'orders',
      id: current.id,
      data: {
        status: 'rejected',
        approval: { ...current.approval, decidedAt: now.toISOString(), ...decider, rejectionReason: reason },
      },
      depth: 0,
      req,
    })
    await reopenQuote(current, req)
    const owner = relationId(current.account)
    if (owner != null)
      await notifyAccount(
        {
          account: owner,
          kind: 'orderRejected',
          orderNumber: current.orderNumber,
          approver: decider.decidedByName,
          reason,
          link: `/${ctx.locale}/warenkorb`,
        },
        { req },
      )
    return current
  })
  await restoreCart(ctx, order)
  await auditDecision(ctx, 'approval.reject', found, { buyer: relationId(order.account), reason })
  return { orderNumber, state: 'rejected' }
}

/**
 * The quote a rejected order took its prices from is accepted again (the order
 * did not go out): its lines come back into the cart at the quoted prices while
 * the quote is valid (in the rejection's transaction).
 */
async function reopenQuote(order: Order, req: PayloadRequest): Promise<void> {
  const quote = relationId(order.quote)
  if (quote == null) return
  await systemData('approvals: the quote of a rejected order', req.payload).update({
    collection: 'quotes',
    where: {
      and: [
        { id: { equals: quote } },
        { status: { equals: 'ordered' } },
        { orderNumber: { equals: order.orderNumber } },
      ],
    },
    data: { status: 'accepted', orderNumber: null },
    depth: 0,
    req,
  })
}

/**
 * The rejected order's articles back into the buyer's B2B cart (added to what
 * is there, capped like any addition): the buyer's own cart, or — for an order
 * an employee placed for a contact without a login — that employee's cart for
 * the contact. Lines priced by a quote come back as lines of that quote where
 * the cart did not hold the article yet.
 */
async function restoreCart(ctx: Ctx, order: Order): Promise<void> {
  const account = relationId(order.account)
  const employee = relationId(order.placedBy)
  const contact = relationId(order.contact)
  const owner =
    account != null
      ? accountCartOwner(ctx.tenant.id, account, null, relationId(order.customer))
      : employee != null && contact != null
        ? accountCartOwner(ctx.tenant.id, employee, contact, relationId(order.customer))
        : null
  if (!owner) return
  const added: AddedLine[] = order.lines.map((line) => ({
    product: relationId(line.product) ?? 0,
    articleNumber: line.articleNumber,
    count: line.quantity,
  }))
  const quote = relationId(order.quote)
  const quoted = new Map(
    order.lines.filter((line) => line.quotedPrice).map((line) => [line.articleNumber, line.unitPriceCents]),
  )
  await changeCartOf(owner, (cart) => {
    const before = new Set(linesOf(cart).map((line) => line.itemKey))
    const entries = addLines(linesOf(cart), added, newItemKey).map((line) =>
      quote != null && !before.has(line.itemKey) && quoted.has(line.articleNumber)
        ? {
            ...line,
            quote,
            quotedUnitPriceCents: quoted.get(line.articleNumber)!,
            seenUnitPriceCents: quoted.get(line.articleNumber)!,
          }
        : line,
    )
    // A cart already near its limit keeps what it has plus what fits.
    return { data: { entries: entries.slice(0, Math.max(CART_MAX_ENTRIES, linesOf(cart).length)) } }
  })
}

async function auditDecision(
  ctx: Ctx,
  action: string,
  order: Order,
  details: Record<string, unknown>,
): Promise<void> {
  const onBehalf = ctx.account.onBehalf
  const contact = onBehalf
    ? await systemData('approvals: naming the contact in the audit log').findByID({
        collection: 'contacts',
        id: onBehalf.contact,
        depth: 0,
        disableErrors: true,
        select: { firstName: true, lastName: true },
      })
    : null
  await recordAudit({
    tenantId: ctx.tenant.id,
    actor: ctx.account,
    action,
    contact: onBehalf ? { id: onBehalf.contact, name: nameOf(contact) } : null,
    customer: relationId(order.customer),
    details: { orderNumber: order.orderNumber, ...details },
  })
}
