import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeSharedRedis } from './redis'
import { acquireNamedRunnerLock } from './runner-lock'

import { startRedis, type TestRedis } from '../tests/helpers/redis-server'

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

describe('named runner locks', () => {
  it('holds each name apart: two runners never wait for each other, one name has one holder', async () => {
    process.env.REDIS_URL = redis.url
    const orders = await acquireNamedRunnerLock(sqlite, 'tribo:test:orders', 60_000)
    const reminders = await acquireNamedRunnerLock(sqlite, 'tribo:test:reminders', 60_000)
    expect(orders?.via).toBe('redis')
    expect(reminders?.via).toBe('redis')
    expect(await acquireNamedRunnerLock(sqlite, 'tribo:test:reminders', 60_000)).toBeNull()
    await reminders!.release()
    const again = await acquireNamedRunnerLock(sqlite, 'tribo:test:reminders', 60_000)
    expect(again?.via).toBe('redis')
    await again!.release()
    await orders!.release()
  })

  it('without Redis or PostgreSQL the process alone runs', async () => {
    delete process.env.REDIS_URL
    const lock = await acquireNamedRunnerLock(sqlite, 'tribo:test:reminders', 60_000)
    expect(lock?.via).toBe('process')
    await lock!.release()
  })
})
