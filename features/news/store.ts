'use client'

import { createStore } from 'zustand/vanilla'

import { api } from '@/lib/api/client'
import { IDLE_REQUESTS, track, type RequestsState } from '@/lib/requests'

import type { NewsFilter, NewsFilterName, NewsPagination } from './schemas'
import type { NewsArticle } from './types'

export type SelectedNewsFilters = Partial<Record<NewsFilterName, string[]>>
type NewsPage = { entries: NewsArticle[]; filters: NewsFilter[]; pagination: NewsPagination }

export type NewsListState = RequestsState & {
  /** The articles shown, in order. */
  entries: NewsArticle[]
  /** The facets of the current result with counts. */
  filters: NewsFilter[]
  /** Page bookkeeping of the last answer (SPEC §3). */
  pagination: NewsPagination
  /** The chosen facet values (also in the address). */
  selected: SelectedNewsFilters
  /** Fetches from the start with new filters: the entries are replaced. */
  applyFilters: (selected: SelectedNewsFilters) => Promise<void>
  /** Fetches the next page: the entries are appended. */
  loadMore: () => Promise<void>
}

/** SPEC §4 Lists: offset 0 replaces the entries, any other offset appends. */
export function mergeEntries(current: NewsArticle[], incoming: NewsArticle[], offset: number): NewsArticle[] {
  return offset === 0 ? incoming : [...current, ...incoming]
}

function query(selected: SelectedNewsFilters, limit: number, offset: number) {
  return { limit, offset, ...Object.fromEntries(Object.entries(selected).filter(([, values]) => values?.length).map(([name, values]) => [`filters[${name}]`, values])) }
}

/** One store per news list page, created with the server's first page (CONVENTIONS 11). */
export function createNewsListStore(initial: NewsPage & { selected: SelectedNewsFilters }) {
  return createStore<NewsListState>()((set, get) => {
    const fetchPage = (name: string, selected: SelectedNewsFilters, offset: number) =>
      track(set, name, async () => {
        const limit = get().pagination.itemsPerPage
        const page = await api.get<NewsPage>('/api/news/', { query: query(selected, limit, offset), call: { store: 'news', action: name } })
        set((state) => ({ entries: mergeEntries(state.entries, page.entries, offset), filters: page.filters, pagination: page.pagination, selected }))
      })
    return {
      ...IDLE_REQUESTS,
      ...initial,
      applyFilters: (selected) => {
        // The choice shows at once; the result follows, and a failed request takes the choice back.
        const previous = get().selected
        set({ selected })
        return fetchPage('applyFilters', selected, 0).catch((error: unknown) => {
          set({ selected: previous })
          throw error
        })
      },
      loadMore: () => {
        const { pagination, selected } = get()
        return fetchPage('loadMore', selected, pagination.currentPage * pagination.itemsPerPage)
      },
    }
  })
}
