import 'server-only'

import type { PayloadRequest } from 'payload'

import type { Account, OrderSchedule, OrderScheduleRun } from '@/cms/payload-types'
import { mailApprovalRequested } from '@/features/carts/server/approval-check'
import { writeOrder } from '@/features/carts/server/checkout'
import { confirmPlacedOrder } from '@/features/order-documents/server/generate'
import { systemData } from '@/lib/data/system'
import { swissToday } from '@/lib/dates'
import { getPayload } from '@/lib/payload/get-payload'
import { relationId } from '@/lib/relation-ids'
import { canonicalOrigin } from '@/lib/site-url'

import { RUNNER_BATCH, SKIPS_BEFORE_PAUSE, type ScheduleRunOutcome } from '../constants'
import { isMissed, reasonText } from '../reasons'
import { addDays, nextDueDate, owedDueDates, timingOf, type IsoDay, type Timing } from '../schedule'
import { runnerSettings } from '../settings'
import { underScheduleLock } from './lock'
import { mailOutcome, notifyOutcome, type OutcomeNotice } from './outcome'
import { verdictOf, type Buyer, type Verdict } from './placing'
import { acquireRunnerLock } from './runner-lock'

/**
 * The repeat-order runner: every few minutes, each instance looks for
 * schedules whose next due date has come and places their orders.
 *
 * Exactly once per due date, whatever runs at the same time: each due date is
 * handled in ONE transaction that first locks the schedule's row, reads it
 * again (still active, still that due date, unchanged since the verdict —
 * else nothing happens), then inserts the run row (schedule, due date) — its
 * unique index refuses a second one, so a transaction that loses a race
 * rolls back with everything it wrote — then writes the order through the
 * checkout's writeOrder (idempotency key `schedule:<id>:<due date>`, unique
 * too), the buyer's notification, and the schedule's next due date. One
 * runner at a time (runner-lock.ts) only saves the others the work.
 */

/** What one schedule's turn came to. */
export type RunResult = {
  scheduleId: number
  dueDate: IsoDay | null
  result:
    | ScheduleRunOutcome
    | 'paused'
    | 'ended'
    /** Not due (any more): paused, ended, or its date lies ahead. */
    | 'notDue'
    /** The schedule changed after the verdict (an edit, another runner): the next pass looks again. */
    | 'changed'
    /** Another runner recorded this due date first. */
    | 'raced'
    /** A technical failure; tried again in the next pass (up to MAX_ATTEMPTS). */
    | 'retry'
  orderNumber?: string
}

/** A due date that fails for technical reasons is tried this often (once a pass) before it is recorded as failed. */
export const MAX_ATTEMPTS = 3

/** Failed attempts per schedule and due date in this process. */
const attempts = new Map<string, number>()

const system = () => systemData('repeat orders: the scheduler places due orders')

/** The fields that decide a due date's order: a schedule read again under its lock must still have them. */
const fingerprint = (doc: OrderSchedule) =>
  JSON.stringify([
    doc.status,
    doc.nextRunDate ?? null,
    doc.runCount ?? 0,
    relationId(doc.account),
    relationId(doc.customer),
    doc.frequency,
    doc.intervalWeeks ?? null,
    doc.dayOfMonth ?? null,
    doc.startDate,
    doc.endDate ?? null,
    doc.maxRuns ?? null,
    relationId(doc.checkout?.shipTo) ?? null,
    relationId(doc.checkout?.billTo) ?? null,
    doc.checkout?.purchaseOrderNumber ?? null,
    doc.checkout?.costCentre ?? null,
    doc.checkout?.remark ?? null,
    (doc.entries ?? []).map((entry) => [
      relationId(entry.product),
      entry.articleNumber,
      entry.count,
      entry.itemRefText ?? null,
    ]),
  ])

async function readSchedule(id: number, req?: PayloadRequest): Promise<OrderSchedule | null> {
  return (await system().findByID({
    collection: 'order-schedules',
    id,
    depth: 0,
    disableErrors: true,
    ...(req ? { req } : {}),
  })) as OrderSchedule | null
}

