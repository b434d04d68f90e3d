import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { connectedRedis } from '@/lib/redis'
import { redisUrl } from '@/lib/env'

/** The lock every instance's repeat-order runner takes (Redis key, PostgreSQL advisory lock). */
export const RUNNER_LOCK_KEY = 'tribo:repeat-orders:runner'

/** How one runner pass holds the lock, and lets go of it. */
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
async function redisLock(ttlMs: number): Promise<RunnerLock | null | undefined> {
  if (!redisUrl()) return undefined
  const client = await connectedRedis()
  if (!client?.isReady) return undefined
  const token = `${process.pid}:${randomBytes(8).toString('hex')}`
  const answer = await client.set(RUNNER_LOCK_KEY, token, { NX: true, PX: ttlMs }).catch(() => undefined)
  if (answer === undefined) return undefined
  if (answer !== 'OK') return null
  return {
    via: 'redis',
    release: async () => {
      await client.eval(RELEASE, { keys: [RUNNER_LOCK_KEY], arguments: [token] }).catch(() => undefined)
    },
  }
}

/**
 * PostgreSQL: a session-level advisory lock (`pg_try_advisory_lock`) on one
 * connection of the pool, held for the pass and given back with it; the
 * server frees it when the holder's connection ends (a crashed instance).
 * Null when another instance holds it.
 */
async function postgresLock(payload: Payload): Promise<RunnerLock | null | undefined> {
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (payload.db.name !== 'postgres' || !pool) return undefined
  const connection = await pool.connect()
  try {
    const { rows } = await connection.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
      RUNNER_LOCK_KEY,
    ])
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
      await connection.query('SELECT pg_advisory_unlock(hashtext($1))', [RUNNER_LOCK_KEY]).catch(() => {
        healthy = false
      })
      connection.release(!healthy)
    },
  }
}

/**
 * The lock that lets one runner at a time work, across every instance:
 * Redis when configured (and up), else PostgreSQL's advisory lock, else —
 * SQLite serves one instance — the process alone. Null when another holder
 * has it (this pass is skipped). The lock saves work; exactly one order per
 * due date does not depend on it (see runner.ts).
 */
export async function acquireRunnerLock(payload: Payload, ttlMs: number): Promise<RunnerLock | null> {
  const redis = await redisLock(ttlMs)
  if (redis !== undefined) return redis
  const postgres = await postgresLock(payload)
  if (postgres !== undefined) return postgres
  return { via: 'process', release: async () => {} }
}
