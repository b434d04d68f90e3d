import { z } from 'zod'

import {
  CART_REF_TEXT_MAX_LENGTH,
  COST_CENTRE_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
} from '@/features/carts/constants'
import { MAX_QUANTITY } from '@/features/catalog/constants'
import { ZCheckoutAddress } from '@/features/addresses/schemas'
import type { TableDefinition } from '@/features/table-lists/query'
import { hasControlCharacters } from '@/lib/control-characters'

import {
  SCHEDULE_ACTIONS,
  SCHEDULE_END_KINDS,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_MAX_DAY_OF_MONTH,
  SCHEDULE_MAX_INTERVAL_WEEKS,
  SCHEDULE_MAX_RUNS,
  SCHEDULE_NAME_MAX_LENGTH,
  SCHEDULE_REASONS,
  SCHEDULE_RUN_OUTCOMES,
  SCHEDULE_SOURCES,
  SCHEDULE_STATUSES,
  type ScheduleEndKind,
  type ScheduleFrequency,
} from './constants'
import { firstDueDate, isIsoDay, type IsoDay, type Timing } from './schedule'

// ── Input: the schedule form (POST) and its changes (PATCH) ────────────────

/**
 * Why a value of the schedule form is refused; the server and the form turn
 * it into a sentence naming the field (repeatOrders.errors.*).
 */
export const SCHEDULE_PROBLEMS = [
  'required',
  'invalid',
  'tooLong',
  'control',
  'date',
  'startPast',
  'endBeforeStart',
  'endBeforeFirst',
  'weeksRange',
  'dayRange',
  'countRange',
  'quantityRange',
  'linesRequired',
  'unknownLine',
  'actionAlone',
  'nothingToChange',
  'unknownField',
] as const
export type ScheduleProblem = (typeof SCHEDULE_PROBLEMS)[number]

/** The form's fields, in form order (a 400's messages follow it). */
export const SCHEDULE_FIELDS = [
  'source',
  'orderNumber',
  'name',
  'frequency',
  'intervalWeeks',
  'dayOfMonth',
  'startDate',
  'endKind',
  'endDate',
  'maxRuns',
  'shipTo',
  'billTo',
  'purchaseOrderNumber',
  'costCentre',
  'remark',
  'entries',
  'action',
] as const
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number]

const problem = (missing: ScheduleProblem, wrong: ScheduleProblem) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : wrong

const ZName = z
  .string({ error: problem('required', 'invalid') })
  .refine((text) => !hasControlCharacters(text), 'control')
  .transform((text) => text.trim())
  .pipe(z.string().min(1, 'required').max(SCHEDULE_NAME_MAX_LENGTH, 'tooLong'))

/** A calendar day "YYYY-MM-DD" that exists. */
const ZDay = z.string({ error: problem('required', 'date') }).refine((value) => isIsoDay(value), 'date')

const wholeNumber = (min: number, max: number, range: ScheduleProblem) =>
  z
    .number({ error: problem('required', range) })
    .int(range)
    .min(min, range)
    .max(max, range)

/** Printable text of at most `max` characters, trimmed; empty means none. */
const ZHeaderText = (max: number, lineBreaks = false) =>
  z
    .string({ error: problem('invalid', 'invalid') })
    .refine((text) => !hasControlCharacters(text, { lineBreaks }), 'control')
    .transform((text) => text.trim())
    .pipe(z.string().max(max, 'tooLong'))

/** A partner id of the customer's address book (the server checks it is the customer's). */
const ZPartnerId = z
  .string({ error: problem('required', 'invalid') })
  .trim()
  .min(1, 'required')
  .max(40, 'invalid')

const fields = {
  name: ZName,
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: problem('required', 'invalid') }),
  intervalWeeks: wholeNumber(1, SCHEDULE_MAX_INTERVAL_WEEKS, 'weeksRange').nullish(),
  dayOfMonth: wholeNumber(1, SCHEDULE_MAX_DAY_OF_MONTH, 'dayRange').nullish(),
  startDate: ZDay,
  endKind: z.enum(SCHEDULE_END_KINDS, { error: problem('required', 'invalid') }),
  endDate: ZDay.nullish(),
  maxRuns: wholeNumber(1, SCHEDULE_MAX_RUNS, 'countRange').nullish(),
  shipTo: ZPartnerId,
  billTo: ZPartnerId,
  purchaseOrderNumber: ZHeaderText(PURCHASE_ORDER_NUMBER_MAX_LENGTH).optional(),
  costCentre: ZHeaderText(COST_CENTRE_MAX_LENGTH).optional(),
  remark: ZHeaderText(ORDER_REMARK_MAX_LENGTH, true).optional(),
}