/** Writes one run row in the transaction: inserting the due date's row is the claim (unique per schedule and date). */
async function recordRun(
  req: PayloadRequest,
  schedule: OrderSchedule,
  dueDate: IsoDay,
  outcome: ScheduleRunOutcome,
  message: string | null,
  orderNumber: string | null = null,
): Promise<OrderScheduleRun> {
  return (await system().create({
    collection: 'order-schedule-runs',
    data: {
      tenant: relationId(schedule.tenant),
      schedule: schedule.id,
      dueDate,
      outcome,
      customer: relationId(schedule.customer) ?? 0,
      orderNumber,
      message,
    },
    depth: 0,
    context: { disableRevalidate: true },
    req,
  })) as OrderScheduleRun
}

/** Whether a due date of a schedule has its run row (committed by anyone). */
async function runExists(scheduleId: number, dueDate: IsoDay): Promise<boolean> {
  const { totalDocs } = await system().count({
    collection: 'order-schedule-runs',
    where: { and: [{ schedule: { equals: scheduleId } }, { dueDate: { equals: dueDate } }] },
  })
  return totalDocs > 0
}

/**
 * Whether this skip is the SKIPS_BEFORE_PAUSE-th in a row: the runs before
 * `dueDate` (missed dates not counted — the buyer's lines were never tried
 * then) were skipped too.
 */
async function skipsInARow(req: PayloadRequest, scheduleId: number, dueDate: IsoDay): Promise<number> {
  const { docs } = await system().find({
    collection: 'order-schedule-runs',
    where: { and: [{ schedule: { equals: scheduleId } }, { dueDate: { less_than: dueDate } }] },
    sort: ['-dueDate', '-id'],
    limit: 50,
    depth: 0,
    select: { outcome: true, message: true },
    req,
  })
  let count = 1
  for (const run of docs) {
    if (run.outcome === 'skipped' && isMissed(run.message)) continue
    if (run.outcome !== 'skipped') break
    count++
  }
  return count
}

/** What to do after the transaction: mails (they cannot be taken back). */
type AfterCommit = () => Promise<void>

type Locked = { result: RunResult; after?: AfterCommit }

const nothing = (scheduleId: number, dueDate: IsoDay | null, result: RunResult['result']): Locked => ({
  result: { scheduleId, dueDate, result },
})

/** The buyer's mail of a due date that placed nothing, after the commit (an active login with an address only). */
function outcomeMail(
  schedule: OrderSchedule,
  account: Account | null,
  buyer: Buyer | null,
  dueDate: IsoDay,
  notice: OutcomeNotice,
): AfterCommit | undefined {
  const to = account?.email
  if (!to || account.deactivatedAt || !buyer) return undefined
  return () =>
    mailOutcome({
      account: account.id,
      scheduleId: schedule.id,
      name: schedule.name,
      dueDate,
      locale: buyer.ctx.locale,
      notice,
      to,
      firstName: account.firstName ?? '',
      tenant: buyer.ctx.tenant.id,
      origin: canonicalOrigin(buyer.ctx.tenant.domains),
    })
}

/** The schedule's fields after a due date: the next date on, or ended when none is left. */
function advanced(timing: Timing | null, dueDate: IsoDay, runCount: number) {
  const next = timing ? nextDueDate(timing, addDays(dueDate, 1), runCount) : null
  return { runCount, nextRunDate: next, status: next ? ('active' as const) : ('ended' as const) }
}

/** The link locale of a schedule without a buyer context: its tenant's default (German when unknown). */
const localeOf = (verdict: Verdict) => verdict.buyer?.ctx.locale ?? 'de-ch'

/**
 * Handles one due date of one schedule under its lock (see the top of this
 * file). `before` is the schedule the verdict was made for.
 */
