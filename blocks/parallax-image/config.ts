import type { Block } from 'payload'

import { imageField, linkGroup } from '../fields'

export const ParallaxImageBlock: Block = {
  slug: 'parallaxImage',
  interfaceName: 'ParallaxImageBlock',
  labels: { singular: 'Parallax image', plural: 'Parallax images' },
  fields: [
    imageField('image', true),
    { name: 'title', type: 'text' },
    { name: 'text', type: 'textarea' },
    linkGroup(),
  ],
}
