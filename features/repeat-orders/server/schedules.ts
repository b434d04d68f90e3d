import 'server-only'

import type { PayloadRequest, Where } from 'payload'

import type { Account, Address, Cart, OrderSchedule, OrderScheduleRun } from '@/cms/payload-types'
import { orderDetailPath } from '@/features/account-area/constants'
import { mayOrderAs } from '@/features/accounts/company-roles'
import { toCheckoutAddress } from '@/features/addresses/server/addresses'
import { seesPrices } from '@/features/catalog/pricing'
import { b2bCartData } from '@/features/carts/server/cart'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import { payloadPage, searchTerm, sortOf, tableResults } from '@/features/table-lists/server/table'
import type { TableQuery } from '@/features/table-lists/query'
import type { TableResults } from '@/features/table-lists/types'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { ConflictError, NotFoundError, ValidationError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'
import { swissToday } from '@/lib/dates'
import { formatIsoDate } from '@/lib/iso-date'
import { relationId } from '@/lib/relation-ids'

import { SCHEDULE_STATUSES, SCHEDULES_MAX, type ScheduleStatus } from '../constants'
import { resumeDate, timingOf, type Timing } from '../schedule'
import {
  timingOfValues,
  timingProblems,
  type CreateScheduleInput,
  type ScheduleDetail,
  type ScheduleEntry,
  type ScheduleLine,
  type ScheduleRun,
  type ScheduleTimingValues,
  type UpdateScheduleInput,
} from '../schemas'
import { underScheduleLock } from './lock'
import { scheduleUrl } from './paths'
import {
  badFields,
  ownerAccount,
  scheduleMissing,
  scheduleOwnerOf,
  type RepeatOrderContext,
  type ScheduleOwner,
} from './request'
import { addressIdOf, cartLines, orderLines, sourceCart, sourceOrder, type SourceLines } from './sources'
import { endKindOf, endLabel, outcomeLabel, reasonOf, rhythmLabel, statusLabel } from './words'

type Ctx = RepeatOrderContext

const orderUrl = (locale: string, orderNumber: string) => `/${locale}${orderDetailPath(orderNumber)}`

const personName = (person: Pick<Account, 'firstName' | 'lastName'> | null | undefined) =>
  person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : ''

const conflict = (message: string, fields: string[] = []): ConflictError =>
  new ConflictError([{ type: 'error', message, meta: { fields } }])

// ── Reading ─────────────────────────────────────────────────────────────────

const SORT = { name: 'name', nextRunDate: 'nextRunDate', createdAt: 'createdAt' } as const

/** The names of the buyers and creators (read under the owner's scope: its company's accounts and the employees). */
async function namesOf(owner: ScheduleOwner, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))]
  if (!wanted.length) return new Map()
  const { docs } = await owner.db.find({
    collection: 'accounts',
    where: { id: { in: wanted } },
    depth: 0,
    pagination: false,
    select: { firstName: true, lastName: true },
  })
  return new Map(docs.map((doc) => [doc.id, personName(doc)]))
}

/** A schedule's runs, the newest due date first (the customer's, through the scope). */
async function runsOf(owner: ScheduleOwner, scheduleId: number, limit?: number): Promise<OrderScheduleRun[]> {
  const { docs } = await owner.db.find({
    collection: 'order-schedule-runs',
    where: { schedule: { equals: scheduleId } },
    sort: ['-dueDate', '-id'],
    depth: 0,
    ...(limit ? { limit } : { pagination: false }),
  })
  return docs as OrderScheduleRun[]
}

function toRun(ctx: Ctx, run: OrderScheduleRun): ScheduleRun {
  return {
    dueDate: run.dueDate,
    outcome: run.outcome,
    outcomeLabel: outcomeLabel(ctx.t, run.outcome),
    orderNumber: run.orderNumber || null,
    orderUrl: run.orderNumber ? orderUrl(ctx.locale, run.orderNumber) : null,
    reason: run.outcome === 'skipped' || run.outcome === 'failed' ? reasonOf(ctx.t, run.message) : null,
    createdAt: new Date(run.createdAt).toISOString(),
  }
}

