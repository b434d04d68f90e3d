import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRedis, type TestRedis } from '../tests/helpers/redis-server'
import { createRateLimiter } from './rate-limit'
import { createRedisRateLimiter } from './rate-limit-redis'
import { closeSharedRedis, type SharedRedis } from './redis'

// A real Redis (Debian's redis-server on a free port): two clients stand for two app instances.
let redis: TestRedis
const clients: SharedRedis[] = []

async function instance(url = redis.url): Promise<SharedRedis> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: false, connectTimeout: 1_000 },
  })
  client.on('error', () => undefined)
  await client.connect()
  clients.push(client)
  return client
}

let names = 0
const uniqueName = () => `test-${process.pid}-${++names}`

beforeAll(async () => {
  redis = await startRedis()
}, 60_000)

afterAll(async () => {
  // destroy(), not quit(): quit waits for an answer, and one of these servers is stopped already.
  for (const client of clients) if (client.isOpen) client.destroy()
  await closeSharedRedis()
  await redis?.stop()
})

describe('rate limits shared through Redis', () => {
  it('counts the hits of every instance against one limit', async () => {
    const name = uniqueName()
    const a = createRedisRateLimiter(await instance(), name, { limit: 3, windowSeconds: 60 })
    const b = createRedisRateLimiter(await instance(), name, { limit: 3, windowSeconds: 60 })
    expect((await a.hit('1.2.3.4')).allowed).toBe(true)
    expect((await b.hit('1.2.3.4')).allowed).toBe(true)
    const third = await a.hit('1.2.3.4')
    expect(third).toMatchObject({ allowed: true, remaining: 0, count: 3 })
    const fourth = await b.hit('1.2.3.4')
    expect(fourth).toMatchObject({ allowed: false, remaining: 0, count: 4 })
    expect(fourth.retryAfterSeconds).toBeGreaterThan(55)
    expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await a.peek('1.2.3.4')).allowed).toBe(false)
    // Another key has its own window.
    expect((await b.hit('5.6.7.8')).count).toBe(1)
  })

  it('peeks without counting and reports the last hit', async () => {
    const limiter = createRedisRateLimiter(await instance(), uniqueName(), { limit: 2, windowSeconds: 60 })
    expect(await limiter.peek('k')).toEqual({
      allowed: true,
      count: 0,
      lastHitAt: null,
      retryAfterSeconds: 0,
    })
    const before = Date.now()
    await limiter.hit('k')
    const state = await limiter.peek('k')
    expect(state).toMatchObject({ allowed: true, count: 1 })
    expect(state.lastHitAt).toBeGreaterThanOrEqual(before)
    expect(state.lastHitAt).toBeLessThanOrEqual(Date.now())
    expect((await limiter.peek('k')).count).toBe(1)
  })

  it('forgets one key, or every key of a prefix, on every instance', async () => {
    const name = uniqueName()
    const a = createRedisRateLimiter(await instance(), name, { limit: 1, windowSeconds: 60 })
    const b = createRedisRateLimiter(await instance(), name, { limit: 1, windowSeconds: 60 })
    await a.hit('acct:1:ip:a')
    await a.hit('acct:1:ip:b')
    await a.hit('acct:12:ip:a')
    await a.hit('ip:x')
    await b.resetPrefix('acct:1:')
    expect((await a.peek('acct:1:ip:a')).count).toBe(0)
    expect((await a.peek('acct:1:ip:b')).lastHitAt).toBeNull()
    expect((await a.peek('acct:12:ip:a')).count).toBe(1)
    await b.reset('ip:x')
    expect((await a.peek('ip:x')).count).toBe(0)
  })

  it('starts a new window when the old one has ended', async () => {
    const limiter = createRedisRateLimiter(await instance(), uniqueName(), { limit: 1, windowSeconds: 1 })
    await limiter.hit('ip')
    expect((await limiter.hit('ip')).allowed).toBe(false)
    await new Promise((r) => setTimeout(r, 1_100))
    expect(await limiter.hit('ip')).toMatchObject({ allowed: true, count: 1 })
  })

  it('keeps limiting in memory while Redis cannot be reached', async () => {
    const down = await startRedis()
    const client = await instance(down.url)
    const limiter = createRedisRateLimiter(client, uniqueName(), { limit: 2, windowSeconds: 60 })
    await down.stop()
    expect((await limiter.hit('ip')).allowed).toBe(true)
    expect((await limiter.hit('ip')).allowed).toBe(true)
    expect((await limiter.hit('ip')).allowed).toBe(false)
    expect((await limiter.peek('ip')).count).toBe(3)
    await limiter.resetPrefix('i')
  })

  it('is what createRateLimiter gives when REDIS_URL is set', async () => {
    const name = uniqueName()
    const previous = process.env.REDIS_URL
    process.env.REDIS_URL = redis.url
    try {
      const a = createRateLimiter(name, { limit: 1, windowSeconds: 60 })
      await a.hit('ip')
      // Counted in Redis: a separate client sees it.
      const b = createRedisRateLimiter(await instance(), name, { limit: 1, windowSeconds: 60 })
      expect(await b.peek('ip')).toMatchObject({ allowed: false, count: 1 })
    } finally {
      if (previous === undefined) delete process.env.REDIS_URL
      else process.env.REDIS_URL = previous
    }
  })
})
