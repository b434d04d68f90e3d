import type { CollectionConfig } from 'payload'

import { env } from '../../lib/env'
import { isEditor } from '../access/is-editor'
import { isEditorOrSelf } from '../access/is-editor-or-self'

/**
 * Shop accounts (SPEC §3 User): customers and employees. A separate auth
 * collection whose token the site keeps in its own cookie (see
 * features/accounts/server/cookie.ts), so an editor and a shop user in one
 * browser never overwrite each other. Accounts never enter /cms.
 */
export const Accounts: CollectionConfig = {
  slug: 'accounts',
  admin: { useAsTitle: 'username', group: 'Shop', defaultColumns: ['username', 'firstName', 'lastName', 'type'] },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false },
    maxLoginAttempts: env.accountMaxLoginAttempts,
    lockTime: env.accountLockSeconds * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: env.secureCookies },
  },
  access: {
    admin: () => false,
    create: isEditor,
    delete: isEditor,
    read: isEditorOrSelf,
    update: isEditor,
  },
  fields: [
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      options: [
        { label: 'Customer', value: 'customer' },
        { label: 'Employee', value: 'employee' },
      ],
    },
    { name: 'customer', type: 'relationship', relationTo: 'customers', admin: { description: 'The company this account orders for.' } },
    { name: 'isActiveEcommerceShopUser', type: 'checkbox', defaultValue: false },
    { name: 'retailerModeEnabled', type: 'checkbox', defaultValue: false, admin: { description: 'Retailer mode switched on (only where the customer allows it): gross retail prices, no ordering.' } },
    {
      name: 'options',
      type: 'group',
      fields: [{ name: 'showContactSelector', type: 'checkbox', defaultValue: false }],
    },
    {
      name: 'assignedCustomers',
      type: 'relationship',
      relationTo: 'customers',
      hasMany: true,
      maxDepth: 0,
      admin: { condition: (data) => data?.type === 'employee', description: 'Employees: the customers whose contacts they may act for.' },
    },
    // Set by the shop (POST /api/contact/select and /logout), kept on the server so it cannot be forged.
    { name: 'selectedContact', type: 'relationship', relationTo: 'contacts', maxDepth: 0, admin: { readOnly: true, condition: (data) => data?.type === 'employee' } },
    { name: 'billingPartnerId', type: 'text', admin: { readOnly: true, description: 'The billing partner chosen in the shop (partner id of the customer).' } },
  ],
}
