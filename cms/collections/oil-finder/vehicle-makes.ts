import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { vehicleDataHooks } from '../../hooks/oil-finder-version'
import { OIL_FINDER_GROUP, vehicleWrite } from './shared'

/** Vehicle makes (the oil finder's "brands") with their logo and the categories they build for. */
export const VehicleMakes: CollectionConfig = {
  slug: 'vehicle-makes',
  labels: { singular: 'Make', plural: 'Makes' },
  admin: { useAsTitle: 'name', group: OIL_FINDER_GROUP, defaultColumns: ['name', 'categories', 'popular'] },
  defaultSort: 'name',
  access: { read: anyone, create: vehicleWrite, update: vehicleWrite, delete: vehicleWrite },
  hooks: vehicleDataHooks,
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'image', label: 'Make logo', type: 'upload', relationTo: 'media' },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'vehicle-categories',
      hasMany: true,
      required: true,
    },
    {
      name: 'popular',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shown among the popular makes at the top of the make choice.' },
    },
  ],
}
