import { describe, expect, it } from 'vitest'

import { ZFaqQuery } from '@/features/faq/schemas'

import { invalidParams, ZContactSubmitInput, ZProcessStepQuery } from './schemas'

describe('ZProcessStepQuery', () => {
  it('reads ids as numbers and an empty productLine as none', () => {
    expect(ZProcessStepQuery.parse({ processId: '4', stepId: 'details', productLine: '' })).toEqual({
      processId: 4,
      stepId: 'details',
      productLine: null,
    })
    expect(ZProcessStepQuery.parse({ processId: '4', stepId: 'details', productLine: '12' })).toEqual({
      processId: 4,
      stepId: 'details',
      productLine: '12',
    })
  })

  it('names each malformed parameter', () => {
    const result = ZProcessStepQuery.safeParse({ processId: '0', stepId: 'Bad Id', productLine: 'motor' })
    expect(result.success).toBe(false)
    if (!result.success) expect(invalidParams(result.error)).toEqual(['processId', 'stepId', 'productLine'])
  })
})

describe('ZContactSubmitInput', () => {
  it('takes values per step id with text, yes/no and lists', () => {
    const input = {
      processId: 3,
      values: { topic: { topic: 'advice' }, contact: { privacy: true, days: ['mo'] } },
      username: '',
      captchaToken: 't',
    }
    expect(ZContactSubmitInput.parse(input)).toMatchObject({ processId: 3, values: input.values })
  })

  it('refuses values under a key that is no step id, and nested objects', () => {
    expect(ZContactSubmitInput.safeParse({ processId: 3, values: { 'not a step': {} } }).success).toBe(false)
    expect(
      ZContactSubmitInput.safeParse({ processId: 3, values: { topic: { topic: { nested: 1 } } } }).success,
    ).toBe(false)
  })
})

describe('ZFaqQuery', () => {
  it('accepts a positive whole number or nothing', () => {
    expect(ZFaqQuery.parse({ categoryId: '7' })).toEqual({ categoryId: 7 })
    expect(ZFaqQuery.parse({})).toEqual({ categoryId: undefined })
    for (const bad of ['0', '-3', '1.5', 'abc', ''])
      expect(ZFaqQuery.safeParse({ categoryId: bad }).success).toBe(false)
  })
})
