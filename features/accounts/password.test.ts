import { describe, expect, it } from 'vitest'

import { unmetPasswordRules, ZNewPassword, ZPasswordResetInput } from './schemas'

const token = 'a'.repeat(43)

describe('new password rules', () => {
  it('needs eight characters with upper and lower case, a digit and a special character', () => {
    expect(unmetPasswordRules('Sicher-2026')).toEqual([])
    expect(unmetPasswordRules('Ölwechsel#1')).toEqual([])
    expect(unmetPasswordRules('Ab-1')).toEqual(['length'])
    expect(unmetPasswordRules('sicher-2026')).toEqual(['upper'])
    expect(unmetPasswordRules('SICHER-2026')).toEqual(['lower'])
    expect(unmetPasswordRules('Sicher-Zwei')).toEqual(['digit'])
    expect(unmetPasswordRules('Sicher2026')).toEqual(['special'])
    expect(unmetPasswordRules('')).toEqual(['length', 'upper', 'lower', 'digit', 'special'])
    // A space is not a special character.
    expect(unmetPasswordRules('Sicher 2026')).toEqual(['special'])
    expect(ZNewPassword.safeParse('Sicher-2026').success).toBe(true)
    expect(ZNewPassword.safeParse('x'.repeat(201)).success).toBe(false)
  })

  it('needs the same password twice and a token of the mailed form', () => {
    expect(
      ZPasswordResetInput.safeParse({ token, password: 'Sicher-2026', passwordConfirm: 'Sicher-2026' })
        .success,
    ).toBe(true)
    const mismatch = ZPasswordResetInput.safeParse({
      token,
      password: 'Sicher-2026',
      passwordConfirm: 'Sicher-2027',
    })
    expect(mismatch.success).toBe(false)
    expect(mismatch.error?.issues.map((i) => i.path.join('.'))).toEqual(['passwordConfirm'])
    expect(
      ZPasswordResetInput.safeParse({
        token: 'short',
        password: 'Sicher-2026',
        passwordConfirm: 'Sicher-2026',
      }).success,
    ).toBe(false)
  })
})
