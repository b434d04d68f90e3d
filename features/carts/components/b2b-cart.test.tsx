import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider, useSession } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'
import { vatSummary } from '@/lib/vat'

import type { B2BCart, CartEntry } from '../schemas'
import { PRICE_DEBOUNCE_MS } from '@/features/catalog/constants'

import { B2BCartView, parseFrancs } from './b2b-cart.client'

const entry = (over: Partial<CartEntry> = {}): CartEntry => ({
  itemKey: 'k1',
  itemRefText: '',
  articleNumber: 'A-020L',
  count: 2,
  product: {
    productNumber: 'P-1',
    title: 'Tribo Synt 5W-30',
    url: '/de-ch/p/P-1',
    image: null,
    packLabel: '20 l',
  },
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
const cart = (over: Partial<B2BCart> = {}): B2BCart => {
  const totalCents = over.totalCents ?? 2000
  return {
    entries: [entry()],
    entriesNotOrderable: [],
    showItemRefTexts: false,
    showManualPricing: false,
    manualPricingAvailable: false,
    totalCents,
    vat: vatSummary([{ totalCents, rate: 8.1 }], false),
    priceType: 'net',
    retailerMode: false,
    count: 1,
    changes: [],
    ...over,
  }
}

describe('B2BCartView', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { count?: number }
      const count = body.count ?? 2
      return new Response(
        JSON.stringify({
          data: cart({
            entries: [
              entry({
                count,
                price: {
                  unitPriceCents: 1000,
                  totalCents: 1000 * count,
                  priceType: 'net',
                  listUnitPriceCents: null,
                  scalePrices: [],
                  vatRate: 8.1,
                },
              }),
            ],
            totalCents: 1000 * count,
          }),
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      )
    })
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
  })
  afterEach(() => {
    resetApiClient()
    vi.useRealTimers()
  })
  /** The header's cart badge, as another island of the page reads it. */
  const Badge = () => <p data-testid="badge">{useSession((s) => s.session.b2BCartCount)}</p>
  const renderIt = (initial: B2BCart) =>
    renderWithIntl(
      <SessionProvider session={{ activeFeatures: [], urls: {}, b2BCartCount: 1 } as unknown as Session}>
        <Badge />
        <B2BCartView initialCart={initial} />
      </SessionProvider>,
    )

  it('re-prices once, after typing stops', async () => {
    renderIt(cart())
    expect(screen.getByTestId('cart-total-net')).toHaveTextContent('CHF 20.00')
    expect(screen.getByTestId('cart-total-vat')).toHaveTextContent('CHF 1.62')
    expect(screen.getByTestId('cart-total-gross')).toHaveTextContent('CHF 21.62')
    const input = screen.getByLabelText('Menge von Tribo Synt 5W-30')
    fireEvent.change(input, { target: { value: '3' } })
    fireEvent.change(input, { target: { value: '4' } })
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_DEBOUNCE_MS + 50)
    })
    await vi.waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('CHF 40.00'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      action: 'update',
      itemKey: 'k1',
      count: 4,
    })
  })

  it('a change replaces the cart and the badge takes its count; a refused change leaves both as they were', async () => {
    renderIt(cart())
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          data: cart({ entries: [entry(), entry({ itemKey: 'k2', articleNumber: 'B-1L' })], count: 2 }),
        }),
        { status: 200 },
      ),
    )
    fireEvent.click(screen.getByRole('checkbox', { name: 'Referenztexte pro Position' }))
    await vi.waitFor(() => expect(screen.getAllByTestId('cart-entry')).toHaveLength(2))
    expect(screen.getByTestId('badge')).toHaveTextContent('2')
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ messages: [{ type: 'error', message: 'Nicht möglich' }] }), {
        status: 409,
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Warenkorb leeren' }))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10)
    })
    expect(screen.getAllByTestId('cart-entry')).toHaveLength(2)
    expect(screen.getByTestId('badge')).toHaveTextContent('2')
  })

  it('quick order: the good lines go into the cart and its badge, the bad line stays in the field with its message', async () => {
    renderIt(cart())
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          data: cart({ entries: [entry(), entry({ itemKey: 'k2', articleNumber: 'B-1L' })], count: 2 }),
          messages: [
            { type: 'success', message: '1 Artikel im Warenkorb.' },
            { type: 'error', message: 'Zeile 2: unbekannt', meta: { fields: ['line.2'] } },
          ],
        }),
        { status: 200 },
      ),
    )
    const field = screen.getByTestId('quick-order').querySelector('textarea')!
    fireEvent.change(field, { target: { value: 'B-1L; 1\nNOPE; 2' } })
    fireEvent.submit(field.closest('form')!)
    await vi.waitFor(() =>
      expect(screen.getByTestId('quick-order-success')).toHaveTextContent('1 Artikel im Warenkorb.'),
    )
    expect(screen.getByTestId('quick-order-errors')).toHaveTextContent('Zeile 2: unbekannt')
    expect(field).toHaveValue('NOPE; 2')
    await vi.waitFor(() => expect(screen.getAllByTestId('cart-entry')).toHaveLength(2))
    expect(screen.getByTestId('badge')).toHaveTextContent('2')
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      text: 'B-1L; 1\nNOPE; 2',
    })
  })

  it('refuses a # in a reference text on the spot and sends nothing', async () => {
    renderIt(cart({ showItemRefTexts: true }))
    const input = screen.getByLabelText('Referenztext')
    fireEvent.change(input, { target: { value: 'Lager #3' } })
    expect(screen.getByRole('alert')).toHaveTextContent('Der Referenztext darf kein #-Zeichen enthalten.')
    fireEvent.blur(input)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('lists lines that cannot be ordered apart, with the reason, and shows the retailer-mode notice', () => {
    renderIt(
      cart({
        retailerMode: true,
        priceType: 'retail',
        vat: vatSummary([{ totalCents: 2000, rate: 8.1 }], true),
        entriesNotOrderable: [
          entry({ itemKey: 'k2', articleNumber: 'B-1L', price: null, notOrderableReason: 'articleDisabled' }),
        ],
      }),
    )
    expect(screen.getByTestId('retailer-notice')).toHaveTextContent('Verlassen Sie den Kundenmodus')
    expect(screen.getByRole('heading', { name: 'Nicht bestellbare Positionen' })).toBeInTheDocument()
    expect(screen.getByText('Dieser Artikel ist nicht mehr erhältlich.')).toBeInTheDocument()
    // Retail prices include VAT: the total is the gross amount, with the VAT it contains.
    expect(screen.getByText('Total inkl. MWST')).toBeInTheDocument()
    expect(screen.getByText('darin enthaltene MWST 8.1 %')).toBeInTheDocument()
    expect(screen.queryByTestId('cart-total-net')).toBeNull()
  })

  it('shows each line’s availability and when the cart can come, partly and complete', () => {
    renderIt(
      cart({
        entries: [
          entry({
            availability: {
              status: 'inStock',
              quantity: 2,
              inStock: 240,
              firstDate: '2026-11-30',
              completeDate: '2026-11-30',
            },
          }),
          entry({
            itemKey: 'k2',
            articleNumber: 'A-060L',
            count: 20,
            availability: {
              status: 'partial',
              quantity: 20,
              inStock: 12,
              firstDate: '2026-11-30',
              completeDate: '2026-12-14',
            },
          }),
          entry({
            itemKey: 'k3',
            articleNumber: 'A-208L',
            availability: {
              status: 'restock',
              quantity: 2,
              inStock: 0,
              firstDate: '2026-12-07',
              completeDate: '2026-12-07',
            },
          }),
          entry({
            itemKey: 'k4',
            articleNumber: 'A-001L',
            availability: {
              status: 'onRequest',
              quantity: 1,
              inStock: 0,
              firstDate: null,
              completeDate: null,
            },
          }),
        ],
      }),
    )
    const rows = screen.getAllByTestId('cart-entry')
    expect(rows[0]).toHaveTextContent('An LagerLieferung ab 30.11.2026')
    expect(rows[1]).toHaveTextContent(
      'Teilweise an Lager (12 von 20)12 Stk. ab 30.11.2026, Rest ab 14.12.2026',
    )
    expect(rows[2]).toHaveTextContent('Lieferbar ab 07.12.2026')
    expect(rows[3]).toHaveTextContent('Lieferdatum auf Anfrage')
    const estimate = screen.getByTestId('delivery-estimate')
    // One line on request: no complete date can be named.
    expect(estimate).not.toHaveTextContent('Komplette Lieferung')
    expect(estimate).toHaveTextContent('Erste Teillieferung frühestens am 30.11.2026')
    expect(estimate).toHaveTextContent('Für einzelne Artikel ist das Lieferdatum auf Anfrage')
  })

  it('names the complete delivery when every line has a date, and shows nothing where the server sent no availability', () => {
    const { unmount } = renderIt(
      cart({
        entries: [
          entry({
            availability: {
              status: 'restock',
              quantity: 2,
              inStock: 0,
              firstDate: '2026-12-07',
              completeDate: '2026-12-07',
            },
          }),
        ],
      }),
    )
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(
      'Komplette Lieferung frühestens am 07.12.2026',
    )
    expect(screen.getByTestId('delivery-estimate')).not.toHaveTextContent('Teillieferung')
    unmount()
    renderIt(cart({ entries: [entry({ availability: null })] }))
    expect(screen.queryByTestId('availability')).toBeNull()
    expect(screen.queryByTestId('delivery-estimate')).toBeNull()
  })

  it('shows the empty state', () => {
    renderIt(cart({ entries: [], count: 0, totalCents: 0 }))
    expect(screen.getByTestId('cart-empty')).toHaveTextContent('Ihr Warenkorb ist leer.')
  })
})

describe('parseFrancs', () => {
  it('reads francs with a point or a comma as cents and refuses the rest', () => {
    expect(parseFrancs('12.5')).toBe(1250)
    expect(parseFrancs('12,05')).toBe(1205)
    expect(parseFrancs("1'234.50")).toBe(123450)
    expect(parseFrancs('0')).toBeNull()
    expect(parseFrancs('abc')).toBeNull()
    expect(parseFrancs('100000')).toBeNull()
    expect(parseFrancs('1.234')).toBeNull()
  })
})
