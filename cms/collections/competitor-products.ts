import type { CollectionConfig } from 'payload'

import { APPROVALS, VISCOSITIES } from '../../features/catalog/model'
import {
  COMPETITOR_BRAND_MAX_LENGTH,
  COMPETITOR_CATEGORIES,
  COMPETITOR_NAME_MAX_LENGTH,
  COMPETITOR_SPEC_MAX_LENGTH,
} from '../../features/cross-reference/model'
import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * Competitors' products for the cross-reference: brand, name, viscosity and
 * the specifications and approvals their makers state (spec data only, no
 * texts). One list for every tenant; each site matches it against its own
 * products (features/cross-reference).
 */
export const CompetitorProducts: CollectionConfig = {
  slug: 'competitor-products',
  labels: { singular: 'Competitor product', plural: 'Competitor products' },
  admin: {
    useAsTitle: 'name',
    group: 'Catalog',
    defaultColumns: ['brand', 'name', 'viscosity', 'category'],
    listSearchableFields: ['brand', 'name'],
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'name',
  // The cross-reference and the search's suggestions keep the list in the data cache under one tag.
  hooks: {
    afterChange: [revalidateAfterChange(() => [cacheTags.competitorProducts()])],
    afterDelete: [revalidateAfterDelete(() => [cacheTags.competitorProducts()])],
  },
  indexes: [{ fields: ['brand', 'name'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'brand',
          type: 'text',
          required: true,
          index: true,
          maxLength: COMPETITOR_BRAND_MAX_LENGTH,
          admin: { width: '30%' },
        },
        {
          name: 'name',
          type: 'text',
          required: true,
          index: true,
          maxLength: COMPETITOR_NAME_MAX_LENGTH,
          admin: { width: '70%', description: 'The product name without the brand, e.g. “Edge 5W-30 LL”.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          defaultValue: 'engineOil',
          options: options(COMPETITOR_CATEGORIES),
          admin: { width: '50%' },
        },
        {
          name: 'viscosity',
          type: 'select',
          options: options(VISCOSITIES),
          index: true,
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'specifications',
      type: 'select',
      hasMany: true,
      options: options(APPROVALS),
      admin: { description: 'Specifications and approvals the maker states, as the catalogue names them.' },
    },
    {
      name: 'otherSpecifications',
      type: 'text',
      hasMany: true,
      maxLength: COMPETITOR_SPEC_MAX_LENGTH,
      admin: {
        description: 'Stated specifications the catalogue does not know (no Tribo product claims them).',
      },
    },
    {
      name: 'aliases',
      type: 'text',
      hasMany: true,
      maxLength: COMPETITOR_NAME_MAX_LENGTH,
      admin: { description: 'Other names people search for, e.g. an older name of the product.' },
    },
  ],
}
