import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { api } from '@/lib/api/client'

import { useNewsList } from './queries'
import type { NewsArticle } from './types'

const article = (id: number) => ({ id, title: `News ${id}` }) as unknown as NewsArticle
const TOTAL = 150

/** The API's answer: entries `offset`…`offset + limit` of 150, filtered lists have 30. */
function answer(_path: string, options?: { query?: Record<string, unknown> }) {
  const { limit, offset } = options!.query as { limit: number; offset: number }
  const total = Object.keys(options!.query!).some((key) => key.startsWith('filters[')) ? 30 : TOTAL
  const entries = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
    article(offset + i + 1),
  )
  return Promise.resolve({
    entries,
    filters: [],
    pagination: { currentPage: offset / limit + 1, itemsPerPage: limit, totalAmount: total },
  })
}

/** The list hook with the server's first page, as the news page hands it over. */
function initial() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(
    () =>
      useNewsList({
        entries: Array.from({ length: 12 }, (_, i) => article(i + 1)),
        filters: [],
        pagination: { currentPage: 1, itemsPerPage: 12, totalAmount: TOTAL },
        selected: {},
      }),
    { wrapper },
  )
  return { getState: () => result.current }
}
/** Runs an action and lets React render its outcome. */
const act$ = (run: () => Promise<unknown>) => act(async () => void (await run()))
const calls = (spy: ReturnType<typeof vi.spyOn>) =>
  (spy.mock.calls as [string, { query: Record<string, unknown> }][]).map(([, options]) => {
    const { limit, offset, ...rest } = options.query
    return { limit, offset, ...rest }
  })

afterEach(() => vi.restoreAllMocks())

describe('news list (React Query)', () => {
  it('loads more page by page, appending 12 at a time', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(answer as never)
    const store = initial()
    await act$(() => store.getState().loadMore())
    await act$(() => store.getState().loadMore())
    expect(store.getState().entries.map((e) => e.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1))
    expect(store.getState().pagination).toEqual({ currentPage: 3, itemsPerPage: 12, totalAmount: TOTAL })
    expect(calls(get)).toEqual([
      { limit: 12, offset: 12 },
      { limit: 12, offset: 24 },
    ])
  })

  it('shows what an address asks for: its filters with its pages, in as few calls as the API allows', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(answer as never)
    const store = initial()
    await act$(() => store.getState().show({ selected: {}, page: 3 }))
    expect(store.getState().entries).toHaveLength(36)
    expect(store.getState().pagination.currentPage).toBe(3)
    expect(calls(get)).toEqual([{ limit: 36, offset: 0 }])

    // More than one call can answer (100 at most): 8 pages at once, then one by one; offsets stay multiples of the limit.
    get.mockClear()
    await act$(() => store.getState().show({ selected: {}, page: 10 }))
    expect(store.getState().entries.map((e) => e.id)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1))
    expect(store.getState().pagination).toEqual({ currentPage: 10, itemsPerPage: 12, totalAmount: TOTAL })
    expect(calls(get)).toEqual([
      { limit: 96, offset: 0 },
      { limit: 12, offset: 96 },
      { limit: 12, offset: 108 },
    ])
    for (const { limit, offset } of calls(get)) expect((offset as number) % (limit as number)).toBe(0)

    // A filtered address, and no call beyond the last entry.
    get.mockClear()
    await act$(() => store.getState().show({ selected: { year: ['2025'] }, page: 5 }))
    expect(store.getState().selected).toEqual({ year: ['2025'] })
    expect(store.getState().entries).toHaveLength(30)
    expect(calls(get)).toEqual([{ limit: 60, offset: 0, 'filters[year]': ['2025'] }])
  })

  it('a filter starts from the first page; an answer overtaken by a newer choice is dropped', async () => {
    let release!: () => void
    const slow = new Promise<void>((resolve) => (release = resolve))
    vi.spyOn(api, 'get').mockImplementation(((path: string, options: { query: Record<string, unknown> }) =>
      options.query['filters[topic]']
        ? slow.then(() => answer(path, options))
        : answer(path, options)) as never)
    const store = initial()
    let first!: Promise<string>
    act(() => {
      first = store
        .getState()
        .applyFilters({ topic: ['3'] })
        .then(
          () => 'shown',
          () => 'dropped',
        )
    })
    expect(store.getState().selected).toEqual({ topic: ['3'] })
    // While it loads, the entries shown so far stay.
    expect(store.getState().entries).toHaveLength(12)
    await waitFor(() => expect(store.getState().busy).toBe(true))
    await act$(() => store.getState().show({ selected: {}, page: 2 }))
    release()
    // The older request is cancelled: it rejects, so the island does not record its choice in the address.
    await act(async () => {
      await expect(first).resolves.toBe('dropped')
    })
    expect(store.getState().selected).toEqual({})
    expect(store.getState().entries).toHaveLength(24)
    await waitFor(() => expect(store.getState().busy).toBe(false))
  })

  it('a failed filter request takes the choice back and keeps the entries', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new Error('down'))
    const store = initial()
    let outcome!: Promise<string>
    act(() => {
      outcome = store
        .getState()
        .applyFilters({ year: ['2024'] })
        .then(
          () => 'shown',
          () => 'failed',
        )
    })
    expect(store.getState().selected).toEqual({ year: ['2024'] })
    await act(async () => {
      await expect(outcome).resolves.toBe('failed')
    })
    expect(store.getState().selected).toEqual({})
    expect(store.getState().entries).toHaveLength(12)
    await waitFor(() => expect(store.getState().busy).toBe(false))
  })
})