function toEntry(
  ctx: Ctx,
  owner: ScheduleOwner,
  doc: OrderSchedule,
  lastRun: OrderScheduleRun | null,
  names: Map<number, string>,
): ScheduleEntry {
  return {
    id: doc.id,
    name: doc.name,
    status: doc.status,
    statusLabel: statusLabel(ctx.t, doc.status),
    frequency: doc.frequency,
    intervalWeeks: doc.frequency === 'weeks' ? (doc.intervalWeeks ?? null) : null,
    dayOfMonth: doc.frequency === 'monthly' ? (doc.dayOfMonth ?? null) : null,
    rhythmLabel: rhythmLabel(ctx.t, doc),
    startDate: doc.startDate,
    endKind: endKindOf(doc),
    endDate: doc.endDate ?? null,
    maxRuns: doc.maxRuns ?? null,
    endLabel: endLabel(ctx.t, doc),
    runCount: doc.runCount ?? 0,
    nextRunDate: doc.status === 'active' ? (doc.nextRunDate ?? null) : null,
    pausedReason: doc.status === 'paused' ? reasonOf(ctx.t, doc.pausedReason) : null,
    lastRun: lastRun ? toRun(ctx, lastRun) : null,
    lineCount: (doc.entries ?? []).length,
    ownerName: names.get(relationId(doc.account) ?? 0) ?? '',
    own: relationId(doc.account) === owner.account,
    deletable: lastRun == null,
    url: scheduleUrl(ctx.locale, doc.id),
  }
}

/** The table rows of schedules: each with its last run and its buyer's name. */
async function entriesOf(ctx: Ctx, owner: ScheduleOwner, docs: OrderSchedule[]): Promise<ScheduleEntry[]> {
  const [lastRuns, names] = await Promise.all([
    Promise.all(docs.map((doc) => runsOf(owner, doc.id, 1).then((runs) => runs[0] ?? null))),
    namesOf(
      owner,
      docs.map((doc) => relationId(doc.account)),
    ),
  ])
  return docs.map((doc, index) => toEntry(ctx, owner, doc, lastRuns[index] ?? null, names))
}

const EMPTY_RESULTS = (ctx: Ctx, query: TableQuery): TableResults<ScheduleEntry> =>
  tableResults(query, 0, [], tableParts(ctx, query))

function tableParts(ctx: Ctx, query: TableQuery) {
  return {
    tableFilterFields: [
      {
        name: 'status',
        label: ctx.t('repeatOrders.table.status'),
        type: 'multiselect' as const,
        options: SCHEDULE_STATUSES.map((value) => ({ value, label: statusLabel(ctx.t, value) })),
        value: query.filters.status ?? [],
      },
    ],
    tableSortColumns: Object.keys(SORT),
    datepicker: null,
    search: { label: ctx.t('repeatOrders.table.search'), value: query.search },
  }
}

/**
 * GET /api/repeat-orders (a table list): the caller's schedules — a company
 * administrator's company's, each with its buyer (`own` marks those it may
 * change) — newest first; filter by status, search the name, sort.
 */
export async function listSchedules(ctx: Ctx, query: TableQuery): Promise<TableResults<ScheduleEntry>> {
  const owner = await scheduleOwnerOf(ctx)
  if (!owner) return EMPTY_RESULTS(ctx, query)
  const and: Where[] = []
  const statuses = (query.filters.status ?? []) as ScheduleStatus[]
  if (statuses.length) and.push({ status: { in: statuses } })
  const term = searchTerm(query)
  if (term) and.push({ name: { contains: term } })
  const result = await owner.db.find({
    collection: 'order-schedules',
    where: and.length ? { and } : {},
    sort: sortOf(query, SORT, '-createdAt'),
    ...payloadPage(query),
    depth: 0,
  })
  const entries = await entriesOf(ctx, owner, result.docs as OrderSchedule[])
  return tableResults(query, result.totalDocs, entries, tableParts(ctx, query))
}

