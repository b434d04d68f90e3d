import { describe, expect, it } from 'vitest'

import type { FileLike, FormField, FormValidator, FormValues } from './types'
import { buildFormSchema, fieldError, formMessages, initialValues, validatorError } from './validation'

/** Messages that name the rule and its numbers, so a test sees which rule spoke. */
const m = formMessages((key, values) => (values ? `${key}(${Object.values(values).join(',')})` : key))

const field = (overrides: Partial<FormField> & Pick<FormField, 'type'>): FormField => ({
  name: 'value',
  label: 'Wert',
  required: false,
  validators: [],
  ...overrides,
})
const check = (f: FormField, value: unknown, values: FormValues = {}) =>
  fieldError(f, value, { ...values, [f.name]: value as never }, [f], m)
const file = (name: string, size: number, type = 'application/pdf'): FileLike => ({ name, size, type })

describe('validators', () => {
  const text = field({ type: 'text' })
  const run = (
    validator: FormValidator,
    value: unknown,
    f: FormField = text,
    values: FormValues = {},
    fields: FormField[] = [f],
  ) => validatorError(validator, f, value, values, fields, m)

  it('Length refuses a text longer than max with the too-long text and a shorter one than min with the too-short text', () => {
    const length: FormValidator = { type: 'Length', min: 3, max: 5 }
    expect(run(length, 'abcdef')).toBe('tooLong(5,chars)')
    expect(run(length, 'ab')).toBe('tooShort(3,chars)')
    expect(run(length, 'abc')).toBeNull()
    expect(run(length, 'abcde')).toBeNull()
  })

  it('Length counts characters, not bytes (umlauts count once)', () => {
    expect(run({ type: 'Length', min: 1, max: 4 }, 'Öläü')).toBeNull()
  })

  it('MinLength refuses only what is too short', () => {
    expect(run({ type: 'MinLength', min: 10 }, 'kurz')).toBe('tooShort(10,chars)')
    expect(run({ type: 'MinLength', min: 4 }, 'kurz')).toBeNull()
  })

  it('MaxLength refuses only what is too long', () => {
    expect(run({ type: 'MaxLength', max: 3 }, 'lang')).toBe('tooLong(3,chars)')
    expect(run({ type: 'MaxLength', max: 4 }, 'lang')).toBeNull()
  })

  it('length validators count chosen options of checkboxes and files of an upload', () => {
    const boxes = field({
      type: 'checkboxes',
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
        { value: 'c', label: 'C' },
      ],
    })
    expect(run({ type: 'MaxLength', max: 2 }, ['a', 'b', 'c'], boxes)).toBe('tooLong(2,choices)')
    expect(run({ type: 'MinLength', min: 2 }, ['a'], boxes)).toBe('tooShort(2,choices)')
    const upload = field({ type: 'file' })
    expect(run({ type: 'MinLength', min: 2 }, [file('a.pdf', 10)], upload)).toBe('tooShort(2,files)')
  })

  it('Range refuses a number outside min and max with the between text', () => {
    const number = field({ type: 'number' })
    const range: FormValidator = { type: 'Range', min: 1, max: 9999 }
    expect(run(range, '0', number)).toBe('between(1,9999)')
    expect(run(range, '10000', number)).toBe('between(1,9999)')
    expect(run(range, '1', number)).toBeNull()
    expect(run(range, '12,5', number)).toBeNull()
  })

  it('Range on a date compares days and names the bounds as Swiss dates', () => {
    const date = field({ type: 'date' })
    const range: FormValidator = { type: 'Range', min: '2026-01-01', max: '2026-12-31' }
    expect(run(range, '2025-12-31', date)).toBe('between(01.01.2026,31.12.2026)')
    expect(run(range, '2027-01-01', date)).toBe('between(01.01.2026,31.12.2026)')
    expect(run(range, '2026-06-15', date)).toBeNull()
  })

  it('IdenticalTo refuses a value that differs from the named field and names that field by its label', () => {
    const password = field({ type: 'password', name: 'password', label: 'Passwort' })
    const repeat = field({ type: 'password', name: 'repeat', label: 'Passwort wiederholen' })
    const rule: FormValidator = { type: 'IdenticalTo', field: 'password' }
    expect(run(rule, 'Geheim-2026!', repeat, { password: 'Geheim-2026?' }, [password, repeat])).toBe(
      'identical(Passwort)',
    )
    expect(run(rule, 'Geheim-2026!', repeat, { password: 'Geheim-2026!' }, [password, repeat])).toBeNull()
  })

  it('Regex must match the whole value', () => {
    const rule: FormValidator = { type: 'Regex', pattern: '\\d{6}' }
    expect(run(rule, '100200')).toBeNull()
    expect(run(rule, '1002001')).toBe('pattern')
    expect(run(rule, 'x100200')).toBe('pattern')
  })

  it('a broken pattern does not block visitors (the CMS refuses it when saving)', () => {
    expect(run({ type: 'Regex', pattern: '([' }, 'anything')).toBeNull()
  })

  it("an editor's own message replaces the standard text", () => {
    expect(run({ type: 'MaxLength', max: 2, message: 'Höchstens zwei Zeichen.' }, 'abc')).toBe(
      'Höchstens zwei Zeichen.',
    )
    expect(run({ type: 'Regex', pattern: '\\d+', message: 'Nur Ziffern.' }, 'abc')).toBe('Nur Ziffern.')
  })
})

