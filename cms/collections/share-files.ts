import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isEditor } from '../access/is-editor'

/** Where shared files live: beside the media, never served by the CMS to the public. */
export const SHARE_FILES_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.MEDIA_DIR ?? 'data/media', 'share-files')

/**
 * Files handed out through file shares (SPEC §3 Asset). Only editors read
 * them through the CMS; visitors reach a file only through the unguessable
 * link of a share that holds it and has not expired.
 */
export const ShareFiles: CollectionConfig = {
  slug: 'share-files',
  labels: { singular: 'Shared file', plural: 'Shared files' },
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'filename', 'filesize', 'mimeType'] },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: SHARE_FILES_DIR,
    imageSizes: [{ name: 'thumbnail', width: 400 }],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'title', type: 'text', required: true, localized: true, admin: { description: 'Shown in the share’s file list; the file name is shown below it.' } }],
}
