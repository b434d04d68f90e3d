import type { CollectionConfig } from 'payload'

import { newShareToken, sharePagePath } from '../../features/file-sharing/model'
import { isEditor } from '../access/is-editor'

/**
 * A set of files handed to someone outside through one unguessable link
 * (the file sharing page `/{locale}/share/{token}`).
 * After `expiresAt` the link answers 410. Only editors list shares.
 */
export const FileShares: CollectionConfig = {
  slug: 'file-shares',
  labels: { singular: 'File share', plural: 'File shares' },
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    defaultColumns: ['name', 'expiresAt', 'updatedAt'],
    description:
      'The link is /de-ch/share/<token> on the tenant’s domain (any of its languages). Anyone with the link can download the files until the share expires.',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      index: true,
      admin: {
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
        description: 'From this moment the link answers “expired”.',
      },
    },
    {
      name: 'assets',
      type: 'upload',
      relationTo: 'share-files',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 500,
    },
    {
      name: 'token',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Generated on save; part of the link.' },
      hooks: {
        // A share keeps its token; a new share (or a copy) gets a fresh one.
        beforeChange: [
          ({ operation, originalDoc }) =>
            operation === 'update' && originalDoc?.token ? originalDoc.token : newShareToken(),
        ],
      },
    },
    {
      name: 'link',
      type: 'text',
      virtual: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description:
          'Send this address on the tenant’s domain; another locale prefix (/fr-ch, /en …) works too.',
      },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            siblingData?.token ? sharePagePath('de-ch', siblingData.token as string) : null,
        ],
      },
    },
  ],
}