async function handleDueDate(
  before: OrderSchedule,
  timing: Timing | null,
  owed: { run: IsoDay; missed: IsoDay[] },
  verdict: Verdict,
  now: Date,
): Promise<Locked> {
  const id = before.id
  const due = owed.run
  return underScheduleLock(id, async (req) => {
    const current = await readSchedule(id, req)
    if (!current || fingerprint(current) !== fingerprint(before))
      return { commit: false, value: nothing(id, due, 'changed') }
    for (const day of owed.missed) await recordRun(req, current, day, 'skipped', reasonText('missed'))
    const owner = relationId(current.account)!
    const runCount = current.runCount ?? 0
    const base = {
      account: owner,
      scheduleId: id,
      name: current.name,
      dueDate: due,
      locale: localeOf(verdict),
    }

    if (verdict.kind === 'place') {
      // The claim: a second transaction for this due date fails here (unique) and rolls back.
      const run = await recordRun(req, current, due, 'placed', null)
      const written = await writeOrder(
        verdict.buyer.ctx,
        verdict.data,
        verdict.cart,
        { submissionKey: `schedule:${id}:${due}`, schedule: id, now, confirm: false },
        req,
      )
      if (!written)
        throw new Error(`repeat orders: schedule ${id} placed no order (the buyer orders for no customer)`)
      const outcome: ScheduleRunOutcome =
        written.status === 'awaitingApproval' ? 'awaitingApproval' : 'placed'
      await system().update({
        collection: 'order-schedule-runs',
        id: run.id,
        data: { outcome, orderNumber: written.orderNumber },
        depth: 0,
        context: { disableRevalidate: true },
        req,
      })
      const next = advanced(timing, due, runCount + 1)
      await system().update({
        collection: 'order-schedules',
        id,
        data: { ...next, pausedReason: null },
        depth: 0,
        req,
      })
      await notifyOutcome(
        {
          ...base,
          notice: { kind: outcome, orderNumber: written.orderNumber, totalCents: written.totalCents },
        },
        req,
      )
      const ctx = verdict.buyer.ctx
      return {
        commit: true,
        value: {
          result: { scheduleId: id, dueDate: due, result: outcome, orderNumber: written.orderNumber },
          after: async () => {
            // The placed order's confirmation PDF once committed (it never fails the run; else written on first download).
            if (written.status === 'open') await confirmPlacedOrder(written.id, ctx.locale)
            if (written.admins.length)
              await mailApprovalRequested(written.admins, {
                tenant: ctx.tenant.id,
                orderNumber: written.orderNumber,
                buyer: `${ctx.account.firstName} ${ctx.account.lastName}`.trim(),
                netCents: written.totalCents,
                locale: ctx.locale,
                origin: canonicalOrigin(ctx.tenant.domains),
              })
          },
        },
      }
    }

    if (verdict.kind === 'skip') {
      await recordRun(req, current, due, 'skipped', verdict.reason)
      if ((await skipsInARow(req, id, due)) >= SKIPS_BEFORE_PAUSE) {
        await system().update({
          collection: 'order-schedules',
          id,
          data: { status: 'paused', nextRunDate: null, pausedReason: reasonText('skippedTwice') },
          depth: 0,
          req,
        })
        const notice: OutcomeNotice = { kind: 'paused', reason: verdict.reason }
        await notifyOutcome({ ...base, notice }, req)
        return {
          commit: true,
          value: {
            result: { scheduleId: id, dueDate: due, result: 'paused' },
            after: outcomeMail(current, verdict.buyer.account, verdict.buyer, due, notice),
          },
        }
      }
      const next = advanced(timing, due, runCount)
      await system().update({ collection: 'order-schedules', id, data: next, depth: 0, req })
      const notice: OutcomeNotice = { kind: 'skipped', reason: verdict.reason, next: next.nextRunDate }
      await notifyOutcome({ ...base, notice }, req)
      return {
        commit: true,
        value: {
          result: { scheduleId: id, dueDate: due, result: next.status === 'ended' ? 'ended' : 'skipped' },
          after: outcomeMail(current, verdict.buyer.account, verdict.buyer, due, notice),
        },
      }
    }

    // The buyer can no longer order: this date is skipped and the schedule waits for a person.
    await recordRun(req, current, due, 'skipped', verdict.reason)
    await system().update({
      collection: 'order-schedules',
      id,
      data: { status: 'paused', nextRunDate: null, pausedReason: verdict.reason },
      depth: 0,
      req,
    })
    const notice: OutcomeNotice = { kind: 'paused', reason: verdict.reason }
    if (verdict.account) await notifyOutcome({ ...base, notice }, req)
    return {
      commit: true,
      value: {
        result: { scheduleId: id, dueDate: due, result: 'paused' },
        after: outcomeMail(current, verdict.account, verdict.buyer, due, notice),
      },
    }
  })
}

