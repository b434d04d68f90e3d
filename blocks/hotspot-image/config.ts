import type { Block } from 'payload'

import { imageField, validateUrl } from '../fields'

const percent = (name: 'top' | 'left'): Block['fields'][number] => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  admin: { width: '50%', description: `Position from the ${name} edge of the image, in percent (0–100).` },
})

export const HotspotImageBlock: Block = {
  slug: 'hotspotImage',
  interfaceName: 'HotspotImageBlock',
  labels: { singular: 'Hotspot image', plural: 'Hotspot images' },
  fields: [
    { name: 'title', type: 'text' },
    imageField('image', true),
    {
      name: 'hotspots',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { type: 'row', fields: [percent('top'), percent('left')] },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'other',
          options: [
            { label: 'Product', value: 'product' },
            { label: 'Other', value: 'other' },
          ],
        },
        { name: 'title', type: 'text', required: true },
        {
          name: 'alternativeTitle',
          type: 'text',
          admin: { description: 'Short label on the hotspot itself.' },
        },
        { name: 'text', type: 'textarea' },
        imageField('image'),
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          admin: { condition: (_, sibling) => sibling?.type === 'product' },
          validate: (value: unknown, { siblingData }: { siblingData?: { type?: string } }) =>
            siblingData?.type === 'product' && !value ? 'A product hotspot needs a product' : true,
        },
        {
          name: 'productTags',
          type: 'text',
          admin: {
            condition: (_, sibling) => sibling?.type === 'product',
            description: 'Comma-separated, e.g. 5W-30, ACEA C3.',
          },
        },
        {
          name: 'url',
          type: 'text',
          validate: (value: unknown) => validateUrl(value),
          admin: { condition: (_, sibling) => sibling?.type !== 'product' },
        },
      ],
    },
  ],
}
