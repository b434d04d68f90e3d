'use client'

import { useStore } from 'zustand'

import { getShoppingListsStore, type ShoppingListsState } from '../store'

/** Reads the page's shopping-list store with a selector. */
export function useShoppingLists<T>(selector: (state: ShoppingListsState) => T): T {
  return useStore(getShoppingListsStore(), selector)
}
