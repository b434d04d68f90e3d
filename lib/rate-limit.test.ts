import { describe, expect, it } from 'vitest'

import { createMemoryRateLimiter } from './rate-limit'

describe('createMemoryRateLimiter', () => {
  it('refuses the hit after the limit within one window', () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowSeconds: 60 })
    expect(limiter.hit('ip', 0).allowed).toBe(true)
    expect(limiter.hit('ip', 1).allowed).toBe(true)
    expect(limiter.hit('ip', 2).allowed).toBe(false)
    expect(limiter.peek('ip', 3).allowed).toBe(false)
  })
  it('starts a fresh window once the old one has passed', () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 1 })
    limiter.hit('ip', 0)
    expect(limiter.hit('ip', 500).allowed).toBe(false)
    expect(limiter.hit('ip', 1001).allowed).toBe(true)
  })
  it('keeps keys apart', () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 60 })
    limiter.hit('a', 0)
    expect(limiter.hit('b', 0).allowed).toBe(true)
  })
})
