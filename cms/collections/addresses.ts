import type { CollectionConfig } from 'payload'

import { ADDRESS_TYPES } from '../../features/carts/model'
import { isEditor } from '../access/is-editor'

/**
 * A customer's delivery and invoice addresses (address types:
 * SHIP_TO is the ERP partner role CRMH02, BILL_TO is CRMH04). The checkout
 * offers the customer's addresses of each type, the preferred one first;
 * a shop user never sees another customer's addresses (the shop reads them
 * on the server, by the caller's customer).
 */
export const Addresses: CollectionConfig = {
  slug: 'addresses',
  admin: {
    useAsTitle: 'partnerId',
    group: 'Shop',
    defaultColumns: ['partnerId', 'type', 'companyName', 'city', 'customer', 'preferred'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'partnerId',
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
        {
          name: 'partnerId',
          type: 'text',
          required: true,
          index: true,
          admin: { width: '20%', description: 'The ERP partner number.' },
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          options: Object.entries(ADDRESS_TYPES).map(([value, code]) => ({
            label: `${value} (${code})`,
            value,
          })),
          admin: { width: '20%' },
        },
        {
          name: 'preferred',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '20%', description: 'Chosen first in the checkout.' },
        },
      ],
    },
    { name: 'companyName', type: 'textarea', required: true, admin: { description: 'One line per row.' } },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', required: true, admin: { width: '40%' } },
        { name: 'postalCode', type: 'text', required: true, admin: { width: '20%' } },
        { name: 'city', type: 'text', required: true, admin: { width: '25%' } },
        { name: 'country', type: 'text', required: true, defaultValue: 'CH', admin: { width: '15%' } },
      ],
    },
  ],
}
