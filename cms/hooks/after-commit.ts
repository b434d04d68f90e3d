import type { PayloadRequest } from 'payload'

/**
 * Work that must wait until a write is committed: a mail about a change must not go out for a
 * change that is rolled back, nor inside the transaction (on SQLite the outbox writes through
 * another connection and would wait for the very write lock the transaction holds; a slow SMTP
 * server would hold it for minutes). A hook calls `afterCommit(req, task)`: the task runs once
 * the request's transaction has committed (it is dropped when the transaction rolls back), or at
 * once when the request has no transaction. The commit waits for its tasks, so the Local API
 * call or the admin's save that committed answers after them; a failing task is logged, never
 * undoes the committed write.
 */
type Task = () => Promise<unknown>
type Adapter = {
  commitTransaction: (id: unknown) => Promise<void>
  rollbackTransaction: (id: unknown) => Promise<void>
}

const PATCHED = Symbol.for('tribo.afterCommit')
const pending = new Map<unknown, Task[]>()

const idOf = async (id: unknown) => (id instanceof Promise ? await id : id)

async function runAll(req: Pick<PayloadRequest, 'payload'>, tasks: Task[]): Promise<void> {
  for (const task of tasks) {
    try {
      await task()
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'A task after a commit failed' })
    }
  }
}

function patch(req: Pick<PayloadRequest, 'payload'>): void {
  const db = req.payload.db as unknown as Adapter & { [PATCHED]?: boolean }
  if (db[PATCHED]) return
  db[PATCHED] = true
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (incoming) => {
    const id = await idOf(incoming)
    const tasks = pending.get(id) ?? []
    pending.delete(id)
    await commit(incoming)
    await runAll(req, tasks)
  }
  db.rollbackTransaction = async (incoming) => {
    pending.delete(await idOf(incoming))
    await rollback(incoming)
  }
}

export async function afterCommit(req: PayloadRequest, task: Task): Promise<void> {
  const id = await idOf(req.transactionID)
  if (id == null || id === '') {
    await runAll(req, [task])
    return
  }
  patch(req)
  const tasks = pending.get(id)
  if (tasks) tasks.push(task)
  else pending.set(id, [task])
}
