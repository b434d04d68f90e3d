import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { vehicleDataHooks } from '../../hooks/oil-finder-version'
import { OIL_FINDER_GROUP, validateYearTo, vehicleWrite, yearField } from './shared'

/** A model of a make in one category ("Golf VII", "Panigale V4", "R 450"). */
export const VehicleModels: CollectionConfig = {
  slug: 'vehicle-models',
  labels: { singular: 'Model', plural: 'Models' },
  admin: {
    useAsTitle: 'name',
    group: OIL_FINDER_GROUP,
    defaultColumns: ['name', 'make', 'category', 'yearFrom', 'yearTo'],
    listSearchableFields: ['name'],
  },
  defaultSort: 'name',
  access: { read: anyone, create: vehicleWrite, update: vehicleWrite, delete: vehicleWrite },
  hooks: vehicleDataHooks,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'make',
          type: 'relationship',
          relationTo: 'vehicle-makes',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
        {
          name: 'category',
          type: 'relationship',
          relationTo: 'vehicle-categories',
          required: true,
          index: true,
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [yearField('yearFrom', true), { ...yearField('yearTo', false), validate: validateYearTo }],
    },
  ],
}
