import type { Block } from 'payload'

import { validateUrl, widthField } from '../fields'

export const IframeBlock: Block = {
  slug: 'iframe',
  interfaceName: 'IframeBlock',
  labels: { singular: 'Iframe', plural: 'Iframes' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'Names the embedded page for assistive technology.' },
    },
    { name: 'url', type: 'text', required: true, validate: (value: unknown) => validateUrl(value, true) },
    { name: 'height', type: 'number', required: true, defaultValue: 600, min: 150, max: 3000 },
    widthField(),
  ],
}
