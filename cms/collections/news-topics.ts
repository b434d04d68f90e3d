import type { CollectionConfig } from 'payload'

import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/** Topics of news articles, shown as chips and used as filters. */
export const NewsTopics: CollectionConfig = {
  slug: 'news-topics',
  admin: { useAsTitle: 'title', group: 'News' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.news),
  fields: [{ name: 'title', type: 'text', required: true, localized: true }],
}
