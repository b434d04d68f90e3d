import type { Block } from 'payload'

import { backgroundField, imageField, linkGroup } from '../fields'

export const TwoColumnTeaserBlock: Block = {
  slug: 'twoColumnTeaser',
  interfaceName: 'TwoColumnTeaserBlock',
  labels: { singular: 'Two-column teaser', plural: 'Two-column teasers' },
  fields: [
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 2,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        imageField('image'),
        linkGroup(),
      ],
    },
    backgroundField(),
  ],
}
