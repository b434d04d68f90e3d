import { describe, expect, it } from 'vitest'

import { createMemoryRateLimiter } from './rate-limit'

describe('createMemoryRateLimiter', () => {
  it('refuses the hit after the limit within one window', async () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowSeconds: 60 })
    expect((await limiter.hit('ip', 0)).allowed).toBe(true)
    expect((await limiter.hit('ip', 1)).allowed).toBe(true)
    const third = await limiter.hit('ip', 2)
    expect(third).toMatchObject({ allowed: false, remaining: 0, count: 3, retryAfterSeconds: 60 })
    expect((await limiter.peek('ip', 3)).allowed).toBe(false)
  })

  it('answers with promises (a shared store can replace the memory one)', () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 60 })
    expect(limiter.hit('ip')).toBeInstanceOf(Promise)
    expect(limiter.peek('ip')).toBeInstanceOf(Promise)
    expect(limiter.reset('ip')).toBeInstanceOf(Promise)
    expect(limiter.resetPrefix('i')).toBeInstanceOf(Promise)
  })

  it('starts a fresh window once the old one has passed', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 1 })
    await limiter.hit('ip', 0)
    expect((await limiter.hit('ip', 500)).allowed).toBe(false)
    expect((await limiter.hit('ip', 1001)).allowed).toBe(true)
    expect(await limiter.peek('ip', 2500)).toEqual({
      allowed: true,
      count: 0,
      lastHitAt: null,
      retryAfterSeconds: 0,
    })
  })

  it('keeps keys apart', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 60 })
    await limiter.hit('a', 0)
    expect((await limiter.hit('b', 0)).allowed).toBe(true)
  })

  it('peeks without counting and remembers the last hit', async () => {
    const limiter = createMemoryRateLimiter({ limit: 3, windowSeconds: 60 })
    await limiter.hit('k', 1000)
    await limiter.hit('k', 4000)
    expect(await limiter.peek('k', 5000)).toEqual({
      allowed: true,
      count: 2,
      lastHitAt: 4000,
      retryAfterSeconds: 56,
    })
    expect((await limiter.peek('k', 5000)).count).toBe(2)
  })

  it('forgets one key, or every key with a prefix', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 60 })
    for (const key of ['acct:1:a', 'acct:1:b', 'acct:12:a', 'ip:a']) await limiter.hit(key, 0)
    await limiter.reset('ip:a')
    expect((await limiter.peek('ip:a', 1)).count).toBe(0)
    await limiter.resetPrefix('acct:1:')
    expect((await limiter.peek('acct:1:a', 1)).count).toBe(0)
    expect((await limiter.peek('acct:1:b', 1)).count).toBe(0)
    expect((await limiter.peek('acct:12:a', 1)).count).toBe(1)
  })

  it('stays bounded under a flood of new keys and forgets rather than blocks', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 60, maxKeys: 3 })
    await limiter.hit('victim', 0)
    for (let i = 0; i < 10; i++) await limiter.hit(`flood-${i}`, 1)
    expect((await limiter.peek('victim', 2)).count).toBe(0)
    expect((await limiter.peek('flood-9', 2)).count).toBe(1)
  })
})
