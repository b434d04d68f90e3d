import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/is-editor'
import { isEditorOrSameCustomer } from '../access/is-editor-or-owner'

export const ORDER_STATUSES = ['open', 'inProcess', 'shipped', 'completed', 'cancelled'] as const

/**
 * Orders a customer placed (the shop's order history). Each line keeps the
 * article number, quantity and the price it was ordered at, so later price
 * changes do not rewrite history. The catalog reads the last order date per
 * product from here (SPEC §3); the cart's checkout writes new orders.
 * Never public; a shop account reads only its own customer's orders.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { useAsTitle: 'orderNumber', group: 'Shop', defaultColumns: ['orderNumber', 'customer', 'orderedAt', 'status', 'totalCents'] },
  access: { read: isEditorOrSameCustomer, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-orderedAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'orderNumber', type: 'text', required: true, index: true, admin: { width: '33%' } },
        { name: 'orderedAt', type: 'date', required: true, index: true, admin: { width: '33%', date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'status', type: 'select', required: true, defaultValue: 'open', options: ORDER_STATUSES.map((value) => ({ label: value, value })), admin: { width: '34%' } },
      ],
    },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    { name: 'account', type: 'relationship', relationTo: 'accounts', admin: { description: 'The shop account that placed the order.' } },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'product', type: 'relationship', relationTo: 'products', required: true, index: true, admin: { width: '40%' } },
            { name: 'articleNumber', type: 'text', required: true, admin: { width: '30%' } },
            { name: 'quantity', type: 'number', required: true, min: 1, max: 9999, admin: { width: '15%' } },
            { name: 'unitPriceCents', type: 'number', required: true, min: 0, admin: { width: '15%', description: 'Net, in cents (Rappen).' } },
          ],
        },
      ],
    },
    { name: 'totalCents', type: 'number', required: true, min: 0, admin: { description: 'Net total in cents (Rappen).' } },
  ],
}
