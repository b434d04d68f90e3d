import { describe, expect, it } from 'vitest'

import { fieldsFromRows } from './rows'

describe('fieldsFromRows', () => {
  it('turns CMS rows into fields: bounds as numbers, dates as text, options and upload limits', () => {
    const fields = fieldsFromRows([
      {
        type: 'number',
        name: 'quantity',
        label: 'Menge',
        required: true,
        validators: [{ type: 'Range', min: '1', max: '9999' }],
      },
      {
        type: 'date',
        name: 'start',
        label: 'Start',
        validators: [
          { type: 'Range', min: '2026-01-01', max: '2027-12-31', message: 'Bitte ein Datum 2026 oder 2027.' },
        ],
      },
      {
        type: 'radio',
        name: 'salutation',
        label: 'Anrede',
        options: [
          { value: 'frau', label: 'Frau' },
          { value: 'herr', label: '' },
        ],
      },
      { type: 'file', name: 'docs', label: 'Unterlagen', accept: ['pdf'], maxFileMb: 5, maxFiles: 3 },
      { type: 'text', name: 'plain', label: 'Text', placeholder: '  ', width: 'half' },
    ])
    expect(fields[0]).toMatchObject({
      type: 'number',
      required: true,
      validators: [{ type: 'Range', min: 1, max: 9999 }],
    })
    expect(fields[1].validators).toEqual([
      { type: 'Range', min: '2026-01-01', max: '2027-12-31', message: 'Bitte ein Datum 2026 oder 2027.' },
    ])
    expect(fields[2].options).toEqual([
      { value: 'frau', label: 'Frau' },
      { value: 'herr', label: 'herr' },
    ])
    expect(fields[3]).toMatchObject({ accept: ['pdf'], maxFileBytes: 5 * 1024 * 1024, maxFiles: 3 })
    expect(fields[4]).toEqual({
      name: 'plain',
      type: 'text',
      label: 'Text',
      required: false,
      validators: [],
      width: 'half',
    })
  })

  it('drops rows of unknown types and validators the form engine does not know', () => {
    const fields = fieldsFromRows([
      { type: 'slider', name: 'x' },
      { type: 'text', name: 'a', validators: [{ type: 'Email' }, { type: 'MinLength', min: '' }] },
    ])
    expect(fields).toHaveLength(1)
    expect(fields[0].validators).toHaveLength(1)
    expect(Number.isNaN((fields[0].validators[0] as { min: number }).min)).toBe(true)
  })

  it('defaults an upload field to one PDF of at most 10 MB', () => {
    expect(fieldsFromRows([{ type: 'file', name: 'cv' }])[0]).toMatchObject({
      accept: ['pdf'],
      maxFileBytes: 10 * 1024 * 1024,
      maxFiles: 1,
    })
  })
})
