'use client'

import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

import { useSession } from '@/features/session/components/session-provider.client'
import { sessionKeys } from '@/features/session/queries'
import type { Session } from '@/features/session/types'
import type { PriceInfo } from '@/features/catalog/pricing'
import { api, apiRequest } from '@/lib/api/client'
import { useBusy, useBusyMutation, usePendingVariables } from '@/lib/query/busy'
import { useServerData } from '@/lib/query/server-data'

import { pushMessages } from '@/features/notifications/store'

import {
  B2B_CART_PATH,
  SAVED_CARTS_PATH,
  savedCartPath,
  savedCartRestorePath,
  type RestoreMode,
} from './constants'
import type { B2BCartData, CommitResult } from './checkout-schemas'
import type { SavedCartsData } from './saved-cart-schemas'
import type { B2BCart, B2BCartParams, B2CCart, B2CCartParams } from './schemas'

/** The answers' schema (and zod with it) loads with the first request: "In den Warenkorb" is on product and finder pages. */
const cartSchemas = () => import('./schemas')

/** The B2B cart's requests: the scope of its busy flag. */
export const B2B_CART_SCOPE = ['b2bCart'] as const

export const b2bCartKeys = {
  /** The cart as the last answer had it (the cart page starts with the server's). */
  cart: [...B2B_CART_SCOPE, 'cart'] as const,
}

const call = (action: string) => ({ store: 'b2bCart', action })

/** A cart answered by the server: the cart page shows it, the header's badge takes its count. */
export function storeB2BCart(client: QueryClient, cart: B2BCart) {
  client.setQueryData(b2bCartKeys.cart, cart)
  client.setQueryData<Session>(
    sessionKeys.page,
    (session) => session && { ...session, b2BCartCount: cart.count },
  )
}

/** Hands a cart some other request answered (quick order, a list or an order put into the cart, "In den Warenkorb") to the cart and the badge. */
export function useStoreB2BCart() {
  const client = useQueryClient()
  return useCallback((cart: B2BCart) => storeB2BCart(client, cart), [client])
}

/** Whether any cart request runs (the way to the checkout waits meanwhile). */
export const useB2BCartBusy = () => useBusy(B2B_CART_SCOPE)

/** Whether a line's change (quantity, price, removal) runs. */
export const useLineBusy = (itemKey: string) =>
  usePendingVariables<B2BCartParams>(B2B_CART_SCOPE, 'update').some(
    (params) => 'itemKey' in params && params.itemKey === itemKey,
  )

/** The B2B cart of the cart page: the server's first, then every answer's. */
export function useB2BCart(initial: B2BCart): B2BCart {
  useServerData(b2bCartKeys.cart, initial)
  const patchSession = useSession((state) => state.patchSession)
  const cart = useQuery({
    queryKey: b2bCartKeys.cart,
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest('GET', B2B_CART_PATH, {
        signal,
        schema: (await cartSchemas()).ZB2BCart,
        call: call('refresh'),
      })
      patchSession({ b2BCartCount: data.count })
      return data
    },
    // Read again only when asked (a confirmed cart change elsewhere, another contact).
    staleTime: Infinity,
    retry: false,
  })
  return cart.data ?? initial
}

/** Reads the cart again (after a cart change was confirmed elsewhere). */
export function useRefreshB2BCart() {
  const client = useQueryClient()
  return useCallback(() => client.invalidateQueries({ queryKey: b2bCartKeys.cart }), [client])
}

/**
 * The cart's changes (SPEC: a successful answer replaces the cart and sets
 * the count): add, update, remove, manual price; the toggles for reference
 * texts and manual pricing; emptying. A failure leaves the cart as it was
 * (the API client shows the server's message). Each `run` resolves the new
 * cart, or undefined.
 */
