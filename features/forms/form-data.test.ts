import { describe, expect, it } from 'vitest'

import { formDataFromValues, valuesFromFormData } from './form-data'
import type { FormField } from './types'

const field = (name: string, type: FormField['type']): FormField => ({
  name,
  type,
  label: name,
  required: false,
  validators: [],
})
const fields = [
  field('name', 'text'),
  field('consent', 'checkbox'),
  field('areas', 'checkboxes'),
  field('docs', 'file'),
  field('heading', 'subheader'),
]

describe('valuesFromFormData', () => {
  it('types each value by its field: text, checkbox as boolean, checkboxes and files as lists', () => {
    const body = new FormData()
    body.append('name', 'Anna')
    body.append('consent', 'on')
    body.append('areas', 'pkw')
    body.append('areas', 'lkw')
    body.append('docs', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }))
    body.append('unrelated', 'ignored')
    const values = valuesFromFormData(fields, body)
    expect(values.name).toBe('Anna')
    expect(values.consent).toBe(true)
    expect(values.areas).toEqual(['pkw', 'lkw'])
    expect((values.docs as File[]).map((file) => file.name)).toEqual(['cv.pdf'])
    expect(values).not.toHaveProperty('unrelated')
    expect(values).not.toHaveProperty('heading')
  })

  it('reads a missing checkbox as false and "false" as false', () => {
    expect(valuesFromFormData(fields, new FormData()).consent).toBe(false)
    const body = new FormData()
    body.append('consent', 'false')
    expect(valuesFromFormData(fields, body).consent).toBe(false)
  })

  it('drops the empty part a browser sends for an untouched file input', () => {
    const body = new FormData()
    body.append('docs', new File([], '', { type: 'application/octet-stream' }))
    expect(valuesFromFormData(fields, body).docs).toEqual([])
  })

  it('keeps a repeated text field as a list, so the rules refuse it', () => {
    const body = new FormData()
    body.append('name', 'a')
    body.append('name', 'b')
    expect(valuesFromFormData(fields, body).name).toEqual(['a', 'b'])
  })
})

describe('formDataFromValues', () => {
  it('writes every value field plus honeypot and captcha token, and reads back the same', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })
    const body = formDataFromValues(
      fields,
      { name: 'Anna', consent: true, areas: ['pkw'], docs: [cv] },
      { honeypot: '', captchaToken: 'token' },
    )
    expect(body.get('username')).toBe('')
    expect(body.get('captchaToken')).toBe('token')
    const values = valuesFromFormData(fields, body)
    expect(values).toMatchObject({ name: 'Anna', consent: true, areas: ['pkw'] })
    expect((values.docs as File[])[0].name).toBe('cv.pdf')
  })
})
