import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider, useSession } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { vatSummary } from '@/lib/vat'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { SavedCartSummary, SavedCartsData } from '../saved-cart-schemas'
import type { B2BCart, CartEntry } from '../schemas'
import { B2BCartView } from './b2b-cart.client'
import { SavedCartsView } from './saved-carts.client'

const entry = (over: Partial<CartEntry> = {}): CartEntry => ({
  itemKey: 'k1',
  itemRefText: '',
  articleNumber: 'A-020L',
  count: 2,
  product: { productNumber: 'P-1', title: 'Tribo Synt 5W-30', url: null, image: null, packLabel: '20 l' },
  price: {
    unitPriceCents: 1000,
    totalCents: 2000,
    priceType: 'net',
    listUnitPriceCents: null,
    scalePrices: [],
    vatRate: 8.1,
  },
  manualPriceCents: null,
  notOrderableReason: null,
  ...over,
})
const cart = (over: Partial<B2BCart> = {}): B2BCart => ({
  entries: [entry()],
  entriesNotOrderable: [],
  showItemRefTexts: false,
  showManualPricing: false,
  manualPricingAvailable: false,
  totalCents: 2000,
  vat: vatSummary([{ totalCents: 2000, rate: 8.1 }], false),
  priceType: 'net',
  retailerMode: false,
  count: 1,
  changes: [],
  ...over,
})
const emptyCart = () => cart({ entries: [], count: 0, totalCents: 0, vat: vatSummary([], false) })
const summary = (over: Partial<SavedCartSummary> = {}): SavedCartSummary => ({
  id: 7,
  name: 'Nachbestellung Lager',
  savedAt: '2026-11-20T09:30:00.000Z',
  lineCount: 3,
  totalCents: 12345,
  ownerName: 'Petra Einkauf',
  contactName: null,
  own: true,
  ...over,
})

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const sent = (fetchMock: ReturnType<typeof vi.fn>, index: number) => {
  const [url, init] = fetchMock.mock.calls[index]! as [string, RequestInit]
  return { url: String(url), method: init.method, body: init.body ? JSON.parse(String(init.body)) : null }
}

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
})
afterEach(() => resetApiClient())

/** The header's cart badge, as another island of the page reads it. */
const Badge = () => <p data-testid="badge">{useSession((s) => s.session.b2BCartCount)}</p>
const session = (over: Partial<Session> = {}) =>
  ({
    activeFeatures: [],
    urls: { b2BCartUrl: '/de-ch/warenkorb' },
    b2BCartCount: 1,
    companyRole: 'buyer',
    ...over,
  }) as unknown as Session