/** A due date that failed for technical reasons the last time it may: recorded as failed, the buyer told, the schedule on. */
async function recordFailure(
  before: OrderSchedule,
  timing: Timing | null,
  owed: { run: IsoDay; missed: IsoDay[] },
  verdict: Verdict | null,
): Promise<Locked> {
  const id = before.id
  const due = owed.run
  return underScheduleLock(id, async (req) => {
    const current = await readSchedule(id, req)
    if (!current || fingerprint(current) !== fingerprint(before))
      return { commit: false, value: nothing(id, due, 'changed') }
    for (const day of owed.missed) await recordRun(req, current, day, 'skipped', reasonText('missed'))
    await recordRun(req, current, due, 'failed', reasonText('error'))
    const next = advanced(timing, due, current.runCount ?? 0)
    await system().update({ collection: 'order-schedules', id, data: next, depth: 0, req })
    const notice: OutcomeNotice = { kind: 'failed', next: next.nextRunDate }
    await notifyOutcome(
      {
        account: relationId(current.account)!,
        scheduleId: id,
        name: current.name,
        dueDate: due,
        locale: verdict ? localeOf(verdict) : 'de-ch',
        notice,
      },
      req,
    )
    return {
      commit: true,
      value: {
        result: { scheduleId: id, dueDate: due, result: 'failed' },
        after: verdict?.buyer
          ? outcomeMail(current, verdict.buyer.account, verdict.buyer, due, notice)
          : undefined,
      },
    }
  })
}

/** A due date whose run row someone else wrote, on a schedule still pointing at it: moved on without an order. */
async function moveOn(before: OrderSchedule, timing: Timing | null, due: IsoDay): Promise<void> {
  await underScheduleLock(before.id, async (req) => {
    const current = await readSchedule(before.id, req)
    if (!current || current.status !== 'active' || current.nextRunDate !== before.nextRunDate)
      return { commit: false, value: null }
    const next = advanced(timing, due, current.runCount ?? 0)
    await system().update({ collection: 'order-schedules', id: before.id, data: next, depth: 0, req })
    return { commit: true, value: null }
  })
}

/** Runs what is owed for one schedule at `now` (its latest due date; older ones missed). */
export async function runSchedule(id: number, now: Date = new Date()): Promise<RunResult> {
  const today = swissToday(now)
  const before = await readSchedule(id)
  if (!before || before.status !== 'active' || !before.nextRunDate || before.nextRunDate > today)
    return { scheduleId: id, dueDate: before?.nextRunDate ?? null, result: 'notDue' }
  const timing = timingOf(before)
  const owed = timing
    ? owedDueDates(timing, before.nextRunDate, today)
    : { run: before.nextRunDate, missed: [] }
  if (!owed.run) {
    // Its next date lies beyond its end (an end date that passed): it is over.
    await moveOn(before, timing, addDays(before.nextRunDate, -1))
    return { scheduleId: id, dueDate: before.nextRunDate, result: 'ended' }
  }
  const due = owed.run
  const key = `${id}:${due}`
  let verdict: Verdict | null = null
  let locked: Locked
  try {
    if (!timing) throw new Error(`repeat orders: schedule ${id} has no complete rhythm`)
    verdict = await verdictOf(before)
    locked = await handleDueDate(before, timing, { run: due, missed: owed.missed }, verdict, now)
  } catch (error) {
    // Lost the race for this due date: the unique run row is another transaction's.
    if (await runExists(id, due).catch(() => false)) {
      await moveOn(before, timing, due).catch(() => undefined)
      return { scheduleId: id, dueDate: due, result: 'raced' }
    }
    const tries = (attempts.get(key) ?? 0) + 1
    console.error(
      `repeat orders: schedule ${id}, due ${due}: attempt ${tries} of ${MAX_ATTEMPTS} failed`,
      error,
    )
    if (tries < MAX_ATTEMPTS) {
      attempts.set(key, tries)
      return { scheduleId: id, dueDate: due, result: 'retry' }
    }
    attempts.delete(key)
    try {
      locked = await recordFailure(before, timing, { run: due, missed: owed.missed }, verdict)
    } catch (recording) {
      console.error(`repeat orders: schedule ${id}, due ${due}: the failure could not be recorded`, recording)
      return { scheduleId: id, dueDate: due, result: 'retry' }
    }
  }
  attempts.delete(key)
  if (locked.after)
    await locked
      .after()
      .catch((error: unknown) =>
        console.error(`repeat orders: schedule ${id}, due ${due}: the mail could not be sent`, error),
      )
  return locked.result
}

