'use client'

import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { useState } from 'react'

import { tableQueryParams, type TableQuery } from '@/features/table-lists/query'
import { tableResultsSchema, type TableResults } from '@/features/table-lists/types'
import { api } from '@/lib/api/client'
import { useServerData } from '@/lib/query/server-data'

import { hasMore, nextOffset } from './list-state'
import { ZContractEntry, ZContractPositionEntry, type ContractPositionEntry } from './schemas'

/** The contracts' requests in the browser: the scope of their busy flag. */
export const CONTRACTS_SCOPE = ['contracts'] as const

/** What a contract's positions are read with: the search and the sort (the offset is the page's). */
export type PositionsQuery = Pick<TableQuery, 'limit' | 'sort' | 'search'>

const paramsOf = (query: PositionsQuery, offset: number) =>
  tableQueryParams({ ...query, offset, filters: {}, dateFrom: null, dateTo: null }).toString()

export const contractKeys = {
  /** The pages of a contract's positions loaded so far for one search and sort. */
  positions: (contractNumber: string, query: PositionsQuery) =>
    [...CONTRACTS_SCOPE, 'positions', contractNumber, paramsOf(query, 0)] as const,
}

const ZPositions = tableResultsSchema(ZContractPositionEntry).extend({ contract: ZContractEntry })

type Positions = TableResults<ContractPositionEntry>

/**
 * A contract's positions (load more): the server's first page, a search or
 * a sort reads again from offset 0 and replaces the rows, "Mehr laden" reads
 * the next page and appends it. The rows shown stay while a request runs
 * (`loading`) and when it fails (`failed`); an answer for a search or sort
 * no longer asked for is never shown.
 */
export function useContractPositions(contractNumber: string, initial: Positions) {
  const client = useQueryClient()
  const [query, setQuery] = useState<PositionsQuery>({
    limit: initial.pagination.limit,
    sort: initial.tableSortOrder,
    search: initial.search?.value ?? '',
  })
  const first: InfiniteData<Positions, number> = { pages: [initial], pageParams: [0] }
  useServerData(contractKeys.positions(contractNumber, query), first)
  const positions = useInfiniteQuery({
    queryKey: contractKeys.positions(contractNumber, query),
    queryFn: async ({ pageParam, signal }) => {
      const params = paramsOf(query, pageParam)
      const data = await api.get(
        `/api/contracts/${encodeURIComponent(contractNumber)}/positions/${params ? `?${params}` : ''}`,
        { schema: ZPositions, signal, call: { store: 'contracts', action: 'positions' } },
      )
      return data.results as Positions
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (hasMore(last.pagination) ? nextOffset(last.pagination) : undefined),
    // Read only when asked: a search, a sort, "Mehr laden".
    staleTime: Infinity,
    retry: false,
  })
  // The rows of the last answer stay while a new search or sort is read, and when it fails.
  const [shown, setShown] = useState<InfiniteData<Positions, unknown>>(first)
  if (positions.data && positions.data !== shown) setShown(positions.data)
  const pages = (positions.data ?? shown).pages
  const loading = positions.isFetching

  return {
    query,
    entries: pages.flatMap((page) => page.entries),
    pagination: pages[pages.length - 1]!.pagination,
    loading,
    failed: positions.isError && !loading,
    /** A new search or sort: read from offset 0, even when it was read before. */
    change: (patch: Partial<PositionsQuery>) => {
      const next = { ...query, ...patch }
      void client.resetQueries({ queryKey: contractKeys.positions(contractNumber, next), exact: true })
      setQuery(next)
    },
    /** The next page, appended. */
    loadMore: () => void (positions.data ? positions.fetchNextPage() : positions.refetch()),
  }
}
