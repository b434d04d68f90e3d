import { createStore } from 'zustand/vanilla'

import { apiRequest } from '@/lib/api/client'
import { IDLE_REQUESTS, track, type RequestsState } from '@/lib/requests'

import { NOTIFICATIONS_PATH, NOTIFICATIONS_READ_PATH, notificationReadPath, type NotificationFilter } from './constants'
import { ZMarkAllReadData, ZMarkOneReadData, ZNotificationListData, type NotificationCounts, type NotificationEntry } from './schemas'

export type NotificationCentreState = RequestsState & {
  /** The entries of the shown tab, newest first. */
  entries: NotificationEntry[]
  /** The server's time of the last list read: "mark all as read" sends it, so later arrivals stay unread. */
  timestamp: number
  /** The shown tab: every notification or only the unread ones. */
  filter: NotificationFilter
  /** Shows a tab: reads its entries from the server (the old ones stay when that fails). */
  showFilter: (filter: NotificationFilter) => Promise<void>
  /** Marks one entry as read; resolves false when the server refused (the API client has said why). */
  markRead: (id: number) => Promise<boolean>
  /** Marks everything up to `timestamp` as read and shows the list the server answers. */
  markAllRead: () => Promise<boolean>
}

export type NotificationCentreStore = ReturnType<typeof createNotificationCentreStore>

type Initial = { entries: NotificationEntry[]; timestamp: number; filter: NotificationFilter }

const call = (action: string) => ({ store: 'notificationCentre', action })

/** The entries a tab shows of a full list. */
export const entriesFor = (entries: NotificationEntry[], filter: NotificationFilter) => (filter === 'unread' ? entries.filter((entry) => !entry.read) : entries)

/**
 * One store per page (CONVENTIONS 11), started with the list the server
 * rendered. `onCounts` receives the unread count and menu entries after every
 * mark, so the header's badge follows without a reload.
 */
export function createNotificationCentreStore(initial: Initial, onCounts: (counts: NotificationCounts) => void = () => {}) {
  return createStore<NotificationCentreState>()((set, get) => ({
    ...IDLE_REQUESTS,
    ...initial,
    showFilter: async (filter) => {
      set({ filter, entries: entriesFor(get().entries, filter) })
      try {
        const { data } = await track(set, 'list', () => apiRequest('GET', NOTIFICATIONS_PATH, { query: { filter }, schema: ZNotificationListData, call: call('showFilter') }))
        // A later tab choice wins over an answer that arrives late.
        if (get().filter === filter) set({ entries: data.entries, timestamp: data.timestamp })
      } catch {
        // The API client has shown why; the entries already shown stay.
      }
    },
    markRead: async (id) => {
      try {
        const { data } = await track(set, 'markRead', () => apiRequest('POST', notificationReadPath(id), { schema: ZMarkOneReadData, call: call('markRead') }))
        set((state) => ({ entries: state.entries.map((entry) => (entry.id === id ? { ...entry, read: true } : entry)) }))
        onCounts({ unreadNotificationCount: data.unreadNotificationCount, userMenuEntries: data.userMenuEntries })
        return true
      } catch {
        return false
      }
    },
    markAllRead: async () => {
      try {
        const { data } = await track(set, 'markAllRead', () => apiRequest('POST', NOTIFICATIONS_READ_PATH, { body: { timestamp: get().timestamp }, schema: ZMarkAllReadData, call: call('markAllRead') }))
        set((state) => ({ entries: entriesFor(data.entries, state.filter), timestamp: data.timestamp }))
        onCounts({ unreadNotificationCount: data.unreadNotificationCount, userMenuEntries: data.userMenuEntries })
        return true
      } catch {
        return false
      }
    },
  }))
}
