import type { CollectionConfig, FieldAccess } from 'payload'

import {
  isSitePath,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_KINDS,
  NOTIFICATION_LINK_MAX_LENGTH,
  NOTIFICATION_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
} from '../../../features/notification-centre/model'
import { isEditor } from '../../access/is-editor'
import { isEditorOrOwner } from '../../access/is-editor-or-owner'
import { deleteCopies, fanOutToCustomerAccounts } from './hooks/fan-out'

type Sibling = { audience?: string | null }

/** Required only for the chosen audience. */
const requiredFor =
  (audience: string) =>
  (value: unknown, { siblingData }: { siblingData: Sibling }) =>
    siblingData.audience !== audience || value != null
      ? true
      : `Choose the ${audience} this notification is for`

/** The audience is fixed once saved: a customer-wide notification has been copied to the accounts of that customer. */
const onlyOnCreate: FieldAccess = () => false

/**
 * The notification centre: persistent messages for one shop
 * account — an order was confirmed, a document is available, or an editor
 * writes to the account or to every account of a customer.
 *
 * Read state belongs to an account. A customer-wide notification is
 * therefore fanned out on create (hooks/fan-out.ts): one row per account of
 * the customer at that moment, each with its own `readAt` and a `source`
 * link to the editor's row; the editor's row itself is never shown in the
 * shop (it has no account). Changing its texts, link or kind updates the
 * copies; deleting it deletes them. Accounts read only their own rows; every
 * write goes through /api/notifications (features/notification-centre/server).
 */
export const AccountNotifications: CollectionConfig = {
  slug: 'account-notifications',
  labels: { singular: 'Notification', plural: 'Notifications' },
  admin: {
    useAsTitle: 'title',
    group: 'Shop',
    defaultColumns: ['title', 'kind', 'audience', 'account', 'customer', 'readAt', 'createdAt'],
  },
  access: { read: isEditorOrOwner, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-createdAt',
  hooks: { afterChange: [fanOutToCustomerAccounts], afterDelete: [deleteCopies] },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: NOTIFICATION_TITLE_MAX_LENGTH,
    },
    { name: 'text', type: 'textarea', localized: true, maxLength: NOTIFICATION_TEXT_MAX_LENGTH },
    {
      type: 'row',
      fields: [
        {
          name: 'link',
          type: 'text',
          maxLength: NOTIFICATION_LINK_MAX_LENGTH,
          validate: (value: unknown) =>
            value == null ||
            value === '' ||
            isSitePath(value) ||
            'Use a path on this site, such as /de-ch/p/TRB-SYNPRO-5W30',
          admin: {
            width: '60%',
            description: 'Optional: where a click on the notification leads (a path on this site).',
          },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'editorial',
          options: NOTIFICATION_KINDS.map((value) => ({ label: value, value })),
          admin: { width: '40%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'audience',
          type: 'select',
          required: true,
          defaultValue: 'account',
          options: NOTIFICATION_AUDIENCES.map((value) => ({
            label: value === 'account' ? 'One shop account' : 'Every account of a customer',
            value,
          })),
          access: { update: onlyOnCreate },
          admin: { width: '34%' },
        },
        {
          name: 'account',
          type: 'relationship',
          relationTo: 'accounts',
          index: true,
          validate: requiredFor('account'),
          admin: {
            width: '33%',
            condition: (_, sibling: Sibling) => sibling.audience !== 'customer',
            description: 'The shop account that sees it.',
          },
        },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          index: true,
          validate: requiredFor('customer'),
          access: { update: onlyOnCreate },
          admin: {
            width: '33%',
            condition: (_, sibling: Sibling) => sibling.audience === 'customer',
            description: 'Every account of this customer gets its own copy (own read state).',
          },
        },
      ],
    },
    {
      name: 'readAt',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        condition: (_, sibling: Sibling) => sibling.audience !== 'customer',
        description: 'When the account marked it as read; empty while unread.',
      },
    },
    {
      name: 'source',
      type: 'relationship',
      relationTo: 'account-notifications',
      index: true,
      admin: {
        readOnly: true,
        condition: (data) => data?.source != null,
        description: 'The customer-wide notification this copy belongs to.',
      },
    },
  ],
}
