'use client'

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'

import { api } from '@/lib/api/client'
import { useBusy, useBusyMutation } from '@/lib/query/busy'
import { useServerData } from '@/lib/query/server-data'

import { NEWS_PAGE_SIZE, type NewsListUrlState, type SelectedNewsFilters } from './list-url'
import { mergeEntries } from './pagination'
import { NEWS_FILTER_NAMES, NEWS_MAX_LIMIT, type NewsFilter, type NewsPagination } from './schemas'
import type { NewsArticle } from './types'

/** The pages of one filter choice loaded so far, with the facets of its result. */
export type NewsPage = { entries: NewsArticle[]; filters: NewsFilter[]; pagination: NewsPagination }
export type NewsListInitial = NewsPage & { selected: SelectedNewsFilters }

/** The news slice's requests: the scope of its busy flag. */
export const NEWS_SCOPE = ['news'] as const

/** A choice as a key: no empty facets, values sorted (the same choice is one cache entry). */
function choiceKey(selected: SelectedNewsFilters) {
  return Object.fromEntries(
    NEWS_FILTER_NAMES.flatMap((name) =>
      selected[name]?.length ? [[name, [...new Set(selected[name])].sort()]] : [],
    ),
  )
}

export const newsKeys = {
  all: NEWS_SCOPE,
  /** One cache entry per filter choice: the pages loaded of it. */
  list: (selected: SelectedNewsFilters) => [...NEWS_SCOPE, 'list', choiceKey(selected)] as const,
}

function query(selected: SelectedNewsFilters, limit: number, offset: number) {
  return {
    limit,
    offset,
    ...Object.fromEntries(
      Object.entries(selected)
        .filter(([, values]) => values?.length)
        .map(([name, values]) => [`filters[${name}]`, values]),
    ),
  }
}

/** The pages of 12 that one request can bring from the start (the API answers at most 100 entries). */
const PAGES_PER_REQUEST = Math.floor(NEWS_MAX_LIMIT / NEWS_PAGE_SIZE)

/**
 * Pages `from`…`to` - 1 of a choice, in as few requests as the API allows
 * (from the start: up to 8 pages at once, then one by one, so offsets stay
 * multiples of the limit), as one list of 12 per page.
 */
export async function fetchNewsPages(
  selected: SelectedNewsFilters,
  from: number,
  to: number,
  action: string,
  signal?: AbortSignal,
): Promise<NewsPage> {
  const get = (limit: number, offset: number) =>
    api.get<NewsPage>('/api/news/', {
      query: query(selected, limit, offset),
      signal,
      call: { store: 'news', action },
    })
  const first = from === 0 ? Math.min(to, PAGES_PER_REQUEST) : from + 1
  let page = await get(first * NEWS_PAGE_SIZE - from * NEWS_PAGE_SIZE, from * NEWS_PAGE_SIZE)
  let entries = page.entries
  let loaded = first
  while (loaded < to && loaded * NEWS_PAGE_SIZE < page.pagination.totalAmount) {
    page = await get(NEWS_PAGE_SIZE, loaded * NEWS_PAGE_SIZE)
    entries = [...entries, ...page.entries]
    loaded += 1
  }
  return {
    entries,
    filters: page.filters,
    pagination: {
      currentPage: loaded,
      itemsPerPage: NEWS_PAGE_SIZE,
      totalAmount: page.pagination.totalAmount,
    },
  }
}

const pageOf = ({ entries, filters, pagination }: NewsPage): NewsPage => ({ entries, filters, pagination })

/**
 * The news list of a page: the server's first pages as the
 * cache entry of its choice, a new choice fetched from the start, "load
 * more" appending the next page. The shown choice is client state: it
 * changes at once, a failed request takes it back, and an answer for a
 * choice no longer shown only fills that choice's cache entry.
 */
export function useNewsList(initial: NewsListInitial) {
  const client = useQueryClient()
  useServerData(newsKeys.list(initial.selected), pageOf(initial))
  const [selected, setSelected] = useState(initial.selected)
  const list = useQuery({
    queryKey: newsKeys.list(selected),
    queryFn: ({ signal }) => fetchNewsPages(selected, 0, 1, 'list', signal),
    // Every request is a choice's (below); the list only reads the cache.
    enabled: false,
    // While a new choice loads, the list shows the last one's entries.
    placeholderData: keepPreviousData,
  })
  const page = list.data ?? pageOf(initial)

  /** Fetches a choice's first `pages` pages from the start and shows it. */
  const fetchChoice = useCallback(
    (choice: SelectedNewsFilters, pages: number, action: string) =>
      client.fetchQuery({
        queryKey: newsKeys.list(choice),
        queryFn: ({ signal }) => fetchNewsPages(choice, 0, pages, action, signal),
        staleTime: 0,
        retry: false,
      }),
    [client],
  )

  const more = useBusyMutation({
    slice: NEWS_SCOPE,
    name: 'loadMore',
    mutationFn: async (choice: SelectedNewsFilters) => {
      const key = newsKeys.list(choice)
      const current = client.getQueryData<NewsPage>(key) ?? page
      const next = await fetchNewsPages(
        choice,
        current.pagination.currentPage,
        current.pagination.currentPage + 1,
        'loadMore',
      )
      const merged = {
        ...next,
        entries: mergeEntries(current.entries, next.entries, current.pagination.currentPage * NEWS_PAGE_SIZE),
      }
      client.setQueryData(key, merged)
      return merged
    },
  })

  const { run } = more
  /** Fetches from the start with new filters: the choice shows at once, a failure takes it back (and rejects; so does a request a newer choice cancelled). */
  const applyFilters = useCallback(
    async (choice: SelectedNewsFilters) => {
      const previous = selected
      setSelected(choice)
      try {
        await fetchChoice(choice, 1, 'applyFilters')
      } catch (error) {
        setSelected((shown) => (shown === choice ? previous : shown))
        throw error
      }
    },
    [fetchChoice, selected],
  )
  /** Fetches the next page of the shown choice: the entries are appended. Resolves the list, or rejects when it failed. */
  const loadMore = useCallback(async () => {
    const result = await run(selected)
    if (!result) throw new Error('news/loadMore failed')
    return result
  }, [run, selected])
  /** Shows what an address asks for (Back, Forward): its filters with its number of pages, fetched from the start. */
  const show = useCallback(
    async ({ selected: choice, page: pages }: NewsListUrlState) => {
      setSelected(choice)
      await fetchChoice(choice, pages, 'show')
    },
    [fetchChoice],
  )

  return { ...page, selected, busy: useBusy(NEWS_SCOPE), applyFilters, loadMore, show }
}