describe('field types', () => {
  it('hidden: any text, length-checked like a text', () => {
    expect(check(field({ type: 'hidden' }), 'quelle-startseite')).toBeNull()
    expect(check(field({ type: 'hidden' }), ['a', 'b'])).toBe('invalid')
  })

  it('text: required refuses empty and blank input', () => {
    const required = field({ type: 'text', required: true })
    expect(check(required, '')).toBe('required')
    expect(check(required, '   ')).toBe('required')
    expect(check(required, 'Muster')).toBeNull()
    expect(check(field({ type: 'text' }), '')).toBeNull()
  })

  it('text: at most 500 characters even without a validator', () => {
    expect(check(field({ type: 'text' }), 'x'.repeat(501))).toBe('tooLong(500,chars)')
    expect(check(field({ type: 'text' }), 'x'.repeat(500))).toBeNull()
  })

  it('password: checked as typed, with its validators', () => {
    const password = field({ type: 'password', validators: [{ type: 'MinLength', min: 8 }] })
    expect(check(password, 'kurz')).toBe('tooShort(8,chars)')
    expect(check(password, 'lang genug')).toBeNull()
  })

  it('subheader, submit and recaptcha carry no value and never fail', () => {
    for (const type of ['subheader', 'submit', 'recaptcha'] as const)
      expect(check(field({ type, required: true }), undefined)).toBeNull()
  })

  it('email: needs an address with a domain', () => {
    const email = field({ type: 'email', required: true })
    expect(check(email, 'anna@garage-muster.ch')).toBeNull()
    expect(check(email, 'anna@garage')).toBe('email')
    expect(check(email, 'anna garage@muster.ch')).toBe('email')
    expect(check(email, '')).toBe('required')
  })

  it('number: digits with an optional decimal point or comma', () => {
    const number = field({ type: 'number' })
    expect(check(number, '42')).toBeNull()
    expect(check(number, '-3.5')).toBeNull()
    expect(check(number, '3,5')).toBeNull()
    expect(check(number, '3.5.1')).toBe('number')
    expect(check(number, 'zwölf')).toBe('number')
  })

  it('tel: digits with the usual separators, at least six digits', () => {
    const tel = field({ type: 'tel' })
    expect(check(tel, '+41 52 000 12 12')).toBeNull()
    expect(check(tel, '052/000.12.12')).toBeNull()
    expect(check(tel, '12345')).toBe('tel')
    expect(check(tel, 'bitte anrufen')).toBe('tel')
  })

  it('textarea: up to 10 000 characters, validators on top', () => {
    const textarea = field({ type: 'textarea', validators: [{ type: 'Length', min: 20, max: 2000 }] })
    expect(check(textarea, 'Zu kurz.')).toBe('tooShort(20,chars)')
    expect(check(textarea, 'Eine ausreichend lange Nachricht.')).toBeNull()
    expect(check(field({ type: 'textarea' }), 'x'.repeat(10_001))).toBe('tooLong(10000,chars)')
  })

  it('checkbox: required means ticked; only true or false are values', () => {
    const consent = field({ type: 'checkbox', required: true })
    expect(check(consent, false)).toBe('requiredCheckbox')
    expect(check(consent, true)).toBeNull()
    expect(check(field({ type: 'checkbox' }), false)).toBeNull()
    expect(check(consent, 'true')).toBe('invalid')
  })

  const options = [
    { value: 'pkw', label: 'PKW' },
    { value: 'lkw', label: 'LKW' },
  ]

  it('checkboxes: only offered options, required means at least one', () => {
    const boxes = field({ type: 'checkboxes', required: true, options })
    expect(check(boxes, [])).toBe('requiredChoice')
    expect(check(boxes, ['pkw', 'lkw'])).toBeNull()
    expect(check(boxes, ['pkw', 'traktor'])).toBe('option')
    expect(check(boxes, 'pkw')).toBe('invalid')
  })

  it('radio: one offered option', () => {
    const radio = field({ type: 'radio', required: true, options })
    expect(check(radio, '')).toBe('requiredChoice')
    expect(check(radio, 'lkw')).toBeNull()
    expect(check(radio, 'bus')).toBe('option')
  })

  it('select.single: one offered option', () => {
    const select = field({ type: 'select.single', options })
    expect(check(select, '')).toBeNull()
    expect(check(select, 'pkw')).toBeNull()
    expect(check(select, '<script>')).toBe('option')
  })

  it('file: kind by name/type, size per file, number of files; required means one', () => {
    const upload = field({
      type: 'file',
      required: true,
      accept: ['pdf'],
      maxFileBytes: 10 * 1024 * 1024,
      maxFiles: 2,
    })
    expect(check(upload, [])).toBe('requiredFile')
    expect(check(upload, [file('cv.pdf', 1000)])).toBeNull()
    expect(check(upload, [file('foto.png', 1000, 'image/png')])).toBe('fileType(foto.png,pdf)')
    expect(check(upload, [file('gross.pdf', 10.5 * 1024 * 1024)])).toBe('fileSize(gross.pdf,10.5 MB,10 MB)')
    expect(check(upload, [file('genau.pdf', 10 * 1024 * 1024)])).toBeNull()
    expect(check(upload, [file('a.pdf', 1), file('b.pdf', 1), file('c.pdf', 1)])).toBe('tooLong(2,files)')
    expect(check(upload, [file('leer.pdf', 0)])).toBe('fileEmpty(leer.pdf)')
  })

  it('file: images pass where images are accepted', () => {
    const upload = field({ type: 'file', accept: ['pdf', 'image'], maxFiles: 3 })
    expect(check(upload, [file('schaden.jpg', 5000, 'image/jpeg'), file('offerte.pdf', 5000)])).toBeNull()
    expect(check(upload, [file('makro.docm', 5000, 'application/vnd.ms-word')])).toBe(
      'fileType(makro.docm,other)',
    )
  })

  it('file: never more than 10 MB, whatever the field says', () => {
    const upload = field({ type: 'file', maxFileBytes: 50 * 1024 * 1024 })
    expect(check(upload, [file('riesig.pdf', 11 * 1024 * 1024)])).toBe('fileSize(riesig.pdf,11 MB,10 MB)')
  })

  it('date: a real calendar day as YYYY-MM-DD', () => {
    const date = field({ type: 'date' })
    expect(check(date, '2026-02-28')).toBeNull()
    expect(check(date, '2026-02-30')).toBe('date')
    expect(check(date, '28.02.2026')).toBe('date')
  })
})

