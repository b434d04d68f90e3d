import type { Block } from 'payload'

import { NEWS_TEASER_VARIANTS } from '../enums'
import { backgroundField, enumSelect, linkGroup } from '../fields'

export const NewsTeasersBlock: Block = {
  slug: 'newsTeasers',
  interfaceName: 'NewsTeasersBlock',
  labels: { singular: 'News teasers', plural: 'News teasers' },
  fields: [
    { name: 'title', type: 'text' },
    enumSelect('variant', NEWS_TEASER_VARIANTS, 'news', {
      admin: { description: 'News: date and topics. Product: the picture on white, for product news.' },
    }),
    {
      name: 'news',
      type: 'relationship',
      relationTo: 'news',
      hasMany: true,
      admin: { description: 'Leave empty to show the latest articles.' },
    },
    {
      name: 'limit',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 12,
      admin: { description: 'How many of the latest articles (when none are chosen).' },
    },
    linkGroup('allNewsLink', { label: 'All news link' }),
    backgroundField(),
  ],
}
