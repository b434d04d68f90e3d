import type { CollectionConfig } from 'payload'

import { MAX_QUANTITY } from '../../features/catalog/model'
import {
  CART_REF_TEXT_MAX_LENGTH,
  COST_CENTRE_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
} from '../../features/carts/model'
import { isEditor } from '../access/is-editor'

/**
 * Shopping carts (B2B and B2C), kept on the server: one per
 * shop account and kind, and for an employee one per contact it acts for.
 * `ownerKey` says whose cart it is and is unique, so two first requests
 * cannot make two carts. `version` goes up with every change: the cart
 * service bumps it first inside the change's transaction, which makes
 * changes to one cart wait for each other (no lost update).
 * Editors read carts in /cms; only the shop writes them (features/carts/server).
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  admin: {
    useAsTitle: 'ownerKey',
    group: 'Shop',
    defaultColumns: ['ownerKey', 'kind', 'account', 'customer', 'updatedAt'],
  },
  access: { read: isEditor, create: () => false, update: () => false, delete: isEditor },
  defaultSort: '-updatedAt',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'ownerKey',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true, width: '40%' },
        },
        {
          name: 'publicId',
          type: 'text',
          unique: true,
          index: true,
          admin: { readOnly: true, width: '25%', description: 'The id in /api/b2ccart/{id}.' },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'b2b',
          options: [
            { label: 'B2B', value: 'b2b' },
            { label: 'B2C', value: 'b2c' },
          ],
          admin: { width: '20%' },
        },
        {
          name: 'version',
          type: 'number',
          required: true,
          defaultValue: 0,
          admin: { readOnly: true, width: '15%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'account',
          type: 'relationship',
          relationTo: 'accounts',
          index: true,
          maxDepth: 0,
          admin: { width: '33%' },
        },
        {
          name: 'contact',
          type: 'relationship',
          relationTo: 'contacts',
          maxDepth: 0,
          admin: { width: '33%', description: 'The contact an employee orders for.' },
        },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          maxDepth: 0,
          admin: { width: '34%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'showItemRefTexts', type: 'checkbox', defaultValue: false, admin: { width: '50%' } },
        { name: 'showManualPricing', type: 'checkbox', defaultValue: false, admin: { width: '50%' } },
      ],
    },
    {
      name: 'checkout',
      type: 'group',
      admin: { description: 'What the delivery and invoice step chose; becomes the order.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'shipTo',
              type: 'relationship',
              relationTo: 'addresses',
              maxDepth: 0,
              admin: { width: '50%' },
            },
            {
              name: 'billTo',
              type: 'relationship',
              relationTo: 'addresses',
              maxDepth: 0,
              admin: { width: '50%' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'purchaseOrderNumber',
              type: 'text',
              maxLength: PURCHASE_ORDER_NUMBER_MAX_LENGTH,
              admin: { width: '50%' },
            },
            { name: 'costCentre', type: 'text', maxLength: COST_CENTRE_MAX_LENGTH, admin: { width: '50%' } },
          ],
        },
        { name: 'remark', type: 'textarea', maxLength: ORDER_REMARK_MAX_LENGTH },
        {
          type: 'row',
          fields: [
            {
              name: 'requestedDeliveryDate',
              type: 'text',
              admin: { width: '50%', description: 'The delivery date asked for (YYYY-MM-DD), if any.' },
            },
            {
              name: 'partialDelivery',
              type: 'checkbox',
              defaultValue: true,
              admin: { width: '50%', description: 'Lines in stock may come ahead of the rest.' },
            },
          ],
        },
      ],
    },
    {
      name: 'entries',
      type: 'array',
      labels: { singular: 'Entry', plural: 'Entries' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'itemKey', type: 'text', required: true, admin: { width: '20%' } },
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              required: true,
              maxDepth: 0,
              admin: { width: '25%' },
            },
            { name: 'articleNumber', type: 'text', required: true, admin: { width: '20%' } },
            {
              name: 'count',
              type: 'number',
              required: true,
              min: 1,
              max: MAX_QUANTITY,
              admin: { width: '15%' },
            },
            {
              name: 'manualPriceCents',
              type: 'number',
              min: 1,
              admin: { width: '20%', description: 'Manual unit price in cents (manual pricing).' },
            },
          ],
        },
        { name: 'itemRefText', type: 'text', maxLength: CART_REF_TEXT_MAX_LENGTH },
        {
          type: 'row',
          fields: [
            {
              name: 'seenUnitPriceCents',
              type: 'number',
              admin: { width: '33%', description: 'The unit price the customer last saw.' },
            },
            {
              name: 'seenPack',
              type: 'text',
              admin: { width: '33%', description: 'The pack the customer last saw.' },
            },
            {
              name: 'requestedCount',
              type: 'number',
              admin: { width: '34%', description: 'The count asked for when it was cut at 9999.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'quote',
              type: 'relationship',
              relationTo: 'quotes',
              maxDepth: 0,
              admin: { width: '50%', description: 'The accepted quote this line comes from.' },
            },
            {
              name: 'quotedUnitPriceCents',
              type: 'number',
              min: 0,
              admin: { width: '50%', description: 'The quoted net unit price (checked again at submit).' },
            },
          ],
        },
      ],
    },
  ],
}
