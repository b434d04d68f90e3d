import type { CollectionConfig } from 'payload'

import { cacheTags } from '../../lib/cache-tags'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/**
 * Customer price lists: a customer sees the net prices of its
 * list; articles carry one row of scale prices per list. Never public.
 */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  admin: { useAsTitle: 'name', group: 'Shop', defaultColumns: ['name', 'code'] },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.prices),
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[A-Z0-9-]{2,20}$/.test(value)) ||
        'Use 2–20 upper-case letters, digits or dashes',
    },
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
  ],
}