describe('buildFormSchema', () => {
  const fields: FormField[] = [
    field({
      type: 'text',
      name: 'name',
      label: 'Name',
      required: true,
      validators: [{ type: 'MaxLength', max: 80 }],
    }),
    field({ type: 'email', name: 'email', label: 'E-Mail', required: true }),
    field({ type: 'checkbox', name: 'privacy', label: 'Datenschutz', required: true }),
    field({ type: 'submit', name: '', label: 'Senden' }),
  ]
  const schema = buildFormSchema(fields, m)

  it('reports every bad field at its own path', () => {
    const result = schema.safeParse({ name: '', email: 'x', privacy: false })
    expect(result.success).toBe(false)
    const issues = result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message])
    expect(issues).toEqual([
      ['name', 'required'],
      ['email', 'email'],
      ['privacy', 'requiredCheckbox'],
    ])
  })

  it('trims texts and drops keys the form does not have', () => {
    const result = schema.safeParse({
      name: '  Anna Muster ',
      email: 'anna@muster.ch',
      privacy: true,
      isAdmin: true,
    })
    expect(result.success && result.data).toEqual({
      name: 'Anna Muster',
      email: 'anna@muster.ch',
      privacy: true,
    })
  })

  it('starts every field empty of its kind, or at its default', () => {
    expect(
      initialValues([
        ...fields,
        field({
          type: 'checkboxes',
          name: 'areas',
          options: [{ value: 'a', label: 'A' }],
          defaultValue: 'a',
        }),
        field({ type: 'file', name: 'docs' }),
      ]),
    ).toEqual({ name: '', email: '', privacy: false, areas: ['a'], docs: [] })
  })
})
