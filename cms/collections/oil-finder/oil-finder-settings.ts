import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isEditor } from '../../access/is-editor'
import { cacheTags } from '../../../lib/cache-tags'
import { revalidateTenantTags } from '../../hooks/revalidate-tenant'
import { OIL_FINDER_GROUP } from './shared'

/** Quick access entries shown at most (the UI's row of popular vehicles). */
export const QUICK_ACCESS_MAX = 12

/** One per tenant (the multi-tenant plugin's global mode): the disclaimer shown and the quick access list. */
export const OilFinderSettings: CollectionConfig = {
  slug: 'oil-finder-settings',
  labels: { singular: 'Oil finder settings', plural: 'Oil finder settings' },
  admin: { group: OIL_FINDER_GROUP },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.oilFinder),
  fields: [
    {
      name: 'disclaimer',
      type: 'relationship',
      relationTo: 'oil-finder-disclaimers',
      admin: { description: 'Shown before every recommendation.' },
    },
    {
      name: 'quickAccess',
      type: 'relationship',
      relationTo: 'vehicle-types',
      hasMany: true,
      maxRows: QUICK_ACCESS_MAX,
      admin: {
        description: 'Popular vehicles offered for a direct jump to their recommendation, in this order.',
      },
    },
  ],
}
