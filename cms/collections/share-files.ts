import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { localUploadDir } from '../../lib/storage/settings'
import { isEditor } from '../access/is-editor'

/**
 * Where shared files live. Never inside MEDIA_DIR: the public media route
 * serves everything below its folder, and a share's files must be reachable
 * only through the share's link. (With S3 configured, the bucket instead: cms/storage.ts.)
 */
export const SHARE_FILES_DIR = localUploadDir('share-files')

const mediaDir = localUploadDir('media')
if (!path.relative(mediaDir, SHARE_FILES_DIR).startsWith('..')) {
  throw new Error(
    `SHARE_FILES_DIR (${SHARE_FILES_DIR}) must not lie inside MEDIA_DIR (${mediaDir}): files there are public.`,
  )
}

/**
 * Files handed out through file shares. Only editors read
 * them through the CMS; visitors reach a file only through the unguessable
 * link of a share that holds it and has not expired.
 */
export const ShareFiles: CollectionConfig = {
  slug: 'share-files',
  labels: { singular: 'Shared file', plural: 'Shared files' },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'filename', 'filesize', 'mimeType'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: SHARE_FILES_DIR,
    imageSizes: [{ name: 'thumbnail', width: 400 }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'Shown in the share’s file list; the file name is shown below it.' },
    },
  ],
}
