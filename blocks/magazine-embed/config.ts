import type { Block } from 'payload'

import { validateUrl } from '../fields'

export const MagazineEmbedBlock: Block = {
  slug: 'magazineEmbed',
  interfaceName: 'MagazineEmbedBlock',
  labels: { singular: 'Magazine embed', plural: 'Magazine embeds' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'Names the embedded magazine for assistive technology.' },
    },
    { name: 'url', type: 'text', required: true, validate: (value: unknown) => validateUrl(value, true) },
    {
      name: 'small',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Small: 400 px high. Otherwise 16:9 on desktop and square on phones.' },
    },
  ],
}
