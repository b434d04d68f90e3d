import type { CollectionConfig } from 'payload'

import { validateUrl } from '../../blocks/fields'
import { DEALER_COUNTRIES, PARTNER_TYPE_LABELS, PARTNER_TYPES } from '../../features/dealers/model'
import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

const validateEmail = (value: unknown) =>
  value == null ||
  value === '' ||
  (typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) ||
  'Enter an e-mail address such as info@example.ch'
const validatePhone = (value: unknown) =>
  value == null ||
  value === '' ||
  (typeof value === 'string' && /^\+?[0-9 ()/-]{6,24}$/.test(value)) ||
  'Enter a phone number such as +41 44 123 45 67'

/** Contact fields dealers and distribution partners share. */
export const contactFields: CollectionConfig['fields'] = [
  {
    type: 'row',
    fields: [
      { name: 'phone', type: 'text', validate: validatePhone, admin: { width: '33%' } },
      { name: 'email', type: 'text', validate: validateEmail, admin: { width: '33%' } },
      {
        name: 'website',
        type: 'text',
        validate: (value: unknown) => validateUrl(value),
        admin: { width: '34%', description: 'https://…' },
      },
    ],
  },
]

/** Where a dealer is; the finder measures distances from these coordinates. */
export const coordinateFields: CollectionConfig['fields'] = [
  {
    type: 'row',
    fields: [
      {
        name: 'lat',
        label: 'Latitude',
        type: 'number',
        required: true,
        min: -80,
        max: 80,
        admin: { width: '50%', step: 0.000001 },
      },
      {
        name: 'lng',
        label: 'Longitude',
        type: 'number',
        required: true,
        min: -180,
        max: 180,
        admin: { width: '50%', step: 0.000001 },
      },
    ],
  },
]

/**
 * Dealers, distributors, service points and online dealers of the dealer
 * finder, each with an address,
 * coordinates and the product lines (assortment) it carries.
 */
export const Dealers: CollectionConfig = {
  slug: 'dealers',
  admin: {
    useAsTitle: 'name',
    group: 'Partners',
    defaultColumns: ['name', 'city', 'country', 'partnerTypes', 'topDealer'],
  },
  defaultSort: 'name',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.dealers),
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'partnerTypes',
          type: 'select',
          hasMany: true,
          required: true,
          options: PARTNER_TYPES.map((value) => ({ value, label: PARTNER_TYPE_LABELS[value] })),
          admin: { width: '70%' },
        },
        {
          name: 'topDealer',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '30%', description: 'Listed first and marked as top dealer.' },
        },
      ],
    },
    { name: 'street', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'postalCode',
          type: 'text',
          required: true,
          admin: { width: '25%' },
          validate: (value: unknown) =>
            (typeof value === 'string' && /^[0-9]{4,5}$/.test(value)) ||
            'Enter a Swiss or Austrian (4 digits) or German (5 digits) postal code',
        },
        { name: 'city', type: 'text', required: true, admin: { width: '50%' } },
        {
          name: 'country',
          type: 'select',
          required: true,
          defaultValue: 'CH',
          options: DEALER_COUNTRIES.map((c) => ({ label: c, value: c })),
          admin: { width: '25%' },
        },
      ],
    },
    ...coordinateFields,
    ...contactFields,
    {
      name: 'assortment',
      type: 'relationship',
      relationTo: 'product-lines',
      hasMany: true,
      filterOptions: { parent: { exists: false } },
      admin: { description: 'The product lines this dealer carries (the finder’s assortment filter).' },
    },
    { name: 'openingHours', type: 'textarea', localized: true },
  ],
}
