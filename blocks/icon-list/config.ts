import type { Block } from 'payload'

import { ICON_LIST_MAX_ITEMS } from '../enums'
import { backgroundField, widthField } from '../fields'
import { iconSelect } from '../icon-field'

export const IconListBlock: Block = {
  slug: 'iconList',
  interfaceName: 'IconListBlock',
  labels: { singular: 'Icon list', plural: 'Icon lists' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: ICON_LIST_MAX_ITEMS,
      admin: { description: `At most ${ICON_LIST_MAX_ITEMS} items.` },
      fields: [
        iconSelect(),
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
    widthField(),
    backgroundField(),
  ],
}