export function useB2BCartMutations() {
  const client = useQueryClient()
  const replace = (cart: B2BCart) => storeB2BCart(client, cart)
  const send = async (method: 'POST' | 'DELETE', path: string, action: string, body?: unknown) =>
    (await apiRequest(method, path, { body, schema: (await cartSchemas()).ZB2BCart, call: call(action) }))
      .data

  const update = useBusyMutation({
    slice: B2B_CART_SCOPE,
    name: 'update',
    mutationFn: (params: B2BCartParams) => send('POST', B2B_CART_PATH, 'update', params),
    onSuccess: replace,
  })
  const showItemRefTexts = useBusyMutation({
    slice: B2B_CART_SCOPE,
    name: 'setShowItemRefTexts',
    mutationFn: (show: boolean) =>
      send('POST', '/api/b2bcart/set-show-item-ref-texts', 'setShowItemRefTexts', { showItemRefTexts: show }),
    onSuccess: replace,
  })
  const showManualPricing = useBusyMutation({
    slice: B2B_CART_SCOPE,
    name: 'setShowManualPricing',
    mutationFn: (show: boolean) =>
      send('POST', '/api/b2bcart/set-show-manual-pricing', 'setShowManualPricing', {
        showManualPricing: show,
      }),
    onSuccess: replace,
  })
  const empty = useBusyMutation({
    slice: B2B_CART_SCOPE,
    name: 'empty',
    exclusive: true,
    mutationFn: () => send('DELETE', B2B_CART_PATH, 'empty'),
    onSuccess: replace,
  })
  const refText = useBusyMutation({
    slice: B2B_CART_SCOPE,
    name: 'setItemRefText',
    mutationFn: async ({ itemKey, itemRefText }: { itemKey: string; itemRefText: string }) =>
      (
        await apiRequest<{ itemKey: string; itemRefText: string }>('POST', '/api/b2bcart/set-item-ref-text', {
          body: { itemKey, itemRefText },
          call: call('setItemRefText'),
        })
      ).data,
    // Only the line's text changes.
    onSuccess: (data, { itemKey }) =>
      client.setQueryData<B2BCart>(
        b2bCartKeys.cart,
        (cart) =>
          cart && {
            ...cart,
            entries: cart.entries.map((entry) =>
              entry.itemKey === itemKey ? { ...entry, itemRefText: data.itemRefText } : entry,
            ),
          },
      ),
  })
  return {
    update: update.run,
    setShowItemRefTexts: showItemRefTexts.run,
    setShowManualPricing: showManualPricing.run,
    empty: () => empty.run(),
    setItemRefText: (itemKey: string, itemRefText: string) => refText.run({ itemKey, itemRefText }),
  }
}

/** "In den Warenkorb" for one pack: the cart and the badge take the answer. `run` resolves the new cart, or undefined. */
export function useAddToB2BCart() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: B2B_CART_SCOPE,
    name: 'add',
    single: true,
    mutationFn: async ({ articleNumber, count }: { articleNumber: string; count: number }) =>
      (
        await apiRequest('POST', B2B_CART_PATH, {
          body: { action: 'add', entries: [{ articleNumber, count }] },
          schema: (await cartSchemas()).ZB2BCart,
          call: call('add'),
        })
      ).data,
    onSuccess: (cart) => storeB2BCart(client, cart),
  })
}

/** Loads the cart's schema ahead of a click (where "In den Warenkorb" shows), so the click's request starts at once. */
export const preloadCartSchemas = () => void cartSchemas()

export const QUICK_ORDER_PATH = '/api/b2bcart/quick-order'

/**
 * Quick order ("article number; quantity" lines): the good lines go into the
 * cart (cache and badge take the answer); the answer's messages — what went
 * in, each bad line — are the caller's to show (nothing is notified). `run`
 * resolves `{ data, messages }`, or undefined (`error` holds the failure).
 */
export function useQuickOrder() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: B2B_CART_SCOPE,
    name: 'quickOrder',
    single: true,
    mutationFn: async (text: string) =>
      apiRequest('POST', QUICK_ORDER_PATH, {
        body: { text },
        schema: (await cartSchemas()).ZB2BCart,
        showMessages: false,
        call: call('quickOrder'),
      }),
    onSuccess: ({ data }) => storeB2BCart(client, data),
  })
}

