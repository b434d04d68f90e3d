import type { Block } from 'payload'

import { MAP_ICONS } from '../../features/map/constants'
import { widthField } from '../fields'

const ICON_LABELS: Record<(typeof MAP_ICONS)[number], string> = {
  default: 'Marker',
  headquarters: 'Headquarters',
  plant: 'Plant',
  warehouse: 'Warehouse',
  office: 'Office',
  dealer: 'Dealer',
  topDealer: 'Top dealer',
}

/** The map of locations: markers with a title and text; a list of the places when the map cannot load. */
export const LocationMapBlock: Block = {
  slug: 'locationMap',
  interfaceName: 'LocationMapBlock',
  labels: { singular: 'Map of locations', plural: 'Maps of locations' },
  fields: [
    { name: 'title', type: 'text', localized: true },
    {
      name: 'locations',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 500,
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        {
          name: 'text',
          type: 'textarea',
          localized: true,
          admin: { description: 'Address and opening hours, shown in the info window and the list.' },
        },
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
              admin: { width: '33%', step: 0.000001 },
            },
            {
              name: 'lng',
              label: 'Longitude',
              type: 'number',
              required: true,
              min: -180,
              max: 180,
              admin: { width: '33%', step: 0.000001 },
            },
            {
              name: 'icon',
              type: 'select',
              defaultValue: 'default',
              options: MAP_ICONS.map((value) => ({ value, label: ICON_LABELS[value] })),
              admin: { width: '34%' },
            },
          ],
        },
      ],
    },
    widthField(),
  ],
}
