import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { isBusy } from '@/lib/query/busy'
import { testQueryClient } from '@/tests/helpers/intl'

import {
  dialogError,
  shoppingListsKeys,
  SHOPPING_LISTS_SCOPE,
  useAddListToCart,
  useAddToList,
  useCreateListWithEntries,
  useDeleteList,
  useUpdateList,
} from './queries'
import type { ShoppingListSummary } from './schemas'

const OWNER = { id: 7, name: 'Hans Muster' }
/** The caller's own list, not shared: its line in the overview. */
const summary = (id: number, name: string, entryCount: number, updatedAt: string): ShoppingListSummary => ({
  id,
  name,
  entryCount,
  updatedAt,
  owner: OWNER,
  canManage: true,
  canEdit: true,
  shared: false,
})
const detail = (id: number, name: string, count = 1) => ({
  id,
  name,
  updatedAt: '2026-11-23T10:00:00.000Z',
  owner: OWNER,
  canManage: true,
  canEdit: true,
  sharedWithCompany: false,
  sharedWith: [],
  lastChange: null,
  changes: [],
  entries: Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    productNumber: 'TRB-A-01',
    title: 'A',
    url: '/de-ch/p/TRB-A-01',
    articleNumber: `TRB-A-01-00${i}L`,
    packLabel: '1 l',
    quantity: 1,
    image: null,
    orderable: true,
    unitPriceCents: null,
  })),
})
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The shopping-list mutations of one page, with their cache. */
function render(lists?: ShoppingListSummary[]) {
  const client = testQueryClient()
  if (lists) client.setQueryData(shoppingListsKeys.lists, lists)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(
    () => ({
      create: useCreateListWithEntries(),
      add: useAddToList(),
      update: useUpdateList(),
      remove: useDeleteList(),
      toCart: useAddListToCart(),
    }),
    { wrapper },
  )
  return {
    client,
    get: () => result.current,
    lists: () => client.getQueryData<ShoppingListSummary[]>(shoppingListsKeys.lists),
  }
}
/** Runs an action, lets React render its outcome and hands its result back. */
async function settle<T>(action: () => Promise<T>): Promise<T> {
  let value!: T
  await act(async () => {
    value = await action()
  })
  return value
}
const entries = (articleNumber: string, quantity: number) => [
  { productNumber: 'TRB-A-01', title: 'A', articleNumber, quantity },
]

