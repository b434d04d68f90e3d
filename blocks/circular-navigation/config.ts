import type { Block } from 'payload'

import { imageField, linkGroup } from '../fields'
import { iconSelect } from '../icon-field'

export const CircularNavigationBlock: Block = {
  slug: 'circularNavigation',
  interfaceName: 'CircularNavigationBlock',
  labels: { singular: 'Circular navigation', plural: 'Circular navigations' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'centerText', type: 'text', admin: { description: 'Text in the middle of the circle.' } },
    imageField('centerImage'),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      admin: {
        description:
          '11 show at a time; with more, a toggle switches to the second page. Up to 3 items show in a reduced circle.',
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        iconSelect('icon'),
        linkGroup('link', { required: true }),
      ],
    },
  ],
}
