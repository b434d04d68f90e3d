import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser } from '../access/is-admin'

export const SEARCH_CHANGE_SCOPES = ['products', 'product-lines', 'pages', 'news', 'media'] as const
export type SearchChangeScope = (typeof SEARCH_CHANGE_SCOPES)[number]

/**
 * The search change log: one row per published change of an indexed
 * document (products and their articles, product lines, pages, news, files).
 * Every app instance reads the rows after the last one it applied and updates
 * its in-memory search index (features/search/server/service.ts), so all
 * instances pick up an editor's change within a second. Written only by the
 * collections' hooks; rows older than a day are removed.
 */
export const SearchChanges: CollectionConfig = {
  slug: 'search-changes',
  admin: {
    group: 'System',
    hidden: ({ user }) => !isAdminUser(user as never),
    useAsTitle: 'scope',
    defaultColumns: ['scope', 'docId', 'tenant', 'createdAt'],
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'tenant', type: 'number', required: true, index: true },
    {
      name: 'scope',
      type: 'select',
      required: true,
      options: SEARCH_CHANGE_SCOPES.map((s) => ({ label: s, value: s })),
    },
    { name: 'docId', type: 'number', required: true },
  ],
}
