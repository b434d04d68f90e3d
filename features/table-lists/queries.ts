'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { z } from 'zod'

import { api } from '@/lib/api/client'

import { tableResultsSchema, type TableResults } from './types'

export const tableListKeys = {
  /** One table's answer for one query (its parameters as the address has them). */
  results: (endpoint: string, params: string) => ['tableLists', endpoint, params] as const,
}

/**
 * A table list's rows for the query `params` (filters, date range, search,
 * sort, page): the server's first answer stands for the query the page was
 * rendered with (`initialParams`); the previous rows stay visible while the
 * next ones load. `store` names the store in an API failure's message.
 */
export function useTableResults<Entry>({
  endpoint,
  store,
  entrySchema,
  params,
  initial,
  initialParams,
}: {
  endpoint: string
  store: string
  entrySchema: z.ZodType<Entry>
  params: string
  initial: TableResults<Entry>
  initialParams: string
}) {
  const schema = useMemo(() => tableResultsSchema(entrySchema), [entrySchema])
  return useQuery({
    queryKey: tableListKeys.results(endpoint, params),
    queryFn: ({ signal }) =>
      api
        .get(`${endpoint}${params ? `?${params}` : ''}`, { schema, signal, call: { store, action: 'fetch' } })
        .then((data) => data.results as TableResults<Entry>),
    initialData: params === initialParams ? initial : undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  })
}
