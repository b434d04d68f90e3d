import type { Payload } from 'payload'

type PgPool = {
  connect(): Promise<{
    query(sql: string, values?: unknown[]): Promise<unknown>
    release(error?: boolean): void
  }>
}

/** The advisory lock every release step and start of this app takes on PostgreSQL (any 64-bit number unique to the app). */
export const MIGRATION_LOCK_KEY = 'tribo:migrations'

/**
 * Runs `work` (migrations, the demo seed of an empty database) while holding a
 * lock in the database, so that instances or release steps started at the
 * same time do it one after another instead of racing: the second waits, then
 * finds the migrations applied and the database no longer empty.
 *
 * On PostgreSQL this is a session-level advisory lock on one connection of the
 * pool; it is released when `work` ends, and by the server if this process
 * dies. The embedded SQLite file serves one instance (docs/scaling.md), so
 * there `work` simply runs.
 */
export async function withMigrationLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (payload.db.name !== 'postgres' || !pool) return work()
  const connection = await pool.connect()
  let healthy = true
  try {
    const started = Date.now()
    await connection.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_KEY])
    const waited = Date.now() - started
    if (waited > 1000)
      payload.logger.info(`waited ${Math.round(waited / 1000)} s for another instance's migrations`)
    try {
      return await work()
    } finally {
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK_KEY]).catch(() => {
        healthy = false
      })
    }
  } finally {
    connection.release(!healthy)
  }
}
