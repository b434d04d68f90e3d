import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { isPostgresUrl } from '../lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const SQLITE_BUSY_TIMEOUT_MS = 10_000

type TransactionId = string | number
type TransactionMethods = {
  beginTransaction: (options?: unknown) => Promise<TransactionId | null>
  commitTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
  rollbackTransaction: (id: TransactionId | Promise<TransactionId>) => Promise<void>
}

/**
 * Lets one SQLite write transaction of this process run at a time. The SQLite
 * driver runs statements synchronously: a transaction that waits for the
 * write lock held by another transaction of the same process would block the
 * event loop, so the holder could never finish (the wait ends in SQLITE_BUSY
 * after the busy timeout). Here the next transaction waits (asynchronously)
 * until the previous one has committed or rolled back. Reads do not wait (WAL).
 * After `maxWaitMs` a waiter goes ahead anyway, so a transaction that is never
 * ended cannot stop the process; it then meets SQLite's own busy handling,
 * and later transactions no longer wait for the stale one (one wait, not one
 * per transaction from then on).
 */
export function serializeTransactions(db: TransactionMethods, maxWaitMs: number): void {
  const marked = db as TransactionMethods & { __triboSerialized?: boolean }
  if (marked.__triboSerialized) return
  marked.__triboSerialized = true
  const begin = db.beginTransaction.bind(db)
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  type Holder = { release: () => void }
  const releases = new Map<string, Holder>()
  // Transactions begun and not yet ended, oldest first.
  const open: Holder[] = []
  const finish = (holder: Holder) => {
    holder.release()
    const index = open.indexOf(holder)
    if (index >= 0) open.splice(index, 1)
  }
  let tail: Promise<void> = Promise.resolve()
  db.beginTransaction = async (options) => {
    let release!: () => void
    const done = new Promise<void>((resolve) => (release = resolve))
    const holder: Holder = { release }
    const earlier = [...open]
    open.push(holder)
    const previous = tail
    tail = previous.then(() => done)
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = await Promise.race([
      previous.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), maxWaitMs))),
    ])
    clearTimeout(timer)
    if (timedOut) {
      // A transaction that was never ended must not make every later one wait: stop waiting for it.
      console.warn(
        `[db] a SQLite transaction was not ended within ${maxWaitMs} ms; later transactions no longer wait for it`,
      )
      for (const stale of earlier) finish(stale)
    }
    try {
      const id = await begin(options)
      if (id == null) finish(holder)
      else releases.set(String(id), holder)
      return id
    } catch (error) {
      finish(holder)
      throw error
    }
  }
  const ending =
    (end: (id: TransactionId) => Promise<void>) =>
    async (idOrPromise: TransactionId | Promise<TransactionId>) => {
      const id = await idOrPromise
      try {
        await end(id)
      } finally {
        const holder = releases.get(String(id))
        if (holder) finish(holder)
        releases.delete(String(id))
      }
    }
  db.commitTransaction = ending(commit)
  db.rollbackTransaction = ending(rollback)
}

type Statementish = {
  execute: (...args: never[]) => Promise<unknown>
  batch?: (...args: never[]) => Promise<unknown>
}
type SqliteClientLike = Statementish & { transaction: (...args: never[]) => Promise<Statementish> }

/**
 * @libsql/client 0.18 reports a constraint failure as `code: 'SQLITE_CONSTRAINT'`
 * with the specific kind in `extendedCode`; 0.14 put the specific kind
 * (`SQLITE_CONSTRAINT_UNIQUE`) into `code`, and Payload recognises a duplicate
 * by exactly that (its answer is then a validation error naming the field, not a
 * failed query). This gives errors the specific code again, on the client and
 * on every transaction it opens.
 */
export function withSpecificErrorCodes<C extends SqliteClientLike>(client: C): C {
  const marked = client as C & { __triboErrorCodes?: boolean }
  if (marked.__triboErrorCodes) return client
  marked.__triboErrorCodes = true
  const specific = (error: unknown) => {
    const e = error as { code?: unknown; extendedCode?: unknown } | null
    if (
      e &&
      typeof e.extendedCode === 'string' &&
      typeof e.code === 'string' &&
      e.extendedCode.startsWith(`${e.code}_`)
    )
      e.code = e.extendedCode
    return error
  }
  const wrap = (target: Statementish) => {
    for (const name of ['execute', 'batch'] as const) {
      const original = target[name]
      if (typeof original !== 'function') continue
      target[name] = ((...args: never[]) =>
        (original as (...a: never[]) => Promise<unknown>)
          .apply(target, args)
          .catch((error: unknown) => Promise.reject(specific(error)))) as never
    }
  }
  wrap(client)
  const transaction = client.transaction
  client.transaction = ((...args: never[]) =>
    transaction.apply(client, args).then((tx) => {
      wrap(tx)
      return tx
    })) as C['transaction']
  return client
}

/** Serialises the adapter's write transactions (see `serializeTransactions`) and gives errors their specific codes. */
function withSerializedTransactions(adapter: DatabaseAdapterObj, maxWaitMs: number): DatabaseAdapterObj {
  const init: DatabaseAdapterObj['init'] = (args) => {
    const db = adapter.init(args) as ReturnType<DatabaseAdapterObj['init']> & {
      connect?: (options?: unknown) => Promise<void>
      client?: SqliteClientLike
    }
    serializeTransactions(db as unknown as TransactionMethods, maxWaitMs)
    const connect = db.connect
    if (connect) {
      db.connect = async function (this: unknown, options?: unknown) {
        await connect.call(db, options)
        if (db.client && typeof db.client.transaction === 'function') withSpecificErrorCodes(db.client)
      } as typeof connect
    }
    return db
  }
  return { ...adapter, init }
}

/** Default embedded database file, relative to the project root. */
export const DEFAULT_SQLITE_FILE = 'data/tribo.db'

/**
 * Chooses the database from DATABASE_URL: PostgreSQL when it starts with
 * `postgres`, otherwise an embedded SQLite file. The schema always comes from
 * the dialect's migrations (no push), so both dialects stay reproducible.
 */
export function databaseAdapter(url = process.env.DATABASE_URL ?? ''): DatabaseAdapterObj {
  const migrationsRoot = process.env.PAYLOAD_MIGRATIONS_ROOT ?? path.resolve(dirname, 'migrations')
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
  }
  const file = url.startsWith('file:')
    ? url
    : `file:${path.resolve(/*turbopackIgnore: true*/ process.cwd(), url || DEFAULT_SQLITE_FILE)}`
  // @libsql/client (0.18, forced by `overrides` in package.json) keeps a small
  // pool of connections and gives each one the busy timeout (`timeout`); the
  // 0.14 that Payload pins opened a connection per write transaction and never
  // closed it, so open files and memory grew with every write.
  return withSerializedTransactions(
    sqliteAdapter({
      client: { url: file, timeout: SQLITE_BUSY_TIMEOUT_MS },
      wal: true,
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
      transactionOptions: {},
      migrationDir: path.join(migrationsRoot, 'sqlite'),
      push: false,
    }),
    SQLITE_BUSY_TIMEOUT_MS,
  )
}
