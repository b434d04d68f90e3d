import type { CollectionConfig } from 'payload'

import { VEHICLE_COMPONENT_KEYS } from '../../../features/oil-finder/model'
import { anyone } from '../../access/anyone'
import { isEditor } from '../../access/is-editor'
import { cacheTags } from '../../../lib/cache-tags'
import { revalidateTenantTags } from '../../hooks/revalidate-tenant'
import { OIL_FINDER_GROUP } from './shared'

/**
 * A tenant's lubricant recommendation for one vehicle type: per component the
 * products (of this tenant), fill quantity, change interval and conditions.
 * Per tenant because each brand recommends its own products.
 */
export const OilRecommendations: CollectionConfig = {
  slug: 'oil-recommendations',
  labels: { singular: 'Recommendation', plural: 'Recommendations' },
  admin: { useAsTitle: 'type', group: OIL_FINDER_GROUP, defaultColumns: ['type', 'updatedAt'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.oilFinder),
  // One recommendation per vehicle type and tenant: the finder shows exactly one.
  indexes: [{ fields: ['tenant', 'type'], unique: true }],
  fields: [
    {
      name: 'type',
      label: 'Vehicle type',
      type: 'relationship',
      relationTo: 'vehicle-types',
      required: true,
      index: true,
    },
    {
      name: 'components',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: VEHICLE_COMPONENT_KEYS.length,
      labels: { singular: 'Component', plural: 'Components' },
      validate: (rows: unknown) => {
        const keys = Array.isArray(rows) ? rows.map((row: { component?: string }) => row?.component) : []
        return new Set(keys).size === keys.length || 'Each component may appear only once'
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'component',
              type: 'select',
              required: true,
              options: VEHICLE_COMPONENT_KEYS.map((value) => ({ label: value, value })),
              admin: { width: '50%' },
            },
            {
              name: 'capacityLitres',
              label: 'Fill quantity (litres)',
              type: 'number',
              min: 0.01,
              max: 2000,
              admin: { width: '50%', step: 0.1 },
            },
          ],
        },
        {
          name: 'products',
          type: 'relationship',
          relationTo: 'products',
          hasMany: true,
          required: true,
          admin: { description: 'Recommended products, best first.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'intervalKm',
              label: 'Interval (km)',
              type: 'number',
              min: 1,
              max: 1_000_000,
              admin: { width: '33%', description: 'For the fleet plan: every … km.' },
            },
            {
              name: 'intervalHours',
              label: 'Interval (operating hours)',
              type: 'number',
              min: 1,
              max: 100_000,
              admin: { width: '33%' },
            },
            {
              name: 'intervalMonths',
              label: 'Interval (months)',
              type: 'number',
              min: 1,
              max: 120,
              admin: { width: '34%', description: 'Empty everywhere: a lifetime fill.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'interval',
              label: 'Change interval',
              type: 'text',
              localized: true,
              admin: { width: '50%', description: '“30 000 km / 2 Jahre”' },
            },
            {
              name: 'conditions',
              type: 'text',
              localized: true,
              admin: { width: '50%', description: 'E.g. “Bei Kurzstreckenbetrieb Intervall halbieren.”' },
            },
          ],
        },
      ],
    },
  ],
}
