import type { CollectionConfig } from 'payload'

import { validateUrl } from '../../blocks/fields'
import { PUBLICATION_TYPES } from '../../features/news/model'
import { cacheTags } from '../../lib/cache-tags'
import { anyone } from '../access/anyone'
import { isEditor } from '../access/is-editor'
import { slugField } from '../fields/slug'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'
import { searchChangeHooks, withHooks } from '../hooks/search-changes'

/**
 * News articles: shown in the home page's news tiles,
 * the news teaser block and on their own page. A fallback article stands in
 * when there are too few current ones and is hidden on phones.
 */
export const News: CollectionConfig = {
  slug: 'news',
  admin: { useAsTitle: 'title', group: 'News', defaultColumns: ['title', 'date', 'isFallback'] },
  defaultSort: '-date',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withHooks(revalidateTenantTags(cacheTags.news), searchChangeHooks('news')),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'subtitle', type: 'text', localized: true },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'topics', type: 'relationship', relationTo: 'news-topics', hasMany: true },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'news-categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'publicationType',
      type: 'select',
      required: true,
      defaultValue: 'news',
      options: PUBLICATION_TYPES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'productLines',
      type: 'relationship',
      relationTo: 'product-lines',
      hasMany: true,
      admin: {
        position: 'sidebar',
        description: 'The product lines (news folders) this article belongs to.',
      },
    },
    { name: 'text', type: 'richText', localized: true },
    {
      name: 'link',
      type: 'text',
      admin: {
        description: 'Optional: where the teaser leads instead of the article page (e.g. a product page).',
      },
      validate: (value: unknown) => validateUrl(value),
    },
    {
      name: 'isFallback',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Evergreen article shown when there are too few current ones; hidden on phones.',
      },
    },
  ],
}
