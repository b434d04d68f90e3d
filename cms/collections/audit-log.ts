import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/is-editor'

const nobody = () => false

/**
 * What employees did on behalf of a contact, and what a company's users did
 * to each other (roles, invitations, approvals, list shares): who, for whom,
 * what, when. `actor` is the account that acted (the employee when on
 * behalf, with `contact`). Written only by the server
 * (features/contacts/server/audit.ts); editors read it, nobody changes or
 * deletes it through the CMS.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  admin: {
    useAsTitle: 'action',
    group: 'Shop',
    defaultColumns: ['createdAt', 'actorName', 'action', 'contactName', 'customer'],
    description:
      'Actions of employees on behalf of contacts and of company administrators (roles, invitations, approvals, list shares); read-only.',
  },
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'actor',
      type: 'relationship',
      relationTo: 'accounts',
      required: true,
      index: true,
      maxDepth: 0,
      admin: { readOnly: true },
    },
    { name: 'actorName', type: 'text', admin: { readOnly: true } },
    {
      name: 'contact',
      type: 'relationship',
      relationTo: 'contacts',
      index: true,
      maxDepth: 0,
      admin: { readOnly: true },
    },
    { name: 'contactName', type: 'text', admin: { readOnly: true } },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      maxDepth: 0,
      admin: { readOnly: true },
    },
    { name: 'details', type: 'json', admin: { readOnly: true } },
  ],
}
