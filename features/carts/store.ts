import { createStore } from 'zustand/vanilla'

import { apiRequest } from '@/lib/api/client'
import { IDLE_REQUESTS, track, type RequestsState } from '@/lib/requests'

import { B2B_CART_PATH } from './constants'
import { ZB2BCart, type B2BCart, type B2BCartParams } from './schemas'

/** The B2B cart API; the site does not use trailing slashes, so the client calls it without one (no redirect). */
export { B2B_CART_PATH } from './constants'

export type B2BCartState = RequestsState & {
  cart: B2BCart
  /** One change (add, update, remove, manual price): the answer replaces the cart. */
  update: (params: B2BCartParams) => Promise<boolean>
  setItemRefText: (itemKey: string, itemRefText: string) => Promise<boolean>
  setShowItemRefTexts: (show: boolean) => Promise<boolean>
  setShowManualPricing: (show: boolean) => Promise<boolean>
  empty: () => Promise<boolean>
  /** Reads the cart again (after a cart change was confirmed elsewhere). */
  refresh: () => Promise<boolean>
}

const call = (action: string) => ({ store: 'b2bCart', action })

/**
 * The B2B cart of the page. Every successful answer replaces
 * the cart and hands its count to `onCount` (the header's badge); a failure
 * leaves the cart as it was (the API client shows the server's message).
 */
export function createB2BCartStore(initial: B2BCart, onCount: (count: number) => void) {
  return createStore<B2BCartState>()((set) => {
    const replace = async (name: string, run: () => Promise<{ data: B2BCart }>) => {
      try {
        const { data } = await track(set, name, run)
        set({ cart: data })
        onCount(data.count)
        return true
      } catch {
        return false
      }
    }
    return {
      ...IDLE_REQUESTS,
      cart: initial,
      update: (params) => replace(`update:${'itemKey' in params ? params.itemKey : 'add'}`, () => apiRequest('POST', B2B_CART_PATH, { body: params, schema: ZB2BCart, call: call('update') })),
      setShowItemRefTexts: (show) => replace('setShowItemRefTexts', () => apiRequest('POST', '/api/b2bcart/set-show-item-ref-texts', { body: { showItemRefTexts: show }, schema: ZB2BCart, call: call('setShowItemRefTexts') })),
      setShowManualPricing: (show) => replace('setShowManualPricing', () => apiRequest('POST', '/api/b2bcart/set-show-manual-pricing', { body: { showManualPricing: show }, schema: ZB2BCart, call: call('setShowManualPricing') })),
      empty: () => replace('empty', () => apiRequest('DELETE', B2B_CART_PATH, { schema: ZB2BCart, call: call('empty') })),
      refresh: () => replace('refresh', () => apiRequest('GET', B2B_CART_PATH, { schema: ZB2BCart, call: call('refresh') })),
      setItemRefText: async (itemKey, itemRefText) => {
        try {
          const { data } = await track(set, `refText:${itemKey}`, () => apiRequest<{ itemKey: string; itemRefText: string }>('POST', '/api/b2bcart/set-item-ref-text', { body: { itemKey, itemRefText }, call: call('setItemRefText') }))
          set((state) => ({ cart: { ...state.cart, entries: state.cart.entries.map((entry) => (entry.itemKey === itemKey ? { ...entry, itemRefText: data.itemRefText } : entry)) } }))
          return true
        } catch {
          return false
        }
      },
    }
  })
}
