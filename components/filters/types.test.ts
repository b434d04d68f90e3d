import { describe, expect, it } from 'vitest'

import { optionText, sameSelection } from './types'

describe('filter selections (SPEC §4: the multiselect emits only when the selection changed)', () => {
  it('treats the same values in another order as unchanged', () => {
    expect(sameSelection(['a', 'b'], ['b', 'a'])).toBe(true)
    expect(sameSelection([], [])).toBe(true)
  })

  it('treats added, removed or swapped values as changed', () => {
    expect(sameSelection(['a'], ['a', 'b'])).toBe(false)
    expect(sameSelection(['a', 'b'], ['a'])).toBe(false)
    expect(sameSelection(['a', 'b'], ['a', 'c'])).toBe(false)
  })

  it('labels options with their hit count', () => {
    expect(optionText({ value: '5w30', label: '5W-30', count: 40 })).toBe('5W-30 (40)')
    expect(optionText({ value: '5w30', label: '5W-30' })).toBe('5W-30')
  })
})