export const QUICK_ORDER_FILE_PATH = '/api/b2bcart/quick-order/file'
export const QUICK_ORDER_TEMPLATE_PATH = '/api/b2bcart/quick-order/template'

/** Quick order from a file: the XLSX or CSV file as multipart (field `file`); the answer is the cart, as for pasted text. */
export function useQuickOrderFile() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: B2B_CART_SCOPE,
    name: 'quickOrderFile',
    single: true,
    mutationFn: async (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return apiRequest('POST', QUICK_ORDER_FILE_PATH, {
        body,
        schema: (await cartSchemas()).ZB2BCart,
        showMessages: false,
        call: call('quickOrderFile'),
      })
    },
    onSuccess: ({ data }) => storeB2BCart(client, data),
  })
}

/** The B2C cart API, called without a trailing slash (the site's routes have none, so no redirect). */
export const B2C_CART_PATH = '/api/b2ccart'

/** The B2C cart's requests: the scope of its busy flag. */
export const B2C_CART_SCOPE = ['b2cCart'] as const

export const b2cCartKeys = {
  /** The visitor's (or private customer's) cart as the last answer had it. */
  cart: [...B2C_CART_SCOPE, 'cart'] as const,
}

/** Pointer or focus on the visitor's button: the schema loads before the click. */
export const preloadB2CCartSchemas = () => void cartSchemas()

/** The B2C cart of the cart page: the server's first, then every change's answer. */
export function useB2CCart(initial: B2CCart): B2CCart {
  useServerData(b2cCartKeys.cart, initial)
  return (
    useQuery<B2CCart>({ queryKey: b2cCartKeys.cart, queryFn: skipToken, staleTime: Infinity }).data ?? initial
  )
}

/**
 * One change of the B2C cart (add, update, remove); the answer is the whole
 * cart: it replaces the cached cart and sets the header's count. `single`
 * (a button's): its second click while its change runs sends nothing.
 */
export function useChangeB2CCart({ single = false }: { single?: boolean } = {}) {
  const client = useQueryClient()
  return useBusyMutation({
    slice: B2C_CART_SCOPE,
    name: 'change',
    single,
    mutationFn: async (params: B2CCartParams) =>
      (
        await apiRequest('POST', B2C_CART_PATH, {
          body: params,
          schema: (await cartSchemas()).ZB2CCart,
          call: { store: 'b2cCart', action: params.action },
        })
      ).data,
    onSuccess: (cart) => {
      client.setQueryData(b2cCartKeys.cart, cart)
      client.setQueryData<Session>(
        sessionKeys.page,
        (session) => session && { ...session, b2CCartCount: cart.count },
      )
    },
  })
}

/** Whether a change of the B2C cart runs. */
export const useB2CCartBusy = () => useBusy(B2C_CART_SCOPE)

/** The B2B cart data API (the checkout), called without a trailing slash (the site's routes have none, so no redirect). */
export const B2B_CART_DATA_PATH = '/api/b2bcart-data'

/** The checkout's answers' schemas (and zod with them) load with its first request; the page asks for them ahead (`preloadCheckoutSchemas`). */
const checkoutSchemas = () => import('./checkout-schemas')

/** Loads the checkout's schemas when the checkout shows, so its first click sends at once. */
export const preloadCheckoutSchemas = () => void checkoutSchemas()

/** The checkout's requests: the scope of its busy flag. */
export const CHECKOUT_SCOPE = ['b2bCheckout'] as const

export const checkoutKeys = {
  /** The cart with the checkout's data (addresses, references) as the last answer had it. */
  data: [...CHECKOUT_SCOPE, 'data'] as const,
}

const checkoutCall = (action: string) => ({ store: 'b2bCartData', action })

/** The checkout's choices sent with "Weiter zur Übersicht". */
export type CheckoutDelivery = {
  shipTo: string | null
  billTo: string | null
  purchaseOrderNumber: string
  costCentre: string
  remark: string
  /** YYYY-MM-DD, or null: as soon as possible. */
  requestedDeliveryDate: string | null
  partialDelivery: boolean
}

