import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getNotificationsStore } from '@/features/notifications/store'
import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { ShoppingListDetail } from '../schemas'
import { getShoppingListsStore, INITIAL_SHOPPING_LISTS } from '../store'
import { ShoppingListDetailView } from './list-detail.client'
import { ShoppingListsOverview } from './lists-overview.client'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const OWNER = { id: 7, name: 'Hans Muster' }
const OWN = { owner: OWNER, canManage: true, canEdit: true, shared: false }
const LISTS = [
  { id: 11, name: 'Werkstatt Standard', entryCount: 2, updatedAt: '2026-11-20T08:00:00.000Z', ...OWN },
]
const entry = (id: string, articleNumber: string, quantity: number) => ({
  id,
  productNumber: 'TRB-A',
  title: `Öl ${id}`,
  url: '/de-ch/p/TRB-A',
  articleNumber,
  packLabel: '5 l',
  quantity,
  image: null,
  orderable: true,
  unitPriceCents: 5450,
})
const DETAIL: ShoppingListDetail = {
  id: 11,
  name: 'Werkstatt Standard',
  updatedAt: '2026-11-20T08:00:00.000Z',
  entries: [entry('r1', 'TRB-A-005L', 2), entry('r2', 'TRB-A-020L', 1)],
  owner: OWNER,
  canManage: true,
  canEdit: true,
  sharedWithCompany: false,
  sharedWith: [],
  lastChange: null,
  changes: [],
}
const session = {
  isActiveEcommerceShopUser: true,
  tenantSlug: 'test',
  locale: 'de-ch',
  urls: { b2BCartUrl: '/de-ch/warenkorb' },
  b2BCartCount: 0,
} as unknown as Session

let fetchMock: ReturnType<typeof vi.fn>
const render = (ui: ReactElement) => renderWithIntl(<SessionProvider session={session}>{ui}</SessionProvider>)
const calls = () =>
  (fetchMock.mock.calls as [string, RequestInit][]).map(([url, init]) => [
    init.method,
    url,
    init.body ? JSON.parse(String(init.body)) : undefined,
  ])

beforeEach(() => {
  fetchMock = vi.fn()
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch, navigate: vi.fn() })
})
afterEach(() => {
  resetApiClient()
  getShoppingListsStore().setState(INITIAL_SHOPPING_LISTS)
  getNotificationsStore().getState().clear()
  vi.useRealTimers()
})

