import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import {
  CART_REF_TEXT_MAX_LENGTH,
  COST_CENTRE_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
} from '../../features/carts/model'
import { APPROVAL_REASONS, REJECTION_REASON_MAX_LENGTH } from '../../features/company/model'
import { ORDER_STATUSES } from '../../features/orders/model'
import { isEditor } from '../access/is-editor'
import { isEditorOrSameCustomer } from '../access/is-editor-or-owner'
import { orderedArticlesAfterChange, orderedArticlesAfterDelete } from '../hooks/ordered-articles'

/** Keeps `lineCount` equal to the number of lines whenever the lines are written. */
const countLines: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const lines = Array.isArray(data.lines)
    ? data.lines
    : Array.isArray(originalDoc?.lines)
      ? originalDoc.lines
      : []
  return { ...data, lineCount: lines.length }
}

/**
 * Orders a customer placed (the shop's order history). Each line keeps the
 * article number, quantity and the price it was ordered at, so later price
 * changes do not rewrite history. The catalog reads the last order date per
 * product from here; the cart's checkout writes new orders.
 * Never public; a shop account reads only its own customer's orders.
 */
/** An address as it was when ordered (a copy: later changes to the address book do not rewrite orders). */
function addressFields(): NonNullable<CollectionConfig['fields']> {
  return [
    { name: 'partnerId', type: 'text' },
    { name: 'companyName', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', admin: { width: '40%' } },
        { name: 'postalCode', type: 'text', admin: { width: '20%' } },
        { name: 'city', type: 'text', admin: { width: '25%' } },
        { name: 'country', type: 'text', admin: { width: '15%' } },
      ],
    },
  ]
}