/** A schedule the caller may see (its own; an administrator its company's), or null. */
export async function findVisibleSchedule(
  ctx: Ctx,
  id: number,
): Promise<{ owner: ScheduleOwner; doc: OrderSchedule } | null> {
  const owner = await scheduleOwnerOf(ctx)
  if (!owner) return null
  const doc = (await owner.db.findByID({
    collection: 'order-schedules',
    id,
    depth: 0,
    disableErrors: true,
  })) as OrderSchedule | null
  return doc ? { owner, doc } : null
}

/** The schedule's lines as a cart, for the cart's own pricing (itemKey = the line's id). */
export function scheduleCart(doc: Pick<OrderSchedule, 'entries' | 'checkout'>): Cart {
  return {
    entries: (doc.entries ?? []).map((entry, index) => ({
      itemKey: entry.id ?? `line-${index}`,
      product: relationId(entry.product) ?? 0,
      articleNumber: entry.articleNumber,
      count: entry.count,
      itemRefText: entry.itemRefText ?? null,
    })),
    showItemRefTexts: true,
    showManualPricing: false,
    checkout: {
      shipTo: relationId(doc.checkout?.shipTo) ?? null,
      billTo: relationId(doc.checkout?.billTo) ?? null,
      purchaseOrderNumber: doc.checkout?.purchaseOrderNumber ?? null,
      costCentre: doc.checkout?.costCentre ?? null,
      remark: doc.checkout?.remark ?? null,
    },
  } as unknown as Cart
}

/** The schedule's stored addresses as the page shows them (null: none chosen or gone). */
async function addressesOf(owner: ScheduleOwner, doc: OrderSchedule) {
  const ids = [relationId(doc.checkout?.shipTo), relationId(doc.checkout?.billTo)].filter(
    (id): id is number => id != null,
  )
  const { docs } = ids.length
    ? await owner.db.find({
        collection: 'addresses',
        where: { id: { in: ids } },
        depth: 0,
        pagination: false,
      })
    : { docs: [] }
  const byId = new Map((docs as Address[]).map((address) => [address.id, address]))
  const shown = (id: number | null) => {
    const address = id != null ? byId.get(id) : undefined
    if (!address) return null
    const entry = toCheckoutAddress(address)
    return {
      partnerId: entry.partnerId,
      lines: [...entry.companyName, entry.street, `${entry.postalCode} ${entry.city}`.trim()].filter(Boolean),
    }
  }
  return { shipTo: shown(relationId(doc.checkout?.shipTo)), billTo: shown(relationId(doc.checkout?.billTo)) }
}

/** GET /api/repeat-orders/{id}: the schedule with its lines at today's prices for the caller, its addresses and texts, and its history. */
export async function scheduleDetail(
  ctx: Ctx,
  owner: ScheduleOwner,
  doc: OrderSchedule,
): Promise<ScheduleDetail> {
  const [runs, priced, addresses, names] = await Promise.all([
    runsOf(owner, doc.id),
    b2bCartData(ctx, scheduleCart(doc)),
    addressesOf(owner, doc),
    namesOf(owner, [relationId(doc.account), relationId(doc.createdBy)]),
  ])
  const prices = seesPrices(ctx.viewer)
  const byKey = new Map(
    [...priced.entries, ...priced.entriesNotOrderable].map((entry) => [entry.itemKey, entry]),
  )
  const orderable = new Set(priced.entries.map((entry) => entry.itemKey))
  const lines: ScheduleLine[] = (doc.entries ?? []).map((entry, index) => {
    const key = entry.id ?? `line-${index}`
    const shown = byKey.get(key)
    const price = prices && orderable.has(key) ? (shown?.price ?? null) : null
    return {
      id: key,
      articleNumber: entry.articleNumber,
      productNumber: shown?.product.productNumber ?? '',
      title: shown?.product.title ?? entry.articleNumber,
      url: shown?.product.url ?? null,
      packLabel: shown?.product.packLabel ?? null,
      count: entry.count,
      itemRefText: entry.itemRefText ?? '',
      unitPriceCents: price?.unitPriceCents ?? null,
      totalCents: price?.totalCents ?? null,
      orderable: orderable.has(key),
    }
  })
  const createdBy = relationId(doc.createdBy)
  return {
    ...toEntry(ctx, owner, doc, runs[0] ?? null, names),
    lines,
    totalCents: lines.reduce((sum, line) => sum + (line.totalCents ?? 0), 0),
    shipTo: addresses.shipTo,
    billTo: addresses.billTo,
    purchaseOrderNumber: doc.checkout?.purchaseOrderNumber ?? '',
    costCentre: doc.checkout?.costCentre ?? '',
    remark: doc.checkout?.remark ?? '',
    sourceOrderNumber: doc.sourceOrderNumber || null,
    sourceOrderUrl: doc.sourceOrderNumber ? orderUrl(ctx.locale, doc.sourceOrderNumber) : null,
    createdAt: new Date(doc.createdAt).toISOString(),
    createdByName: createdBy != null ? (names.get(createdBy) ?? '') : '',
    runs: runs.map((run) => toRun(ctx, run)),
  }
}

