import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getNotificationsStore } from '@/features/notifications/store'
import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { isBusy } from '@/lib/query/busy'
import { renderWithIntl, testQueryClient } from '@/tests/helpers/intl'

import { SHOPPING_LISTS_SCOPE } from '../queries'
import { getShoppingListsStore, INITIAL_SHOPPING_LISTS } from '../store'
import { AddToShoppingList } from './add-to-shopping-list.client'
import { ShoppingListDialogs } from './shopping-list-dialogs.client'

const PRODUCT = { productNumber: 'TRB-SYNPRO-5W30', title: 'Tribo Synpro 5W-30' }
const scales = (a: number, b: number) => [
  { minQuantity: 1, unitPriceCents: a },
  { minQuantity: 10, unitPriceCents: b },
]
const row = (articleNumber: string, label: string, orderable: boolean, prices: [number, number] | null) => ({
  articleNumber,
  packSize: 1,
  unit: 'L',
  label,
  container: null,
  image: null,
  disabled: !orderable,
  orderable,
  tags: [],
  priceInfo: prices
    ? {
        articleNumber,
        quantity: 1,
        unitPriceCents: prices[0],
        totalCents: prices[0],
        currency: 'CHF',
        priceType: 'net',
        scalePrices: scales(...prices),
        orderable,
      }
    : null,
})
const VARIANTS = {
  variantTable: {
    columns: [1, 10],
    rows: [
      row('TRB-SYNPRO-5W30-001L', '1 l', true, [1290, 1190]),
      row('TRB-SYNPRO-5W30-005L', '5 l', true, [5450, 5100]),
      row('TRB-SYNPRO-5W30-208L', '208 l', false, [180000, 175000]),
    ],
  },
}
/** The caller's own list, not shared. */
const OWN = { owner: { id: 7, name: 'Hans Muster' }, canManage: true, canEdit: true, shared: false }
const LISTS = [
  { id: 11, name: 'Werkstatt Standard', entryCount: 5, updatedAt: '2026-11-20T08:00:00.000Z', ...OWN },
  { id: 12, name: 'Saisonwechsel Winter', entryCount: 4, updatedAt: '2026-11-19T08:00:00.000Z', ...OWN },
]
const detail = (id: number, name: string) => ({
  id,
  name,
  updatedAt: '2026-11-23T10:00:00.000Z',
  owner: OWN.owner,
  canManage: true,
  canEdit: true,
  sharedWithCompany: false,
  sharedWith: [],
  lastChange: null,
  changes: [],
  entries: [
    {
      id: 'r1',
      ...PRODUCT,
      url: '/de-ch/p/TRB-SYNPRO-5W30',
      articleNumber: 'TRB-SYNPRO-5W30-005L',
      packLabel: '5 l',
      quantity: 3,
      image: null,
      orderable: true,
    },
  ],
})
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

type Route = (url: string, init: RequestInit) => Response | Promise<Response>
let routes: Record<string, Route>
let fetchMock: ReturnType<typeof vi.fn>

const session = (shopUser: boolean) =>
  ({ isActiveEcommerceShopUser: shopUser, tenantSlug: 'test', locale: 'de-ch' }) as unknown as Session
let queryClient = testQueryClient()
const renderPage = (ui: ReactElement, shopUser = true) =>
  renderWithIntl(
    <SessionProvider session={session(shopUser)}>
      {ui}
      <ShoppingListDialogs />
    </SessionProvider>,
    { queryClient },
  )
const store = () => getShoppingListsStore()

