import { describe, expect, it } from 'vitest'

import { definitionProblems } from '../forms/definition-rules'
import { MAX_FILE_BYTES } from '../forms/types'
import { applicationForm, applicationSubmitUrl, PHONE_PATTERN } from './application-form'

const label = (key: string) => `[${key}]`
const form = applicationForm({ jobId: 7, today: '2026-02-28', label })
const field = (name: string) => form.fields.find((candidate) => candidate.name === name)!

describe('job application form', () => {
  it('passes the rules every public form must meet (names, options, validators, one submit, one captcha)', () => {
    expect(definitionProblems(form.fields)).toEqual([])
  })

  it('posts to the opening’s application address', () => {
    expect(form.submitUrl).toBe('/api/jobs/7/applications')
    expect(applicationSubmitUrl('12')).toBe('/api/jobs/12/applications')
  })

  it('takes only PDF documents of at most 10 MB each, up to five, and needs at least one', () => {
    expect(field('documents')).toMatchObject({
      type: 'file',
      accept: ['pdf'],
      maxFileBytes: MAX_FILE_BYTES,
      maxFiles: 5,
      required: true,
    })
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024)
  })

  it('bounds the earliest start from today to two years on (leap day safe)', () => {
    expect(field('earliestStart').validators).toEqual([
      { type: 'Range', min: '2026-02-28', max: '2028-02-28' },
    ])
    expect(
      applicationForm({ jobId: 1, today: '2028-02-29', label }).fields.find(
        (f) => f.name === 'earliestStart',
      )!.validators,
    ).toEqual([{ type: 'Range', min: '2028-02-29', max: '2030-02-28' }])
  })

  it('asks names of 2–80 characters, a phone number, a message of at most 4000 characters and the privacy consent', () => {
    expect(field('firstName')).toMatchObject({
      type: 'text',
      required: true,
      validators: [{ type: 'Length', min: 2, max: 80 }],
    })
    expect(field('lastName').validators).toEqual([{ type: 'Length', min: 2, max: 80 }])
    expect(field('phone')).toMatchObject({
      type: 'tel',
      required: true,
      validators: [{ type: 'Regex', pattern: PHONE_PATTERN }],
    })
    expect(field('message')).toMatchObject({
      type: 'textarea',
      required: false,
      validators: [{ type: 'MaxLength', max: 4000 }],
    })
    expect(field('salaryExpectation')).toMatchObject({
      type: 'number',
      required: false,
      validators: [{ type: 'Range', min: 0, max: 500_000 }],
    })
    expect(field('privacy')).toMatchObject({ type: 'checkbox', required: true })
    expect(field('salutation').options!.map((o) => o.value)).toEqual(['ms', 'mr', 'none'])
  })

  it('accepts phone numbers as people write them and refuses letters', () => {
    const phone = new RegExp(PHONE_PATTERN, 'u')
    for (const good of ['+41 52 208 44 10', '052 208 44 10', '+41 (0)79 123 45 67', '079/123.45.67'])
      expect(phone.test(good)).toBe(true)
    for (const bad of ['hallo', '12', '+41 52 208 44 10 ext. 5', '']) expect(phone.test(bad)).toBe(false)
  })

  it('takes every visible text from the messages', () => {
    for (const f of form.fields) if (f.type !== 'recaptcha') expect(f.label).toMatch(/^\[.+\]$/)
  })
})
