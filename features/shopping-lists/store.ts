import { createStore } from 'zustand/vanilla'

import { ApiHttpError, apiRequest } from '@/lib/api/client'
import { IDLE_REQUESTS, track, type RequestsState } from '@/lib/requests'

import { SHOPPING_LISTS_PATH, shoppingListCartPath, shoppingListItemsPath, shoppingListPath } from './constants'
import { firstDialog, variantEntryIndex, withVariant, type FlowDialog, type FlowEntry } from './flow'
import type { ShoppingListDetail, ShoppingListSummary, SkippedEntry, UpdateShoppingListBody, VariantTable } from './schemas'

export type { VariantRow, VariantTable } from './schemas'

/**
 * The answers' schemas (and zod with them) load with the first request: the
 * store is part of every page (the add-to-list dialogs live in the site
 * layout), its requests are not.
 */
const schemas = () => import('./schemas')

/** The running add-to-list flow: which dialog shows and the entries it will add. */
export type ShoppingListFlow = { dialog: FlowDialog; entries: FlowEntry[] }

/** An error to show inside a dialog: the server's messages, or none (then the unknown-error text). */
export type DialogError = { messages: string[] }

export type ShoppingListsState = RequestsState & {
  /** The account's lists (the store holds all lists …); null until loaded. */
  shoppingLists: ShoppingListSummary[] | null
  /** … and one detail: the list last read or changed. */
  shoppingList: ShoppingListDetail | null
  /** Pack sizes with this customer's prices, by product number; 'error' when they could not be read. */
  variants: Record<string, VariantTable | 'error'>
  flow: ShoppingListFlow | null
  /** Counts started flows, so each one gets fresh dialogs. */
  flowId: number
  error: DialogError | null
  /** A click on "Auf die Merkliste": the variant dialog when exactly one entry lacks article or count, else the list dialog. */
  start: (entries: FlowEntry[]) => void
  /** Stores article and quantity on the entry the variant dialog asked about and opens the list dialog. */
  submitVariant: (articleNumber: string, quantity: number) => void
  /** Ends the flow (cancel, Escape). */
  close: () => void
  loadLists: () => Promise<void>
  loadList: (id: number) => Promise<ShoppingListDetail | null>
  loadVariants: (productNumber: string) => Promise<void>
  /** Creates a list with the flow's entries; on success the flow ends and the new list is returned, else null (error set). */
  createList: (name: string) => Promise<ShoppingListDetail | null>
  /** Adds the flow's entries to a list; on success the flow ends and the list is returned, else null (error set). */
  addToList: (id: number) => Promise<ShoppingListDetail | null>
  /** Creates an empty list (the overview page's form); the new list, or null (the API client showed why). */
  createEmpty: (name: string) => Promise<ShoppingListDetail | null>
  /** Renames a list or changes its entries (PATCH); the changed list, or null. */
  updateList: (id: number, change: UpdateShoppingListBody) => Promise<ShoppingListDetail | null>
  /** Deletes a list, telling the server which page asks (it may answer a redirect to the overview); true on success. */
  deleteList: (id: number, referer: string) => Promise<boolean>
  /** Puts a list into the B2B cart; the new cart count and what was skipped, or null. */
  addListToCart: (id: number) => Promise<{ count: number; skipped: SkippedEntry[] } | null>
}

const call = (action: string) => ({ store: 'shoppingLists', action })

/** What a request sends of the flow's entries. */
const bodyEntries = (entries: FlowEntry[]) => entries.map(({ productNumber, articleNumber, quantity }) => ({ productNumber, articleNumber, quantity }))

/** The server's messages of a failed call (shown in the dialog), or none. */
function dialogError(error: unknown): DialogError {
  return { messages: error instanceof ApiHttpError ? error.messages.map((message) => message.message) : [] }
}

/** The overview after a list changed: its new count and date, first in the list. */
function withSummary(lists: ShoppingListSummary[] | null, list: ShoppingListDetail): ShoppingListSummary[] {
  const summary = { id: list.id, name: list.name, entryCount: list.entries.length, updatedAt: list.updatedAt }
  return [summary, ...(lists ?? []).filter((entry) => entry.id !== list.id)]
}

export const INITIAL_SHOPPING_LISTS = { ...IDLE_REQUESTS, shoppingLists: null, shoppingList: null, variants: {}, flow: null, flowId: 0, error: null }

/**
 * The shopping lists of the page: the account's lists, one
 * detail, and the add-to-list flow with its two dialogs. Requests are named
 * (loadLists, loadList, loadVariants, createList, addToList) and mark the
 * store busy while they run; dialog errors stay in the store so the dialog
 * shows them and stays open.
 */
