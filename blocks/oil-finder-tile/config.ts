import type { Block } from 'payload'

import { backgroundField, imageField } from '../fields'

export const OilFinderTileBlock: Block = {
  slug: 'oilFinderTile',
  interfaceName: 'OilFinderTileBlock',
  labels: { singular: 'Oil finder tile', plural: 'Oil finder tiles' },
  admin: { disableBlockName: true },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Defaults to “Ölfinder”. Shown only when the tenant has an oil finder address.' },
    },
    { name: 'text', type: 'textarea' },
    { name: 'buttonText', type: 'text' },
    imageField('image'),
    backgroundField(),
  ],
}
