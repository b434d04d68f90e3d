import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { redisUrl } from './env'
import { connectedRedis } from './redis'

/**
 * One pass of a background runner at a time, across every instance: the
 * repeat-order runner (features/repeat-orders/server/runner-lock.ts) and the
 * service reminders (features/fleet/server/reminders.ts) each take their own
 * named lock here.
 */

/** How one runner pass holds its lock, and lets go of it. */
export type RunnerLock = { via: 'redis' | 'postgres' | 'process'; release: () => Promise<void> }

type PgPool = {
  connect(): Promise<{
    query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
    release(error?: boolean): void
  }>
}

const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/**
 * Redis (when REDIS_URL is set and reachable): `SET key token NX PX ttl`,
 * released only by its holder (compare and delete). A holder that dies frees
 * it after `ttlMs`. Null when another instance holds it; undefined when
 * Redis cannot be asked (the database's lock is taken instead).
 */
async function redisLock(key: string, ttlMs: number): Promise<RunnerLock | null | undefined> {
  if (!redisUrl()) return undefined
  const client = await connectedRedis()
  if (!client?.isReady) return undefined
  const token = `${process.pid}:${randomBytes(8).toString('hex')}`
  const answer = await client.set(key, token, { NX: true, PX: ttlMs }).catch(() => undefined)
  if (answer === undefined) return undefined
  if (answer !== 'OK') return null
  return {
    via: 'redis',
    release: async () => {
      await client.eval(RELEASE, { keys: [key], arguments: [token] }).catch(() => undefined)
    },
  }
}

/**
 * PostgreSQL: a session-level advisory lock (`pg_try_advisory_lock`) on one
 * connection of the pool, held for the pass and given back with it; the
 * server frees it when the holder's connection ends (a crashed instance).
 * Null when another instance holds it.
 */
async function postgresLock(payload: Payload, key: string): Promise<RunnerLock | null | undefined> {
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (payload.db.name !== 'postgres' || !pool) return undefined
  const connection = await pool.connect()
  try {
    const { rows } = await connection.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key])
    if (rows[0]?.locked !== true) {
      connection.release()
      return null
    }
  } catch (error) {
    connection.release(true)
    throw error
  }
  return {
    via: 'postgres',
    release: async () => {
      let healthy = true
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => {
        healthy = false
      })
      connection.release(!healthy)
    },
  }
}

/**
 * The lock named `key` that lets one runner at a time work, across every
 * instance: Redis when configured (and up), else PostgreSQL's advisory lock,
 * else — SQLite serves one instance — the process alone. Null when another
 * holder has it (this pass is skipped). The lock saves work; exactly-once
 * results must not depend on it (each runner keeps them in the database).
 */
export async function acquireNamedRunnerLock(
  payload: Payload,
  key: string,
  ttlMs: number,
): Promise<RunnerLock | null> {
  const redis = await redisLock(key, ttlMs)
  if (redis !== undefined) return redis
  const postgres = await postgresLock(payload, key)
  if (postgres !== undefined) return postgres
  return { via: 'process', release: async () => {} }
}
