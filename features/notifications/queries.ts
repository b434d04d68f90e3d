'use client'

import { api } from '@/lib/api/client'
import { useBusyMutation } from '@/lib/query/busy'

import type { NotificationAction } from './types'

/** The notifications' requests: the scope of their busy flag. */
export const NOTIFICATIONS_SCOPE = ['notifications'] as const

/**
 * A notification's confirm or decline: a cart-change confirmation posts the
 * message's id to its confirm URL, any other action runs its callback.
 * `run` resolves true when it succeeded, undefined when it failed (the API
 * client has shown why) or was a second click while the first runs (`single`:
 * per notification, its buttons wait meanwhile through `isPending`).
 */
export function useNotificationAction() {
  return useBusyMutation({
    slice: NOTIFICATIONS_SCOPE,
    name: 'act',
    single: true,
    mutationFn: async ({ action, id }: { action: NotificationAction; id: unknown }) => {
      if (action.url)
        await api.post(action.url, { id }, { call: { store: 'notifications', action: 'confirm' } })
      else await action.run?.()
      return true as const
    },
  })
}
