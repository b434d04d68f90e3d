'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { z } from 'zod'

import { tableListKeys } from '@/features/table-lists/queries'
import { api, apiRequest } from '@/lib/api/client'
import { useBusy, useBusyMutation } from '@/lib/query/busy'

import { REPEAT_ORDERS_PATH, repeatOrderPath, type ScheduleAction, type ScheduleSource } from './constants'
import {
  ZScheduleAnswer,
  ZScheduleDeleted,
  ZScheduleDraft,
  type DraftQuery,
  type ScheduleFormValues,
  type UpdateScheduleInput,
} from './schemas'

/** The repeat orders' requests in the browser: the scope of their busy flag. */
export const REPEAT_ORDERS_SCOPE = ['repeatOrders'] as const

export const useRepeatOrdersBusy = () => useBusy(REPEAT_ORDERS_SCOPE)

export const repeatOrderKeys = {
  draft: (query: DraftQuery) =>
    [
      ...REPEAT_ORDERS_SCOPE,
      'draft',
      query.source,
      query.source === 'order' ? query.orderNumber : '',
    ] as const,
}

const ZDraftAnswer = z.object({ draft: ZScheduleDraft })

/** What the dialog opens with (read when it opens, always fresh: the cart may have changed meanwhile). */
export function useScheduleDraft(query: DraftQuery) {
  return useQuery({
    queryKey: repeatOrderKeys.draft(query),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams(
        query.source === 'order' ? { source: 'order', orderNumber: query.orderNumber } : { source: 'cart' },
      )
      return (
        await api.get(`${REPEAT_ORDERS_PATH}/draft?${params}`, {
          schema: ZDraftAnswer,
          signal,
          call: { store: 'repeatOrders', action: 'draft' },
        })
      ).draft
    },
  })
}

/** After a change the table is read again and the server's page (a detail) renders anew. */
function useRefresh() {
  const client = useQueryClient()
  const router = useRouter()
  return () => {
    void client.invalidateQueries({ queryKey: tableListKeys.results(REPEAT_ORDERS_PATH, '').slice(0, 2) })
    router.refresh()
  }
}

/** "Abo einrichten": a schedule from an order or the B2B cart (fields refused by the server come back at the fields). */
export function useCreateSchedule() {
  const refresh = useRefresh()
  return useBusyMutation({
    slice: REPEAT_ORDERS_SCOPE,
    name: 'create',
    exclusive: true,
    mutationFn: async (input: ScheduleFormValues & { source: ScheduleSource; orderNumber?: string }) => {
      const answer = await apiRequest('POST', REPEAT_ORDERS_PATH, {
        body: input,
        schema: ZScheduleAnswer,
        showMessages: false,
        call: { store: 'repeatOrders', action: 'create' },
      })
      return { schedule: answer.data.schedule, messages: answer.messages }
    },
    onSuccess: refresh,
  })
}

/** Edits of a schedule (the dialog: its errors at the fields). */
export function useEditSchedule(id: number) {
  const refresh = useRefresh()
  return useBusyMutation({
    slice: REPEAT_ORDERS_SCOPE,
    name: 'edit',
    exclusive: true,
    mutationFn: async (input: UpdateScheduleInput) => {
      const answer = await apiRequest('PATCH', repeatOrderPath(id), {
        body: input,
        schema: ZScheduleAnswer,
        showMessages: false,
        call: { store: 'repeatOrders', action: 'edit' },
      })
      return { schedule: answer.data.schedule, messages: answer.messages }
    },
    onSuccess: refresh,
  })
}

/** Pause, resume, end (the answer's message shows as a notification). */
export function useScheduleAction() {
  const refresh = useRefresh()
  return useBusyMutation({
    slice: REPEAT_ORDERS_SCOPE,
    name: 'action',
    exclusive: true,
    mutationFn: async ({ id, action }: { id: number; action: ScheduleAction }) =>
      (
        await apiRequest('PATCH', repeatOrderPath(id), {
          body: { action },
          schema: ZScheduleAnswer,
          call: { store: 'repeatOrders', action },
        })
      ).data.schedule,
    onSettled: refresh,
  })
}

/** Deletes a schedule that never ordered. */
export function useDeleteSchedule() {
  const refresh = useRefresh()
  return useBusyMutation({
    slice: REPEAT_ORDERS_SCOPE,
    name: 'delete',
    exclusive: true,
    mutationFn: async (id: number) =>
      (
        await apiRequest('DELETE', repeatOrderPath(id), {
          schema: ZScheduleDeleted,
          call: { store: 'repeatOrders', action: 'delete' },
        })
      ).data,
    onSettled: refresh,
  })
}
