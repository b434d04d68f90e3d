'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { apiRequest } from '@/lib/api/client'
import { useBusy, useBusyMutation } from '@/lib/query/busy'
import { useServerData } from '@/lib/query/server-data'

import {
  NOTIFICATION_FILTERS,
  NOTIFICATIONS_PATH,
  NOTIFICATIONS_READ_PATH,
  notificationReadPath,
  type NotificationFilter,
} from './constants'
import {
  ZMarkAllReadData,
  ZMarkOneReadData,
  ZNotificationListData,
  type NotificationCounts,
  type NotificationEntry,
  type NotificationListData,
} from './schemas'

/** The notification centre's requests: the scope of its busy flag. */
export const NOTIFICATION_CENTRE_SCOPE = ['notificationCentre'] as const

export const notificationCentreKeys = {
  /** A tab's list: its entries and the server's time of reading them. */
  list: (filter: NotificationFilter) => [...NOTIFICATION_CENTRE_SCOPE, 'list', filter] as const,
}

const call = (action: string) => ({ store: 'notificationCentre', action })

/** The entries a tab shows of a full list. */
export const entriesFor = (entries: NotificationEntry[], filter: NotificationFilter) =>
  filter === 'unread' ? entries.filter((entry) => !entry.read) : entries

type Initial = NotificationListData & { filter: NotificationFilter }

/**
 * The notification centre of a page, started with the tab the server
 * rendered. Each tab is a query (read from the server when chosen; what
 * was shown stays while it loads and when it fails). A mark updates every
 * cached tab and hands the unread count and menu entries to `onCounts`, so
 * the header's badge follows without a reload.
 */
export function useNotificationCentre(
  initial: Initial,
  onCounts: (counts: NotificationCounts) => void = () => {},
) {
  const client = useQueryClient()
  useServerData(notificationCentreKeys.list(initial.filter), {
    entries: initial.entries,
    timestamp: initial.timestamp,
  })
  const [filter, setFilter] = useState(initial.filter)
  const list = useQuery({
    queryKey: notificationCentreKeys.list(filter),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', NOTIFICATIONS_PATH, {
          query: { filter },
          signal,
          schema: ZNotificationListData,
          call: call('showFilter'),
        })
      ).data,
    // A tab chosen is read from the server again; the page's first tab is the server's already.
    staleTime: 0,
    refetchOnMount: false,
    retry: false,
  })
  // What the last tab showed: the new tab shows its own of them while it loads, and when reading it failed.
  const [previous, setPrevious] = useState<NotificationListData>({
    entries: initial.entries,
    timestamp: initial.timestamp,
  })
  const shown = list.data ?? { entries: entriesFor(previous.entries, filter), timestamp: previous.timestamp }

  /** Applies a change to every cached tab. */
  const updateTabs = (
    update: (data: NotificationListData, tab: NotificationFilter) => NotificationListData,
  ) => {
    for (const tab of NOTIFICATION_FILTERS) {
      const data = client.getQueryData<NotificationListData>(notificationCentreKeys.list(tab))
      if (data) client.setQueryData(notificationCentreKeys.list(tab), update(data, tab))
    }
  }

  const markRead = useBusyMutation({
    slice: NOTIFICATION_CENTRE_SCOPE,
    name: 'markRead',
    mutationFn: async (id: number) =>
      (
        await apiRequest('POST', notificationReadPath(id), {
          schema: ZMarkOneReadData,
          call: call('markRead'),
        })
      ).data,
    onSuccess: (data, id) => {
      // The entry stays where it is, now read (also in the unread tab until it is read again).
      updateTabs((tab) => ({
        ...tab,
        entries: tab.entries.map((entry) => (entry.id === id ? { ...entry, read: true } : entry)),
      }))
      onCounts({
        unreadNotificationCount: data.unreadNotificationCount,
        userMenuEntries: data.userMenuEntries,
      })
    },
  })
  const markAllRead = useBusyMutation({
    slice: NOTIFICATION_CENTRE_SCOPE,
    name: 'markAllRead',
    // The list's timestamp: later arrivals stay unread.
    mutationFn: async (timestamp: number) =>
      (
        await apiRequest('POST', NOTIFICATIONS_READ_PATH, {
          body: { timestamp },
          schema: ZMarkAllReadData,
          call: call('markAllRead'),
        })
      ).data,
    onSuccess: (data) => {
      for (const tab of NOTIFICATION_FILTERS)
        client.setQueryData(notificationCentreKeys.list(tab), {
          entries: entriesFor(data.entries, tab),
          timestamp: data.timestamp,
        })
      onCounts({
        unreadNotificationCount: data.unreadNotificationCount,
        userMenuEntries: data.userMenuEntries,
      })
    },
  })

  return {
    filter,
    entries: shown.entries,
    timestamp: shown.timestamp,
    busy: useBusy(NOTIFICATION_CENTRE_SCOPE),
    /**
     * Whether the list shown is on its way: a mark runs, or the tab shows the
     * last tab's entries until its own arrive. A tab read again in the
     * background shows its own entries meanwhile, not as busy.
     */
    listBusy: markRead.isPending || markAllRead.isPending || (list.isFetching && !list.data),
    /** Shows a tab and reads its entries from the server. */
    showFilter: (next: NotificationFilter) => {
      setPrevious(shown)
      setFilter(next)
    },
    /** Marks one entry as read; resolves false when the server refused (the API client has said why). */
    markRead: async (id: number) => (await markRead.run(id)) !== undefined,
    /** Marks everything up to the shown list's timestamp as read and shows the list the server answers. */
    markAllRead: async () => (await markAllRead.run(shown.timestamp)) !== undefined,
  }
}
