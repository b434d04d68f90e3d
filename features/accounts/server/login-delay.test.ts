import { describe, expect, it } from 'vitest'

import { loginDelaySeconds } from './login-delay'

describe('loginDelaySeconds', () => {
  it('lets the free attempts through, then doubles the wait up to the cap', () => {
    expect([0, 1, 4].map((n) => loginDelaySeconds(n, 5, 900))).toEqual([0, 0, 0])
    expect([5, 6, 7, 8].map((n) => loginDelaySeconds(n, 5, 900))).toEqual([2, 4, 8, 16])
    expect(loginDelaySeconds(14, 5, 900)).toBe(900)
    expect(loginDelaySeconds(10_000, 5, 900)).toBe(900)
  })
})