// ── Creating ────────────────────────────────────────────────────────────────

/** The warnings for lines left out of the source (they cannot be ordered now). */
const leftOutMessages = (ctx: Ctx, source: SourceLines): ApiMessage[] =>
  source.leftOut.map((line) => ({
    type: 'warning',
    message: ctx.t('repeatOrders.api.leftOut', { title: line.title, articleNumber: line.articleNumber }),
    meta: { fields: [`lines.${line.articleNumber}`] },
  }))

/** The stored ids of the chosen addresses (the customer's of each type), or a 400 naming the field. */
async function chosenAddresses(
  ctx: Ctx,
  owner: ScheduleOwner,
  shipTo: string | undefined,
  billTo: string | undefined,
): Promise<{ shipTo?: number; billTo?: number }> {
  const [ship, bill] = await Promise.all([
    shipTo != null ? addressIdOf(owner.db, 'SHIP_TO', shipTo) : undefined,
    billTo != null ? addressIdOf(owner.db, 'BILL_TO', billTo) : undefined,
  ])
  const missing = [...(ship === null ? ['shipTo'] : []), ...(bill === null ? ['billTo'] : [])]
  if (missing.length)
    throw new ValidationError(
      missing.map((field) => ({
        type: 'error' as const,
        message: ctx.t('repeatOrders.api.addressMissing'),
        meta: { fields: [field] },
      })),
    )
  return { ...(ship != null ? { shipTo: ship } : {}), ...(bill != null ? { billTo: bill } : {}) }
}

/** The login of a contact an employee sets a schedule up for must be able to order (else every due date would pause it). */
async function assertOwnerMayOrder(ctx: Ctx, owner: ScheduleOwner): Promise<void> {
  if (!ctx.account.onBehalf) return
  const account = await ownerAccount(owner)
  if (!account || account.deactivatedAt || !account.isActiveEcommerceShopUser || !mayOrderAs(account))
    throw conflict(ctx.t('repeatOrders.api.ownerCannotOrder'))
}

/**
 * POST /api/repeat-orders: a schedule from one of the customer's orders or
 * from the B2B cart (the cart stays as it is): the lines the buyer can order
 * now are copied (the others are named in warnings; none: 409), the
 * addresses must be the customer's (400 naming the field), the first order's
 * day is the first due date on or after the start. An employee acting for a
 * contact sets it up for the contact's login (the owner whose rules apply),
 * recorded as `createdBy` and in the audit log. Answers 201 with the schedule.
 */
