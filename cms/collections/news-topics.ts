import type { CollectionConfig } from 'payload'

import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { tenantIdOf, type TenantScoped } from '../hooks/tenant-of'

/** Topics of news articles (SPEC §3 News article topics), shown as chips and used as filters. */
export const NewsTopics: CollectionConfig = {
  slug: 'news-topics',
  admin: { useAsTitle: 'title', group: 'News' },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateAfterChange<TenantScoped>((doc) => [cacheTags.news(tenantIdOf(doc))])],
    afterDelete: [revalidateAfterDelete<TenantScoped>((doc) => [cacheTags.news(tenantIdOf(doc))])],
  },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }],
}
