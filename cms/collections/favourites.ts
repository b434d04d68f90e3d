import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/is-editor'
import { isEditorOrOwner } from '../access/is-editor-or-owner'

/**
 * Products a shop account marked as favourite: one row
 * per account, customer and product. The shop writes them through /api/favourites for
 * the signed-in account only; editors look in /cms.
 */
export const Favourites: CollectionConfig = {
  slug: 'favourites',
  admin: { useAsTitle: 'id', group: 'Shop', defaultColumns: ['account', 'product', 'createdAt'] },
  access: { read: isEditorOrOwner, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-createdAt',
  // One row per account, customer (an employee keeps favourites per customer it acts for) and product.
  indexes: [{ fields: ['account', 'customer', 'product'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'account',
          type: 'relationship',
          relationTo: 'accounts',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '35%' },
        },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          index: true,
          maxDepth: 0,
          admin: { width: '30%', description: 'The company an employee kept it for (acting for a contact).' },
        },
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '35%' },
        },
      ],
    },
  ],
}
