'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { tableListKeys } from '@/features/table-lists/queries'
import { api, apiRequest } from '@/lib/api/client'
import { useBusyMutation } from '@/lib/query/busy'

import { ZApprovalDetail, ZDecisionResult } from './approval-schemas'

/** The approvals' requests in the browser: the scope of their busy flag. */
export const APPROVALS_SCOPE = ['approvals'] as const

export const APPROVALS_ENDPOINT = '/api/company/approvals'

export const approvalKeys = {
  detail: (orderNumber: string) => [...APPROVALS_SCOPE, 'detail', orderNumber] as const,
}

const path = (orderNumber: string, action = '') =>
  `${APPROVALS_ENDPOINT}/${encodeURIComponent(orderNumber)}${action ? `/${action}` : ''}`

/** An order of the approvals page with its lines at today's prices (read when its dialog opens, always fresh). */
export function useApprovalDetail(orderNumber: string | null) {
  return useQuery({
    queryKey: approvalKeys.detail(orderNumber ?? ''),
    enabled: !!orderNumber,
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await api.get(path(orderNumber!), {
          schema: z.object({ approval: ZApprovalDetail }),
          signal,
          call: { store: 'approvals', action: 'detail' },
        })
      ).approval,
  })
}

/**
 * After a decision (or a refusal of one: decided by someone else, the total
 * changed) the table and the order's detail are read again, so what the
 * approver sees is what holds now.
 */
function useRefresh(orderNumber: string) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: tableListKeys.results(APPROVALS_ENDPOINT, '').slice(0, 2) })
    void client.invalidateQueries({ queryKey: approvalKeys.detail(orderNumber) })
  }
}

/** "Freigeben": places the order at the total the approver saw (a different total today is refused and shown anew). */
export function useApproveOrder(orderNumber: string) {
  const refresh = useRefresh(orderNumber)
  return useBusyMutation({
    slice: APPROVALS_SCOPE,
    name: 'approve',
    exclusive: true,
    mutationFn: async (expectedTotalCents: number) =>
      (
        await apiRequest('POST', path(orderNumber, 'approve'), {
          body: { expectedTotalCents },
          schema: ZDecisionResult,
          call: { store: 'approvals', action: 'approve' },
        })
      ).data,
    onSettled: refresh,
  })
}

/** "Ablehnen" with the reason the buyer reads; the articles go back into the buyer's cart. */
export function useRejectOrder(orderNumber: string) {
  const refresh = useRefresh(orderNumber)
  return useBusyMutation({
    slice: APPROVALS_SCOPE,
    name: 'reject',
    exclusive: true,
    mutationFn: async (reason: string) =>
      (
        await apiRequest('POST', path(orderNumber, 'reject'), {
          body: { reason },
          schema: ZDecisionResult,
          call: { store: 'approvals', action: 'reject' },
        })
      ).data,
    onSettled: refresh,
  })
}
