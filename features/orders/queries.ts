'use client'

import { useQueryClient } from '@tanstack/react-query'

import { b2bCartKeys } from '@/features/carts/queries'
import { sessionKeys } from '@/features/session/queries'
import type { Session } from '@/features/session/types'
import { apiRequest } from '@/lib/api/client'
import { useBusyMutation } from '@/lib/query/busy'

import { ZReorderResult } from './schemas'

/** The orders' requests in the browser: the scope of their busy flag. */
export const ORDERS_SCOPE = ['orders'] as const

/**
 * "In den Warenkorb" on an order's detail: the chosen lines (null: all that
 * can be ordered again) go into the B2B cart. The answer's messages (added,
 * nothing added) are notified by the API client; the header's badge takes the
 * cart's new count and a cached cart is read again when next shown. `run`
 * resolves what was added and skipped, or undefined (the cart is unchanged).
 * `exclusive`: a second click while it runs sends nothing.
 */
export function useReorder(orderNumber: string) {
  const client = useQueryClient()
  return useBusyMutation({
    slice: ORDERS_SCOPE,
    name: 'reorder',
    exclusive: true,
    mutationFn: async (lines: string[] | null) =>
      (
        await apiRequest('POST', `/api/orders/${encodeURIComponent(orderNumber)}/reorder`, {
          body: lines ? { lines } : {},
          schema: ZReorderResult,
          call: { store: 'orders', action: 'reorder' },
        })
      ).data,
    onSuccess: (result) => {
      client.setQueryData<Session>(
        sessionKeys.page,
        (session) => session && { ...session, b2BCartCount: result.count },
      )
      void client.invalidateQueries({ queryKey: b2bCartKeys.cart })
    },
  })
}
