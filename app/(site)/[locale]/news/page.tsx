import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { NewsList } from '@/features/news/components/news-list.client'
import { NEWS_PAGE_SIZE, readNewsListUrl } from '@/features/news/list-url'
import { NEWS_FILTER_NAMES, parseNewsQuery, ZNewsQuery } from '@/features/news/schemas'
import { publicationTypeLabels } from '@/features/news/server/labels'
import { listNews } from '@/features/news/server/list'
import { sitePage } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'news.list' })
  return { title: t('title') }
}

/**
 * The news list: the filters chosen in the address (`?topic=3&year=2025`)
 * and as many pages as it says were loaded (`&page=3`), then load more.
 */
async function NewsListPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const search = await searchParams
  const address = new URLSearchParams()
  for (const [name, value] of Object.entries(search))
    for (const one of [value ?? []].flat()) address.append(name, one)
  const { selected, page } = readNewsListUrl(address)
  const query = new URLSearchParams({ limit: String(NEWS_PAGE_SIZE) })
  for (const name of NEWS_FILTER_NAMES)
    for (const value of selected[name] ?? []) query.append(`filters[${name}][]`, value)
  // A hand-edited address with a malformed filter shows the unfiltered list instead of an error.
  const parsed = parseNewsQuery(query)
  const effective = parsed.ok ? parsed.query : ZNewsQuery.parse({ limit: NEWS_PAGE_SIZE })
  // The pages the address asks for in one read (the page itself may read more than one API call answers).
  const list = await listNews(
    tenant.id,
    locale,
    { ...effective, limit: page * NEWS_PAGE_SIZE },
    await publicationTypeLabels(locale),
  )
  const pagination = {
    currentPage: page,
    itemsPerPage: NEWS_PAGE_SIZE,
    totalAmount: list.pagination.totalAmount,
  }
  const t = await getTranslations('news.list')
  const tp = await getTranslations('page')
  return (
    <div className="container">
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={tp('home')}
        label={tp('breadcrumb')}
        items={[{ label: t('title'), uri: '', disabled: true }]}
      />
      <h1>{t('title')}</h1>
      <NewsList initial={{ ...list, pagination, selected: effective.filters }} />
    </div>
  )
}

export default withPageMessages(['news'], NewsListPage)
