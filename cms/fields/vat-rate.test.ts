import { describe, expect, it } from 'vitest'

import { validateVatRate } from './vat-rate'

describe('VAT rate field', () => {
  it('accepts empty and rates with up to two decimals, refuses the rest with a message', () => {
    for (const good of [null, undefined, 0, 2.6, 8.1, 7.75, 100]) expect(validateVatRate(good)).toBe(true)
    for (const bad of [-1, 100.5, 8.123, '8.1', Number.NaN])
      expect(validateVatRate(bad)).toMatch(/rate in percent/)
  })
})
