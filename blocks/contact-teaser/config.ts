import type { Block } from 'payload'

import { backgroundField, imageField, linkGroup } from '../fields'

/** A Swiss or international phone number as people write it: +41 52 123 45 67, 052 123 45 67. */
export function validatePhone(value: unknown): true | string {
  if (value == null || value === '') return true
  return typeof value === 'string' && /^\+?[0-9][0-9 ()/-]{6,20}$/.test(value.trim())
    ? true
    : 'Use a phone number such as +41 52 123 45 67'
}

export const ContactTeaserBlock: Block = {
  slug: 'contactTeaser',
  interfaceName: 'ContactTeaserBlock',
  labels: { singular: 'Contact teaser', plural: 'Contact teasers' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea', admin: { description: 'Either a text …' } },
    {
      name: 'items',
      type: 'array',
      admin: { description: '… or a list of points.' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    { name: 'buttonText', type: 'text' },
    linkGroup(),
    imageField('image'),
    imageField('mobileImage', false, 'Narrow crop for phones (optional).'),
    { name: 'footerText', type: 'text' },
    {
      name: 'phoneLink',
      type: 'group',
      fields: [
        { name: 'value', type: 'text', validate: validatePhone },
        { name: 'label', type: 'text', admin: { description: 'E.g. “Mo–Fr 7.30–17.00”.' } },
      ],
    },
    backgroundField(),
  ],
}