describe('saving the cart (the cart page)', () => {
  const renderCart = (over: Partial<Session> = {}, initial = cart()) =>
    renderWithIntl(
      <SessionProvider session={session(over)}>
        <Badge />
        <B2BCartView initialCart={initial} savedCartsUrl="/de-ch/konto/gespeicherte-warenkoerbe" />
      </SessionProvider>,
    )

  it('asks for a name, saves under it, and the cart and the badge are empty then', async () => {
    renderCart()
    expect(screen.getByTestId('saved-carts-link')).toHaveAttribute(
      'href',
      '/de-ch/konto/gespeicherte-warenkoerbe',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb speichern' }))
    const dialog = screen.getByRole('dialog', { name: 'Warenkorb speichern' })
    const submit = within(dialog).getByRole('button', { name: 'Speichern' })
    expect(submit).toBeDisabled()
    const field = within(dialog).getByLabelText('Name')
    fireEvent.change(field, { target: { value: 'Lager\u0007Nord' } })
    expect(within(dialog).getByTestId('save-cart-name-error')).toHaveTextContent(
      'Der Name darf keine Steuerzeichen enthalten.',
    )
    expect(submit).toBeDisabled()
    fireEvent.change(field, { target: { value: '  Lager Nord  ' } })
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          data: { cart: emptyCart(), savedCart: summary({ name: 'Lager Nord' }) },
          messages: [{ type: 'success', message: 'Gespeichert.' }],
        },
        201,
      ),
    )
    fireEvent.click(submit)
    await vi.waitFor(() => expect(screen.getByTestId('cart-empty')).toBeInTheDocument())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByTestId('badge')).toHaveTextContent('0')
    expect(sent(fetchMock, 0)).toEqual({
      url: expect.stringContaining('/api/saved-carts'),
      method: 'POST',
      body: { name: 'Lager Nord' },
    })
  })

  it('keeps the dialog open with the server’s refusal beside the field, and the cart as it was', async () => {
    renderCart()
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb speichern' }))
    const dialog = screen.getByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Lager' } })
    fetchMock.mockResolvedValueOnce(
      answer(
        { data: null, messages: [{ type: 'error', message: 'Name zu lang.', meta: { fields: ['name'] } }] },
        400,
      ),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('save-cart-name-error')).toHaveTextContent('Name zu lang.'),
    )
    fetchMock.mockResolvedValueOnce(
      answer(
        { data: null, messages: [{ type: 'error', message: 'Zu viele gespeicherte Warenkörbe.' }] },
        409,
      ),
    )
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Lager 2' } })
    expect(within(dialog).queryByTestId('save-cart-name-error')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('save-cart-error')).toHaveTextContent(
        'Zu viele gespeicherte Warenkörbe.',
      ),
    )
    expect(screen.getAllByTestId('cart-entry')).toHaveLength(1)
    expect(screen.getByTestId('badge')).toHaveTextContent('1')
  })

  it('offers a viewer no saving', () => {
    renderCart({ companyRole: 'viewer' })
    expect(screen.queryByRole('button', { name: 'Warenkorb speichern' })).toBeNull()
    expect(screen.getByTestId('saved-carts-link')).toBeInTheDocument()
  })
})