describe('shopping-list queries', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn()
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
  })
  afterEach(() => resetApiClient())

  it('creates a list with the entries, is busy meanwhile and stores the answer', async () => {
    const page = render()
    let answer!: (response: Response) => void
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    let created!: Promise<unknown>
    act(() => {
      created = page.get().create.run({ name: 'Winter', entries: entries('TRB-A-01-001L', 2) })
    })
    expect(isBusy(page.client, SHOPPING_LISTS_SCOPE)).toBe(true)
    // A second click meanwhile sends nothing.
    expect(
      await settle(() => page.get().create.run({ name: 'Winter', entries: entries('TRB-A-01-001L', 2) })),
    ).toBeUndefined()
    // The answers' schemas load with the first request (a chunk of their own), then it is sent.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/shopping-lists')
    expect(JSON.parse(init.body)).toEqual({
      name: 'Winter',
      entries: [{ productNumber: 'TRB-A-01', articleNumber: 'TRB-A-01-001L', quantity: 2 }],
    })
    const list = detail(7, 'Winter')
    answer(
      json(201, {
        data: {
          shoppingLists: [summary(7, 'Winter', 1, list.updatedAt)],
          shoppingList: list,
        },
      }),
    )
    expect(await settle(() => created)).toMatchObject({ shoppingList: list })
    expect(isBusy(page.client, SHOPPING_LISTS_SCOPE)).toBe(false)
    expect(page.client.getQueryData(shoppingListsKeys.list(7))).toEqual(list)
    expect(page.lists()).toMatchObject([{ id: 7, name: 'Winter', entryCount: 1 }])
  })

  it('keeps the server’s messages when creating fails; busy clears', async () => {
    const page = render()
    fetchMock.mockResolvedValue(
      json(400, {
        data: null,
        messages: [
          { type: 'error', message: 'Den Artikel «X» gibt es nicht.', meta: { fields: ['entries.0'] } },
        ],
      }),
    )
    expect(
      await settle(() => page.get().create.run({ name: 'Winter', entries: entries('X-001', 1) })),
    ).toBeUndefined()
    expect(isBusy(page.client, SHOPPING_LISTS_SCOPE)).toBe(false)
    await waitFor(() =>
      expect(dialogError(page.get().create.error)).toEqual({ messages: ['Den Artikel «X» gibt es nicht.'] }),
    )
  })

  it('adds to a list and moves it first in the overview with its new count', async () => {
    const page = render([summary(1, 'A', 1, 'x'), summary(2, 'B', 1, 'x')])
    fetchMock.mockResolvedValue(json(200, { data: { shoppingList: detail(2, 'B', 2) } }))
    expect(
      await settle(() => page.get().add.run({ id: 2, entries: entries('TRB-A-01-001L', 1) })),
    ).toMatchObject({ id: 2 })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/shopping-lists/2/items')
    expect(page.lists()!.map((list) => [list.id, list.entryCount])).toEqual([
      [2, 2],
      [1, 1],
    ])
  })

  it('renames with PATCH and changes the list’s row of the overview in place', async () => {
    const page = render([
      summary(1, 'Alt', 1, '2026-11-01T00:00:00.000Z'),
      summary(2, 'Zwei', 0, '2026-11-02T00:00:00.000Z'),
    ])
    fetchMock.mockResolvedValue(json(200, { data: { shoppingList: detail(2, 'Neu') } }))
    const saved = await settle(() => page.get().update.run({ id: 2, change: { name: 'Neu' } }))
    expect(saved?.name).toBe('Neu')
    const [url, init] = fetchMock.mock.calls[0]!
    expect([url, init.method, JSON.parse(init.body)]).toEqual([
      '/api/shopping-lists/2',
      'PATCH',
      { name: 'Neu' },
    ])
    expect(page.lists()?.map((l) => [l.id, l.name])).toEqual([
      [1, 'Alt'],
      [2, 'Neu'],
    ])
    expect(isBusy(page.client, SHOPPING_LISTS_SCOPE)).toBe(false)
  })

  it('deletes with the referer in the body and clears the busy flag when the request fails', async () => {
    const page = render([summary(3, 'Drei', 0, 'x')])
    fetchMock.mockResolvedValueOnce(json(200, { data: { shoppingLists: [] } }))
    expect(await settle(() => page.get().remove.run({ id: 3, referer: '/de-ch/konto/merklisten' }))).toEqual(
      [],
    )
    const [url, init] = fetchMock.mock.calls[0]!
    expect([url, init.method, JSON.parse(init.body)]).toEqual([
      '/api/shopping-lists/3',
      'DELETE',
      { referer: '/de-ch/konto/merklisten' },
    ])
    expect(page.lists()).toEqual([])
    fetchMock.mockResolvedValueOnce(
      json(404, { data: null, messages: [{ type: 'error', message: 'Diese Merkliste gibt es nicht.' }] }),
    )
    expect(
      await settle(() => page.get().remove.run({ id: 3, referer: '/de-ch/konto/merklisten' })),
    ).toBeUndefined()
    expect(isBusy(page.client, SHOPPING_LISTS_SCOPE)).toBe(false)
  })

  it('adds a list to the cart and answers the new cart count and what was skipped', async () => {
    const page = render()
    const cart = {
      entries: [],
      entriesNotOrderable: [],
      showItemRefTexts: false,
      showManualPricing: false,
      manualPricingAvailable: false,
      totalCents: 0,
      vat: { pricesIncludeVat: false, rates: [], netCents: 0, vatCents: 0, grossCents: 0 },
      priceType: 'net',
      retailerMode: false,
      count: 3,
      changes: [],
    }
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: { ...cart, skipped: [{ articleNumber: 'X', title: 'X', reason: 'articleDisabled' }] },
      }),
    )
    expect(await settle(() => page.get().toCart.run(4))).toMatchObject({
      count: 3,
      skipped: [{ articleNumber: 'X', title: 'X', reason: 'articleDisabled' }],
    })
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/shopping-lists/4/cart')
    expect(fetchMock.mock.calls[0]![1].method).toBe('POST')
  })
})
