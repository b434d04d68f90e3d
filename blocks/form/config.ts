import type { Block } from 'payload'

import { widthField } from '../fields'

/** A form from Forms placed on a page; only public (`page`) forms can be chosen. */
export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      required: true,
      maxDepth: 0,
      filterOptions: { usage: { equals: 'page' } },
    },
    {
      name: 'title',
      type: 'text',
      localized: true,
      admin: { description: 'Heading above the form; empty: the form’s title.' },
    },
    { name: 'intro', type: 'textarea', localized: true },
    widthField(),
  ],
}