export async function createSchedule(ctx: Ctx, input: CreateScheduleInput) {
  const owner = await scheduleOwnerOf(ctx)
  if (!owner) throw conflict(ctx.t('repeatOrders.api.contactWithoutLogin'))
  await assertOwnerMayOrder(ctx, owner)
  const { totalDocs } = await owner.db.count({
    collection: 'order-schedules',
    where: { and: [{ account: { equals: owner.account } }, { status: { not_equals: 'ended' } }] },
  })
  // Ended schedules keep their history and do not count.
  if (totalDocs >= SCHEDULES_MAX) throw conflict(ctx.t('repeatOrders.api.tooMany', { max: SCHEDULES_MAX }))

  let source: SourceLines
  let sourceOrderNumber: string | null = null
  if (input.source === 'order') {
    const order = await sourceOrder(ctx, input.orderNumber!)
    if (!order)
      throw new NotFoundError([
        {
          type: 'error',
          message: ctx.t('repeatOrders.api.orderNotFound'),
          meta: { fields: ['orderNumber'] },
        },
      ])
    source = await orderLines(ctx, order)
    sourceOrderNumber = order.orderNumber
  } else source = await cartLines(ctx, await sourceCart(ctx))
  if (!source.lines.length)
    throw new ConflictError([
      {
        type: 'error',
        message: ctx.t(
          input.source === 'order'
            ? 'repeatOrders.api.nothingOrderableOrder'
            : 'repeatOrders.api.nothingOrderableCart',
        ),
        meta: { fields: ['entries'] },
      },
      ...leftOutMessages(ctx, source),
    ])

  const addresses = await chosenAddresses(ctx, owner, input.shipTo, input.billTo)
  const timing = timingOfValues(input)!
  const today = swissToday()
  const next = resumeDate(timing, today, null, 0)
  // The rules checked a start from today on and an end after the first due date: there is one.
  if (!next) throw badFields(ctx.t, [{ field: 'endDate', problem: 'endBeforeFirst' }])
  const created = (await owner.db.create({
    collection: 'order-schedules',
    data: {
      name: input.name,
      contact: ctx.account.onBehalf?.contact ?? null,
      createdBy: ctx.account.id,
      status: 'active',
      ...storedTiming(timing),
      runCount: 0,
      nextRunDate: next,
      pausedReason: null,
      sourceOrderNumber,
      checkout: {
        shipTo: addresses.shipTo ?? null,
        billTo: addresses.billTo ?? null,
        purchaseOrderNumber: input.purchaseOrderNumber || null,
        costCentre: input.costCentre || null,
        remark: input.remark || null,
      },
      entries: source.lines,
    },
    depth: 0,
  })) as OrderSchedule
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'repeatOrder.create', {
    schedule: created.id,
    name: created.name,
    source: input.source,
    orderNumber: sourceOrderNumber,
    lines: source.lines.length,
  })
  return reply(
    { schedule: await scheduleDetail(ctx, owner, created) },
    {
      status: 201,
      messages: [
        {
          type: 'success',
          message: ctx.t('repeatOrders.api.created', { name: created.name, date: formatIsoDate(next) }),
        },
        ...leftOutMessages(ctx, source),
      ],
    },
  )
}

/** The stored rhythm and end fields of a timing (the other rhythm's number and the other end cleared). */
function storedTiming(timing: Timing) {
  return {
    frequency: timing.frequency,
    intervalWeeks: timing.frequency === 'weeks' ? timing.intervalWeeks : null,
    dayOfMonth: timing.frequency === 'monthly' ? timing.dayOfMonth : null,
    startDate: timing.startDate,
    endDate: timing.endDate ?? null,
    maxRuns: timing.maxRuns ?? null,
  }
}

// ── Changing ────────────────────────────────────────────────────────────────

/** The schedule's timing as form values, with the changes applied. */
function mergedValues(doc: OrderSchedule, input: UpdateScheduleInput): ScheduleTimingValues {
  const endKind = input.endKind ?? endKindOf(doc)
  return {
    frequency: input.frequency ?? doc.frequency,
    intervalWeeks: input.intervalWeeks !== undefined ? input.intervalWeeks : (doc.intervalWeeks ?? null),
    dayOfMonth: input.dayOfMonth !== undefined ? input.dayOfMonth : (doc.dayOfMonth ?? null),
    startDate: input.startDate ?? doc.startDate,
    endKind,
    endDate: input.endDate !== undefined ? input.endDate : (doc.endDate ?? null),
    maxRuns: input.maxRuns !== undefined ? input.maxRuns : (doc.maxRuns ?? null),
  }
}

