import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { testQueryClient } from '@/tests/helpers/intl'

import type { NotificationFilter } from './constants'
import { entriesFor, useNotificationCentre } from './queries'
import type { NotificationCounts, NotificationEntry } from './schemas'

const entry = (id: number, read: boolean): NotificationEntry => ({
  id,
  title: `T${id}`,
  text: null,
  link: null,
  kind: 'editorial',
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
  read,
})
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const menu = (hasBadge: boolean) => [{ title: 'Mitteilungen', link: '/de-ch/notifications', hasBadge }]

/** The centre's hook as the page starts it, with the server's list. */
function renderCentreHook(
  initial: { entries: NotificationEntry[]; timestamp: number; filter: NotificationFilter },
  onCounts?: (counts: NotificationCounts) => void,
) {
  const client = testQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useNotificationCentre(initial, onCounts), { wrapper })
  return { getState: () => result.current }
}
/** Runs an action, lets React render its outcome and hands its result back. */
async function settle<T>(action: () => Promise<T>): Promise<T> {
  let value!: T
  await act(async () => {
    value = await action()
  })
  return value
}

describe('notification centre (React Query)', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn()
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
  })
  afterEach(() => resetApiClient())

  it('shows only unread entries in the unread tab', () => {
    expect(entriesFor([entry(2, false), entry(1, true)], 'unread').map((e) => e.id)).toEqual([2])
    expect(entriesFor([entry(2, false), entry(1, true)], 'all').map((e) => e.id)).toEqual([2, 1])
  })

  it('marks one as read, is busy meanwhile and hands the new counts to the session', async () => {
    const onCounts = vi.fn()
    const store = renderCentreHook(
      { entries: [entry(2, false), entry(1, false)], timestamp: 100, filter: 'all' },
      onCounts,
    )
    let answer!: (response: Response) => void
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    let done!: Promise<boolean>
    act(() => {
      done = store.getState().markRead(2)
    })
    await waitFor(() => expect(store.getState().busy).toBe(true))
    const [url, init] = fetchMock.mock.calls[0]!
    expect([url, init.method]).toEqual(['/api/notifications/read/2', 'POST'])
    answer(
      json(200, {
        data: { entry: { ...entry(2, true) }, unreadNotificationCount: 1, userMenuEntries: menu(true) },
      }),
    )
    expect(await settle(() => done)).toBe(true)
    await waitFor(() => expect(store.getState().entries.map((e) => e.read)).toEqual([true, false]))
    await waitFor(() => expect(store.getState().busy).toBe(false))
    expect(onCounts).toHaveBeenCalledWith({ unreadNotificationCount: 1, userMenuEntries: menu(true) })
  })

  it('sends the list’s timestamp to mark all as read and shows the answer in the current tab', async () => {
    const onCounts = vi.fn()
    const store = renderCentreHook(
      { entries: [entry(2, false)], timestamp: 1_790_000_000_000, filter: 'unread' },
      onCounts,
    )
    fetchMock.mockResolvedValue(
      json(200, {
        data: {
          entries: [entry(3, false), entry(2, true)],
          timestamp: 1_790_000_000_500,
          unreadNotificationCount: 1,
          userMenuEntries: menu(true),
        },
      }),
    )
    expect(await settle(() => store.getState().markAllRead())).toBe(true)
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ timestamp: 1_790_000_000_000 })
    await waitFor(() => expect(store.getState()).toMatchObject({ timestamp: 1_790_000_000_500, busy: false }))
    await waitFor(() => expect(store.getState().entries.map((e) => e.id)).toEqual([3]))
    expect(onCounts).toHaveBeenCalledWith({ unreadNotificationCount: 1, userMenuEntries: menu(true) })
  })

  it('keeps everything and clears the busy flag when marking fails', async () => {
    const onCounts = vi.fn()
    const store = renderCentreHook({ entries: [entry(2, false)], timestamp: 100, filter: 'all' }, onCounts)
    fetchMock.mockResolvedValue(
      json(404, { data: null, messages: [{ type: 'error', message: 'Diese Mitteilung gibt es nicht.' }] }),
    )
    expect(await settle(() => store.getState().markRead(2))).toBe(false)
    expect(await settle(() => store.getState().markAllRead())).toBe(false)
    await waitFor(() =>
      expect(store.getState()).toMatchObject({ entries: [entry(2, false)], timestamp: 100, busy: false }),
    )
    expect(onCounts).not.toHaveBeenCalled()
  })

  it('reads a tab from the server and keeps its timestamp', async () => {
    const store = renderCentreHook({
      entries: [entry(2, false), entry(1, true)],
      timestamp: 100,
      filter: 'all',
    })
    fetchMock.mockResolvedValue(json(200, { data: { entries: [entry(4, false)], timestamp: 200 } }))
    // No request for the tab the server rendered.
    expect(fetchMock).not.toHaveBeenCalled()
    act(() => store.getState().showFilter('unread'))
    // At once the unread ones of what was shown, then the server's list.
    expect(store.getState()).toMatchObject({ filter: 'unread', entries: [entry(2, false)] })
    await waitFor(() =>
      expect(store.getState()).toMatchObject({
        filter: 'unread',
        timestamp: 200,
        entries: [entry(4, false)],
      }),
    )
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/notifications?filter=unread')
  })

  it('keeps what was shown when reading a tab fails', async () => {
    const store = renderCentreHook({
      entries: [entry(2, false), entry(1, true)],
      timestamp: 100,
      filter: 'all',
    })
    fetchMock.mockResolvedValue(json(500, { data: null }))
    act(() => store.getState().showFilter('unread'))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(store.getState().busy).toBe(false))
    expect(store.getState()).toMatchObject({ filter: 'unread', timestamp: 100, entries: [entry(2, false)] })
  })

  it('a tab it already knows shows its own entries at once while they are read again, without marking the list busy', async () => {
    const store = renderCentreHook({
      entries: [entry(2, false), entry(1, true)],
      timestamp: 100,
      filter: 'all',
    })
    let answer!: (response: Response) => void
    fetchMock.mockResolvedValueOnce(json(200, { data: { entries: [entry(2, false)], timestamp: 150 } }))
    act(() => store.getState().showFilter('unread'))
    await waitFor(() => expect(store.getState()).toMatchObject({ filter: 'unread', timestamp: 150 }))
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)))
    act(() => store.getState().showFilter('all'))
    expect(store.getState().entries.map((e) => e.id)).toEqual([2, 1])
    await waitFor(() => expect(store.getState().busy).toBe(true))
    expect(store.getState().listBusy).toBe(false)
    answer(
      json(200, { data: { entries: [entry(3, false), entry(2, false), entry(1, true)], timestamp: 200 } }),
    )
    await waitFor(() => expect(store.getState().entries.map((e) => e.id)).toEqual([3, 2, 1]))
  })
})
