import type { Block } from 'payload'

import { backgroundField, widthField } from '../fields'
import { iconSelect } from '../icon-field'

export const IconTextBlock: Block = {
  slug: 'iconText',
  interfaceName: 'IconTextBlock',
  labels: { singular: 'Icon text', plural: 'Icon texts' },
  fields: [
    iconSelect(),
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    widthField(),
    backgroundField(),
  ],
}
