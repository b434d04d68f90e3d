import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { isPostgresUrl } from '../lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const SQLITE_BUSY_TIMEOUT_MS = 10_000

type SqliteClientLike = { transaction: (mode?: string) => Promise<unknown>; execute: (sql: string) => Promise<unknown> }

/**
 * The SQLite client (@libsql/client) hands the connection it has to every
 * transaction and opens a fresh one for the next statement, and Payload sets
 * `busy_timeout` only on the very first connection. Every later connection
 * would fail at once with SQLITE_BUSY while another writes, instead of
 * waiting. This wraps `transaction` so that the replacement connection is
 * opened right away with the same busy timeout (both calls run synchronously
 * inside the client, so no statement can slip in between).
 */
export function patchSqliteClient(client: SqliteClientLike, busyTimeoutMs: number): void {
  const marked = client as SqliteClientLike & { __triboBusyTimeout?: boolean }
  if (marked.__triboBusyTimeout) return
  const original = client.transaction.bind(client)
  client.transaction = (mode?: string) => {
    const transaction = original(mode)
    void client.execute(`PRAGMA busy_timeout = ${busyTimeoutMs};`).catch(() => undefined)
    return transaction
  }
  marked.__triboBusyTimeout = true
}

function withBusyTimeoutOnEveryConnection(adapter: DatabaseAdapterObj, busyTimeoutMs: number): DatabaseAdapterObj {
  const init: DatabaseAdapterObj['init'] = (args) => {
    const db = adapter.init(args) as ReturnType<DatabaseAdapterObj['init']> & { connect?: (options?: unknown) => Promise<void>; client?: SqliteClientLike }
    const connect = db.connect
    if (connect) {
      db.connect = async function (this: unknown, options?: unknown) {
        await connect.call(db, options)
        if (db.client && typeof db.client.transaction === 'function') patchSqliteClient(db.client, busyTimeoutMs)
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
  const file = url.startsWith('file:') ? url : `file:${path.resolve(/*turbopackIgnore: true*/ process.cwd(), url || DEFAULT_SQLITE_FILE)}`
  return withBusyTimeoutOnEveryConnection(sqliteAdapter({
    client: { url: file },
    wal: true,
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    transactionOptions: {},
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push: false,
  }), SQLITE_BUSY_TIMEOUT_MS)
}