/**
 * The B2B checkout (SPEC: delivery and invoice, overview, submit): the
 * server's cart data first, then every answer's. `save` sends the delivery
 * step, `commit` the order with the checkout's one submission key (a double
 * click or a retry makes one order). Each resolves the answer, or undefined
 * (the API client has shown the server's message). A refused order reads
 * the cart data again (what was refused may have changed under the customer).
 * `running` is set while the delivery or the order is sent, and stays set
 * once the order is placed (the browser goes on to the confirmation).
 */
export function useB2BCheckout(initial: B2BCartData) {
  const client = useQueryClient()
  useServerData(checkoutKeys.data, initial)
  const data = useQuery({
    queryKey: checkoutKeys.data,
    // Read again only after a refused order; its failure keeps the shown data (nothing is notified).
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', B2B_CART_DATA_PATH, {
          signal,
          schema: (await checkoutSchemas()).ZB2BCartData,
          showMessages: false,
          call: checkoutCall('get'),
        })
      ).data,
    staleTime: Infinity,
    retry: false,
  })
  const setCount = (count: number) =>
    client.setQueryData<Session>(
      sessionKeys.page,
      (session) => session && { ...session, b2BCartCount: count },
    )

  const save = useBusyMutation({
    slice: CHECKOUT_SCOPE,
    name: 'save',
    single: true,
    mutationFn: async (delivery: CheckoutDelivery) =>
      (
        await apiRequest('POST', B2B_CART_DATA_PATH, {
          body: delivery,
          schema: (await checkoutSchemas()).ZB2BCartData,
          call: checkoutCall('update'),
        })
      ).data,
    onSuccess: (saved) => {
      client.setQueryData(checkoutKeys.data, saved)
      setCount(saved.count)
    },
    // A refused delivery date may be one the availability no longer allows: show the step with today's options.
    onError: () => void client.refetchQueries({ queryKey: checkoutKeys.data, exact: true }),
  })
  const commit = useBusyMutation({
    slice: CHECKOUT_SCOPE,
    name: 'commit',
    single: true,
    mutationFn: async (submissionKey: string) =>
      (
        await apiRequest('POST', `${B2B_CART_DATA_PATH}/commit`, {
          body: { submissionKey, termsAccepted: true },
          schema: (await checkoutSchemas()).ZCommitResult,
          call: checkoutCall('commit'),
        })
      ).data,
    onSuccess: (placed) => setCount(placed.count),
    // Show the cart as it is now (a line, retailer mode may have changed).
    onError: () => void client.refetchQueries({ queryKey: checkoutKeys.data, exact: true }),
  })
  // Once placed, the order is not sent again (the browser is on its way to the confirmation).
  const placed = useRef(false)
  const { run: runCommit } = commit
  const placeOrder = useCallback(
    async (submissionKey: string): Promise<CommitResult | undefined> => {
      if (placed.current) return undefined
      const result = await runCommit(submissionKey)
      if (result) placed.current = true
      return result
    },
    [runCommit],
  )
  return {
    data: data.data ?? initial,
    running: save.isPending || commit.isPending || commit.isSuccess,
    save: save.run,
    commit: placeOrder,
  }
}

export const priceKeys = {
  /** The customer's price of a pack size for a quantity. */
  price: (articleNumber: string, quantity: number) => ['price', articleNumber, quantity] as const,
}

/**
 * The customer's unit and total price of a pack size for a quantity (scale
 * prices apply by quantity), from GET /api/product/price. `initial`: the
 * server's answer for this pack size and quantity; the last price stays
 * while the next one loads.
 */
export function usePrice(
  articleNumber: string,
  quantity: number,
  initial: { priceInfo: PriceInfo | null } | undefined,
) {
  return useQuery({
    queryKey: priceKeys.price(articleNumber, quantity),
    enabled: !!articleNumber && quantity >= 1,
    queryFn: ({ signal }) =>
      api.get<{ priceInfo: PriceInfo | null }>('/api/product/price', {
        query: { articleNumber, quantity },
        signal,
        call: { store: 'catalog', action: 'price' },
      }),
    initialData: initial,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  })
}

