import type { CollectionConfig } from 'payload'

import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/**
 * Products (SPEC §3 Product), the public part: name, number, line and
 * picture, enough for teasers and the product page. Prices, articles and
 * documents are kept apart and never reach anonymous visitors (SPEC §6).
 */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: { useAsTitle: 'name', group: 'Catalog', defaultColumns: ['name', 'productNumber', 'productLine'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.products),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'productNumber',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) => (typeof value === 'string' && /^[A-Z0-9-]{3,20}$/.test(value) ? true : 'Use 3–20 upper-case letters, digits or dashes'),
    },
    { name: 'subtitle', type: 'text', localized: true, admin: { description: 'Short line under the name, e.g. the viscosity and specification.' } },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'productLine', type: 'relationship', relationTo: 'product-lines' },
  ],
}
