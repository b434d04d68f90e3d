import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/is-editor'

/** Customer companies; shop accounts belong to one. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { useAsTitle: 'name', group: 'Shop', defaultColumns: ['name', 'customerId'] },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'customerId', type: 'text', required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'b2b',
      options: [
        { label: 'Business (B2B)', value: 'b2b' },
        { label: 'Consumer (B2C)', value: 'b2c' },
      ],
    },
    { name: 'priceList', type: 'relationship', relationTo: 'price-lists', admin: { description: 'The net prices this customer sees; without one, no prices show.' } },
    { name: 'retailerModeAvailable', type: 'checkbox', defaultValue: false, admin: { description: 'Lets the customer switch to retailer mode (recommended gross retail prices, no ordering).' } },
  ],
}
