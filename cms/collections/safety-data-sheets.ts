import type { CollectionConfig } from 'payload'

import { SAFETY_DATA_SHEET_LANGUAGES, SAFETY_DATA_SHEET_MAX_BYTES } from '../../features/account-area/model'
import { systemData } from '../../lib/data/system'
import { localUploadDir } from '../../lib/storage/settings'
import { isEditor } from '../access/is-editor'

/**
 * Where safety data sheets live. Not inside MEDIA_DIR (whose route is public):
 * a sheet is served only through /api/safety-data-sheet/download to signed-in
 * business customers. (With S3 configured, the bucket instead: cms/storage.ts.)
 */
export const SAFETY_DATA_SHEETS_DIR = localUploadDir('safety-data-sheets')

/**
 * Safety data sheets: one PDF per article and language, with its
 * version and issue date. Editors upload them; the shop lists them for
 * signed-in business customers and serves the download itself.
 */
export const SafetyDataSheets: CollectionConfig = {
  slug: 'safety-data-sheets',
  labels: { singular: 'Safety data sheet', plural: 'Safety data sheets' },
  admin: {
    useAsTitle: 'filename',
    group: 'Shop',
    defaultColumns: ['articleNumber', 'language', 'version', 'issuedAt', 'filename'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'articleNumber',
  upload: {
    staticDir: SAFETY_DATA_SHEETS_DIR,
    mimeTypes: ['application/pdf'],
    filesRequiredOnCreate: true,
  },
  hooks: {
    beforeValidate: [
      ({ req }) => {
        const size = req.file?.size ?? 0
        if (size > SAFETY_DATA_SHEET_MAX_BYTES)
          throw new Error(
            `A safety data sheet may be at most ${SAFETY_DATA_SHEET_MAX_BYTES / 1024 / 1024} MB.`,
          )
        if (req.file && !Buffer.from(req.file.data.subarray(0, 5)).equals(Buffer.from('%PDF-')))
          throw new Error('Only PDF files can be uploaded as safety data sheets.')
      },
    ],
    // The article's number and product are copied, so lists filter and sort on them without a join.
    beforeChange: [
      async ({ data, req }) => {
        const articleId = typeof data.article === 'object' && data.article ? data.article.id : data.article
        if (articleId == null) return data
        const article = await systemData('copying the article of a data sheet', req.payload).findByID({
          collection: 'articles',
          id: articleId,
          depth: 0,
          select: { articleNumber: true, product: true },
          req,
          disableErrors: true,
        })
        if (!article) return data
        return {
          ...data,
          articleNumber: article.articleNumber,
          product: typeof article.product === 'object' ? article.product.id : article.product,
        }
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'article',
          type: 'relationship',
          relationTo: 'articles',
          required: true,
          maxDepth: 0,
          admin: { width: '40%' },
        },
        {
          name: 'articleNumber',
          type: 'text',
          index: true,
          admin: { width: '30%', readOnly: true, description: 'Copied from the article on save.' },
        },
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          index: true,
          maxDepth: 0,
          admin: { width: '30%', readOnly: true, description: 'Copied from the article on save.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'language',
          type: 'select',
          required: true,
          index: true,
          options: SAFETY_DATA_SHEET_LANGUAGES.map((value) => ({ label: value.toUpperCase(), value })),
          admin: { width: '30%' },
        },
        { name: 'version', type: 'text', required: true, admin: { width: '30%' } },
        {
          name: 'issuedAt',
          type: 'date',
          required: true,
          index: true,
          admin: { width: '40%', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
        },
      ],
    },
  ],
}
