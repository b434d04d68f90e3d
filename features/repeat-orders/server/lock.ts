import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'

import { getPayload } from '@/lib/payload/get-payload'
import { runSql, sql } from '@/lib/payload/transaction-sql'

/** What a change under the schedule's lock answers: commit what it wrote, or roll it back. */
export type LockedOutcome<T> = { commit: boolean; value: T }

/**
 * Runs `work` in one transaction whose first statement writes the schedule's
 * row (PostgreSQL: its row lock; SQLite: the write lock), so the runner and
 * a buyer's change of the same schedule never interleave: whoever comes
 * second waits, then reads the schedule as the first left it (`work` reads it
 * with the transaction's `req`). `work` decides to commit or roll back; a
 * throw rolls back too.
 */
export async function underScheduleLock<T>(
  scheduleId: number,
  work: (req: PayloadRequest) => Promise<LockedOutcome<T>>,
): Promise<T> {
  const payload = await getPayload()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await runSql(
      req,
      sql`UPDATE "order_schedules" SET "updated_at" = ${new Date().toISOString()} WHERE "id" = ${scheduleId}`,
    )
    const outcome = await work(req)
    if (outcome.commit) await commitTransaction(req)
    else await killTransaction(req)
    return outcome.value
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
