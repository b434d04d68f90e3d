import type { Block } from 'payload'

import { BLOCK_BACKGROUNDS, BLOCK_WIDTHS } from '../enums'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich texts' },
  fields: [
    { name: 'content', type: 'richText', required: true },
    {
      name: 'width',
      type: 'select',
      defaultValue: 'default',
      options: BLOCK_WIDTHS.map((w) => ({ label: w, value: w })),
    },
    {
      name: 'background',
      type: 'select',
      defaultValue: 'white',
      options: BLOCK_BACKGROUNDS.map((b) => ({ label: b, value: b })),
    },
  ],
}
