'use client'

import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'

import { ApiHttpError, apiRequest } from '@/lib/api/client'
import { useBusy, useBusyMutation, usePendingVariables } from '@/lib/query/busy'

import {
  SHOPPING_LIST_COLLEAGUES_PATH,
  SHOPPING_LISTS_PATH,
  shoppingListCartPath,
  shoppingListItemsPath,
  shoppingListPath,
} from './constants'
import type { FlowEntry } from './flow'
import type { ApiMessage } from '@/lib/api/envelope-types'

import type { ShoppingListDetail, ShoppingListSummary, UpdateShoppingListBody } from './schemas'

/**
 * The answers' schemas (and zod with them) load with the first request: the
 * add-to-list buttons and dialogs are part of every page, their requests are not.
 */
const schemas = () => import('./schemas')

/** The shopping lists' requests: the scope of their busy flag. */
export const SHOPPING_LISTS_SCOPE = ['shoppingLists'] as const

export const shoppingListsKeys = {
  /** The account's lists (the overview, the list dialog). */
  lists: [...SHOPPING_LISTS_SCOPE, 'lists'] as const,
  /** One list with its entries. */
  list: (id: number) => [...SHOPPING_LISTS_SCOPE, 'list', id] as const,
  /** A product's pack sizes with this customer's prices (the variant dialog). */
  variants: (productNumber: string) => [...SHOPPING_LISTS_SCOPE, 'variants', productNumber] as const,
  /** The active users of the company a list can be shared with (the share dialog). */
  colleagues: [...SHOPPING_LISTS_SCOPE, 'colleagues'] as const,
}

const call = (action: string) => ({ store: 'shoppingLists', action })

/** What a request sends of the flow's entries. */
const bodyEntries = (entries: FlowEntry[]) =>
  entries.map(({ productNumber, articleNumber, quantity }) => ({ productNumber, articleNumber, quantity }))

/** An error to show inside a dialog: the server's messages, or none (then the unknown-error text). */
export type DialogError = { messages: string[] }

/** The server's messages of a failed call (shown in the dialog), or none. */
export function dialogError(error: unknown): DialogError {
  return { messages: error instanceof ApiHttpError ? error.messages.map((message) => message.message) : [] }
}

/** A list's line in the overview, from its detail. */
export const summaryOf = (list: ShoppingListDetail): ShoppingListSummary => ({
  id: list.id,
  name: list.name,
  entryCount: list.entries.length,
  updatedAt: list.updatedAt,
  owner: list.owner,
  canManage: list.canManage,
  canEdit: list.canEdit,
  shared: list.sharedWithCompany || list.sharedWith.length > 0,
})

/** The overview after a list changed: its new count and date, first in the list. */
export function withSummary(
  lists: ShoppingListSummary[] | undefined,
  list: ShoppingListDetail,
): ShoppingListSummary[] {
  return [summaryOf(list), ...(lists ?? []).filter((entry) => entry.id !== list.id)]
}

/** A list changed in place (rename, entries, sharing): its detail, and its row of the overview where it stands. */
function storeChangedList(client: QueryClient, list: ShoppingListDetail) {
  client.setQueryData(shoppingListsKeys.list(list.id), list)
  // The overview keeps its order: the row changes in place.
  client.setQueryData<ShoppingListSummary[]>(shoppingListsKeys.lists, (current) =>
    current?.map((entry) => (entry.id === list.id ? summaryOf(list) : entry)),
  )
}

/** A list changed on the server: its detail and its line in the overview (only when the overview is cached). */
function storeList(client: QueryClient, list: ShoppingListDetail, lists?: ShoppingListSummary[]) {
  client.setQueryData(shoppingListsKeys.list(list.id), list)
  if (lists) client.setQueryData(shoppingListsKeys.lists, lists)
  else
    client.setQueryData<ShoppingListSummary[]>(
      shoppingListsKeys.lists,
      (current) => current && withSummary(current, list),
    )
}

/** Whether any shopping-list request runs (forms and buttons wait meanwhile). */
export const useShoppingListsBusy = () => useBusy(SHOPPING_LISTS_SCOPE)

/**
 * The account's lists. The list dialog reads them on every open (another
 * tab or a new sign-in can have changed them) and shows a failure itself;
 * the overview page starts with the server's (`useServerData`) and reads
 * only the cache.
 */
export function useShoppingListsQuery({ fetch = true }: { fetch?: boolean } = {}) {
  return useQuery({
    queryKey: shoppingListsKeys.lists,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', SHOPPING_LISTS_PATH, {
          signal,
          schema: (await schemas()).ZShoppingListsData,
          showMessages: false,
          call: call('loadLists'),
        })
      ).data.shoppingLists,
    enabled: fetch,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  })
}

/** One list as the page got it from the server, then as every change answered it. */
export function useShoppingList(initial: ShoppingListDetail) {
  return (
    useQuery({
      queryKey: shoppingListsKeys.list(initial.id),
      queryFn: () => initial,
      enabled: false,
      initialData: initial,
    }).data ?? initial
  )
}

/** A product's pack sizes with prices; `'error'` when they could not be read (the dialog says so). */
export function useVariants(productNumber: string | undefined) {
  const variants = useQuery({
    queryKey: shoppingListsKeys.variants(productNumber ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', '/api/product/variants', {
          query: { productNumber },
          signal,
          schema: (await schemas()).ZVariantTableData,
          showMessages: false,
          call: call('loadVariants'),
        })
      ).data.variantTable,
    enabled: !!productNumber,
    staleTime: 5 * 60_000,
    retry: false,
  })
  return variants.isError ? ('error' as const) : variants.data
}

