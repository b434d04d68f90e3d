'use client'

import { useQueryClient } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api/client'
import { useBusy, useBusyMutation, useRunning } from '@/lib/query/busy'

import type { Session } from './types'

/** The answer's schema (and zod with it) loads with the first request: the session is part of every page. */
const accountSchemas = () => import('@/features/accounts/schemas')

/** The session's requests (logout, retailer mode): the scope of their busy flag. */
export const SESSION_SCOPE = ['session'] as const

export const sessionKeys = {
  /**
   * The session the server built for the page (handed over by
   * `SessionProvider`, never fetched by the browser) with what islands
   * changed since (cart counts, unread count, the selected contact).
   */
  page: [...SESSION_SCOPE, 'page'] as const,
}

/** Whether the session's requests run (logout waits meanwhile). */
export const useSessionBusy = () => useBusy(SESSION_SCOPE)

/** Ends the shop session on the server; the answer sends the browser on. `run` resolves undefined when it failed. */
export function useLogout() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: SESSION_SCOPE,
    name: 'logout',
    exclusive: true,
    mutationFn: () =>
      apiRequest('POST', '/api/auth/logout', { call: { store: 'session', action: 'logout' } }),
    onSuccess: () =>
      client.setQueryData<Session>(
        sessionKeys.page,
        (session) => session && { ...session, user: null, selectedContact: null },
      ),
  })
}

/**
 * The retailer mode toggle: the new value shows at once and is sent; `run`
 * resolves true on success (the caller reloads the page), false after the
 * toggle reverted on failure (no message).
 */
export function useRetailerMode() {
  const client = useQueryClient()
  const setMode = (retailerMode: Session['retailerMode']) =>
    client.setQueryData<Session>(sessionKeys.page, (session) => session && { ...session, retailerMode })
  const mutation = useBusyMutation({
    slice: SESSION_SCOPE,
    name: 'retailerMode',
    mutationFn: async (enabled: boolean) =>
      (
        await apiRequest('POST', '/api/user/retailer-mode', {
          body: { enabled },
          schema: (await accountSchemas()).ZRetailerMode,
          showMessages: false,
          call: { store: 'session', action: 'setRetailerMode' },
        })
      ).data,
    onMutate: (enabled) => {
      const previous = client.getQueryData<Session>(sessionKeys.page)?.retailerMode
      if (previous) setMode({ ...previous, enabled })
      return { previous }
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous) setMode(context.previous)
    },
    onSuccess: (data) => setMode(data.retailerMode),
  })
  return {
    running: useRunning(SESSION_SCOPE, 'retailerMode'),
    set: async (enabled: boolean) => (await mutation.run(enabled)) !== undefined,
  }
}
