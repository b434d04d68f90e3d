import { createStore } from 'zustand/vanilla'

import { firstDialog, variantEntryIndex, withVariant, type FlowDialog, type FlowEntry } from './flow'

export type { VariantRow, VariantTable } from './schemas'

/** The running add-to-list flow: which dialog shows and the entries it will add. */
export type ShoppingListFlow = { dialog: FlowDialog; entries: FlowEntry[] }

/**
 * The add-to-list flow of the page: client state only (which dialog is open
 * and what it will add). The lists, their entries and the pack sizes are
 * React Query's (`queries.ts`).
 */
export type ShoppingListsState = {
  flow: ShoppingListFlow | null
  /** Counts started flows, so each one gets fresh dialogs. */
  flowId: number
  /** A click on "Auf die Merkliste": the variant dialog when exactly one entry lacks article or count, else the list dialog. */
  start: (entries: FlowEntry[]) => void
  /** Stores article and quantity on the entry the variant dialog asked about and opens the list dialog. */
  submitVariant: (articleNumber: string, quantity: number) => void
  /** Ends the flow (cancel, Escape, a list created or added to). */
  close: () => void
}

export const INITIAL_SHOPPING_LISTS = { flow: null, flowId: 0 }

export function createShoppingListsStore() {
  return createStore<ShoppingListsState>()((set, get) => ({
    ...INITIAL_SHOPPING_LISTS,
    start: (entries) => {
      if (!entries.length) return
      set((state) => ({
        flow: { dialog: firstDialog(entries), entries: entries.map((entry) => ({ ...entry })) },
        flowId: state.flowId + 1,
      }))
    },
    submitVariant: (articleNumber, quantity) => {
      const flow = get().flow
      if (!flow) return
      const index = variantEntryIndex(flow.entries)
      if (index < 0) return
      set({ flow: { dialog: 'list', entries: withVariant(flow.entries, index, articleNumber, quantity) } })
    },
    close: () => set({ flow: null }),
  }))
}

export type ShoppingListsStore = ReturnType<typeof createShoppingListsStore>

let browserStore: ShoppingListsStore | null = null

/** The page's one add-to-list flow (the buttons start flows, the dialog host shows them). */
export function getShoppingListsStore(): ShoppingListsStore {
  // On the server every render gets its own store.
  if (typeof window === 'undefined') return createShoppingListsStore()
  browserStore ??= createShoppingListsStore()
  return browserStore
}
