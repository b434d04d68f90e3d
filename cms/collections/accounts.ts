import type { CollectionConfig, Endpoint } from 'payload'

import { COMPANY_ROLES, DEFAULT_COMPANY_ROLE, MAX_LIMIT_CENTS } from '../../features/company/model'
import {
  REMINDER_DEFAULT_LEAD_DAYS,
  REMINDER_DIGESTS,
  REMINDER_MAX_LEAD_DAYS,
} from '../../features/fleet/model'
import { env } from '../../lib/env'
import { ROUTE_LOCALES } from '../../lib/i18n/locales'
import { isEditor } from '../access/is-editor'
import { isEditorOrSelf } from '../access/is-editor-or-self'

/**
 * Every endpoint Payload 3.90 registers for an auth collection
 * (payload/dist/auth/endpoints/index.js `authCollectionEndpoints`, plus the
 * API-key reveal). tests/integration/cms-auth-endpoints.int.test.ts compares
 * this list with what Payload actually registers, so an upgrade that adds one
 * fails there.
 */
export const PAYLOAD_AUTH_ENDPOINTS: readonly Pick<Endpoint, 'method' | 'path'>[] = [
  { method: 'post', path: '/forgot-password' },
  { method: 'get', path: '/init' },
  { method: 'post', path: '/login' },
  { method: 'post', path: '/logout' },
  { method: 'get', path: '/me' },
  { method: 'post', path: '/refresh-token' },
  { method: 'post', path: '/first-register' },
  { method: 'post', path: '/reset-password' },
  { method: 'post', path: '/unlock' },
  { method: 'post', path: '/verify/:id' },
  { method: 'post', path: '/:id/api-key/reveal' },
]

/**
 * Shop accounts sign in only through the shop's own handlers (/api/auth/*:
 * Origin and tenant checks, login protection, the shop's reset mails). The
 * same paths of Payload's REST API answer 404 before Payload's handlers run:
 * Payload appends its auth endpoints after a collection's own, and the REST
 * router takes the first match. The Local API (payload.login,
 * payload.forgotPassword …) does not go through endpoints and keeps working.
 */
const refusedAuthEndpoints: Endpoint[] = PAYLOAD_AUTH_ENDPOINTS.map(({ method, path }) => ({
  method,
  path,
  custom: { refusesPayloadAuth: true },
  handler: () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
}))

/**
 * Shop accounts: customers and employees. A separate auth
 * collection whose token the site keeps in its own cookie (see
 * features/accounts/server/cookie.ts), so an editor and a shop user in one
 * browser never overwrite each other. Accounts never enter /cms, and
 * Payload's own auth endpoints (REST and GraphQL) are closed for them.
 */