describe('the saved carts page', () => {
  const renderPage = (data: SavedCartsData, over: Partial<Session> = {}) =>
    renderWithIntl(
      <SessionProvider session={session(over)}>
        <Badge />
        <SavedCartsView initial={data} />
      </SessionProvider>,
    )
  const restored = (count: number) => ({
    data: { cart: cart({ count }), skipped: [] },
    messages: [{ type: 'success', message: 'Wiederhergestellt.' }],
  })

  it('lists name, date, lines and total; asks "Zusammenführen oder Ersetzen?" when the cart is not empty', async () => {
    renderPage({ savedCarts: [summary()], companyView: false })
    const row = screen.getByTestId('saved-cart-row')
    expect(row).toHaveTextContent('Nachbestellung Lager')
    expect(row).toHaveTextContent('20.11.2026 - 10:30')
    expect(row).toHaveTextContent('CHF 123.45')
    expect(screen.queryByRole('columnheader', { name: 'Gespeichert von' })).toBeNull()
    fireEvent.click(within(row).getByRole('button', { name: '«Nachbestellung Lager» wiederherstellen' }))
    const dialog = screen.getByRole('dialog', { name: 'Zusammenführen oder Ersetzen?' })
    expect(fetchMock).not.toHaveBeenCalled()
    fetchMock.mockResolvedValueOnce(answer(restored(4)))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zusammenführen' }))
    await vi.waitFor(() => expect(screen.getByTestId('saved-cart-restored')).toBeInTheDocument())
    expect(sent(fetchMock, 0)).toEqual({
      url: expect.stringContaining('/api/saved-carts/7/restore'),
      method: 'POST',
      body: { mode: 'merge' },
    })
    expect(screen.getByTestId('badge')).toHaveTextContent('4')
    expect(screen.getByTestId('saved-cart-to-cart')).toHaveAttribute('href', '/de-ch/warenkorb')
    // The saved cart stays.
    expect(screen.getByTestId('saved-cart-row')).toBeInTheDocument()
  })

  it('restores into an empty cart without asking', async () => {
    renderPage({ savedCarts: [summary()], companyView: false }, { b2BCartCount: 0 })
    fetchMock.mockResolvedValueOnce(answer(restored(3)))
    fireEvent.click(screen.getByRole('button', { name: '«Nachbestellung Lager» wiederherstellen' }))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent(fetchMock, 0).body).toEqual({ mode: 'replace' })
  })

  it('shows an administrator the owners; colleagues’ saved carts can only be looked at', () => {
    renderPage(
      {
        savedCarts: [
          summary({ id: 1, name: 'Eigener', ownerName: 'Hans Muster' }),
          summary({ id: 2, name: 'Von Petra', own: false }),
          summary({
            id: 3,
            name: 'Telefon',
            own: false,
            ownerName: 'Erika Berger',
            contactName: 'Hans Muster',
          }),
        ],
        companyView: true,
      },
      { companyRole: 'administrator' },
    )
    expect(screen.getByRole('columnheader', { name: 'Gespeichert von' })).toBeInTheDocument()
    const [own, colleague, employee] = screen.getAllByTestId('saved-cart-row')
    expect(within(own!).getByTestId('saved-cart-restore')).toBeInTheDocument()
    expect(within(own!).getByTestId('saved-cart-delete')).toBeInTheDocument()
    expect(colleague).toHaveTextContent('Petra Einkauf')
    expect(within(colleague!).queryByTestId('saved-cart-restore')).toBeNull()
    expect(within(colleague!).queryByTestId('saved-cart-delete')).toBeNull()
    expect(within(colleague!).getByTestId('saved-cart-view')).toBeInTheDocument()
    expect(employee).toHaveTextContent('Erika Berger für Hans Muster')
  })

  it('gives a viewer no restore, and says why', () => {
    renderPage({ savedCarts: [summary()], companyView: false }, { companyRole: 'viewer' })
    expect(screen.getByTestId('saved-carts-viewer')).toHaveTextContent('Rolle «Betrachter»')
    expect(screen.queryByTestId('saved-cart-restore')).toBeNull()
  })

  it('deletes only after the confirmation; the list takes the answer', async () => {
    renderPage({ savedCarts: [summary(), summary({ id: 8, name: 'Offerte' })], companyView: false })
    fireEvent.click(screen.getByRole('button', { name: '«Nachbestellung Lager» löschen' }))
    const dialog = screen.getByRole('dialog', { name: 'Gespeicherten Warenkorb löschen' })
    expect(dialog).toHaveTextContent('«Nachbestellung Lager» mit 3 Positionen')
    expect(fetchMock).not.toHaveBeenCalled()
    fetchMock.mockResolvedValueOnce(
      answer({ data: { savedCarts: [summary({ id: 8, name: 'Offerte' })], companyView: false } }),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }))
    await vi.waitFor(() => expect(screen.getAllByTestId('saved-cart-row')).toHaveLength(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent(fetchMock, 0)).toMatchObject({
      url: expect.stringContaining('/api/saved-carts/7'),
      method: 'DELETE',
    })
  })

  it('shows a saved cart’s lines with today’s price and what can no longer be ordered', async () => {
    renderPage({ savedCarts: [summary()], companyView: false })
    fetchMock.mockResolvedValueOnce(
      answer({
        data: {
          savedCart: {
            ...summary(),
            lines: [
              {
                itemKey: 'a',
                articleNumber: 'A-020L',
                productNumber: 'P-1',
                title: 'Tribo Synt 5W-30',
                url: '/de-ch/p/P-1',
                packLabel: '20 l',
                image: null,
                count: 2,
                itemRefText: 'Halle 2',
                unitPriceCents: 1000,
                totalCents: 2000,
                orderable: true,
                notOrderableReason: null,
              },
              {
                itemKey: 'b',
                articleNumber: 'B-1L',
                productNumber: 'P-2',
                title: 'Tribo Alt',
                url: null,
                packLabel: null,
                image: null,
                count: 1,
                itemRefText: '',
                unitPriceCents: null,
                totalCents: null,
                orderable: false,
                notOrderableReason: 'articleDisabled',
              },
            ],
          },
        },
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Positionen von «Nachbestellung Lager» anzeigen' }))
    const lines = await screen.findAllByTestId('saved-cart-line')
    expect(lines[0]).toHaveTextContent('Tribo Synt 5W-30')
    expect(lines[0]).toHaveTextContent('Referenztext: Halle 2')
    expect(lines[0]).toHaveTextContent('CHF 20.00')
    expect(lines[1]).toHaveTextContent('Nicht mehr erhältlich')
    expect(sent(fetchMock, 0)).toMatchObject({
      url: expect.stringContaining('/api/saved-carts/7'),
      method: 'GET',
    })
  })
})
