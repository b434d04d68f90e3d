'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'

import { FAVOURITES_API, FAVOURITES_QUERY_KEY } from './constants'
import { ZFavouriteNumbers } from './schemas'

const call = (action: string) => ({ store: 'favourites', action })

/** The account's favourite product numbers: one request per page, shared by every heart on it. */
export function useFavouriteNumbers(enabled: boolean, initialData?: string[]) {
  return useQuery({
    queryKey: FAVOURITES_QUERY_KEY,
    enabled,
    // The favourites page knows them from the server already.
    ...(initialData ? { initialData } : {}),
    queryFn: ({ signal }) => api.get(FAVOURITES_API, { signal, schema: ZFavouriteNumbers, call: call('list'), showMessages: false }).then((data) => data.productNumbers),
    staleTime: 60_000,
  })
}

type Toggle = { productNumber: string; favourite: boolean }

/**
 * Marks or unmarks a favourite optimistically: the heart changes at once and
 * changes back (with the server's message) when the request fails.
 */
export function useToggleFavourite() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ productNumber, favourite }: Toggle) =>
      (favourite
        ? api.post(FAVOURITES_API, { productNumber }, { schema: ZFavouriteNumbers, call: call('add') })
        : api.delete(`${FAVOURITES_API}/${encodeURIComponent(productNumber)}`, { schema: ZFavouriteNumbers, call: call('remove') })
      ).then((data) => data.productNumbers),
    onMutate: async ({ productNumber, favourite }: Toggle) => {
      await client.cancelQueries({ queryKey: FAVOURITES_QUERY_KEY })
      const previous = client.getQueryData<string[]>(FAVOURITES_QUERY_KEY)
      const without = (previous ?? []).filter((number) => number !== productNumber)
      client.setQueryData<string[]>(FAVOURITES_QUERY_KEY, favourite ? [productNumber, ...without] : without)
      return { previous }
    },
    onError: (_error, _toggle, context) => {
      client.setQueryData(FAVOURITES_QUERY_KEY, context?.previous)
    },
    onSuccess: (numbers) => {
      client.setQueryData(FAVOURITES_QUERY_KEY, numbers)
    },
  })
}