export const Accounts: CollectionConfig = {
  slug: 'accounts',
  admin: {
    useAsTitle: 'username',
    group: 'Shop',
    defaultColumns: ['username', 'firstName', 'lastName', 'type'],
  },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false },
    // Payload's lock counts failures per account from anywhere, so a stranger could lock the owner out
    // (and every failure was a database write). The shop's login counts per address instead
    // (features/accounts/server/login.ts, docs/security.md).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // The signed-in account as the auth strategy reads it on every request: its own row only.
    // Relations (tenant, customer, contact) stay ids; whoever needs one reads it (customerOf).
    // At Payload's default depth of 2 every request also read the tenant twice, the customer
    // and its price list, each through the full afterRead traversal.
    depth: 0,
    cookies: { sameSite: 'Lax', secure: env.secureCookies },
  },
  endpoints: refusedAuthEndpoints,
  // No GraphQL root fields for accounts (login, refresh, forgot/reset password, me …); the type stays for relationships.
  graphQL: { disableMutations: true, disableQueries: true },
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
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      admin: { description: 'The company this account orders for.' },
    },
    {
      name: 'companyRole',
      type: 'select',
      defaultValue: DEFAULT_COMPANY_ROLE,
      options: COMPANY_ROLES.map((value) => ({ label: value, value })),
      index: true,
      admin: {
        condition: (data) => data?.type !== 'employee',
        description:
          'Within the company: administrator (users, limits, approvals), buyer (orders within its limits) or viewer (cannot order). Changed by the company’s administrators on /konto/benutzer.',
      },
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.type !== 'employee' },
      fields: [
        {
          name: 'orderLimitCents',
          type: 'number',
          min: 0,
          max: MAX_LIMIT_CENTS,
          admin: {
            width: '50%',
            description: 'Buyers: an order above this net amount (cents) awaits approval. Empty: no limit.',
          },
        },
        {
          name: 'monthlyBudgetCents',
          type: 'number',
          min: 0,
          max: MAX_LIMIT_CENTS,
          admin: {
            width: '50%',
            description:
              'Buyers: net amount (cents) per calendar month (Europe/Zurich); an order beyond it awaits approval. Empty: no budget.',
          },
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.type !== 'employee' },
      fields: [
        {
          name: 'deactivatedAt',
          type: 'date',
          admin: {
            width: '33%',
            description: 'Set: the account can no longer sign in (its sessions end on the next request).',
          },
        },
        {
          name: 'invitedAt',
          type: 'date',
          admin: { width: '33%', readOnly: true, description: 'When an administrator invited this user.' },
        },
        {
          name: 'invitedBy',
          type: 'relationship',
          relationTo: 'accounts',
          maxDepth: 0,
          admin: { width: '34%', readOnly: true },
        },
      ],
    },
    {
      name: 'passwordSetAt',
      type: 'date',
      admin: {
        readOnly: true,
        condition: (data) => data?.type !== 'employee',
        description: 'When the invited user set a password (empty while the invitation is open).',
      },
    },
    {
      name: 'serviceReminders',
      type: 'group',
      admin: {
        condition: (data) => data?.type !== 'employee',
        description: 'Fleet service reminders (set by the user on /konto/fuhrpark).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'notify',
              type: 'checkbox',
              defaultValue: true,
              admin: { width: '33%', description: 'Due services appear in the notification centre.' },
            },
            {
              name: 'digest',
              type: 'select',
              defaultValue: 'weekly',
              options: REMINDER_DIGESTS.map((value) => ({ label: value, value })),
              admin: { width: '33%', description: 'A weekly mail of the services due.' },
            },
            {
              name: 'leadDays',
              type: 'number',
              defaultValue: REMINDER_DEFAULT_LEAD_DAYS,
              min: 1,
              max: REMINDER_MAX_LEAD_DAYS,
              admin: { width: '34%', description: 'Services due within this many days.' },
            },
          ],
        },
        {
          name: 'locale',
          type: 'select',
          options: ROUTE_LOCALES.map((value) => ({ label: value, value })),
          admin: {
            readOnly: true,
            description:
              'The language of the weekly digest: the page language in which the user last saved the setting (empty: the tenant’s default).',
          },
        },
      ],
    },
    { name: 'isActiveEcommerceShopUser', type: 'checkbox', defaultValue: false },
    {
      name: 'retailerModeEnabled',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Retailer mode switched on (only where the customer allows it): gross retail prices, no ordering.',
      },
    },
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
      admin: {
        condition: (data) => data?.type === 'employee',
        description: 'Employees: the customers whose contacts they may act for.',
      },
    },
    // Set by the shop (POST /api/contact/select and /logout), kept on the server so it cannot be forged.
    {
      name: 'selectedContact',
      type: 'relationship',
      relationTo: 'contacts',
      maxDepth: 0,
      admin: { readOnly: true, condition: (data) => data?.type === 'employee' },
    },
    {
      name: 'billingPartnerId',
      type: 'text',
      admin: {
        readOnly: true,
        description: 'The billing partner chosen in the shop (partner id of the customer).',
      },
    },
  ],
}
