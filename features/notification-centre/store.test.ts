import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'

import type { NotificationEntry } from './schemas'
import { createNotificationCentreStore, entriesFor } from './store'

const entry = (id: number, read: boolean): NotificationEntry => ({ id, title: `T${id}`, text: null, link: null, kind: 'editorial', createdAt: `2026-11-2${id}T10:00:00.000Z`, read })
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const menu = (hasBadge: boolean) => [{ title: 'Mitteilungen', link: '/de-ch/notifications', hasBadge }]

describe('notification centre store', () => {
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
    const store = createNotificationCentreStore({ entries: [entry(2, false), entry(1, false)], timestamp: 100, filter: 'all' }, onCounts)
    let answer!: (response: Response) => void
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    const done = store.getState().markRead(2)
    expect(store.getState()).toMatchObject({ busy: true, requests: { markRead: 1 } })
    const [url, init] = fetchMock.mock.calls[0]!
    expect([url, init.method]).toEqual(['/api/notifications/read/2', 'POST'])
    answer(json(200, { data: { entry: { ...entry(2, true) }, unreadNotificationCount: 1, userMenuEntries: menu(true) } }))
    expect(await done).toBe(true)
    expect(store.getState().entries.map((e) => e.read)).toEqual([true, false])
    expect(store.getState().busy).toBe(false)
    expect(onCounts).toHaveBeenCalledWith({ unreadNotificationCount: 1, userMenuEntries: menu(true) })
  })

  it('sends the list’s timestamp to mark all as read and shows the answer in the current tab', async () => {
    const onCounts = vi.fn()
    const store = createNotificationCentreStore({ entries: [entry(2, false)], timestamp: 1_790_000_000_000, filter: 'unread' }, onCounts)
    fetchMock.mockResolvedValue(json(200, { data: { entries: [entry(3, false), entry(2, true)], timestamp: 1_790_000_000_500, unreadNotificationCount: 1, userMenuEntries: menu(true) } }))
    expect(await store.getState().markAllRead()).toBe(true)
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ timestamp: 1_790_000_000_000 })
    expect(store.getState()).toMatchObject({ timestamp: 1_790_000_000_500, busy: false })
    expect(store.getState().entries.map((e) => e.id)).toEqual([3])
    expect(onCounts).toHaveBeenCalledWith({ unreadNotificationCount: 1, userMenuEntries: menu(true) })
  })

  it('keeps everything and clears the busy flag when marking fails', async () => {
    const onCounts = vi.fn()
    const store = createNotificationCentreStore({ entries: [entry(2, false)], timestamp: 100, filter: 'all' }, onCounts)
    fetchMock.mockResolvedValue(json(404, { data: null, messages: [{ type: 'error', message: 'Diese Mitteilung gibt es nicht.' }] }))
    expect(await store.getState().markRead(2)).toBe(false)
    expect(await store.getState().markAllRead()).toBe(false)
    expect(store.getState()).toMatchObject({ entries: [entry(2, false)], timestamp: 100, busy: false })
    expect(onCounts).not.toHaveBeenCalled()
  })

  it('reads a tab from the server and keeps its timestamp', async () => {
    const store = createNotificationCentreStore({ entries: [entry(2, false), entry(1, true)], timestamp: 100, filter: 'all' })
    fetchMock.mockResolvedValue(json(200, { data: { entries: [entry(4, false)], timestamp: 200 } }))
    await store.getState().showFilter('unread')
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/notifications?filter=unread')
    expect(store.getState()).toMatchObject({ filter: 'unread', timestamp: 200, entries: [entry(4, false)] })
  })
})
