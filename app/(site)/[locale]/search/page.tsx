import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect, RedirectType } from 'next/navigation'

import { withPageMessages } from '@/components/intl/page-messages'
import { SearchPage } from '@/features/search/components/search-page.client'
import { cutSearchAddress, readSearchUrl } from '@/features/search/page-url'
import { firstSearchResults } from '@/features/search/server/first-results'
import { sitePage } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'search' })
  const query = await searchParams
  const { term } = readSearchUrl({ get: (name) => first(query[name]) })
  // Results pages are not for search engines; their links are.
  return { title: term ? t('metaTitle', { term }) : t('title'), robots: { index: false, follow: true } }
}

/**
 * The search results page: its state is the address — `search`
 * (cut at 100; a longer one is redirected to the cut address),
 * `selectedFilterValues` (JSON; malformed clears the filters),
 * `productGroupId` and `tab`. The page arrives with the first results of both
 * searches; the client island loads more and follows every later choice.
 */
async function SearchResultsPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const query = await searchParams
  // A term the page would cut (over 100 characters, extra spaces) goes back into the address cut, so address, field and heading agree.
  const given = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    for (const one of [value ?? []].flat()) given.append(name, one)
  const cut = cutSearchAddress(`/${locale}/search`, given)
  if (cut) redirect(cut, RedirectType.replace)
  const state = readSearchUrl({ get: (name) => first(query[name]) })
  const initialResults = await firstSearchResults(tenant.id, locale, state)
  return (
    <div className="container">
      <SearchPage path={`/${locale}/search`} initialState={state} initialResults={initialResults} />
    </div>
  )
}

export default withPageMessages(
  ['blocks.products', 'catalog', 'favourites', 'search', 'widgets.filters'],
  SearchResultsPage,
)
