import type { Block, Field } from 'payload'

import { validateUrl } from '../../../blocks/fields'

const isHome = (data: { isHome?: boolean } | undefined) => !!data?.isHome

/**
 * The home page's own parts: the hero
 * stage, the news tiles, the oil finder tile texts and the content-teaser
 * slot. The free content slot is the page's ordinary `content`.
 */
export const homeFields = (teaserBlocks: Block[]): Field[] => [
  {
    name: 'stage',
    type: 'array',
    localized: true,
    admin: {
      description:
        'Hero stage: shown only when it has items. Thumbnails switch the stage on wide screens; phones swipe.',
      condition: isHome,
    },
    fields: [
      {
        name: 'isIntro',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'The intro stage: large title, no thumbnail text.' },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'titleIntro',
            type: 'text',
            admin: { width: '40%', description: 'Small line above the title.' },
          },
          { name: 'title', type: 'text', required: true, admin: { width: '60%' } },
        ],
      },
      { name: 'text', type: 'textarea' },
      { name: 'url', type: 'text', validate: (value: unknown) => validateUrl(value) },
      { name: 'linkText', type: 'text' },
      { name: 'backgroundImage', type: 'upload', relationTo: 'media', required: true },
      {
        name: 'sliderImage',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Picture for the phone slider (defaults to the background).' },
      },
      {
        name: 'circleImage',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Round product picture in front of the background.' },
      },
      {
        name: 'thumbnail',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Small picture of the thumbnail switcher (defaults to the background).' },
      },
      {
        name: 'alt',
        type: 'text',
        admin: { description: 'Describes the stage picture; defaults to the media alt text.' },
      },
    ],
  },
  {
    name: 'newsTiles',
    type: 'group',
    localized: true,
    admin: {
      condition: isHome,
      description:
        'The news tiles show the latest articles; without any, only the all-news title shows as a heading.',
    },
    fields: [
      { name: 'title', type: 'text' },
      { name: 'allNewsTitle', type: 'text' },
      { name: 'allNewsUrl', type: 'text', validate: (value: unknown) => validateUrl(value) },
    ],
  },
  {
    name: 'oilFinderTile',
    type: 'group',
    localized: true,
    admin: { condition: isHome, description: 'Shown only when the tenant has an oil finder address.' },
    fields: [
      { name: 'title', type: 'text' },
      { name: 'text', type: 'textarea' },
      { name: 'buttonText', type: 'text' },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  },
  {
    name: 'teasers',
    type: 'blocks',
    localized: true,
    blocks: teaserBlocks,
    admin: { condition: isHome, description: 'Content-teaser slot at the end of the home page.' },
  },
]
