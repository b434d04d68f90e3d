import type { CollectionConfig } from 'payload'

import { MAX_QUANTITY } from '../../features/catalog/model'
import { CART_REF_TEXT_MAX_LENGTH, SAVED_CART_NAME_MAX_LENGTH } from '../../features/carts/model'
import { isEditor } from '../access/is-editor'

/**
 * Carts a buyer put aside under a name (the B2B cart empties when it is
 * saved): several per account, restored into the cart later by merging or
 * replacing. A saved cart belongs to the account that saved it (for an
 * employee acting for a contact: that contact's customer); the company's
 * administrators see the company's saved carts. Editors read them in /cms;
 * only the shop writes them (features/carts/server/saved-carts.ts).
 */
export const SavedCarts: CollectionConfig = {
  slug: 'saved-carts',
  admin: {
    useAsTitle: 'name',
    group: 'Shop',
    defaultColumns: ['name', 'account', 'customer', 'updatedAt'],
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: SAVED_CART_NAME_MAX_LENGTH,
    },
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
          admin: { width: '33%', description: 'The account that saved the cart.' },
        },
        {
          name: 'contact',
          type: 'relationship',
          relationTo: 'contacts',
          maxDepth: 0,
          admin: { width: '33%', description: 'The contact an employee saved it for.' },
        },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '34%' },
        },
      ],
    },
    {
      name: 'entries',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'itemKey', type: 'text', required: true, admin: { width: '25%' } },
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              required: true,
              maxDepth: 0,
              admin: { width: '30%' },
            },
            { name: 'articleNumber', type: 'text', required: true, admin: { width: '25%' } },
            {
              name: 'count',
              type: 'number',
              required: true,
              min: 1,
              max: MAX_QUANTITY,
              admin: { width: '20%' },
            },
          ],
        },
        { name: 'itemRefText', type: 'text', maxLength: CART_REF_TEXT_MAX_LENGTH },
      ],
    },
  ],
}
