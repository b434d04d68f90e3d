import type { Block } from 'payload'

import { backgroundField, widthField } from '../fields'

export const FileListBlock: Block = {
  slug: 'fileList',
  interfaceName: 'FileListBlock',
  labels: { singular: 'File list', plural: 'File lists' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'files',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
        { name: 'name', type: 'text', admin: { description: 'Shown instead of the file name.' } },
      ],
    },
    widthField(),
    backgroundField(),
  ],
}
