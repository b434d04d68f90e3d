import type { Block } from 'payload'

import { backgroundField, imageField, linkGroup } from '../fields'

export const SponsoringBlock: Block = {
  slug: 'sponsoring',
  interfaceName: 'SponsoringBlock',
  labels: { singular: 'Sponsoring', plural: 'Sponsorings' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'partners',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'category', type: 'text', admin: { description: 'E.g. Motorsport, Ski, Youth.' } },
        imageField('image', true),
        imageField('logo'),
        { name: 'text', type: 'textarea' },
        linkGroup(),
      ],
    },
    backgroundField(),
  ],
}
