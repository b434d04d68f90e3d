import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/is-editor'

/**
 * Stock per article (pack) of a tenant's warehouse, as the ERP import
 * writes it: the quantity on hand and, when it runs out, the date the next
 * delivery comes in. One row per article number and tenant. Signed-in
 * customers see availability and delivery estimates computed from it
 * (features/availability); visitors never do. Editors read and correct it in /cms.
 */
export const StockLevels: CollectionConfig = {
  slug: 'stock-levels',
  labels: { singular: 'Stock level', plural: 'Stock levels' },
  admin: {
    useAsTitle: 'articleNumber',
    group: 'Catalog',
    defaultColumns: ['articleNumber', 'quantity', 'restockDate', 'updatedAt'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'articleNumber',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'articleNumber', type: 'text', required: true, index: true, admin: { width: '40%' } },
        {
          name: 'article',
          type: 'relationship',
          relationTo: 'articles',
          index: true,
          maxDepth: 0,
          admin: { width: '60%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'quantity',
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
          admin: { width: '50%', description: 'Packs on hand in the warehouse.' },
        },
        {
          name: 'restockDate',
          type: 'text',
          validate: (value: unknown) =>
            value == null ||
            value === '' ||
            (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) ||
            'Use a date as YYYY-MM-DD',
          admin: {
            width: '50%',
            description:
              'When the next delivery to the warehouse comes in (YYYY-MM-DD), for packs out of stock.',
          },
        },
      ],
    },
  ],
}