export function createShoppingListsStore() {
  return createStore<ShoppingListsState>()((set, get) => ({
    ...INITIAL_SHOPPING_LISTS,
    start: (entries) => {
      if (!entries.length) return
      set((state) => ({ flow: { dialog: firstDialog(entries), entries: entries.map((entry) => ({ ...entry })) }, flowId: state.flowId + 1, error: null }))
    },
    submitVariant: (articleNumber, quantity) => {
      const flow = get().flow
      if (!flow) return
      const index = variantEntryIndex(flow.entries)
      if (index < 0) return
      set({ flow: { dialog: 'list', entries: withVariant(flow.entries, index, articleNumber, quantity) }, error: null })
    },
    close: () => set({ flow: null, error: null }),
    loadLists: async () => {
      try {
        const { data } = await track(set, 'loadLists', async () => apiRequest('GET', SHOPPING_LISTS_PATH, { schema: (await schemas()).ZShoppingListsData, showMessages: false, call: call('loadLists') }))
        set({ shoppingLists: data.shoppingLists })
      } catch (error) {
        set({ error: dialogError(error) })
      }
    },
    loadList: async (id) => {
      try {
        const { data } = await track(set, 'loadList', async () => apiRequest('GET', shoppingListPath(id), { schema: (await schemas()).ZShoppingListData, call: call('loadList') }))
        set({ shoppingList: data.shoppingList })
        return data.shoppingList
      } catch {
        return null
      }
    },
    loadVariants: async (productNumber) => {
      try {
        const { data } = await track(set, 'loadVariants', async () => apiRequest('GET', '/api/product/variants', { query: { productNumber }, schema: (await schemas()).ZVariantTableData, showMessages: false, call: call('loadVariants') }))
        set((state) => ({ variants: { ...state.variants, [productNumber]: data.variantTable } }))
      } catch {
        set((state) => ({ variants: { ...state.variants, [productNumber]: 'error' } }))
      }
    },
    createList: async (name) => {
      const flow = get().flow
      if (!flow) return null
      set({ error: null })
      try {
        const { data } = await track(set, 'createList', async () =>
          apiRequest('POST', SHOPPING_LISTS_PATH, { body: { name, entries: bodyEntries(flow.entries) }, schema: (await schemas()).ZShoppingListCreatedData, showMessages: false, call: call('createList') }),
        )
        set({ shoppingLists: data.shoppingLists, shoppingList: data.shoppingList, flow: null })
        return data.shoppingList
      } catch (error) {
        set({ error: dialogError(error) })
        return null
      }
    },
    addToList: async (id) => {
      const flow = get().flow
      if (!flow) return null
      set({ error: null })
      try {
        const { data } = await track(set, 'addToList', async () =>
          apiRequest('POST', shoppingListItemsPath(id), { body: { entries: bodyEntries(flow.entries) }, schema: (await schemas()).ZShoppingListData, showMessages: false, call: call('addToList') }),
        )
        set((state) => ({ shoppingLists: withSummary(state.shoppingLists, data.shoppingList), shoppingList: data.shoppingList, flow: null }))
        return data.shoppingList
      } catch (error) {
        set({ error: dialogError(error) })
        return null
      }
    },
    createEmpty: async (name) => {
      try {
        const { data } = await track(set, 'createEmpty', async () => apiRequest('POST', SHOPPING_LISTS_PATH, { body: { name, entries: [] }, schema: (await schemas()).ZShoppingListCreatedData, call: call('createEmpty') }))
        set({ shoppingLists: data.shoppingLists, shoppingList: data.shoppingList })
        return data.shoppingList
      } catch {
        return null
      }
    },
    updateList: async (id, change) => {
      try {
        const { data } = await track(set, `updateList:${id}`, async () => apiRequest('PATCH', shoppingListPath(id), { body: change, schema: (await schemas()).ZShoppingListData, call: call('updateList') }))
        set((state) => ({ shoppingLists: state.shoppingLists && withSummary(state.shoppingLists, data.shoppingList), shoppingList: data.shoppingList }))
        return data.shoppingList
      } catch {
        return null
      }
    },
    deleteList: async (id, referer) => {
      try {
        const { data } = await track(set, `deleteList:${id}`, async () => apiRequest('DELETE', shoppingListPath(id), { body: { referer }, schema: (await schemas()).ZShoppingListsData, call: call('deleteList') }))
        set((state) => ({ shoppingLists: data.shoppingLists, shoppingList: state.shoppingList?.id === id ? null : state.shoppingList }))
        return true
      } catch {
        return false
      }
    },
    addListToCart: async (id) => {
      try {
        const { data } = await track(set, `addListToCart:${id}`, async () => apiRequest('POST', shoppingListCartPath(id), { schema: (await schemas()).ZListToCartData, call: call('addListToCart') }))
        return { count: data.count, skipped: data.skipped }
      } catch {
        return null
      }
    },
  }))
}

export type ShoppingListsStore = ReturnType<typeof createShoppingListsStore>

let browserStore: ShoppingListsStore | null = null

/** The page's one shopping-list store (the buttons start flows, the dialog host shows them). */
export function getShoppingListsStore(): ShoppingListsStore {
  // On the server every render gets its own store, so requests never share lists.
  if (typeof window === 'undefined') return createShoppingListsStore()
  browserStore ??= createShoppingListsStore()
  return browserStore
}
