'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { api } from '@/lib/api/client'

import { FAVOURITES_API, FAVOURITES_QUERY_KEY } from './constants'

/** The answers' schema (and zod with it) is not part of the page: hearts are on every product tile, for customers only. */
const favouriteNumbers = () => import('./schemas').then((m) => m.ZFavouriteNumbers)

const call = (action: string) => ({ store: 'favourites', action })

/** The account's favourite product numbers: one request per page, shared by every heart on it. */
export function useFavouriteNumbers(enabled: boolean, initialData?: string[]) {
  return useQuery({
    queryKey: FAVOURITES_QUERY_KEY,
    enabled,
    // The favourites page knows them from the server already.
    ...(initialData ? { initialData } : {}),
    queryFn: async ({ signal }) =>
      (
        await api.get(FAVOURITES_API, {
          signal,
          schema: await favouriteNumbers(),
          call: call('list'),
          showMessages: false,
        })
      ).productNumbers,
    staleTime: 60_000,
  })
}

type Toggle = { productNumber: string; favourite: boolean }

/**
 * Marks or unmarks a favourite optimistically: the heart changes at once and
 * changes back (with the server's message) when the request fails.
 */
export function useToggleFavourite(usable = true) {
  const client = useQueryClient()
  // For those who can click it, the schema loads after the page, not on the first click: a
  // click's request then starts at once, and a page left right after it still sends it.
  useEffect(() => {
    if (usable) void favouriteNumbers()
  }, [usable])
  return useMutation({
    mutationFn: async ({ productNumber, favourite }: Toggle) => {
      const schema = await favouriteNumbers()
      const data = favourite
        ? await api.post(FAVOURITES_API, { productNumber }, { schema, call: call('add') })
        : await api.delete(`${FAVOURITES_API}/${encodeURIComponent(productNumber)}`, {
            schema,
            call: call('remove'),
          })
      return data.productNumbers
    },
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
