'use client'

import { createStore } from 'zustand/vanilla'

import { api } from '@/lib/api/client'
import { IDLE_REQUESTS, track, type RequestsState } from '@/lib/requests'

import { NEWS_PAGE_SIZE, type NewsListUrlState, type SelectedNewsFilters } from './list-url'
import { NEWS_MAX_LIMIT, type NewsFilter, type NewsPagination } from './schemas'
import type { NewsArticle } from './types'

export type { SelectedNewsFilters } from './list-url'
type NewsPage = { entries: NewsArticle[]; filters: NewsFilter[]; pagination: NewsPagination }

export type NewsListState = RequestsState & {
  /** The articles shown, in order. */
  entries: NewsArticle[]
  /** The facets of the current result with counts. */
  filters: NewsFilter[]
  /** Page bookkeeping: `currentPage` pages of `itemsPerPage` (12) are loaded (SPEC §3). */
  pagination: NewsPagination
  /** The chosen facet values (also in the address). */
  selected: SelectedNewsFilters
  /** Fetches from the start with new filters: the entries are replaced. */
  applyFilters: (selected: SelectedNewsFilters) => Promise<void>
  /** Fetches the next page: the entries are appended. */
  loadMore: () => Promise<void>
  /** Shows what an address asks for (Back, Forward): its filters with its number of pages, fetched from the start. */
  show: (state: NewsListUrlState) => Promise<void>
}

/** SPEC §4 Lists: offset 0 replaces the entries, any other offset appends. */
export function mergeEntries(current: NewsArticle[], incoming: NewsArticle[], offset: number): NewsArticle[] {
  return offset === 0 ? incoming : [...current, ...incoming]
}

function query(selected: SelectedNewsFilters, limit: number, offset: number) {
  return { limit, offset, ...Object.fromEntries(Object.entries(selected).filter(([, values]) => values?.length).map(([name, values]) => [`filters[${name}]`, values])) }
}

/** The pages of 12 that one request can bring from the start (the API answers at most 100 entries). */
const PAGES_PER_REQUEST = Math.floor(NEWS_MAX_LIMIT / NEWS_PAGE_SIZE)

/**
 * One store per news list page, created with the server's first pages (CONVENTIONS 11).
 * A newer choice wins: the answer of a request started before it is dropped.
 */
export function createNewsListStore(initial: NewsPage & { selected: SelectedNewsFilters }) {
  return createStore<NewsListState>()((set, get) => {
    let generation = 0
    const fetch = (selected: SelectedNewsFilters, limit: number, offset: number, action: string) =>
      api.get<NewsPage>('/api/news/', { query: query(selected, limit, offset), call: { store: 'news', action } })

    /** Pages `from`…`to` - 1 of a choice, in as few requests as the API allows, shown as one list of 12 per page. */
    const load = (name: string, selected: SelectedNewsFilters, from: number, to: number) => {
      const mine = ++generation
      return track(set, name, async () => {
        const first = from === 0 ? Math.min(to, PAGES_PER_REQUEST) : from + 1
        let page = await fetch(selected, first * NEWS_PAGE_SIZE - from * NEWS_PAGE_SIZE, from * NEWS_PAGE_SIZE, name)
        let entries = page.entries
        let loaded = first
        while (loaded < to && loaded * NEWS_PAGE_SIZE < page.pagination.totalAmount) {
          page = await fetch(selected, NEWS_PAGE_SIZE, loaded * NEWS_PAGE_SIZE, name)
          entries = [...entries, ...page.entries]
          loaded += 1
        }
        if (mine !== generation) return
        set((state) => ({
          entries: mergeEntries(state.entries, entries, from * NEWS_PAGE_SIZE),
          filters: page.filters,
          pagination: { currentPage: loaded, itemsPerPage: NEWS_PAGE_SIZE, totalAmount: page.pagination.totalAmount },
          selected,
        }))
      })
    }

    return {
      ...IDLE_REQUESTS,
      ...initial,
      applyFilters: (selected) => {
        // The choice shows at once; the result follows, and a failed request takes the choice back.
        const previous = get().selected
        set({ selected })
        return load('applyFilters', selected, 0, 1).catch((error: unknown) => {
          set({ selected: previous })
          throw error
        })
      },
      loadMore: () => {
        const { pagination, selected } = get()
        return load('loadMore', selected, pagination.currentPage, pagination.currentPage + 1)
      },
      show: ({ selected, page }) => {
        set({ selected })
        return load('show', selected, 0, page)
      },
    }
  })
}