/** A schedule's rhythm, start and end as the form holds them. */
export type ScheduleTimingValues = {
  frequency: ScheduleFrequency
  intervalWeeks?: number | null
  dayOfMonth?: number | null
  startDate: string
  endKind: ScheduleEndKind
  endDate?: string | null
  maxRuns?: number | null
}

/** The timing the values describe (the rhythm's number, and the end of the chosen kind only), or null while incomplete. */
export function timingOfValues(values: ScheduleTimingValues): Timing | null {
  const end = {
    endDate: values.endKind === 'date' ? (values.endDate ?? null) : null,
    maxRuns: values.endKind === 'count' ? (values.maxRuns ?? null) : null,
  }
  if (!isIsoDay(values.startDate)) return null
  if (values.frequency === 'weeks')
    return values.intervalWeeks
      ? { frequency: 'weeks', intervalWeeks: values.intervalWeeks, startDate: values.startDate, ...end }
      : null
  return values.dayOfMonth
    ? { frequency: 'monthly', dayOfMonth: values.dayOfMonth, startDate: values.startDate, ...end }
    : null
}

/**
 * The rules between the fields (each naming its field): the rhythm's number
 * for its frequency, a start not before `today` (only when the start is new:
 * `checkStart`), an end of the chosen kind, an end date after the start and
 * not before the first due date (a schedule that would never order).
 */
export function timingProblems(
  values: ScheduleTimingValues,
  today: IsoDay,
  { checkStart = true }: { checkStart?: boolean } = {},
): { field: ScheduleField; problem: ScheduleProblem }[] {
  const found: { field: ScheduleField; problem: ScheduleProblem }[] = []
  if (values.frequency === 'weeks' && values.intervalWeeks == null)
    found.push({ field: 'intervalWeeks', problem: 'weeksRange' })
  if (values.frequency === 'monthly' && values.dayOfMonth == null)
    found.push({ field: 'dayOfMonth', problem: 'dayRange' })
  if (checkStart && isIsoDay(values.startDate) && values.startDate < today)
    found.push({ field: 'startDate', problem: 'startPast' })
  if (values.endKind === 'date') {
    if (values.endDate == null) found.push({ field: 'endDate', problem: 'required' })
    else if (isIsoDay(values.startDate) && values.endDate <= values.startDate)
      found.push({ field: 'endDate', problem: 'endBeforeStart' })
    else {
      const timing = timingOfValues(values)
      if (timing && values.endDate < firstDueDate(timing))
        found.push({ field: 'endDate', problem: 'endBeforeFirst' })
    }
  }
  if (values.endKind === 'count' && values.maxRuns == null)
    found.push({ field: 'maxRuns', problem: 'countRange' })
  return found
}

const addIssues = (
  today: () => IsoDay,
  values: ScheduleTimingValues,
  context: z.RefinementCtx,
  checkStart = true,
) => {
  for (const { field, problem: message } of timingProblems(values, today(), { checkStart }))
    context.addIssue({ code: 'custom', path: [field], message })
}

/**
 * POST /api/repeat-orders: a new schedule from one of the customer's orders
 * (`source: 'order'`, `orderNumber`) or from the B2B cart (`source: 'cart'`).
 * `today` is the Swiss day the start may not lie before (the server's, or the
 * browser's for the form).
 */
export function createScheduleSchema(today: () => IsoDay) {
  return z
    .strictObject({
      source: z.enum(SCHEDULE_SOURCES, { error: problem('required', 'invalid') }),
      orderNumber: z
        .string({ error: problem('required', 'invalid') })
        .trim()
        .min(1, 'required')
        .max(40, 'invalid')
        .optional(),
      ...fields,
    })
    .superRefine((values, context) => {
      if (values.source === 'order' && !values.orderNumber)
        context.addIssue({ code: 'custom', path: ['orderNumber'], message: 'required' })
      addIssues(today, values, context)
    })
}
export type CreateScheduleInput = z.output<ReturnType<typeof createScheduleSchema>>

/** The form's values without the source (the dialog's fields). */
export const ZScheduleFormValues = z.strictObject(fields)
export type ScheduleFormValues = z.output<typeof ZScheduleFormValues>

/** The form's own schema: the fields and the rules between them, today being the browser's Swiss day. */
export function scheduleFormSchema(
  today: () => IsoDay,
  { checkStart = true }: { checkStart?: boolean } = {},
) {
  return ZScheduleFormValues.superRefine((values, context) => addIssues(today, values, context, checkStart))
}

