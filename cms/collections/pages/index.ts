import type { CollectionConfig } from 'payload'

import { pageBlocks, teaserBlocks } from '../../../blocks/configs'
import { PAGE_TYPES } from '../../../features/pages/model'
import { cacheTags } from '../../../lib/cache-tags'
import { publishedOrEditor } from '../../access/published-or-editor'
import { isEditor } from '../../access/is-editor'
import { slugField } from '../../fields/slug'
import { revalidateTenantTags } from '../../hooks/revalidate-tenant'
import { searchChangeHooks, withHooks } from '../../hooks/search-changes'
import { assertUniqueSlugAmongSiblings } from './hooks/unique-slug'
import { homeFields } from './home-fields'
import { previewUrl } from './preview-url'

/** Generic content pages: nested by parent, localized, drafts with live preview. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', 'pageType', 'parent', '_status', 'updatedAt'],
    livePreview: { url: previewUrl },
    preview: (doc, { req, locale }) => previewUrl({ data: doc, req, locale: { code: locale } as never }),
  },
  versions: { drafts: { autosave: { interval: 400 }, schedulePublish: false }, maxPerDoc: 25 },
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeValidate: [assertUniqueSlugAmongSiblings],
    ...withHooks(revalidateTenantTags(cacheTags.pages), searchChangeHooks('pages')),
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      name: 'isHome',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown at the locale root (/de-ch).' },
    },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    { name: 'showInNavigation', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'navigationOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'navigationTarget',
      type: 'select',
      defaultValue: '_self',
      options: [
        { label: 'Same window', value: '_self' },
        { label: 'New window', value: '_blank' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'addSeparator',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Divider before this entry in the navigation.' },
    },
    {
      name: 'pageType',
      type: 'select',
      required: true,
      defaultValue: 'content',
      options: PAGE_TYPES.map((value) => ({ label: value, value })),
      admin: {
        position: 'sidebar',
        description:
          'content: breadcrumb and blocks. sponsoringOverview: lists its sponsoring child pages. sponsoringDetail: back link to the parent. tribology: adds the glossary. footer: legal pages linked in the footer.',
        condition: (data) => !data?.isHome,
      },
    },
    {
      name: 'showBackLink',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: 'Link back to the overview page above this one.',
        condition: (data) => data?.pageType === 'sponsoringDetail',
      },
    },
    {
      name: 'teaser',
      type: 'group',
      admin: {
        description: 'How the page appears in overviews (sponsoring).',
        condition: (data) => data?.pageType === 'sponsoringDetail',
      },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'text', type: 'textarea', localized: true },
      ],
    },
    ...homeFields(teaserBlocks),
    {
      name: 'content',
      type: 'blocks',
      localized: true,
      blocks: pageBlocks,
      defaultValue: [{ blockType: 'richText' }],
      admin: { description: 'The page content. On the home page: the free content slot below the news.' },
    },
    {
      name: 'tribologies',
      type: 'array',
      localized: true,
      admin: {
        description: 'Glossary entries of the tribology page.',
        condition: (data) => data?.pageType === 'tribology',
      },
      fields: [
        { name: 'term', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    {
      name: 'meta',
      type: 'group',
      fields: [{ name: 'description', type: 'textarea', localized: true }],
    },
  ],
}