/** The saved carts' answers' schemas (and zod with them) load with their first request. */
const savedCartSchemas = () => import('./saved-cart-schemas')

/** The saved carts' requests (restore, delete, the lines): the scope of their busy flag. */
export const SAVED_CARTS_SCOPE = ['savedCarts'] as const

export const savedCartsKeys = {
  /** The saved carts the caller sees (the account page starts with the server's). */
  list: [...SAVED_CARTS_SCOPE, 'list'] as const,
  /** One saved cart with its lines (read when its lines are opened). */
  detail: (id: number) => [...SAVED_CARTS_SCOPE, 'detail', id] as const,
}

const savedCall = (action: string) => ({ store: 'savedCarts', action })

/** Whether a saved-cart request runs (their buttons wait meanwhile). */
export const useSavedCartsBusy = () => useBusy(SAVED_CARTS_SCOPE)

/** The saved carts of the account page: the server's first, then every change's answer. */
export function useSavedCarts(initial: SavedCartsData): SavedCartsData {
  useServerData(savedCartsKeys.list, initial)
  return (
    useQuery<SavedCartsData>({ queryKey: savedCartsKeys.list, queryFn: skipToken, staleTime: Infinity })
      .data ?? initial
  )
}

/** One saved cart's lines, read while `id` is set (its lines are shown); a failure shows in place. */
export function useSavedCartDetail(id: number | null) {
  return useQuery({
    queryKey: savedCartsKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('GET', savedCartPath(id!), {
          signal,
          schema: (await savedCartSchemas()).ZSavedCartData,
          showMessages: false,
          call: savedCall('detail'),
        })
      ).data.savedCart,
    enabled: id != null,
    staleTime: 0,
    retry: false,
  })
}

/**
 * "Warenkorb speichern": the cart goes into a saved cart under the name and
 * empties (the cart page and the badge take the emptied cart; a cached list
 * of saved carts is read again). The dialog shows a refusal itself (a bad
 * name next to the field), so nothing is notified but the success.
 */
export function useSaveCart() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: B2B_CART_SCOPE,
    name: 'save',
    exclusive: true,
    mutationFn: async (name: string) =>
      apiRequest('POST', SAVED_CARTS_PATH, {
        body: { name },
        schema: (await savedCartSchemas()).ZSaveCartData,
        showMessages: false,
        call: savedCall('save'),
      }),
    onSuccess: ({ data, messages }) => {
      storeB2BCart(client, data.cart)
      pushMessages(messages)
    },
  })
}

/**
 * Restores a saved cart into the B2B cart (merge or replace); the server's
 * messages (what went in, what was skipped, that the saved cart stays) are
 * notified, the cart and the badge take the answer.
 */
export function useRestoreSavedCart() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: SAVED_CARTS_SCOPE,
    name: 'restore',
    exclusive: true,
    mutationFn: async ({ id, mode }: { id: number; mode: RestoreMode }) =>
      (
        await apiRequest('POST', savedCartRestorePath(id), {
          body: { mode },
          schema: (await savedCartSchemas()).ZRestoreSavedCartData,
          call: savedCall('restore'),
        })
      ).data,
    onSuccess: (data) => storeB2BCart(client, data.cart),
  })
}

/** Deletes one of the caller's saved carts; the list takes the answer. */
export function useDeleteSavedCart() {
  const client = useQueryClient()
  return useBusyMutation({
    slice: SAVED_CARTS_SCOPE,
    name: 'delete',
    exclusive: true,
    mutationFn: async (id: number) =>
      (
        await apiRequest('DELETE', savedCartPath(id), {
          schema: (await savedCartSchemas()).ZSavedCartsData,
          call: savedCall('delete'),
        })
      ).data,
    onSuccess: (list, id) => {
      client.setQueryData(savedCartsKeys.list, list)
      client.removeQueries({ queryKey: savedCartsKeys.detail(id) })
    },
  })
}