describe('lists overview', () => {
  it('keeps "Erstellen" disabled while the name is empty, then creates an empty list', async () => {
    fetchMock.mockResolvedValue(
      json(201, {
        data: {
          shoppingLists: [
            { id: 12, name: 'Neu', entryCount: 0, updatedAt: '2026-11-24T08:00:00.000Z', ...OWN },
            ...LISTS,
          ],
          shoppingList: {
            ...DETAIL,
            id: 12,
            name: 'Neu',
            updatedAt: '2026-11-24T08:00:00.000Z',
            entries: [],
          },
        },
      }),
    )
    render(<ShoppingListsOverview initialLists={LISTS} listBase="/de-ch/konto/merklisten" />)
    const create = screen.getByRole('button', { name: 'Erstellen' })
    expect(create).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Neue Merkliste'), '   ')
    expect(create).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Neue Merkliste'), 'Neu')
    expect(create).toBeEnabled()
    await userEvent.click(create)
    expect(await screen.findByRole('link', { name: 'Neu' })).toHaveAttribute(
      'href',
      '/de-ch/konto/merklisten/12',
    )
    expect(calls()).toEqual([['POST', '/api/shopping-lists', { name: 'Neu', entries: [] }]])
  })

  it('refuses a name with a control character in the field, naming the problem, and sends nothing', async () => {
    render(<ShoppingListsOverview initialLists={LISTS} listBase="/de-ch/konto/merklisten" />)
    const input = screen.getByLabelText('Neue Merkliste')
    fireEvent.change(input, { target: { value: 'a\u0000b' } })
    expect(screen.getByRole('button', { name: 'Erstellen' })).toBeDisabled()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      'Der Name der Merkliste darf keine Steuerzeichen (z. B. Tabulator oder Zeilenumbruch) enthalten.',
    )
    fireEvent.submit(screen.getByTestId('shopping-list-new'))
    fireEvent.change(input, { target: { value: 'ab' } })
    expect(screen.queryByTestId('shopping-list-name-error')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('renames in place; a name with a control character is refused in the field', async () => {
    fetchMock.mockResolvedValue(
      json(200, { data: { shoppingList: { ...DETAIL, name: 'Werkstatt Winter' } } }),
    )
    render(<ShoppingListDetailView initialList={DETAIL} showPrices={false} />)
    await userEvent.click(screen.getByRole('button', { name: /umbenennen/ }))
    const input = screen.getByLabelText('Neuer Name')
    const save = screen.getByRole('button', { name: 'Speichern' })
    fireEvent.change(input, { target: { value: 'Werkstatt\tWinter' } })
    expect(save).toBeDisabled()
    expect(screen.getByTestId('shopping-list-name-error')).toHaveTextContent('darf keine Steuerzeichen')
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: 'Werkstatt Winter' } })
    await userEvent.click(save)
    await waitFor(() =>
      expect(calls()).toEqual([['PATCH', '/api/shopping-lists/11', { name: 'Werkstatt Winter' }]]),
    )
  })

  it('deletes a list only after the confirmation, sending the page as referer', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { shoppingLists: [] } }))
    render(<ShoppingListsOverview initialLists={LISTS} listBase="/de-ch/konto/merklisten" />)
    await userEvent.click(screen.getByRole('button', { name: '«Werkstatt Standard» löschen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Merkliste löschen' })
    expect(dialog).toHaveTextContent(
      'Möchten Sie die Merkliste «Werkstatt Standard» mit 2 Artikeln wirklich löschen?',
    )
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Werkstatt Standard' })).not.toBeInTheDocument(),
    )
    expect(calls()).toEqual([['DELETE', '/api/shopping-lists/11', { referer: window.location.pathname }]])
  })
})

describe('list detail', () => {
  it('saves a typed quantity once the input rests, with PATCH', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fetchMock.mockResolvedValue(
      json(200, {
        data: { shoppingList: { ...DETAIL, entries: [entry('r1', 'TRB-A-005L', 7), DETAIL.entries[1]] } },
      }),
    )
    render(<ShoppingListDetailView initialList={DETAIL} showPrices />)
    expect(screen.getAllByText('CHF 54.50')).toHaveLength(2)
    const input = screen.getByRole('textbox', { name: 'Menge von «Öl r1»' })
    fireEvent.change(input, { target: { value: '7' } })
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    await waitFor(() =>
      expect(calls()).toEqual([
        ['PATCH', '/api/shopping-lists/11', { quantities: [{ id: 'r1', quantity: 7 }] }],
      ]),
    )
  })

  it('removes an entry with PATCH, and "Alle in den Warenkorb" posts the list to its cart endpoint', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { shoppingList: { ...DETAIL, entries: [DETAIL.entries[1]] } } }),
    )
    render(<ShoppingListDetailView initialList={DETAIL} showPrices={false} />)
    expect(screen.queryByText('CHF 54.50')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '«Öl r1» entfernen' }))
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Menge von «Öl r1»' })).not.toBeInTheDocument(),
    )
    const cart = {
      entries: [],
      entriesNotOrderable: [],
      showItemRefTexts: false,
      showManualPricing: false,
      manualPricingAvailable: false,
      totalCents: 0,
      priceType: 'net',
      retailerMode: false,
      count: 3,
      changes: [],
    }
    fetchMock.mockResolvedValueOnce(
      json(200, {
        data: { ...cart, skipped: [] },
        messages: [{ type: 'success', message: '1 Artikel aus «Werkstatt Standard» im Warenkorb.' }],
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Alle in den Warenkorb' }))
    await waitFor(() => expect(calls().at(-1)).toEqual(['POST', '/api/shopping-lists/11/cart', undefined]))
    expect(calls()[0]).toEqual(['PATCH', '/api/shopping-lists/11', { remove: ['r1'] }])
    expect(screen.getByRole('link', { name: 'Als CSV herunterladen' })).toHaveAttribute(
      'href',
      '/api/shopping-lists/11/export',
    )
  })
})

