import type { CollectionConfig } from 'payload'

import {
  PARTNER_COUNTRIES,
  PARTNER_REGION_LABELS,
  PARTNER_REGIONS,
} from '../../features/distribution-partners/model'
import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'
import { contactFields } from './dealers'

/** Importers and distributors abroad, filterable by country, product line, province and region. */
export const DistributionPartners: CollectionConfig = {
  slug: 'distribution-partners',
  admin: { useAsTitle: 'name', group: 'Partners', defaultColumns: ['name', 'country', 'province', 'region'] },
  defaultSort: 'name',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.distributionPartners),
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'country',
          type: 'select',
          required: true,
          index: true,
          options: PARTNER_COUNTRIES.map((c) => ({ label: c, value: c })),
          admin: { width: '33%' },
        },
        {
          name: 'province',
          type: 'text',
          admin: { width: '33%', description: 'State, province or canton.' },
        },
        {
          name: 'region',
          type: 'select',
          required: true,
          options: PARTNER_REGIONS.map((value) => ({ value, label: PARTNER_REGION_LABELS[value] })),
          admin: { width: '34%' },
        },
      ],
    },
    { name: 'street', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'postalCode', type: 'text', admin: { width: '30%' } },
        { name: 'city', type: 'text', required: true, admin: { width: '70%' } },
      ],
    },
    ...contactFields,
    {
      name: 'productLines',
      type: 'relationship',
      relationTo: 'product-lines',
      hasMany: true,
      required: true,
      filterOptions: { parent: { exists: false } },
    },
  ],
}
