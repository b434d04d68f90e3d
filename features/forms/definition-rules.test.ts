import { describe, expect, it } from 'vitest'

import { definitionProblems, validatorFits } from './definition-rules'
import type { FormField } from './types'

const field = (overrides: Partial<FormField> & Pick<FormField, 'type'>): FormField => ({
  name: 'value',
  label: 'Wert',
  required: false,
  validators: [],
  ...overrides,
})
const frame = [field({ type: 'recaptcha', name: '' }), field({ type: 'submit', name: '' })]
const problems = (fields: FormField[], options?: Parameters<typeof definitionProblems>[1]) =>
  definitionProblems([...fields, ...frame], options)

describe('definitionProblems', () => {
  it('accepts a sound public form', () => {
    expect(
      problems([
        field({
          type: 'text',
          name: 'name',
          required: true,
          validators: [{ type: 'Length', min: 2, max: 80 }],
        }),
        field({ type: 'email', name: 'email' }),
      ]),
    ).toEqual([])
  })

  it('refuses bad, duplicate and reserved names', () => {
    expect(problems([field({ type: 'text', name: '1st' })])[0]).toMatch(/starts with a letter/)
    expect(problems([field({ type: 'text', name: 'a' }), field({ type: 'email', name: 'a' })])[0]).toMatch(
      /two fields/,
    )
    expect(problems([field({ type: 'text', name: 'username' })])[0]).toMatch(/reserved/)
    expect(problems([field({ type: 'text', name: 'captchaToken' })])[0]).toMatch(/reserved/)
  })

  it('needs options for choices, without duplicates, and a default among them', () => {
    expect(problems([field({ type: 'radio', options: [] })])[0]).toMatch(/at least one option/)
    expect(
      problems([
        field({
          type: 'select.single',
          options: [
            { value: 'a', label: 'A' },
            { value: 'a', label: 'B' },
          ],
        }),
      ])[0],
    ).toMatch(/same value/)
    expect(
      problems([field({ type: 'checkboxes', options: [{ value: 'a', label: 'A' }], defaultValue: 'b' })])[0],
    ).toMatch(/default value/)
  })

  it('refuses validators that do not fit the field or have unsound parameters', () => {
    expect(problems([field({ type: 'checkbox', validators: [{ type: 'Regex', pattern: 'x' }] })])[0]).toMatch(
      /does not apply/,
    )
    expect(problems([field({ type: 'text', validators: [{ type: 'Length', min: 5, max: 2 }] })])[0]).toMatch(
      /larger than max/,
    )
    expect(
      problems([field({ type: 'text', validators: [{ type: 'MaxLength', max: Number.NaN }] })])[0],
    ).toMatch(/whole number/)
    expect(
      problems([field({ type: 'number', validators: [{ type: 'Range', min: 10, max: 1 }] })])[0],
    ).toMatch(/larger than max/)
    expect(
      problems([
        field({ type: 'date', validators: [{ type: 'Range', min: '2026-13-01', max: '2026-12-31' }] }),
      ])[0],
    ).toMatch(/dates/)
    expect(problems([field({ type: 'text', validators: [{ type: 'Regex', pattern: '([' }] })])[0]).toMatch(
      /not a valid regular expression/,
    )
    expect(
      problems([
        field({ type: 'password', name: 'repeat', validators: [{ type: 'IdenticalTo', field: 'password' }] }),
      ])[0],
    ).toMatch(/no field "password"/)
  })

  it('keeps uploads within 10 MB and 5 files', () => {
    expect(problems([field({ type: 'file', maxFileBytes: 20 * 1024 * 1024 })])[0]).toMatch(/at most 10 MB/)
    expect(problems([field({ type: 'file', maxFiles: 6 })])[0]).toMatch(/1 to 5 files/)
  })

  it('needs exactly one submit button and, on public forms, one captcha', () => {
    expect(definitionProblems([field({ type: 'text' }), field({ type: 'recaptcha', name: '' })])).toContain(
      'A form needs exactly one submit button (it has 0).',
    )
    expect(definitionProblems([field({ type: 'text' }), field({ type: 'submit', name: '' })])).toContain(
      'A public form needs exactly one recaptcha field (it has 0).',
    )
  })

  it('process forms take no captcha and none of the forbidden types', () => {
    const result = definitionProblems([field({ type: 'file', name: 'docs' }), ...frame], {
      requireCaptcha: false,
      forbiddenTypes: ['file'],
    })
    expect(result).toEqual([
      '"docs": file fields cannot be used here.',
      'This form is protected elsewhere; remove the recaptcha field.',
    ])
  })
})

describe('validatorFits', () => {
  it('Range only on numbers and dates, lengths not on single choices', () => {
    expect(validatorFits('Range', 'number')).toBe(true)
    expect(validatorFits('Range', 'date')).toBe(true)
    expect(validatorFits('Range', 'text')).toBe(false)
    expect(validatorFits('MaxLength', 'radio')).toBe(false)
    expect(validatorFits('MaxLength', 'checkboxes')).toBe(true)
  })
})