/** Garage Muster AG's list shared with the company, as a colleague sees it; changed last by an employee acting for a contact. */
const SHARED: ShoppingListDetail = {
  ...DETAIL,
  canManage: false,
  canEdit: false,
  sharedWithCompany: true,
  lastChange: {
    at: '2026-11-21T09:30:00.000Z',
    byName: 'Erika Berger',
    onBehalfOf: 'Nadine Frei',
    action: 'quantity',
    text: 'Menge geändert: TRB-A-005L von 1 auf 2',
  },
  changes: [
    {
      at: '2026-11-21T09:30:00.000Z',
      byName: 'Erika Berger',
      onBehalfOf: 'Nadine Frei',
      action: 'quantity',
      text: 'Menge geändert: TRB-A-005L von 1 auf 2',
    },
    {
      at: '2026-11-20T08:00:00.000Z',
      byName: 'Hans Muster',
      onBehalfOf: null,
      action: 'create',
      text: 'Merkliste angelegt',
    },
  ],
}

describe('shared lists', () => {
  it('shows a list shared for reading without edit controls, with its owner, its last change and its history collapsed', async () => {
    render(<ShoppingListDetailView initialList={SHARED} showPrices={false} />)
    expect(screen.getByTestId('shopping-list-owner')).toHaveTextContent('Geteilt von Hans Muster')
    expect(screen.getByRole('note')).toHaveTextContent(
      'Diese Merkliste ist mit Ihnen zum Ansehen geteilt; ändern kann sie Hans Muster.',
    )
    expect(screen.getByTestId('shopping-list-last-change')).toHaveTextContent(
      'Zuletzt geändert von Erika Berger für Nadine Frei am 21.11.2026',
    )
    expect(screen.queryByRole('textbox', { name: /Menge von/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument()
    for (const name of [/umbenennen/, /löschen/, 'Teilen'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    // Reading includes ordering and the export.
    expect(screen.getByRole('button', { name: 'Alle in den Warenkorb' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Als CSV herunterladen' })).toBeInTheDocument()
    const history = screen.getByTestId('shopping-list-history')
    expect(history).not.toHaveAttribute('open')
    expect(within(history).getByText('Änderungen (2)')).toBeInTheDocument()
    await userEvent.click(within(history).getByText('Änderungen (2)'))
    expect(history).toHaveAttribute('open')
    const rows = within(history).getAllByTestId('shopping-list-change')
    expect(rows.map((row) => row.textContent)).toEqual([
      '21.11.2026 - 10:30Erika Berger für Nadine FreiMenge geändert: TRB-A-005L von 1 auf 2',
      '20.11.2026 - 09:00Hans MusterMerkliste angelegt',
    ])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('lets a named colleague change quantities but not rename, share or delete', () => {
    render(<ShoppingListDetailView initialList={{ ...SHARED, canEdit: true }} showPrices={false} />)
    expect(screen.getByRole('note')).toHaveTextContent(
      'Hans Muster hat Sie eingetragen: Sie dürfen die Artikel dieser Merkliste ändern.',
    )
    expect(screen.getByRole('textbox', { name: 'Menge von «Öl r1»' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '«Öl r1» entfernen' })).toBeInTheDocument()
    for (const name of [/umbenennen/, /löschen/, 'Teilen'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
  })

  it('offers a viewer no "Alle in den Warenkorb"', () => {
    renderWithIntl(
      <SessionProvider session={{ ...session, companyRole: 'viewer' } as Session}>
        <ShoppingListDetailView initialList={SHARED} showPrices={false} />
      </SessionProvider>,
    )
    expect(screen.queryByRole('button', { name: 'Alle in den Warenkorb' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Als CSV herunterladen' })).toBeInTheDocument()
  })

  it('marks the overview’s shared lists: a colleague’s with its owner and no rename or delete, the own one as shared', () => {
    render(
      <ShoppingListsOverview
        initialLists={[
          { ...LISTS[0]!, shared: true },
          {
            id: 12,
            name: 'Saisonwechsel Winter',
            entryCount: 4,
            updatedAt: '2026-11-19T08:00:00.000Z',
            owner: { id: 8, name: 'Petra Einkauf' },
            canManage: false,
            canEdit: false,
            shared: true,
          },
        ]}
        listBase="/de-ch/konto/merklisten"
      />,
    )
    const [own, colleague] = screen.getAllByTestId('shopping-list-row')
    expect(within(own!).getByTestId('shopping-list-shared')).toHaveTextContent('Geteilt')
    expect(within(own!).getByRole('button', { name: '«Werkstatt Standard» löschen' })).toBeInTheDocument()
    expect(within(colleague!).getByTestId('shopping-list-shared-by')).toHaveTextContent(
      'Geteilt von Petra EinkaufNur ansehen',
    )
    expect(within(colleague!).getByRole('link', { name: 'Saisonwechsel Winter' })).toHaveAttribute(
      'href',
      '/de-ch/konto/merklisten/12',
    )
    expect(within(colleague!).queryByRole('button')).not.toBeInTheDocument()
  })
})

describe('share dialog', () => {
  const COLLEAGUES = [
    { id: 9, name: 'Luca Bernasconi' },
    { id: 8, name: 'Petra Einkauf' },
  ]

  it('shares with the company and a chosen colleague, closes and shows the server’s message', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
      init.method === 'GET'
        ? json(200, { data: { colleagues: COLLEAGUES } })
        : json(200, {
            data: {
              shoppingList: {
                ...DETAIL,
                sharedWithCompany: true,
                sharedWith: [{ id: 8, name: 'Petra Einkauf' }],
              },
            },
            messages: [
              {
                type: 'success',
                message: 'Die Freigabe der Merkliste «Werkstatt Standard» wurde gespeichert.',
              },
            ],
          }),
    )
    render(<ShoppingListDetailView initialList={DETAIL} showPrices={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Merkliste teilen' })
    const company = within(dialog).getByRole('checkbox', { name: 'Mit der ganzen Firma teilen' })
    expect(company).not.toBeChecked()
    expect(company).toHaveAccessibleDescription(
      'Alle Benutzer Ihrer Firma sehen die Merkliste, können sie herunterladen und in den Warenkorb legen.',
    )
    await userEvent.click(company)
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Petra Einkauf' }))
    expect(within(dialog).getByRole('checkbox', { name: 'Luca Bernasconi' })).not.toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls()).toEqual([
      ['GET', '/api/shopping-lists/colleagues', undefined],
      ['PATCH', '/api/shopping-lists/11', { sharedWithCompany: true, sharedWith: [8] }],
    ])
    expect(
      getNotificationsStore()
        .getState()
        .notifications.map((n) => n.message.message),
    ).toEqual(['Die Freigabe der Merkliste «Werkstatt Standard» wurde gespeichert.'])
    expect(screen.getByTestId('shopping-list-sharing')).toHaveTextContent(
      'Mit der ganzen Firma geteilt.Ändern dürfen: Petra Einkauf',
    )
  })

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
      init.method === 'GET'
        ? json(200, { data: { colleagues: COLLEAGUES } })
        : json(400, {
            data: null,
            messages: [
              {
                type: 'error',
                message:
                  'Bitte wählen Sie nur aktive Benutzer Ihrer Firma, jeden nur einmal und nicht sich selbst.',
                meta: { fields: ['sharedWith'] },
              },
            ],
          }),
    )
    render(
      <ShoppingListDetailView
        initialList={{ ...DETAIL, sharedWith: [{ id: 8, name: 'Petra Einkauf' }] }}
        showPrices={false}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Merkliste teilen' })
    // The colleagues named before are chosen.
    expect(await within(dialog).findByRole('checkbox', { name: 'Petra Einkauf' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Luca Bernasconi' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bitte wählen Sie nur aktive Benutzer Ihrer Firma, jeden nur einmal und nicht sich selbst.',
    )
    expect(within(dialog).getByRole('group', { name: /Kolleginnen und Kollegen/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(calls().at(-1)).toEqual([
      'PATCH',
      '/api/shopping-lists/11',
      { sharedWithCompany: false, sharedWith: [8, 9] },
    ])
    expect(getNotificationsStore().getState().notifications).toEqual([])
  })
})
