import type { CollectionConfig } from 'payload'

import { anyone } from '../../access/anyone'
import { isEditor } from '../../access/is-editor'
import { cacheTags } from '../../../lib/cache-tags'
import { revalidateTenantTags } from '../../hooks/revalidate-tenant'
import { OIL_FINDER_GROUP } from './shared'

/** The notice a visitor confirms before the recommendation (the finder's "notice" step); the tenant's settings choose which one is shown. */
export const OilFinderDisclaimers: CollectionConfig = {
  slug: 'oil-finder-disclaimers',
  labels: { singular: 'Disclaimer', plural: 'Disclaimers' },
  admin: { useAsTitle: 'title', group: OIL_FINDER_GROUP },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.oilFinder),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'Plain text; an empty line starts a new paragraph.' },
    },
  ],
}