const TIMING_FIELDS = [
  'frequency',
  'intervalWeeks',
  'dayOfMonth',
  'startDate',
  'endKind',
  'endDate',
  'maxRuns',
] as const

/** The latest due date that ran (null: none), read in the change's transaction. */
async function lastDueDate(
  owner: ScheduleOwner,
  scheduleId: number,
  req: PayloadRequest,
): Promise<string | null> {
  const { docs } = await owner.db.find({
    collection: 'order-schedule-runs',
    where: { schedule: { equals: scheduleId } },
    sort: '-dueDate',
    limit: 1,
    depth: 0,
    select: { dueDate: true },
    req,
  })
  return docs[0]?.dueDate ?? null
}

/** One of the caller's own schedules (to change or delete), or null: an administrator only reads its colleagues'. */
export async function findOwnSchedule(
  ctx: Ctx,
  id: number,
): Promise<{ owner: ScheduleOwner; doc: OrderSchedule } | null> {
  const found = await findVisibleSchedule(ctx, id)
  return found && relationId(found.doc.account) === found.owner.account ? found : null
}

/**
 * PATCH /api/repeat-orders/{id}: pause (nothing is ordered until resumed),
 * resume (on at the next due date from today that has not run), end (for
 * good; the history stays), or edits — name, rhythm, start (not in the
 * past), end, addresses (the customer's), texts, the lines' counts (lines
 * left out are removed, at least one stays). The rules between the fields
 * hold for the schedule as changed (400 naming the field); an active
 * schedule's next date is worked out anew (409 when none is left). Runs
 * under the schedule's row lock, so it never crosses a run of the
 * scheduler. Only the owner (404 for anyone else's); an ended schedule: 409.
 */