/** Creates a list with the flow's entries (the list dialog; errors show in the dialog). */
export function useCreateListWithEntries() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: SHOPPING_LISTS_SCOPE,
    name: 'createList',
    exclusive: true,
    mutationFn: async ({ name, entries }: { name: string; entries: FlowEntry[] }) =>
      (
        await apiRequest('POST', SHOPPING_LISTS_PATH, {
          body: { name, entries: bodyEntries(entries) },
          schema: (await schemas()).ZShoppingListCreatedData,
          showMessages: false,
          call: call('createList'),
        })
      ).data,
    onSuccess: (data) => storeList(client, data.shoppingList, data.shoppingLists),
  })
}

/** Adds the flow's entries to a list (the list dialog; errors show in the dialog). */
export function useAddToList() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: SHOPPING_LISTS_SCOPE,
    name: 'addToList',
    exclusive: true,
    mutationFn: async ({ id, entries }: { id: number; entries: FlowEntry[] }) =>
      (
        await apiRequest('POST', shoppingListItemsPath(id), {
          body: { entries: bodyEntries(entries) },
          schema: (await schemas()).ZShoppingListData,
          showMessages: false,
          call: call('addToList'),
        })
      ).data.shoppingList,
    onSuccess: (list) => storeList(client, list),
  })
}

/** Creates an empty list (the overview page's form); the API client shows why it failed. */
export function useCreateEmptyList() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: SHOPPING_LISTS_SCOPE,
    name: 'createEmpty',
    exclusive: true,
    mutationFn: async (name: string) =>
      (
        await apiRequest('POST', SHOPPING_LISTS_PATH, {
          body: { name, entries: [] },
          schema: (await schemas()).ZShoppingListCreatedData,
          call: call('createEmpty'),
        })
      ).data,
    onSuccess: (data) => storeList(client, data.shoppingList, data.shoppingLists),
  })
}

/** Renames a list or changes its entries (PATCH). */
export function useUpdateList() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: SHOPPING_LISTS_SCOPE,
    name: 'updateList',
    mutationFn: async ({ id, change }: { id: number; change: UpdateShoppingListBody }) =>
      (
        await apiRequest('PATCH', shoppingListPath(id), {
          body: change,
          schema: (await schemas()).ZShoppingListData,
          call: call('updateList'),
        })
      ).data.shoppingList,
    onSuccess: (list) => storeChangedList(client, list),
  })
}

/** The colleagues a list can be shared with, read when the share dialog opens; `'error'` when they could not be read. */
export function useColleagues() {
  const colleagues = useQuery({
    queryKey: shoppingListsKeys.colleagues,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', SHOPPING_LIST_COLLEAGUES_PATH, {
          signal,
          schema: (await schemas()).ZColleaguesData,
          showMessages: false,
          call: call('loadColleagues'),
        })
      ).data.colleagues,
    staleTime: 0,
    retry: false,
  })
  return colleagues.isError ? ('error' as const) : colleagues.data
}

/** What the share dialog sends: the whole company and/or named colleagues. */
export type ShareChange = { sharedWithCompany: boolean; sharedWith: number[] }

/**
 * Shares a list (PATCH with the sharing; the owner's). The dialog shows the
 * server's errors itself (`error`) and the success message it answers.
 */
export function useShareList() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: SHOPPING_LISTS_SCOPE,
    name: 'shareList',
    exclusive: true,
    mutationFn: async ({ id, share }: { id: number; share: ShareChange }) => {
      const { data, messages } = await apiRequest('PATCH', shoppingListPath(id), {
        body: share,
        schema: (await schemas()).ZShoppingListData,
        showMessages: false,
        call: call('shareList'),
      })
      return { list: data.shoppingList, messages: messages as ApiMessage[] }
    },
    onSuccess: ({ list }) => storeChangedList(client, list),
  })
}

/** Deletes a list, telling the server which page asks (it may answer a redirect to the overview). */
export function useDeleteList() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: SHOPPING_LISTS_SCOPE,
    name: 'deleteList',
    exclusive: true,
    mutationFn: async ({ id, referer }: { id: number; referer: string }) =>
      (
        await apiRequest('DELETE', shoppingListPath(id), {
          body: { referer },
          schema: (await schemas()).ZShoppingListsData,
          call: call('deleteList'),
        })
      ).data.shoppingLists,
    onSuccess: (lists, { id }) => {
      client.setQueryData(shoppingListsKeys.lists, lists)
      client.removeQueries({ queryKey: shoppingListsKeys.list(id) })
    },
  })
}

/** Puts a list into the B2B cart; the answer is the new cart with what was skipped. */
export function useAddListToCart() {
  return useBusyMutation({
    slice: SHOPPING_LISTS_SCOPE,
    name: 'addListToCart',
    exclusive: true,
    mutationFn: async (id: number) =>
      (
        await apiRequest('POST', shoppingListCartPath(id), {
          schema: (await schemas()).ZListToCartData,
          call: call('addListToCart'),
        })
      ).data,
  })
}

/** Whether the list's "into the cart" runs. */
export const useAddingListToCart = (id: number) =>
  usePendingVariables<number>(SHOPPING_LISTS_SCOPE, 'addListToCart').includes(id)