/** A line's new count in PATCH: the line's id and 1–9999. */
const ZEntryChange = z.strictObject({
  id: z
    .string({ error: problem('required', 'invalid') })
    .min(1, 'required')
    .max(64, 'invalid'),
  count: wholeNumber(1, MAX_QUANTITY, 'quantityRange'),
})

/**
 * PATCH /api/repeat-orders/{id}: what changes — any of the form's fields,
 * the lines (the ones listed stay with their counts, the rest go; at least
 * one), or an action alone (pause, resume, end). The rules between the
 * fields are checked on the schedule as it would be after the change.
 */
export const ZUpdateSchedule = z
  .strictObject({
    name: fields.name.optional(),
    frequency: fields.frequency.optional(),
    intervalWeeks: fields.intervalWeeks,
    dayOfMonth: fields.dayOfMonth,
    startDate: ZDay.optional(),
    endKind: fields.endKind.optional(),
    endDate: fields.endDate,
    maxRuns: fields.maxRuns,
    shipTo: ZPartnerId.optional(),
    billTo: ZPartnerId.optional(),
    purchaseOrderNumber: fields.purchaseOrderNumber,
    costCentre: fields.costCentre,
    remark: fields.remark,
    entries: z
      .array(ZEntryChange, { error: problem('linesRequired', 'invalid') })
      .min(1, 'linesRequired')
      .max(200, 'invalid')
      .optional(),
    action: z.enum(SCHEDULE_ACTIONS, { error: problem('invalid', 'invalid') }).optional(),
  })
  .superRefine((input, context) => {
    const changed = Object.entries(input).filter(([, value]) => value !== undefined)
    if (!changed.length) context.addIssue({ code: 'custom', path: [], message: 'nothingToChange' })
    else if (input.action && changed.length > 1)
      context.addIssue({ code: 'custom', path: ['action'], message: 'actionAlone' })
  })
export type UpdateScheduleInput = z.output<typeof ZUpdateSchedule>

/** The schedule's id in the path: a positive whole number. */
export const ZScheduleId = z
  .string()
  .regex(/^[1-9]\d{0,11}$/)
  .transform(Number)

/** The fields a bad body is about, each with its first problem, in form order (`body` when it is no object). */
export function scheduleProblems(error: z.ZodError): { field: string; problem: ScheduleProblem }[] {
  const found = new Map<string, ScheduleProblem>()
  const known = (message: string): ScheduleProblem =>
    (SCHEDULE_PROBLEMS as readonly string[]).includes(message) ? (message as ScheduleProblem) : 'invalid'
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) if (!found.has(key)) found.set(key, 'unknownField')
      continue
    }
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    if (!found.has(field)) found.set(field, known(issue.message))
  }
  const order = (field: string) => (SCHEDULE_FIELDS as readonly string[]).indexOf(field) + 1 || 99
  return [...found]
    .map(([field, problem]) => ({ field, problem }))
    .sort((a, b) => order(a.field) - order(b.field))
}

// ── Output ─────────────────────────────────────────────────────────────────

/** GET /api/repeat-orders (a table list): filter by status, search the name, sort by name, next date or creation. */
export const REPEAT_ORDERS_TABLE = {
  sortColumns: ['name', 'nextRunDate', 'createdAt'],
  filters: { status: { values: SCHEDULE_STATUSES, multiple: true } },
  datepicker: false,
  search: true,
} as const satisfies TableDefinition

const ZReason = z.object({ code: z.enum(SCHEDULE_REASONS), text: z.string() })

/** One due date of a schedule and what came of it. */
export const ZScheduleRun = z.object({
  dueDate: z.string(),
  outcome: z.enum(SCHEDULE_RUN_OUTCOMES),
  outcomeLabel: z.string(),
  orderNumber: z.string().nullable(),
  orderUrl: z.string().nullable(),
  /** Why nothing was ordered (skipped, failed), in the reader's words. */
  reason: ZReason.nullable(),
  createdAt: z.string(),
})
export type ScheduleRun = z.infer<typeof ZScheduleRun>

