'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'

import { useStoreB2BCart } from '@/features/carts/queries'
import { tableListKeys } from '@/features/table-lists/queries'
import { api, apiRequest } from '@/lib/api/client'
import { useBusyMutation } from '@/lib/query/busy'

import { QUOTES_ENDPOINT } from './constants'
import {
  ZQuoteAccepted,
  ZQuoteDeclined,
  ZQuoteDetail,
  ZQuoteRequested,
  type QuoteRequestInput,
} from './schemas'

/** The quotes' requests in the browser: the scope of their busy flag. */
export const QUOTES_SCOPE = ['quotes'] as const

export const quoteKeys = {
  detail: (quoteNumber: string) => [...QUOTES_SCOPE, 'detail', quoteNumber] as const,
}

const path = (quoteNumber: string, action = '') =>
  `${QUOTES_ENDPOINT}/${encodeURIComponent(quoteNumber)}${action ? `/${action}` : ''}`

const call = (action: string) => ({ store: 'quotes', action })

/** One quote with its lines (read when its dialog opens, always fresh). */
export function useQuoteDetail(quoteNumber: string | null) {
  return useQuery({
    queryKey: quoteKeys.detail(quoteNumber ?? ''),
    enabled: !!quoteNumber,
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await api.get(path(quoteNumber!), {
          schema: z.object({ quote: ZQuoteDetail }),
          signal,
          call: call('detail'),
        })
      ).quote,
  })
}

/**
 * "Anfrage senden": a quote request for packs of a product or for the cart. The dialog shows the
 * server's refusals at its fields and the success itself (no notifications): `mutateAsync`
 * resolves the answer or rejects with the ApiHttpError.
 */
export function useRequestQuote() {
  const client = useQueryClient()
  const request = useBusyMutation({
    slice: QUOTES_SCOPE,
    name: 'request',
    single: true,
    mutationFn: async (body: QuoteRequestInput) =>
      (
        await apiRequest('POST', QUOTES_ENDPOINT, {
          body,
          schema: ZQuoteRequested,
          call: call('request'),
          showMessages: false,
        })
      ).data,
    onSuccess: () =>
      client.invalidateQueries({ queryKey: tableListKeys.results(QUOTES_ENDPOINT, '').slice(0, 2) }),
  })
  return request
}

/** After a decision (or its refusal) the table and the quote are read again, so what shows is what holds. */
function useRefresh(quoteNumber: string) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: tableListKeys.results(QUOTES_ENDPOINT, '').slice(0, 2) })
    void client.invalidateQueries({ queryKey: quoteKeys.detail(quoteNumber) })
  }
}

/** "Annehmen und in den Warenkorb": the quote's lines go into the cart at the quoted prices; the header's badge follows. */
export function useAcceptQuote(quoteNumber: string) {
  const refresh = useRefresh(quoteNumber)
  const storeCart = useStoreB2BCart()
  return useBusyMutation({
    slice: QUOTES_SCOPE,
    name: 'accept',
    exclusive: true,
    mutationFn: async () =>
      (
        await apiRequest('POST', path(quoteNumber, 'accept'), {
          schema: ZQuoteAccepted,
          call: call('accept'),
        })
      ).data,
    onSuccess: (data) => storeCart(data.cart),
    onSettled: refresh,
  })
}

/** "Ablehnen" (an answer) or "Anfrage zurückziehen" (a request not yet answered). */
export function useDeclineQuote(quoteNumber: string) {
  const refresh = useRefresh(quoteNumber)
  return useBusyMutation({
    slice: QUOTES_SCOPE,
    name: 'decline',
    exclusive: true,
    mutationFn: async () =>
      (
        await apiRequest('POST', path(quoteNumber, 'decline'), {
          schema: ZQuoteDeclined,
          call: call('decline'),
        })
      ).data,
    onSettled: refresh,
  })
}
