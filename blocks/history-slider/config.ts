import type { Block } from 'payload'

import { imageField, navigationColorField } from '../fields'

export const HistorySliderBlock: Block = {
  slug: 'historySlider',
  interfaceName: 'HistorySliderBlock',
  labels: { singular: 'History slider', plural: 'History sliders' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'entries',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          name: 'year',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            typeof value === 'string' && /^\d{4}(–\d{4}|-\d{4})?$/.test(value)
              ? true
              : 'Use a year such as 1962 or a span such as 1962–1970',
        },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'richText' },
        imageField('image'),
      ],
    },
    navigationColorField(),
  ],
}
