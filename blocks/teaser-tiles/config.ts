import type { Block } from 'payload'

import { TEASER_TILE_VARIANTS } from '../enums'
import { backgroundField, enumSelect, imageField, linkGroup } from '../fields'

export const TeaserTilesBlock: Block = {
  slug: 'teaserTiles',
  interfaceName: 'TeaserTilesBlock',
  labels: { singular: 'Teaser tiles', plural: 'Teaser tiles' },
  fields: [
    { name: 'title', type: 'text' },
    enumSelect('variant', TEASER_TILE_VARIANTS, 'default', {
      admin: {
        description:
          'default: the whole tile links; button: a button under the text; link-and-button: the title links and a button.',
      },
    }),
    {
      name: 'tiles',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        {
          name: 'label',
          type: 'text',
          admin: { description: 'Small label above the title, e.g. “Messe” or “Neu”.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'fromDate',
              type: 'date',
              admin: { width: '50%', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
            },
            {
              name: 'toDate',
              type: 'date',
              admin: { width: '50%', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
              validate: (value: unknown, { siblingData }: { siblingData?: { fromDate?: string | null } }) =>
                value && siblingData?.fromDate && new Date(value as string) < new Date(siblingData.fromDate)
                  ? 'The end date must not lie before the start date'
                  : true,
            },
          ],
        },
        linkGroup(),
        imageField('image'),
      ],
    },
    backgroundField(),
  ],
}
