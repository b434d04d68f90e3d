import type { CollectionConfig } from 'payload'

import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { slugField } from '../fields/slug'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'
import { searchChangeHooks, withHooks } from '../hooks/search-changes'

/** A vector icon pasted as SVG markup; scripts and event handlers are refused. */
export function validateSvgIcon(value: unknown): true | string {
  if (value == null || value === '') return true
  if (typeof value !== 'string' || !/^\s*<svg[\s>]/i.test(value) || !/<\/svg>\s*$/i.test(value))
    return 'Paste SVG markup starting with <svg and ending with </svg>'
  if (/<script|\son\w+\s*=|javascript:|<foreignObject/i.test(value))
    return 'SVG icons must not contain scripts, event handlers or foreign objects'
  if (value.length > 20_000) return 'SVG icons must be smaller than 20 000 characters'
  return true
}

/**
 * Product lines and their groups:
 * up to three levels, shown in the navigation panel with an icon; a line can
 * ask for the oil finder teaser below it. The catalog adds products to them.
 */
export const ProductLines: CollectionConfig = {
  slug: 'product-lines',
  admin: { useAsTitle: 'title', group: 'Catalog', defaultColumns: ['title', 'slug', 'parent', 'order'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withHooks(revalidateTenantTags(cacheTags.productLines), searchChangeHooks('product-lines')),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'product-lines',
      admin: {
        position: 'sidebar',
        description: 'Empty for a product line; a line or group for a product group.',
      },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'icon',
      type: 'textarea',
      admin: { description: 'Inline SVG icon shown in the navigation (product lines only).' },
      validate: validateSvgIcon,
    },
    {
      name: 'showOilFinderTeaser',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shows the oil finder teaser below this line in the navigation.' },
    },
    {
      name: 'addSeparator',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Draws a divider before this entry in the navigation.' },
    },
  ],
}
