import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/is-editor'

/**
 * What a customer has ordered, per article: how
 * often, how much in total, when first and last, at which price last. Kept
 * up to date from the orders (cms/hooks/ordered-articles.ts), so the ordered
 * products table filters, sorts and pages in the database instead of summing
 * thousands of order lines per request.
 */
export const OrderedArticles: CollectionConfig = {
  slug: 'ordered-articles',
  admin: {
    useAsTitle: 'articleNumber',
    group: 'Shop',
    defaultColumns: ['customer', 'articleNumber', 'orderCount', 'totalQuantity', 'lastOrderedAt'],
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-lastOrderedAt',
  indexes: [{ fields: ['customer', 'articleNumber'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '40%' },
        },
        { name: 'articleNumber', type: 'text', required: true, index: true, admin: { width: '30%' } },
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '30%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'orderCount', type: 'number', required: true, min: 0, index: true, admin: { width: '25%' } },
        {
          name: 'totalQuantity',
          type: 'number',
          required: true,
          min: 0,
          index: true,
          admin: { width: '25%' },
        },
        { name: 'lastUnitPriceCents', type: 'number', min: 0, admin: { width: '25%' } },
        { name: 'lastOrderNumber', type: 'text', admin: { width: '25%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstOrderedAt', type: 'date', required: true, admin: { width: '50%' } },
        { name: 'lastOrderedAt', type: 'date', required: true, index: true, admin: { width: '50%' } },
      ],
    },
  ],
}
