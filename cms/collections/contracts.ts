import type { CollectionConfig } from 'payload'

import { CONTRACT_STATUSES, CONTRACT_TYPES } from '../../features/account-area/model'
import { cacheTags } from '../../lib/cache-tags'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/**
 * A customer's contracts: a
 * framework agreement over quantities called off in orders, or a price
 * agreement. Positions are their own collection so the positions table pages
 * in the database. Never public; the shop reads a customer's own contracts
 * on the server (features/contracts).
 */
export const Contracts: CollectionConfig = {
  slug: 'contracts',
  admin: {
    useAsTitle: 'contractNumber',
    group: 'Shop',
    defaultColumns: ['contractNumber', 'title', 'customer', 'validFrom', 'validTo', 'status'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  // Signed-in requests keep a customer's agreed prices until a contract changes.
  hooks: revalidateTenantTags(cacheTags.contracts),
  defaultSort: '-validFrom',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'contractNumber', type: 'text', required: true, index: true, admin: { width: '30%' } },
        {
          name: 'customer',
          type: 'relationship',
          relationTo: 'customers',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '40%' },
        },
        {
          name: 'type',
          type: 'select',
          required: true,
          defaultValue: 'framework',
          options: CONTRACT_TYPES.map((value) => ({ label: value, value })),
          admin: { width: '30%' },
        },
      ],
    },
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          type: 'date',
          required: true,
          index: true,
          admin: { width: '30%', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
        },
        {
          name: 'validTo',
          type: 'date',
          required: true,
          index: true,
          admin: { width: '30%', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'active',
          index: true,
          options: CONTRACT_STATUSES.map((value) => ({ label: value, value })),
          admin: { width: '40%' },
        },
      ],
    },
    {
      name: 'totalValueCents',
      type: 'number',
      min: 0,
      admin: { description: 'Agreed net value in cents (Rappen), if any.' },
    },
  ],
}

/** One position of a contract: an article with its agreed quantity, what has been called off and the agreed unit price. */
export const ContractPositions: CollectionConfig = {
  slug: 'contract-positions',
  admin: {
    useAsTitle: 'articleNumber',
    group: 'Shop',
    defaultColumns: ['contract', 'positionNumber', 'articleNumber', 'agreedQuantity', 'calledQuantity'],
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.contracts),
  defaultSort: 'positionNumber',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'contract',
          type: 'relationship',
          relationTo: 'contracts',
          required: true,
          index: true,
          maxDepth: 0,
          admin: { width: '40%' },
        },
        {
          name: 'positionNumber',
          type: 'number',
          required: true,
          min: 1,
          index: true,
          admin: { width: '20%' },
        },
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          required: true,
          maxDepth: 0,
          admin: { width: '40%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'articleNumber', type: 'text', required: true, index: true, admin: { width: '25%' } },
        { name: 'agreedQuantity', type: 'number', required: true, min: 0, admin: { width: '25%' } },
        {
          name: 'calledQuantity',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0,
          admin: { width: '25%', description: 'Called off in orders so far.' },
        },
        {
          name: 'unitPriceCents',
          type: 'number',
          required: true,
          min: 0,
          admin: { width: '25%', description: 'Agreed net unit price in cents (Rappen).' },
        },
      ],
    },
  ],
}