export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'orderNumber',
    group: 'Shop',
    defaultColumns: ['orderNumber', 'customer', 'orderedAt', 'status', 'totalCents'],
  },
  access: { read: isEditorOrSameCustomer, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: '-orderedAt',
  // The order history lists a customer's orders newest first (or by another column): one index
  // serves the filter and the default order, so a page never sorts all of a customer's orders.
  indexes: [{ fields: ['customer', 'orderedAt'] }],
  hooks: {
    beforeChange: [countLines],
    afterChange: [orderedArticlesAfterChange],
    afterDelete: [orderedArticlesAfterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'orderNumber', type: 'text', required: true, index: true, admin: { width: '33%' } },
        {
          name: 'orderedAt',
          type: 'date',
          required: true,
          index: true,
          admin: { width: '33%', date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'open',
          options: ORDER_STATUSES.map((value) => ({ label: value, value })),
          index: true,
          admin: { width: '34%' },
        },
      ],
    },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'account',
          type: 'relationship',
          relationTo: 'accounts',
          admin: { width: '33%', description: 'The shop account the order belongs to.' },
        },
        {
          name: 'contact',
          type: 'relationship',
          relationTo: 'contacts',
          maxDepth: 0,
          admin: { width: '33%', description: 'The contact an employee ordered for.' },
        },
        {
          name: 'placedBy',
          type: 'relationship',
          relationTo: 'accounts',
          maxDepth: 0,
          admin: { width: '34%', description: 'The employee who placed it on behalf of the contact.' },
        },
      ],
    },
    {
      name: 'submissionKey',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        readOnly: true,
        description:
          'The checkout submit that made this order: the same submit twice (double click, retry) finds this order instead of making another.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'purchaseOrderNumber',
          type: 'text',
          maxLength: PURCHASE_ORDER_NUMBER_MAX_LENGTH,
          index: true,
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
          admin: { width: '33%', description: 'The delivery date asked for (YYYY-MM-DD), if any.' },
        },
        {
          name: 'partialDelivery',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '33%', description: 'Lines in stock may come ahead of the rest.' },
        },
        {
          name: 'termsVersion',
          type: 'text',
          admin: { width: '34%', description: 'The terms and conditions accepted with the order.' },
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
          admin: { width: '50%', description: 'The quote whose prices the order took.' },
        },
        {
          name: 'schedule',
          type: 'relationship',
          relationTo: 'order-schedules',
          maxDepth: 0,
          admin: { width: '50%', description: 'The repeat order that placed it.' },
        },
      ],
    },
    {
      name: 'shipTo',
      type: 'group',
      admin: { description: 'Delivery address (SHIP_TO, CRMH02) as chosen at checkout.' },
      fields: addressFields(),
    },
    {
      name: 'billTo',
      type: 'group',
      admin: { description: 'Invoice address (BILL_TO, CRMH04) as chosen at checkout.' },
      fields: addressFields(),
    },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              required: true,
              index: true,
              admin: { width: '40%' },
            },
            { name: 'articleNumber', type: 'text', required: true, admin: { width: '30%' } },
            { name: 'quantity', type: 'number', required: true, min: 1, max: 9999, admin: { width: '15%' } },
            {
              name: 'unitPriceCents',
              type: 'number',
              required: true,
              min: 0,
              admin: { width: '15%', description: 'Net, in cents (Rappen).' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'itemRefText',
              type: 'text',
              maxLength: CART_REF_TEXT_MAX_LENGTH,
              admin: { width: '55%' },
            },
            {
              name: 'manualPrice',
              type: 'checkbox',
              defaultValue: false,
              admin: { width: '15%', description: 'Priced by hand by an employee.' },
            },
            {
              name: 'quotedPrice',
              type: 'checkbox',
              defaultValue: false,
              admin: { width: '15%', description: 'Priced by an accepted quote.' },
            },
            {
              name: 'vatRate',
              type: 'number',
              min: 0,
              max: 100,
              admin: { width: '15%', description: 'VAT rate in percent that applied to this line.' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'totalCents',
          type: 'number',
          required: true,
          min: 0,
          admin: { width: '33%', description: 'Net total in cents (Rappen), excluding VAT.' },
        },
        {
          name: 'vatCents',
          type: 'number',
          min: 0,
          admin: { width: '33%', description: 'VAT in cents, computed per rate at submission.' },
        },
        {
          name: 'grossTotalCents',
          type: 'number',
          min: 0,
          admin: { width: '34%', description: 'Total including VAT, in cents.' },
        },
      ],
    },
    {
      name: 'vatBreakdown',
      type: 'json',
      admin: { description: 'VAT per rate at submission: [{ rate, netCents, vatCents }].' },
    },
    {
      name: 'approval',
      type: 'group',
      admin: {
        description:
          'Set when the order went beyond the buyer’s order limit or monthly budget: why, the figures then, and the administrator’s decision.',
        condition: (data) => !!data?.approval?.requestedAt,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'requestedAt', type: 'date', index: true, admin: { width: '33%', readOnly: true } },
            {
              name: 'reasons',
              type: 'select',
              hasMany: true,
              options: APPROVAL_REASONS.map((value) => ({ label: value, value })),
              admin: { width: '33%', readOnly: true },
            },
            {
              name: 'submittedTotalCents',
              type: 'number',
              min: 0,
              admin: { width: '34%', readOnly: true, description: 'Net total when submitted.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'limitCents', type: 'number', min: 0, admin: { width: '33%', readOnly: true } },
            { name: 'budgetCents', type: 'number', min: 0, admin: { width: '33%', readOnly: true } },
            {
              name: 'spentCents',
              type: 'number',
              min: 0,
              admin: {
                width: '34%',
                readOnly: true,
                description: 'The buyer’s placed orders of the month before this one.',
              },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'decidedAt', type: 'date', admin: { width: '33%', readOnly: true } },
            {
              name: 'decidedBy',
              type: 'relationship',
              relationTo: 'accounts',
              maxDepth: 0,
              admin: { width: '33%', readOnly: true },
            },
            { name: 'decidedByName', type: 'text', admin: { width: '34%', readOnly: true } },
          ],
        },
        {
          name: 'onBehalfOf',
          type: 'relationship',
          relationTo: 'accounts',
          maxDepth: 0,
          admin: {
            readOnly: true,
            description: 'The employee who decided for the administrator (on behalf), if any.',
          },
        },
        {
          name: 'rejectionReason',
          type: 'textarea',
          maxLength: REJECTION_REASON_MAX_LENGTH,
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'lineCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description:
          'How many lines the order has; kept from the lines on every save, so the order history need not read the lines.',
      },
    },
  ],
}
