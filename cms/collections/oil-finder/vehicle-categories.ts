import type { CollectionConfig } from 'payload'

import { VEHICLE_CATEGORY_KEYS } from '../../../features/oil-finder/model'
import { anyone } from '../../access/anyone'
import { vehicleDataHooks } from '../../hooks/oil-finder-version'
import { OIL_FINDER_GROUP, vehicleWrite } from './shared'

/** The oil finder's first choice (car, motorcycle, truck …); the key is fixed, the name is per language. */
export const VehicleCategories: CollectionConfig = {
  slug: 'vehicle-categories',
  labels: { singular: 'Vehicle category', plural: 'Vehicle categories' },
  admin: { useAsTitle: 'name', group: OIL_FINDER_GROUP, defaultColumns: ['name', 'key', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: vehicleWrite, update: vehicleWrite, delete: vehicleWrite },
  hooks: vehicleDataHooks,
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      options: VEHICLE_CATEGORY_KEYS.map((value) => ({ label: value, value })),
      admin: { description: 'Stable key the site uses for icons and addresses.' },
    },
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { description: 'Position in the category list (ascending).' },
    },
  ],
}
