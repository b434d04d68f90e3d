import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/is-editor'
import { isEditorOrAssignedEmployee } from '../access/is-editor-or-assigned-employee'

/**
 * The people of a customer company an employee can act for. A record of its
 * own rather than a shop account: the ERP's contacts need no login, have a
 * contact number and are searched by employees; `account` links the shop
 * login when the person has one.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  admin: {
    useAsTitle: 'lastName',
    group: 'Shop',
    defaultColumns: ['contactId', 'firstName', 'lastName', 'customer'],
  },
  access: { read: isEditorOrAssignedEmployee, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    {
      name: 'contactId',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The contact number (ERP).' },
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      index: true,
      maxDepth: 0,
    },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true, index: true },
    { name: 'function', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    {
      name: 'account',
      type: 'relationship',
      relationTo: 'accounts',
      maxDepth: 0,
      admin: { description: 'The shop login of this person, if any.' },
    },
  ],
}
