import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'

import { createShoppingListsStore } from './store'

const detail = (id: number, name: string, count = 1) => ({
  id,
  name,
  updatedAt: '2026-11-23T10:00:00.000Z',
  entries: Array.from({ length: count }, (_, i) => ({ id: `r${i}`, productNumber: 'TRB-A-01', title: 'A', url: '/de-ch/p/TRB-A-01', articleNumber: `TRB-A-01-00${i}L`, packLabel: '1 l', quantity: 1, image: null, orderable: true, unitPriceCents: null })),
})
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('shopping-list store', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn()
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
  })
  afterEach(() => resetApiClient())

  it('opens the variant dialog for a product without article, then the list dialog with the chosen article and quantity', () => {
    const store = createShoppingListsStore()
    store.getState().start([{ productNumber: 'TRB-A-01', title: 'A' }])
    expect(store.getState().flow).toEqual({ dialog: 'variant', entries: [{ productNumber: 'TRB-A-01', title: 'A' }] })
    store.getState().submitVariant('TRB-A-01-005L', 3)
    expect(store.getState().flow).toEqual({ dialog: 'list', entries: [{ productNumber: 'TRB-A-01', title: 'A', articleNumber: 'TRB-A-01-005L', quantity: 3 }] })
    store.getState().close()
    expect(store.getState().flow).toBeNull()
  })

  it('creates a list with the entries, is busy meanwhile and ends the flow', async () => {
    const store = createShoppingListsStore()
    let answer!: (response: Response) => void
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    store.getState().start([{ productNumber: 'TRB-A-01', title: 'A', articleNumber: 'TRB-A-01-001L', quantity: 2 }])
    const created = store.getState().createList('Winter')
    expect(store.getState().busy).toBe(true)
    expect(store.getState().requests).toEqual({ createList: 1 })
    // The answers' schemas load with the first request (a chunk of their own), then it is sent.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/shopping-lists')
    expect(JSON.parse(init.body)).toEqual({ name: 'Winter', entries: [{ productNumber: 'TRB-A-01', articleNumber: 'TRB-A-01-001L', quantity: 2 }] })
    const list = detail(7, 'Winter')
    answer(json(201, { data: { shoppingLists: [{ id: 7, name: 'Winter', entryCount: 1, updatedAt: list.updatedAt }], shoppingList: list } }))
    expect(await created).toEqual(list)
    expect(store.getState()).toMatchObject({ busy: false, flow: null, shoppingList: list, shoppingLists: [{ id: 7, name: 'Winter', entryCount: 1 }] })
  })

  it('keeps the flow and the server’s messages when creating fails; busy clears', async () => {
    const store = createShoppingListsStore()
    fetchMock.mockResolvedValue(json(400, { data: null, messages: [{ type: 'error', message: 'Den Artikel «X» gibt es nicht.', meta: { fields: ['entries.0'] } }] }))
    store.getState().start([{ productNumber: 'TRB-A-01', title: 'A', articleNumber: 'X-001', quantity: 1 }])
    expect(await store.getState().createList('Winter')).toBeNull()
    expect(store.getState()).toMatchObject({ busy: false, flow: { dialog: 'list' }, error: { messages: ['Den Artikel «X» gibt es nicht.'] } })
  })

  it('adds to a list and moves it first in the overview with its new count', async () => {
    const store = createShoppingListsStore()
    store.setState({ shoppingLists: [{ id: 1, name: 'A', entryCount: 1, updatedAt: 'x' }, { id: 2, name: 'B', entryCount: 1, updatedAt: 'x' }] })
    fetchMock.mockResolvedValue(json(200, { data: { shoppingList: detail(2, 'B', 2) } }))
    store.getState().start([{ productNumber: 'TRB-A-01', title: 'A', articleNumber: 'TRB-A-01-001L', quantity: 1 }])
    expect(await store.getState().addToList(2)).toMatchObject({ id: 2 })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/shopping-lists/2/items')
    expect(store.getState().shoppingLists!.map((list) => [list.id, list.entryCount])).toEqual([
      [2, 2],
      [1, 1],
    ])
    expect(store.getState().flow).toBeNull()
  })

  it('renames with PATCH and puts the changed list first in the overview', async () => {
    const store = createShoppingListsStore()
    store.setState({ shoppingLists: [{ id: 1, name: 'Alt', entryCount: 1, updatedAt: '2026-11-01T00:00:00.000Z' }, { id: 2, name: 'Zwei', entryCount: 0, updatedAt: '2026-11-02T00:00:00.000Z' }] })
    fetchMock.mockResolvedValue(json(200, { data: { shoppingList: detail(2, 'Neu') } }))
    const saved = await store.getState().updateList(2, { name: 'Neu' })
    expect(saved?.name).toBe('Neu')
    const [url, init] = fetchMock.mock.calls[0]!
    expect([url, init.method, JSON.parse(init.body)]).toEqual(['/api/shopping-lists/2', 'PATCH', { name: 'Neu' }])
    expect(store.getState().shoppingLists?.map((l) => [l.id, l.name])).toEqual([
      [2, 'Neu'],
      [1, 'Alt'],
    ])
    expect(store.getState().busy).toBe(false)
  })

  it('deletes with the referer in the body and clears the busy flag when the request fails', async () => {
    const store = createShoppingListsStore()
    fetchMock.mockResolvedValueOnce(json(200, { data: { shoppingLists: [] } }))
    expect(await store.getState().deleteList(3, '/de-ch/konto/merklisten')).toBe(true)
    const [url, init] = fetchMock.mock.calls[0]!
    expect([url, init.method, JSON.parse(init.body)]).toEqual(['/api/shopping-lists/3', 'DELETE', { referer: '/de-ch/konto/merklisten' }])
    expect(store.getState().shoppingLists).toEqual([])
    fetchMock.mockResolvedValueOnce(json(404, { data: null, messages: [{ type: 'error', message: 'Diese Merkliste gibt es nicht.' }] }))
    expect(await store.getState().deleteList(3, '/de-ch/konto/merklisten')).toBe(false)
    expect(store.getState().busy).toBe(false)
  })

  it('adds a list to the cart and answers the new cart count and what was skipped', async () => {
    const store = createShoppingListsStore()
    const cart = { entries: [], entriesNotOrderable: [], showItemRefTexts: false, showManualPricing: false, manualPricingAvailable: false, totalCents: 0, vat: { pricesIncludeVat: false, rates: [], netCents: 0, vatCents: 0, grossCents: 0 }, priceType: 'net', retailerMode: false, count: 3, changes: [] }
    fetchMock.mockResolvedValueOnce(json(200, { data: { ...cart, skipped: [{ articleNumber: 'X', title: 'X', reason: 'articleDisabled' }] } }))
    expect(await store.getState().addListToCart(4)).toEqual({ count: 3, skipped: [{ articleNumber: 'X', title: 'X', reason: 'articleDisabled' }] })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/shopping-lists/4/cart')
    expect(fetchMock.mock.calls[0]![1].method).toBe('POST')
  })
})

