import type { CollectionConfig } from 'payload'

import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/** Categories of news articles (e.g. company, products, events), a filter of the news list (categoryIds[]). */
export const NewsCategories: CollectionConfig = {
  slug: 'news-categories',
  admin: { useAsTitle: 'title', group: 'News' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.news),
  fields: [{ name: 'title', type: 'text', required: true, localized: true }],
}
