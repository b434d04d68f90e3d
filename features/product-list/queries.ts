'use client'

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'

import { LIST_PAGE_SIZE, type ProductTag } from '@/features/catalog/constants'
import { listApiQuery, type ListUrlState } from '@/features/catalog/list-url'
import type { ProductList } from '@/features/catalog/types'
import { api } from '@/lib/api/client'

/** One page of GET /api/product-group/products. */
export type ListPage = ProductList

export const productListKeys = {
  /** The pages of a group's list loaded so far for one choice of filters and order (`choice`). */
  list: (groupId: number, choice: string) => ['product-list', groupId, choice] as const,
  /** A shop user's SALE labels of the shown products. */
  priceLabels: (productNumbers: string[]) => ['product-list', 'price-labels', productNumbers] as const,
  /** A shop user's last order dates of the shown products. */
  lastOrderDates: (ids: number[]) => ['product-list', 'last-order-dates', ids] as const,
}

/**
 * A product group's list for the address's filters and order (`choice`
 * names them): the server's pages when it is the choice the page was
 * rendered for (`initialPages`), then one page of 24 after another; the last
 * choice's entries stay while a new one loads.
 */
export function useProductList(
  groupId: number,
  state: ListUrlState,
  { choice, initialPages }: { choice: string; initialPages: ListPage[] | undefined },
) {
  return useInfiniteQuery({
    queryKey: productListKeys.list(groupId, choice),
    queryFn: ({ pageParam, signal }) =>
      api.get<ListPage>('/api/product-group/products', {
        query: listApiQuery(groupId, state.filters, pageParam, state.sort),
        signal,
        call: { store: 'catalog', action: 'products' },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * LIST_PAGE_SIZE < last.totalCount ? pages.length : undefined,
    initialData: initialPages
      ? { pages: initialPages, pageParams: initialPages.map((_, i) => i) }
      : undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

/** The SALE labels of an active e-commerce shop user's price list, per product number (sent only with a non-empty list). */
export function usePriceLabels(productNumbers: string[], enabled: boolean) {
  return useQuery({
    queryKey: productListKeys.priceLabels(productNumbers),
    enabled: enabled && productNumbers.length > 0,
    queryFn: () =>
      api.post<{ entries: { productNumber: string; tags: ProductTag[] }[] }>(
        '/api/product/price-label',
        { productNumbers },
        { call: { store: 'catalog', action: 'priceLabels' }, showMessages: false },
      ),
    staleTime: 5 * 60_000,
  })
}

/** The date an active e-commerce shop user last ordered each product (sent only with a non-empty list). */
export function useLastOrderDates(ids: number[], enabled: boolean) {
  return useQuery({
    queryKey: productListKeys.lastOrderDates(ids),
    enabled: enabled && ids.length > 0,
    queryFn: () =>
      api.get<{ entries: { id: number; lastOrderDate: string | null }[] }>('/api/product/last-order-date', {
        query: { ids },
        call: { store: 'catalog', action: 'lastOrderDates' },
        showMessages: false,
      }),
    staleTime: 5 * 60_000,
  })
}
