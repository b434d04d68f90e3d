import type { CollectionConfig } from 'payload'

import { MAX_QUANTITY } from '../../features/catalog/model'
import { SHOPPING_LIST_NAME_MAX_LENGTH } from '../../features/shopping-lists/model'
import { isEditor } from '../access/is-editor'
import { isEditorOrOwner } from '../access/is-editor-or-owner'

/** A list name: trimmed, 1–80 characters. */
function validateName(value: unknown): true | string {
  const name = typeof value === 'string' ? value.trim() : ''
  return (
    (name.length >= 1 && name.length <= SHOPPING_LIST_NAME_MAX_LENGTH) ||
    `Use 1–${SHOPPING_LIST_NAME_MAX_LENGTH} characters`
  )
}

/**
 * Shopping lists ("Merklisten"): named lists of articles with a
 * quantity that an active shop user keeps for later orders. A list belongs to
 * the shop account that made it (and notes its customer). Editors read them
 * in /cms; the shop reaches them only through /api/shopping-lists, which
 * reads the signed-in account's own lists (features/shopping-lists/server).
 */
export const ShoppingLists: CollectionConfig = {
  slug: 'shopping-lists',
  admin: { useAsTitle: 'name', group: 'Shop', defaultColumns: ['name', 'account', 'customer', 'updatedAt'] },
  // Lists are the customers' own: editors look, the shop writes (with the account's checks).
  // Accounts read only their own lists; every write goes through /api/shopping-lists, which checks the entries.
  access: { read: isEditorOrOwner, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-updatedAt',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      maxLength: SHOPPING_LIST_NAME_MAX_LENGTH,
      validate: validateName,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
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
          admin: { width: '50%', description: 'The shop account that owns the list.' },
        },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          index: true,
          admin: { width: '50%', description: 'The company the account orders for.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sharedWithCompany',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          admin: {
            width: '33%',
            description:
              'Every user of the customer can see the list (and order from it); only the owner and the named colleagues change it.',
          },
        },
        {
          name: 'sharedWith',
          type: 'relationship',
          relationTo: 'accounts',
          hasMany: true,
          maxDepth: 0,
          index: true,
          admin: {
            width: '67%',
            description: 'Colleagues (accounts of the same customer) who may change the list.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'lastChangedBy',
          type: 'relationship',
          relationTo: 'accounts',
          maxDepth: 0,
          admin: { width: '50%', readOnly: true },
        },
        { name: 'lastChangedAt', type: 'date', admin: { width: '50%', readOnly: true } },
      ],
    },
    {
      name: 'changes',
      type: 'array',
      admin: {
        readOnly: true,
        description: 'Who changed what, newest first (the most recent changes are kept).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'at', type: 'date', required: true, admin: { width: '25%' } },
            {
              name: 'by',
              type: 'relationship',
              relationTo: 'accounts',
              maxDepth: 0,
              admin: { width: '25%' },
            },
            { name: 'byName', type: 'text', admin: { width: '25%' } },
            { name: 'action', type: 'text', required: true, admin: { width: '25%' } },
          ],
        },
        { name: 'details', type: 'json' },
      ],
    },
    {
      name: 'entries',
      type: 'array',
      labels: { singular: 'Entry', plural: 'Entries' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              required: true,
              admin: { width: '50%' },
            },
            { name: 'articleNumber', type: 'text', required: true, admin: { width: '30%' } },
            {
              name: 'quantity',
              type: 'number',
              required: true,
              min: 1,
              max: MAX_QUANTITY,
              admin: { width: '20%' },
            },
          ],
        },
        {
          name: 'addedBy',
          type: 'relationship',
          relationTo: 'accounts',
          maxDepth: 0,
          admin: { readOnly: true, description: 'Who put the article on the list.' },
        },
      ],
    },
  ],
}
