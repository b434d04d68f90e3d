import { describe, expect, it } from 'vitest'

import type { FormField } from '@/features/forms/types'

import { answerLines } from './answers'

const field = (name: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  name,
  type,
  label: name.toUpperCase(),
  required: false,
  validators: [],
  ...extra,
})

describe('answerLines', () => {
  it('shows option labels, yes/no for checkboxes, lists joined, and leaves out empty and layout fields', () => {
    const fields = [
      field('intro', 'subheader'),
      field('product', 'select.single', { options: [{ value: 'TRB-1', label: 'Tribo Synth 5W-30' }] }),
      field('privacy', 'checkbox'),
      field('days', 'checkboxes', {
        options: [
          { value: 'mo', label: 'Montag' },
          { value: 'di', label: 'Dienstag' },
        ],
      }),
      field('phone', 'tel'),
      field('secret', 'hidden'),
    ]
    expect(
      answerLines(
        fields,
        { product: 'TRB-1', privacy: true, days: ['mo', 'di'], phone: '  ', secret: 'x' },
        (value) => (value ? 'Ja' : 'Nein'),
      ),
    ).toEqual([
      { name: 'product', label: 'PRODUCT', value: 'Tribo Synth 5W-30' },
      { name: 'privacy', label: 'PRIVACY', value: 'Ja' },
      { name: 'days', label: 'DAYS', value: 'Montag, Dienstag' },
    ])
  })
})
