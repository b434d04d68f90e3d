import type { Block } from 'payload'

import { imageField, navigationColorField } from '../fields'
import { INVALID_QUOTE_MESSAGE, isValidQuote, validateRows } from '../validity'

export const QuoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Quote', plural: 'Quotes' },
  fields: [
    {
      name: 'quotes',
      type: 'array',
      required: true,
      minRows: 1,
      admin: {
        description: 'One quote shows on its own; several become a slider. Each needs a text or a name.',
      },
      validate: validateRows(isValidQuote, INVALID_QUOTE_MESSAGE),
      fields: [
        { name: 'text', type: 'textarea' },
        { name: 'name', type: 'text' },
        { name: 'jobTitle', type: 'text' },
        imageField('image'),
      ],
    },
    navigationColorField(),
  ],
}
