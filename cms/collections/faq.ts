import type { CollectionConfig } from 'payload'

import { validateIconName } from '../../blocks/fields'
import { cacheTags } from '../../lib/cache-tags'
import { isEditor } from '../access/is-editor'
import { publishedFlagOrEditor } from '../access/published-flag-or-editor'
import { revalidateTenantTags } from '../hooks/revalidate-tenant'

/** Question categories of the FAQ overview, shown as tabs. */
export const FaqCategories: CollectionConfig = {
  slug: 'faq-categories',
  labels: { singular: 'FAQ category', plural: 'FAQ categories' },
  admin: {
    useAsTitle: 'title',
    group: 'FAQ and contact',
    defaultColumns: ['title', 'icon', 'sortOrder', 'published'],
  },
  defaultSort: 'sortOrder',
  access: { read: publishedFlagOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.faq),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'icon',
      type: 'text',
      validate: validateIconName,
      admin: {
        description: 'Name of an icon of the site (e.g. oil, cart, info, warning, filter, calendar, user).',
      },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Only published categories show on the site.' },
    },
  ],
}

/** Questions and answers of the FAQ. The answer is plain text; blank lines start paragraphs. */
export const FaqQuestions: CollectionConfig = {
  slug: 'faq-questions',
  labels: { singular: 'FAQ question', plural: 'FAQ questions' },
  admin: {
    useAsTitle: 'question',
    group: 'FAQ and contact',
    defaultColumns: ['question', 'category', 'sortOrder', 'published'],
  },
  defaultSort: 'sortOrder',
  access: { read: publishedFlagOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: revalidateTenantTags(cacheTags.faq),
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    {
      name: 'answer',
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: 'Plain text; an empty line starts a new paragraph.' },
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'faq-categories',
      required: true,
      index: true,
      maxDepth: 0,
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar' } },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Only published questions show on the site.' },
    },
  ],
}