/** One row of the schedules' table. */
export const ZScheduleEntry = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(SCHEDULE_STATUSES),
  statusLabel: z.string(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  intervalWeeks: z.number().nullable(),
  dayOfMonth: z.number().nullable(),
  /** "alle 2 Wochen", "monatlich am 15." */
  rhythmLabel: z.string(),
  startDate: z.string(),
  endKind: z.enum(SCHEDULE_END_KINDS),
  endDate: z.string().nullable(),
  maxRuns: z.number().nullable(),
  /** "ohne Ende", "bis 31.12.2027", "noch 3 von 6 Bestellungen" */
  endLabel: z.string(),
  runCount: z.number(),
  /** The next order's day (null while paused and once ended). */
  nextRunDate: z.string().nullable(),
  /** Why the scheduler paused it (null: it runs, or the buyer paused it). */
  pausedReason: ZReason.nullable(),
  lastRun: ZScheduleRun.nullable(),
  lineCount: z.number(),
  /** Who the orders are placed for (the company's administrators see their colleagues'). */
  ownerName: z.string(),
  /** The caller's own: it may change it (an administrator only reads its colleagues'). */
  own: z.boolean(),
  /** It never ran: it may be deleted (else it is ended, and its history stays). */
  deletable: z.boolean(),
  url: z.string(),
})
export type ScheduleEntry = z.infer<typeof ZScheduleEntry>

/** A schedule's line with today's facts. */
export const ZScheduleLine = z.object({
  id: z.string(),
  articleNumber: z.string(),
  productNumber: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  packLabel: z.string().nullable(),
  count: z.number(),
  itemRefText: z.string(),
  /** Today's price for the buyer at this count, net, in cents (null: it cannot be ordered now). */
  unitPriceCents: z.number().nullable(),
  totalCents: z.number().nullable(),
  orderable: z.boolean(),
})
export type ScheduleLine = z.infer<typeof ZScheduleLine>

const ZAddressLines = z.object({ partnerId: z.string(), lines: z.array(z.string()) })

/** GET /api/repeat-orders/{id}: the schedule, its lines at today's prices, its addresses and texts and its history. */
export const ZScheduleDetail = ZScheduleEntry.extend({
  lines: z.array(ZScheduleLine),
  /** The orderable lines at today's prices, net, in cents. */
  totalCents: z.number(),
  shipTo: ZAddressLines.nullable(),
  billTo: ZAddressLines.nullable(),
  purchaseOrderNumber: z.string(),
  costCentre: z.string(),
  remark: z.string(),
  sourceOrderNumber: z.string().nullable(),
  sourceOrderUrl: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
  runs: z.array(ZScheduleRun),
})
export type ScheduleDetail = z.infer<typeof ZScheduleDetail>

/** What the dialog needs besides the values: the customer's addresses to choose from. */
export const ZScheduleAddressOptions = z.object({
  shipToAddresses: z.array(ZCheckoutAddress),
  billToAddresses: z.array(ZCheckoutAddress),
})
export type ScheduleAddressOptions = z.infer<typeof ZScheduleAddressOptions>

/** POST and PATCH answer the schedule as it is now. */
export const ZScheduleAnswer = z.object({ schedule: ZScheduleDetail })
export type ScheduleAnswer = z.infer<typeof ZScheduleAnswer>

/** DELETE answers what was deleted. */
export const ZScheduleDeleted = z.object({ id: z.number() })

/** The line limit of a reference text copied from the source. */
export const SCHEDULE_REF_TEXT_MAX_LENGTH = CART_REF_TEXT_MAX_LENGTH

/** GET /api/repeat-orders/draft: what the dialog opens with for an order (`source=order&orderNumber=…`) or the B2B cart (`source=cart`). */
export const ZDraftQuery = z.discriminatedUnion('source', [
  z.object({ source: z.literal('order'), orderNumber: z.string().trim().min(1).max(40) }),
  z.object({ source: z.literal('cart') }),
])
export type DraftQuery = z.infer<typeof ZDraftQuery>

/** The dialog's start: the source, how many of its lines a schedule takes (and leaves out), the addresses and the prefilled values. */
export const ZScheduleDraft = z.object({
  source: z.enum(SCHEDULE_SOURCES),
  orderNumber: z.string().nullable(),
  lineCount: z.number(),
  leftOutCount: z.number(),
  addresses: ZScheduleAddressOptions,
  values: z.object({
    name: z.string(),
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    intervalWeeks: z.number().nullish(),
    dayOfMonth: z.number().nullish(),
    startDate: z.string(),
    endKind: z.enum(SCHEDULE_END_KINDS),
    endDate: z.string().nullish(),
    maxRuns: z.number().nullish(),
    shipTo: z.string(),
    billTo: z.string(),
    purchaseOrderNumber: z.string().optional(),
    costCentre: z.string().optional(),
    remark: z.string().optional(),
  }),
})
export type ScheduleDraft = z.infer<typeof ZScheduleDraft>
