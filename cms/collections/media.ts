import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { cacheTags } from '../../lib/cache-tags'
import { localUploadDir } from '../../lib/storage/settings'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'
import { searchChangeHooks, withHooks } from '../hooks/search-changes'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  // Pages, news and products embed their pictures (alt text, sizes): a changed picture refreshes them.
  hooks: withHooks(
    revalidateTenantTags(cacheTags.pages, cacheTags.news, cacheTags.products),
    searchChangeHooks('media'),
  ),
  upload: {
    // The local folder when S3 is not configured (cms/storage.ts).
    staticDir: localUploadDir('media'),
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'medium', width: 1024 },
      { name: 'large', width: 1920 },
    ],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'Describes the image for visitors who cannot see it.' },
    },
    { name: 'caption', type: 'text', localized: true },
  ],
}
