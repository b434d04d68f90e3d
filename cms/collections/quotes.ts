import type { CollectionConfig } from 'payload'

import { MAX_QUANTITY } from '../../features/catalog/model'
import {
  QUOTE_ANSWER_MAX_LENGTH,
  QUOTE_MAX_LINES,
  QUOTE_REMARK_MAX_LENGTH,
  QUOTE_SOURCES,
  QUOTE_STATUSES,
} from '../../features/quotes/model'
import { isEditor } from '../access/is-editor'
import { answerQuote, keepTakenQuotes, notifyQuoteAnswered } from '../hooks/quote-answer'

/**
 * Quote requests (Offerten): a buyer asks for prices for a product or a
 * whole cart; sales staff answer here with a unit price per line and a
 * validity date; the buyer accepts (the quoted lines go into the cart at
 * the quoted prices, checked again at submit) or declines. Requests are
 * written by the shop; editors answer them.
 */
export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Quote request', plural: 'Quote requests' },
  admin: {
    useAsTitle: 'quoteNumber',
    group: 'Shop',
    defaultColumns: ['quoteNumber', 'status', 'customer', 'account', 'requestedAt', 'answer.validUntil'],
    listSearchableFields: ['quoteNumber'],
  },
  access: { read: isEditor, create: () => false, update: isEditor, delete: isEditor },
  // Sales answer here (cms/hooks/quote-answer.ts): the rules of an answer, the buyer's notification and mail.
  hooks: {
    beforeChange: [answerQuote],
    afterChange: [notifyQuoteAnswered],
    beforeDelete: [keepTakenQuotes],
  },
  defaultSort: '-requestedAt',
  indexes: [{ fields: ['customer', 'requestedAt'] }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'quoteNumber',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { width: '30%', readOnly: true },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'requested',
          options: QUOTE_STATUSES.map((value) => ({ label: value, value })),
          index: true,
          admin: { width: '20%' },
        },
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'product',
          options: QUOTE_SOURCES.map((value) => ({ label: value, value })),
          admin: { width: '20%', readOnly: true },
        },
        {
          name: 'requestedAt',
          type: 'date',
          required: true,
          index: true,
          admin: { width: '30%', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
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
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '25%', readOnly: true, description: 'The buyer who asked.' },
        },
        {
          name: 'contact',
          type: 'relationship',
          relationTo: 'contacts',
          maxDepth: 0,
          admin: { width: '25%', readOnly: true },
        },
        {
          name: 'placedBy',
          type: 'relationship',
          relationTo: 'accounts',
          maxDepth: 0,
          admin: { width: '25%', readOnly: true, description: 'The employee who asked on behalf.' },
        },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '25%', readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'desiredDate',
          type: 'text',
          admin: { width: '30%', readOnly: true, description: 'Desired delivery date (YYYY-MM-DD).' },
        },
        {
          name: 'remark',
          type: 'textarea',
          maxLength: QUOTE_REMARK_MAX_LENGTH,
          admin: { width: '70%', readOnly: true },
        },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: QUOTE_MAX_LINES,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'product',
              type: 'relationship',
              relationTo: 'products',
              required: true,
              maxDepth: 0,
              admin: { width: '30%' },
            },
            { name: 'articleNumber', type: 'text', required: true, admin: { width: '20%' } },
            {
              name: 'quantity',
              type: 'number',
              required: true,
              min: 1,
              max: MAX_QUANTITY,
              admin: { width: '15%' },
            },
            {
              name: 'listUnitPriceCents',
              type: 'number',
              min: 0,
              admin: { width: '15%', readOnly: true, description: 'The customer’s price when asked.' },
            },
            {
              name: 'quotedUnitPriceCents',
              type: 'number',
              min: 0,
              admin: { width: '20%', description: 'Quoted net unit price in Rappen.' },
            },
          ],
        },
      ],
    },
    {
      name: 'answer',
      type: 'group',
      admin: { description: 'Sales: set a price on every line and the validity date, then save.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'validUntil',
              type: 'text',
              validate: (value: unknown) =>
                value == null ||
                value === '' ||
                (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) ||
                'Use a date as YYYY-MM-DD',
              admin: { width: '30%', description: 'Last day the quote holds (YYYY-MM-DD).' },
            },
            {
              name: 'answeredAt',
              type: 'date',
              admin: { width: '35%', readOnly: true },
            },
            {
              name: 'answeredBy',
              type: 'relationship',
              relationTo: 'users',
              maxDepth: 0,
              admin: { width: '35%', readOnly: true },
            },
          ],
        },
        { name: 'text', type: 'textarea', maxLength: QUOTE_ANSWER_MAX_LENGTH, localized: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'decidedAt', type: 'date', admin: { width: '50%', readOnly: true } },
        {
          name: 'orderNumber',
          type: 'text',
          admin: { width: '50%', readOnly: true, description: 'The order the quote went into.' },
        },
      ],
    },
  ],
}
