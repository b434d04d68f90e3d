import type { Block } from 'payload'

import { IMAGE_RATIOS } from '../enums'
import { backgroundField, enumSelect, imageField, linkGroup, widthField } from '../fields'

export const ImageBlock: Block = {
  slug: 'image',
  interfaceName: 'ImageBlock',
  labels: { singular: 'Image', plural: 'Images' },
  fields: [
    imageField('image', true),
    enumSelect('ratio', IMAGE_RATIOS, '16-9'),
    {
      name: 'caption',
      type: 'text',
      admin: { description: 'Shown under the image; defaults to the media caption.' },
    },
    linkGroup(),
    widthField(),
    backgroundField(),
  ],
}
