import type { CollectionConfig } from 'payload'

import { normalizeLicensePlate } from '../../../features/oil-finder/model'
import { isEditor } from '../../access/is-editor'
import { vehicleDataHooks } from '../../hooks/oil-finder-version'
import { OIL_FINDER_GROUP, vehicleWrite } from './shared'

/**
 * Swiss licence plates and the vehicle type registered under them. A plate
 * says who drives what, so the public never lists them: the site looks up one
 * exact plate on the server; only editors read the collection.
 */
export const LicensePlates: CollectionConfig = {
  slug: 'license-plates',
  labels: { singular: 'Licence plate', plural: 'Licence plates' },
  admin: { useAsTitle: 'plate', group: OIL_FINDER_GROUP, defaultColumns: ['plate', 'type'] },
  defaultSort: 'plate',
  access: { read: isEditor, create: vehicleWrite, update: vehicleWrite, delete: vehicleWrite },
  hooks: {
    ...vehicleDataHooks,
    // Stored in one form ("ZH123456") so the lookup is an exact match whatever the visitor types.
    beforeValidate: [
      ({ data }) =>
        data && typeof data.plate === 'string'
          ? { ...data, plate: normalizeLicensePlate(data.plate) ?? data.plate }
          : data,
    ],
  },
  fields: [
    {
      name: 'plate',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Canton and number, e.g. ZH 123456 (stored as ZH123456).' },
      validate: (value: unknown) =>
        (typeof value === 'string' && normalizeLicensePlate(value) === value) ||
        'Enter a Swiss plate: canton code and up to six digits, e.g. ZH 123456',
    },
    { name: 'type', type: 'relationship', relationTo: 'vehicle-types', required: true, index: true },
  ],
}