beforeEach(() => {
  queryClient = testQueryClient()
  routes = {
    'GET /api/product/variants': () => json(200, { data: VARIANTS }),
    'GET /api/shopping-lists': () => json(200, { data: { shoppingLists: LISTS } }),
  }
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url.split('?')[0]}`
    const route = routes[key]
    if (!route) throw new Error(`unexpected ${key}`)
    return route(url, init)
  })
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
})
afterEach(() => {
  resetApiClient()
  store().setState(INITIAL_SHOPPING_LISTS)
  getNotificationsStore().getState().clear()
})

describe('AddToShoppingList', () => {
  it('renders nothing for users who are not active shop users', () => {
    renderPage(<AddToShoppingList entries={[PRODUCT]} />, false)
    expect(screen.queryByRole('button', { name: /Auf die Merkliste/ })).not.toBeInTheDocument()
  })

  it('shows "Auf die Merkliste" to active shop users, named with the product', () => {
    renderPage(<AddToShoppingList entries={[PRODUCT]} />)
    expect(screen.getByRole('button', { name: /Auf die Merkliste/ })).toHaveAccessibleName(
      /^Auf die Merkliste\s*: Tribo Synpro 5W-30$/,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens the list dialog at once when article and quantity are known', async () => {
    renderPage(
      <AddToShoppingList entries={[{ ...PRODUCT, articleNumber: 'TRB-SYNPRO-5W30-005L', quantity: 2 }]} />,
    )
    await userEvent.click(screen.getByRole('button', { name: /Auf die Merkliste/ }))
    expect(await screen.findByRole('dialog', { name: 'Merkliste wählen' })).toBeInTheDocument()
  })
})

describe('variant dialog', () => {
  it('shows the price list, starts the quantity at 1 and keeps "Weiter" disabled until an orderable article is chosen', async () => {
    renderPage(<AddToShoppingList entries={[PRODUCT]} />)
    await userEvent.click(screen.getByRole('button', { name: /Auf die Merkliste/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Gebinde wählen' })
    const table = await within(dialog).findByRole('table', { name: 'Preisliste' })
    expect(within(table).getByRole('row', { name: /^5 l/ })).toHaveTextContent('CHF 54.50')
    expect(within(table).getByRole('row', { name: /^5 l/ })).toHaveTextContent('CHF 51.00')
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/product/variants?productNumber=TRB-SYNPRO-5W30')

    expect(within(dialog).getByLabelText('Menge')).toHaveValue('1')
    const submit = within(dialog).getByRole('button', { name: 'Weiter' })
    expect(submit).toBeDisabled()
    const select = within(dialog).getByRole('combobox', { name: 'Gebinde' })
    expect(within(select).getByRole('option', { name: /208 l/ })).toBeDisabled()
    fireEvent.change(select, { target: { value: 'TRB-SYNPRO-5W30-208L' } })
    expect(submit).toBeDisabled()

    fireEvent.change(select, { target: { value: 'TRB-SYNPRO-5W30-005L' } })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Menge erhöhen' }))
    expect(submit).toBeEnabled()
    await userEvent.click(submit)

    expect(await screen.findByRole('dialog', { name: 'Merkliste wählen' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Gebinde wählen' })).not.toBeInTheDocument()
    expect(store().getState().flow?.entries).toEqual([
      { ...PRODUCT, articleNumber: 'TRB-SYNPRO-5W30-005L', quantity: 2 },
    ])
  })

  it('closes on "Abbrechen" and gives focus back to the button', async () => {
    renderPage(<AddToShoppingList entries={[PRODUCT]} />)
    const button = screen.getByRole('button', { name: /Auf die Merkliste/ })
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Gebinde wählen' })
    await within(dialog).findByRole('table')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })
})

describe('list dialog', () => {
  const openListDialog = async () => {
    renderPage(
      <AddToShoppingList entries={[{ ...PRODUCT, articleNumber: 'TRB-SYNPRO-5W30-005L', quantity: 3 }]} />,
    )
    await userEvent.click(screen.getByRole('button', { name: /Auf die Merkliste/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Merkliste wählen' })
    await within(dialog).findByRole('radio', { name: /Werkstatt Standard/ })
    return dialog
  }

  it('keeps "Erstellen" disabled while the name is empty or a request runs, then closes and notifies', async () => {
    let answer!: (response: Response) => void
    routes['POST /api/shopping-lists'] = () => new Promise<Response>((resolve) => (answer = resolve))
    const dialog = await openListDialog()
    const create = within(dialog).getByRole('button', { name: 'Erstellen' })
    expect(create).toBeDisabled()
    const name = within(dialog).getByLabelText('Name der Merkliste')
    await userEvent.type(name, '   ')
    expect(create).toBeDisabled()
    await userEvent.clear(name)
    await userEvent.type(name, 'Ölwechsel Frühling')
    expect(create).toBeEnabled()

    await userEvent.click(create)
    await waitFor(() => expect(create).toBeDisabled())
    expect(isBusy(queryClient, SHOPPING_LISTS_SCOPE)).toBe(true)
    const post = fetchMock.mock.calls.find(([, init]) => init.method === 'POST')!
    expect(JSON.parse(post[1].body)).toEqual({
      name: 'Ölwechsel Frühling',
      entries: [{ productNumber: 'TRB-SYNPRO-5W30', articleNumber: 'TRB-SYNPRO-5W30-005L', quantity: 3 }],
    })

    await act(async () =>
      answer(json(201, { data: { shoppingLists: LISTS, shoppingList: detail(13, 'Ölwechsel Frühling') } })),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(
      getNotificationsStore()
        .getState()
        .notifications.map((n) => n.message),
    ).toEqual([
      {
        type: 'success',
        message: '«Tribo Synpro 5W-30» wurde auf die Merkliste «Ölwechsel Frühling» gesetzt.',
      },
    ])
  })

  it('refuses a name with a control character in the field and sends nothing', async () => {
    const dialog = await openListDialog()
    const name = within(dialog).getByLabelText('Name der Merkliste')
    fireEvent.input(name, { target: { value: 'a\u0000b' } })
    await waitFor(() =>
      expect(within(dialog).getByTestId('shopping-list-name-error')).toHaveTextContent(
        'Der Name der Merkliste darf keine Steuerzeichen',
      ),
    )
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('button', { name: 'Erstellen' })).toBeDisabled()
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'POST')).toEqual([])
  })

  it('offers the lists the account may change, a colleague’s with its owner, never one shared for reading', async () => {
    routes['GET /api/shopping-lists'] = () =>
      json(200, {
        data: {
          shoppingLists: [
            ...LISTS,
            {
              ...LISTS[0]!,
              id: 21,
              name: 'Reifenwechsel',
              owner: { id: 8, name: 'Petra Einkauf' },
              canManage: false,
              canEdit: true,
              shared: true,
            },
            {
              ...LISTS[0]!,
              id: 22,
              name: 'Nur zum Lesen',
              owner: { id: 8, name: 'Petra Einkauf' },
              canManage: false,
              canEdit: false,
              shared: true,
            },
          ],
        },
      })
    const dialog = await openListDialog()
    expect(within(dialog).getByRole('radio', { name: /Reifenwechsel/ })).toHaveAccessibleName(
      'Reifenwechsel von Petra Einkauf 5 Artikel',
    )
    expect(within(dialog).getByRole('radio', { name: /Werkstatt Standard/ })).toHaveAccessibleName(
      'Werkstatt Standard 5 Artikel',
    )
    expect(within(dialog).queryByRole('radio', { name: /Nur zum Lesen/ })).not.toBeInTheDocument()
  })

  it('adds to a chosen list and closes', async () => {
    routes['POST /api/shopping-lists/12/items'] = () =>
      json(200, { data: { shoppingList: detail(12, 'Saisonwechsel Winter') } })
    const dialog = await openListDialog()
    const add = within(dialog).getByRole('button', { name: 'Hinzufügen' })
    expect(add).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('radio', { name: /Saisonwechsel Winter/ }))
    await userEvent.click(add)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(getNotificationsStore().getState().notifications[0]?.message.message).toBe(
      '«Tribo Synpro 5W-30» wurde auf die Merkliste «Saisonwechsel Winter» gesetzt.',
    )
  })

  it('shows server errors inside the dialog and stays open', async () => {
    routes['POST /api/shopping-lists'] = () =>
      json(400, {
        data: null,
        messages: [
          {
            type: 'error',
            message: 'Der Artikel «TRB-SYNPRO-5W30-005L» ist für Sie nicht bestellbar.',
            meta: { fields: ['entries.0'] },
          },
        ],
      })
    const dialog = await openListDialog()
    await userEvent.type(within(dialog).getByLabelText('Name der Merkliste'), 'Neu')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erstellen' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ist für Sie nicht bestellbar')
    expect(screen.getByRole('dialog', { name: 'Merkliste wählen' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Erstellen' })).toBeEnabled()
    expect(getNotificationsStore().getState().notifications).toEqual([])
  })
})
