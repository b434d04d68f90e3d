import { getTranslations } from 'next-intl/server'

import { PageMessages } from '@/components/intl/page-messages'

import { readListUrl } from '@/features/catalog/list-url'
import { listPages } from '@/features/catalog/server/list'
import { LazyProductList } from './product-list.lazy.client'

type Props = {
  tenantId: number | string
  locale: string
  groupId: number
  searchParams: Record<string, string | string[] | undefined>
}

/** The server-rendered start of a group's product list: the pages the address asks for, then the client island takes over. */
export async function ProductLineList({ tenantId, locale, groupId, searchParams }: Props) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams))
    for (const v of Array.isArray(value) ? value : value == null ? [] : [value]) params.append(key, v)
  const state = readListUrl(params)
  const t = await getTranslations()
  const pages = await listPages(
    tenantId,
    locale,
    groupId,
    state.filters,
    state.page,
    t as unknown as (key: string) => string,
    state.sort,
  )
  if (!pages.length || (pages[0]!.totalCount === 0 && Object.keys(state.filters).length === 0)) return null
  // No Suspense boundary of its own: one would be sent as a hidden part of the page and
  // shown by a script a frame later, pushing the footer down (layout shift).
  // The list's texts travel with it: content pages without a product list do not send them.
  return (
    <PageMessages namespaces={['catalog', 'favourites', 'widgets.filters']}>
      <LazyProductList groupId={groupId} initialPages={pages} initialState={state} />
    </PageMessages>
  )
}
