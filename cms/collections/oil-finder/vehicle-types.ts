import type { CollectionConfig } from 'payload'

import { FUEL_KEYS } from '../../../features/oil-finder/model'
import { anyone } from '../../access/anyone'
import { vehicleDataHooks } from '../../hooks/oil-finder-version'
import { OIL_FINDER_GROUP, validateYearTo, vehicleWrite, yearField } from './shared'

/** Swiss type approval numbers ("Typengenehmigung"): 1 digit, 2 letters, 3 digits ("1VB496") or longer variants. */
const TYPE_APPROVAL = /^[0-9][A-Z]{1,2}[0-9]{2,4}$/

/** One engine variant of a model: the unit recommendations, licence plates and quick access point at. */
export const VehicleTypes: CollectionConfig = {
  slug: 'vehicle-types',
  labels: { singular: 'Vehicle type', plural: 'Vehicle types' },
  admin: {
    useAsTitle: 'name',
    group: OIL_FINDER_GROUP,
    defaultColumns: ['name', 'model', 'engine', 'powerKw', 'yearFrom', 'typeApprovalNumber'],
    listSearchableFields: ['name', 'engineCode', 'typeApprovalNumber'],
  },
  defaultSort: 'name',
  access: { read: anyone, create: vehicleWrite, update: vehicleWrite, delete: vehicleWrite },
  hooks: vehicleDataHooks,
  fields: [
    { name: 'model', type: 'relationship', relationTo: 'vehicle-models', required: true, index: true },
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'The type as the finder lists it, e.g. “Golf VII 2.0 TDI 4Motion”.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'engine', type: 'text', required: true, admin: { width: '34%', description: '“2.0 TDI”' } },
        {
          name: 'powerKw',
          label: 'Power (kW)',
          type: 'number',
          required: true,
          min: 1,
          max: 2000,
          admin: { width: '33%' },
        },
        {
          name: 'powerHp',
          label: 'Power (HP)',
          type: 'number',
          required: true,
          min: 1,
          max: 2700,
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        yearField('yearFrom', true, '33%'),
        { ...yearField('yearTo', false, '33%'), validate: validateYearTo },
        {
          name: 'fuel',
          type: 'select',
          required: true,
          options: FUEL_KEYS.map((value) => ({ label: value, value })),
          admin: { width: '34%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'engineCode', type: 'text', admin: { width: '50%' } },
        {
          name: 'typeApprovalNumber',
          type: 'text',
          index: true,
          admin: { width: '50%', description: 'Swiss type approval (Typengenehmigung), e.g. 1VB496.' },
          validate: (value: unknown) =>
            value == null ||
            value === '' ||
            (typeof value === 'string' && TYPE_APPROVAL.test(value)) ||
            'Enter a type approval number such as 1VB496 (capital letters, no spaces)',
        },
      ],
    },
  ],
}