export async function updateSchedule(ctx: Ctx, id: number, input: UpdateScheduleInput) {
  const found = await findOwnSchedule(ctx, id)
  if (!found) throw scheduleMissing(ctx)
  const { owner } = found
  const addresses = await chosenAddresses(ctx, owner, input.shipTo, input.billTo)
  const today = swissToday()
  const outcome = await underScheduleLock(id, async (req) => {
    const doc = (await owner.db.findByID({
      collection: 'order-schedules',
      id,
      depth: 0,
      disableErrors: true,
      req,
    })) as OrderSchedule | null
    if (!doc || relationId(doc.account) !== owner.account) throw scheduleMissing(ctx)
    if (doc.status === 'ended') throw conflict(ctx.t('repeatOrders.api.ended'))
    const timing = timingOf(doc)
    const runCount = doc.runCount ?? 0
    let data: Partial<OrderSchedule>
    let message: string
    if (input.action === 'pause') {
      if (doc.status === 'paused') throw conflict(ctx.t('repeatOrders.api.alreadyPaused'), ['action'])
      data = { status: 'paused', pausedReason: null, nextRunDate: null }
      message = ctx.t('repeatOrders.api.paused', { name: doc.name })
    } else if (input.action === 'resume') {
      if (doc.status === 'active') throw conflict(ctx.t('repeatOrders.api.notPaused'), ['action'])
      const next = timing ? resumeDate(timing, today, await lastDueDate(owner, id, req), runCount) : null
      if (!next) throw conflict(ctx.t('repeatOrders.api.nothingLeft'), ['endDate'])
      data = { status: 'active', pausedReason: null, nextRunDate: next }
      message = ctx.t('repeatOrders.api.resumed', { name: doc.name, date: formatIsoDate(next) })
    } else if (input.action === 'end') {
      data = { status: 'ended', nextRunDate: null }
      message = ctx.t('repeatOrders.api.endedNow', { name: doc.name })
    } else {
      data = {}
      if (input.name !== undefined) data.name = input.name
      if (TIMING_FIELDS.some((field) => input[field] !== undefined)) {
        const values = mergedValues(doc, input)
        const startChanged = values.startDate !== doc.startDate
        const problems = timingProblems(values, today, { checkStart: startChanged })
        if (problems.length) throw badFields(ctx.t, problems)
        const changed = timingOfValues(values)!
        if (changed.maxRuns != null && changed.maxRuns <= runCount)
          throw conflict(ctx.t('repeatOrders.api.nothingLeft'), ['maxRuns'])
        Object.assign(data, storedTiming(changed))
        if (doc.status === 'active') {
          const next = resumeDate(changed, today, await lastDueDate(owner, id, req), runCount)
          if (!next) throw conflict(ctx.t('repeatOrders.api.nothingLeft'), ['endDate'])
          data.nextRunDate = next
        }
      }
      if (
        input.shipTo !== undefined ||
        input.billTo !== undefined ||
        input.purchaseOrderNumber !== undefined ||
        input.costCentre !== undefined ||
        input.remark !== undefined
      )
        data.checkout = {
          shipTo: addresses.shipTo ?? relationId(doc.checkout?.shipTo) ?? null,
          billTo: addresses.billTo ?? relationId(doc.checkout?.billTo) ?? null,
          purchaseOrderNumber:
            input.purchaseOrderNumber !== undefined
              ? input.purchaseOrderNumber || null
              : (doc.checkout?.purchaseOrderNumber ?? null),
          costCentre:
            input.costCentre !== undefined ? input.costCentre || null : (doc.checkout?.costCentre ?? null),
          remark: input.remark !== undefined ? input.remark || null : (doc.checkout?.remark ?? null),
        }
      if (input.entries) {
        const counts = new Map(input.entries.map((entry) => [entry.id, entry.count]))
        const known = new Set((doc.entries ?? []).map((entry) => entry.id))
        const unknown = input.entries.filter((entry) => !known.has(entry.id))
        if (unknown.length) throw badFields(ctx.t, [{ field: 'entries', problem: 'unknownLine' }])
        data.entries = (doc.entries ?? [])
          .filter((entry) => entry.id && counts.has(entry.id))
          .map((entry) => ({
            id: entry.id,
            product: relationId(entry.product) ?? 0,
            articleNumber: entry.articleNumber,
            count: counts.get(entry.id!)!,
            itemRefText: entry.itemRefText ?? null,
          }))
      }
      message = ctx.t('repeatOrders.api.updated', { name: data.name ?? doc.name })
    }
    const updated = (await owner.db.update({
      collection: 'order-schedules',
      id,
      data,
      depth: 0,
      req,
    })) as OrderSchedule
    return { commit: true, value: { updated, message } }
  })
  await recordOnBehalf(
    { account: ctx.account, tenantId: ctx.tenant.id },
    `repeatOrder.${input.action ?? 'update'}`,
    {
      schedule: id,
      ...input,
    },
  )
  return reply(
    { schedule: await scheduleDetail(ctx, owner, outcome.updated) },
    { messages: [{ type: 'success', message: outcome.message }] },
  )
}

/**
 * DELETE /api/repeat-orders/{id}: a schedule that never ran is deleted; one
 * with a history is ended instead of deleted (409 says so), so its orders
 * keep their schedule. Only the owner (404 for anyone else's).
 */
export async function deleteSchedule(ctx: Ctx, id: number) {
  const found = await findOwnSchedule(ctx, id)
  if (!found) throw scheduleMissing(ctx)
  const { owner, doc } = found
  // Under the schedule's lock: the scheduler cannot run it between the count and the delete.
  await underScheduleLock(id, async (req) => {
    const { totalDocs } = await owner.db.count({
      collection: 'order-schedule-runs',
      where: { schedule: { equals: id } },
      req,
    })
    if (totalDocs > 0) throw conflict(ctx.t('repeatOrders.api.hasHistory'), ['id'])
    await owner.db.delete({ collection: 'order-schedules', id, depth: 0, req })
    return { commit: true, value: null }
  })
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'repeatOrder.delete', {
    schedule: id,
    name: doc.name,
  })
  return reply(
    { id },
    { messages: [{ type: 'success', message: ctx.t('repeatOrders.api.deleted', { name: doc.name }) }] },
  )
}
