import type { CollectionConfig } from 'payload'

import { ORDER_DOCUMENT_KINDS, ORDER_DOCUMENT_NUMBER_MAX_LENGTH } from '../../features/order-documents/model'
import { localUploadDir } from '../../lib/storage/settings'
import { isEditor } from '../access/is-editor'
import { checkDocumentFile, customerFromOrder, notifyDocumentArrived } from '../hooks/order-documents'

/** Where order documents live: never inside MEDIA_DIR (public); only the shop's own download route hands them out. */
export const ORDER_DOCUMENTS_DIR = localUploadDir('order-documents')

/**
 * An order's documents as PDF files: the order confirmation the shop writes
 * at submit, and delivery notes and invoices from the ERP (the import
 * endpoint or an upload here). Private: only the order's customer's users
 * (and employees acting for them) download them, through the shop.
 */
export const OrderDocuments: CollectionConfig = {
  slug: 'order-documents',
  labels: { singular: 'Order document', plural: 'Order documents' },
  admin: {
    useAsTitle: 'documentNumber',
    group: 'Shop',
    defaultColumns: ['documentNumber', 'kind', 'order', 'customer', 'issuedAt'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-issuedAt',
  indexes: [{ fields: ['customer', 'issuedAt'] }],
  upload: {
    staticDir: ORDER_DOCUMENTS_DIR,
    mimeTypes: ['application/pdf'],
  },
  hooks: {
    // PDF only (by its first bytes), at most 10 MB; the customer and tenant are the chosen order's.
    beforeValidate: [checkDocumentFile, customerFromOrder],
    // A delivery note or invoice tells the customer's users (cms/hooks/order-documents.ts).
    afterChange: [notifyDocumentArrived],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: ORDER_DOCUMENT_KINDS.map((value) => ({ label: value, value })),
          index: true,
          admin: { width: '30%' },
        },
        {
          name: 'documentNumber',
          type: 'text',
          required: true,
          maxLength: ORDER_DOCUMENT_NUMBER_MAX_LENGTH,
          index: true,
          admin: { width: '40%' },
        },
        {
          name: 'issuedAt',
          type: 'date',
          required: true,
          index: true,
          admin: { width: '30%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'order',
          type: 'relationship',
          relationTo: 'orders',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '50%' },
        },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '50%', description: 'The order’s customer (set from the order).' },
        },
      ],
    },
    {
      name: 'totalCents',
      type: 'number',
      min: 0,
      admin: { description: 'For invoices: the amount due in Rappen, including VAT.' },
    },
  ],
}
