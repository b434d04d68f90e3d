import type { CollectionConfig } from 'payload'

import { cacheTags } from '../../lib/cache-tags'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/**
 * Ratings and questions visitors send about a product.
 * They wait for an editor's approval before the product page shows them;
 * e-mail addresses are never shown.
 */
export const ProductReviews: CollectionConfig = {
  slug: 'product-reviews',
  labels: { singular: 'Product review', plural: 'Product reviews' },
  admin: {
    useAsTitle: 'name',
    group: 'Catalog',
    defaultColumns: ['product', 'kind', 'rating', 'status', 'createdAt'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.reviews),
  defaultSort: '-createdAt',
  fields: [
    { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'rating',
          options: [
            { label: 'Rating', value: 'rating' },
            { label: 'Question', value: 'question' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'rating',
          type: 'number',
          min: 1,
          max: 5,
          admin: { width: '33%', description: '1–5 stars; empty when none was given.' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [
            { label: 'Waiting for moderation', value: 'pending' },
            { label: 'Approved (shown)', value: 'approved' },
            { label: 'Rejected', value: 'rejected' },
          ],
          admin: { width: '34%' },
        },
      ],
    },
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'email', type: 'email', required: true },
    { name: 'comment', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'language', type: 'text', admin: { readOnly: true } },
    {
      name: 'answer',
      type: 'textarea',
      localized: true,
      admin: { description: 'Our reply, shown below an approved question or rating.' },
    },
  ],
}
