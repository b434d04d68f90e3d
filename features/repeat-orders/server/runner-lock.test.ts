import type { Payload } from 'payload'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeSharedRedis } from '@/lib/redis'

import { startRedis, type TestRedis } from '../../../tests/helpers/redis-server'
import { acquireRunnerLock, RUNNER_LOCK_KEY } from './runner-lock'

// A real Redis (Debian's redis-server on a free port) shared by "instances" of this process.
let redis: TestRedis
const sqlite = { db: { name: 'sqlite' } } as unknown as Payload

beforeAll(async () => {
  redis = await startRedis()
}, 60_000)

afterAll(async () => {
  delete process.env.REDIS_URL
  await closeSharedRedis()
  await redis?.stop()
})

describe('one repeat-order runner at a time', () => {
  it('without Redis or PostgreSQL the process alone runs (SQLite serves one instance)', async () => {
    delete process.env.REDIS_URL
    const lock = await acquireRunnerLock(sqlite, 60_000)
    expect(lock?.via).toBe('process')
    await lock!.release()
  })

  it('with Redis: one holder; the next gets it once the holder lets go; only the holder releases it', async () => {
    process.env.REDIS_URL = redis.url
    const first = await acquireRunnerLock(sqlite, 60_000)
    expect(first?.via).toBe('redis')
    // Another instance (same Redis) does not get it meanwhile.
    expect(await acquireRunnerLock(sqlite, 60_000)).toBeNull()
    await first!.release()
    const second = await acquireRunnerLock(sqlite, 60_000)
    expect(second?.via).toBe('redis')

    // The lock expired and another instance took it: the old holder's release leaves the new one's alone.
    const other = createClient({ url: redis.url })
    await other.connect()
    try {
      await other.set(RUNNER_LOCK_KEY, 'another-instance', { PX: 60_000 })
      await second!.release()
      expect(await other.get(RUNNER_LOCK_KEY)).toBe('another-instance')
      await other.del(RUNNER_LOCK_KEY)
    } finally {
      await other.quit()
    }
  })
})
