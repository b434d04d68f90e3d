import type { CollectionConfig } from 'payload'

import { pageBlocks } from '../../../components/blocks/configs'
import { cacheTags } from '../../../lib/cache-tags'
import { publishedOrEditor } from '../../access/published-or-editor'
import { isEditor } from '../../access/is-editor'
import { slugField } from '../../fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate'
import { assertUniqueSlugAmongSiblings } from './hooks/unique-slug'
import { previewUrl } from './preview-url'

type PageDoc = { tenant?: string | number | { id: string | number } | null }
const tenantIdOf = (doc: PageDoc) => (typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.id : (doc.tenant ?? ''))

/** Generic content pages (SPEC §2): nested by parent, localized, drafts with live preview. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'slug', 'parent', '_status', 'updatedAt'],
    livePreview: { url: previewUrl },
    preview: (doc, { req, locale }) => previewUrl({ data: doc, req, locale: { code: locale } as never }),
  },
  versions: { drafts: { autosave: { interval: 400 }, schedulePublish: false }, maxPerDoc: 25 },
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeValidate: [assertUniqueSlugAmongSiblings],
    afterChange: [revalidateAfterChange<PageDoc>((doc) => [cacheTags.pages(tenantIdOf(doc))])],
    afterDelete: [revalidateAfterDelete<PageDoc>((doc) => [cacheTags.pages(tenantIdOf(doc))])],
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
    { name: 'addSeparator', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar', description: 'Divider before this entry in the navigation.' } },
    {
      name: 'content',
      type: 'blocks',
      localized: true,
      blocks: pageBlocks,
      defaultValue: [{ blockType: 'richText' }],
    },
    {
      name: 'meta',
      type: 'group',
      fields: [{ name: 'description', type: 'textarea', localized: true }],
    },
  ],
}
