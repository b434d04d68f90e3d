import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '../access/is-admin'
import { forgotPasswordEndpoint } from '../email/after-commit'

/**
 * CMS editors. The global `admin` role sees every tenant; everybody else sees
 * the tenants assigned in `tenants` (added by the multi-tenant plugin, with
 * per-tenant roles). Payload's auth endpoints stay (the /cms login), only
 * forgot-password is Payload's operation run so that it neither deadlocks on
 * SQLite nor mails inside its transaction (cms/email/after-commit.ts).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Administration' },
  auth: {
    maxLoginAttempts: 5,
    // Payload's interval reservation deadlocks on SQLite; forgotPasswordEndpoint keeps the interval instead.
    forgotPassword: { minRequestInterval: 0 },
    lockTime: 15 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.SECURE_COOKIES === 'true' },
  },
  endpoints: [forgotPasswordEndpoint],
  access: {
    admin: ({ req }) => req.user?.collection === 'users',
    create: isAdmin,
    delete: isAdmin,
    read: ({ req }) =>
      isAdminUser(req.user)
        ? true
        : req.user?.collection === 'users'
          ? { id: { equals: req.user.id } }
          : false,
    update: ({ req }) =>
      isAdminUser(req.user)
        ? true
        : req.user?.collection === 'users'
          ? { id: { equals: req.user.id } }
          : false,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      defaultValue: ['editor'],
      options: [
        { label: 'Admin (all tenants)', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { update: ({ req }) => isAdminUser(req.user) },
      saveToJWT: true,
    },
  ],
}
