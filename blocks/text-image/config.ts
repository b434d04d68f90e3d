import type { Block } from 'payload'

import { TEXT_IMAGE_RATIOS } from '../enums'
import { backgroundField, enumSelect, imageField, linkGroup, widthField } from '../fields'

export const TextImageBlock: Block = {
  slug: 'textImage',
  interfaceName: 'TextImageBlock',
  labels: { singular: 'Text with image', plural: 'Texts with image' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'content', type: 'richText', required: true },
    imageField('image', true),
    enumSelect('ratio', TEXT_IMAGE_RATIOS, '6-6', {
      admin: { description: 'Columns of text – columns of image (of 12).' },
    }),
    enumSelect('imagePosition', ['right', 'left'], 'right'),
    linkGroup(),
    widthField(),
    backgroundField(),
  ],
}
