import type { CollectionConfig } from 'payload'

import { cacheTags } from '../../lib/cache-tags'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/** Customer companies; shop accounts belong to one. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  // Signed-in requests read their customer from the cache (features/accounts/server/customer.ts).
  hooks: revalidateTenantTags(cacheTags.customers),
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
    {
      name: 'priceList',
      type: 'relationship',
      relationTo: 'price-lists',
      admin: { description: 'The net prices this customer sees; without one, no prices show.' },
    },
    {
      name: 'retailerModeAvailable',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Lets the customer switch to retailer mode (recommended gross retail prices, no ordering).',
      },
    },
    {
      name: 'contactPerson',
      type: 'group',
      admin: { description: 'The Tribo person this customer talks to, shown in the header.' },
      fields: [
        { name: 'name', type: 'text' },
        { name: 'department', type: 'text' },
        { name: 'role', type: 'text' },
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'billingPartners',
      type: 'array',
      admin: { description: 'Who may be invoiced for this customer.' },
      fields: [
        { name: 'partnerId', type: 'text', required: true },
        {
          name: 'companyName',
          type: 'textarea',
          required: true,
          admin: { description: 'One line per row.' },
        },
        { name: 'street', type: 'text' },
        { name: 'postalCode', type: 'text' },
        { name: 'city', type: 'text' },
      ],
    },
  ],
}
