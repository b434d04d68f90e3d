import type { Access, CollectionConfig } from 'payload'

import { env } from '../../lib/env'
import { isAdmin, isAdminUser } from '../access/is-admin'
import { isEditorUser } from '../access/is-editor'

/** Admins read every mail; outside production an editor reads the mails of their tenants (a mail without tenant: admins only). */
const readOutbox: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  if (env.appEnvironment === 'production' || !isEditorUser(req.user)) return false
  const tenants = (
    (req.user as { tenants?: { tenant: number | { id: number } }[] | null }).tenants ?? []
  ).map((row) => (typeof row.tenant === 'object' ? row.tenant.id : row.tenant))
  return { tenant: { in: tenants } }
}

/**
 * Mails the site would have sent, kept when no SMTP server is configured
 * (cms/email/outbox-adapter.ts). Editors read them in /cms outside
 * production (each editor only their tenants' mails); in production only
 * admins see the collection. Nobody
 * writes them by hand.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: 'Outgoing mail', plural: 'Email outbox' },
  admin: {
    group: 'System',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    hidden: ({ user }) => env.appEnvironment === 'production' && !isAdminUser(user as never),
    description: 'Mails are kept here instead of being sent while no SMTP server is configured (SMTP_HOST).',
  },
  defaultSort: '-createdAt',
  access: {
    read: readOutbox,
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  fields: [
    { name: 'tenant', type: 'relationship', relationTo: 'tenants', index: true, admin: { readOnly: true } },
    { name: 'to', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', admin: { readOnly: true } },
    { name: 'html', type: 'code', admin: { readOnly: true, language: 'html' } },
  ],
}