/** Every schedule due at `now`, oldest due date first, at most RUNNER_BATCH (the rest in the next pass). */
export async function runDueSchedules(now: Date = new Date()): Promise<RunResult[]> {
  const { docs } = await system().find({
    collection: 'order-schedules',
    where: { and: [{ status: { equals: 'active' } }, { nextRunDate: { less_than_equal: swissToday(now) } }] },
    sort: ['nextRunDate', 'id'],
    limit: RUNNER_BATCH,
    depth: 0,
    select: { nextRunDate: true },
  })
  const results: RunResult[] = []
  for (const doc of docs) results.push(await runSchedule(doc.id, now))
  return results
}

/** How long one pass may hold the cross-instance lock before another instance may take it (a holder that died). */
const LOCK_TTL_MS = 10 * 60_000

let passRunning = false

/**
 * One runner pass: nothing while a pass of this process runs; otherwise the
 * cross-instance lock (Redis, PostgreSQL's advisory lock, or the process on
 * SQLite), then every due schedule.
 */
export async function runRepeatOrders(
  now: Date = new Date(),
): Promise<{ skipped?: 'busy' | 'locked'; via?: string; results: RunResult[] }> {
  if (passRunning) return { skipped: 'busy', results: [] }
  passRunning = true
  try {
    const lock = await acquireRunnerLock(await getPayload(), LOCK_TTL_MS)
    if (!lock) return { skipped: 'locked', results: [] }
    try {
      return { via: lock.via, results: await runDueSchedules(now) }
    } finally {
      await lock.release()
    }
  } finally {
    passRunning = false
  }
}

const TIMER = Symbol.for('tribo.repeatOrders.runner')

/**
 * Starts the runner once per process, in the background (the first health
 * check does, as it starts the search indexes: instrumentation.ts is bundled
 * apart from the routes and would start a second copy of Payload). A pass
 * right away, then one every interval.
 */
export function startRepeatOrderRunnerOnce(): void {
  const settings = runnerSettings()
  const holder = globalThis as typeof globalThis & { [TIMER]?: ReturnType<typeof setInterval> }
  if (!settings.enabled || holder[TIMER]) return
  const tick = () => {
    runRepeatOrders().then(
      ({ results }) => {
        const done = results.filter((result) => result.result !== 'notDue')
        if (done.length)
          console.info(
            `repeat orders: ${done.map((r) => `schedule ${r.scheduleId} ${r.dueDate ?? ''} ${r.result}${r.orderNumber ? ` ${r.orderNumber}` : ''}`).join('; ')}`,
          )
      },
      (error: unknown) => console.error('repeat orders: the runner pass failed', error),
    )
  }
  holder[TIMER] = setInterval(tick, settings.intervalSeconds * 1000)
  holder[TIMER].unref?.()
  setTimeout(tick, 0).unref?.()
}
