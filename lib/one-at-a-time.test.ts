import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRedis, type TestRedis } from '../tests/helpers/redis-server'
import { createOneAtATime } from './one-at-a-time'
import { closeSharedRedis } from './redis'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `count` calls of `limiter` for `key` at once; answers whether any two overlapped. */
async function overlapped(
  limiters: ReturnType<typeof createOneAtATime>[],
  key: string,
  count = 6,
): Promise<boolean> {
  let running = 0
  let overlap = false
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      limiters[i % limiters.length]!(key, async () => {
        running++
        if (running > 1) overlap = true
        await sleep(20)
        running--
      }),
    ),
  )
  return overlap
}

describe('one at a time, in one process', () => {
  it('runs the calls of one key one after another, other keys beside them', async () => {
    const limiter = createOneAtATime('test-local')
    expect(await overlapped([limiter], 'account-1')).toBe(false)
    let concurrent = 0
    let most = 0
    await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        limiter(key, async () => {
          most = Math.max(most, ++concurrent)
          await sleep(20)
          concurrent--
        }),
      ),
    )
    expect(most).toBe(3)
  })

  it('goes on after a call that failed', async () => {
    const limiter = createOneAtATime('test-local-failure')
    await expect(limiter('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await limiter('k', async () => 'next')).toBe('next')
  })
})

describe('one at a time, across instances through Redis', () => {
  let redis: TestRedis
  let previous: string | undefined

  beforeAll(async () => {
    redis = await startRedis()
    previous = process.env.REDIS_URL
    process.env.REDIS_URL = redis.url
  }, 60_000)

  afterAll(async () => {
    if (previous === undefined) delete process.env.REDIS_URL
    else process.env.REDIS_URL = previous
    await closeSharedRedis()
    await redis?.stop()
  })

  it('never runs two calls for one key at once, even from two instances', async () => {
    // Two limiters of one name stand for two instances: each has its own in-process queue.
    expect(
      await overlapped([createOneAtATime('test-shared'), createOneAtATime('test-shared')], 'account-7', 8),
    ).toBe(false)
  })

  it('waits for a lock another instance holds, and takes it once that one has expired', async () => {
    const admin = createClient({ url: redis.url })
    await admin.connect()
    await admin.set('tribo:lock:test-expiry:account-9', 'another-instance', { PX: 300 })
    const started = Date.now()
    let ranAt = 0
    await createOneAtATime('test-expiry')('account-9', async () => {
      ranAt = Date.now()
    })
    expect(ranAt - started).toBeGreaterThanOrEqual(250)
    expect(await admin.exists('tribo:lock:test-expiry:account-9')).toBe(0)
    await admin.quit()
  })
})
