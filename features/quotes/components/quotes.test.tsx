import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { B2BCartView } from '@/features/carts/components/b2b-cart.client'
import type { B2BCart, CartEntry } from '@/features/carts/schemas'
import { SessionProvider, useSession } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import type { TableResults } from '@/features/table-lists/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { swissToday } from '@/lib/dates'
import { vatSummary } from '@/lib/vat'
import { renderWithIntl } from '@/tests/helpers/intl'

import { addDays } from '../rules'
import type { QuoteDetail, QuoteEntry } from '../schemas'
import { QuotesTable } from './quotes-table.client'
import { RequestQuoteDialog } from './request-quote-dialog.client'

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

const session = (over: Partial<Session> = {}) =>
  ({
    activeFeatures: [],
    urls: { b2BCartUrl: '/de-ch/warenkorb' },
    b2BCartCount: 3,
    companyRole: 'buyer',
    ...over,
  }) as unknown as Session
const Badge = () => <p data-testid="badge">{useSession((s) => s.session.b2BCartCount)}</p>

const PACKS = [
  { articleNumber: 'TRB-SYNPRO-5W30-5L', label: '5 l Kanister (TRB-SYNPRO-5W30-5L)', unitPriceCents: 4590 },
  {
    articleNumber: 'TRB-SYNPRO-5W30-20L',
    label: '20 l Kanister (TRB-SYNPRO-5W30-20L)',
    unitPriceCents: 16900,
  },
]
/** What the browser gets on the product page: the shell, the page's own and what <PageMessages> adds. */
const PRODUCT_PAGE = [
  'carts.addToCart',
  'catalog.detail',
  'quotes.request',
  'quotes.api',
  'widgets.datePicker',
]

const entry = (over: Partial<QuoteEntry> = {}): QuoteEntry => ({
  quoteNumber: 'Q261127-7KQ2M',
  requestedAt: '2026-11-20T09:30:00.000Z',
  requestedBy: 'Reto Meier',
  source: 'product',
  lineCount: 1,
  validUntil: addDays(swissToday(), 5),
  totalCents: 43000,
  state: 'answered',
  stateLabel: 'Offeriert',
  own: true,
  canAccept: true,
  canDecline: true,
  url: '/de-ch/konto/offerten?offerte=Q261127-7KQ2M',
  ...over,
})
const detail = (over: Partial<QuoteDetail> = {}): QuoteDetail => ({
  ...entry(),
  sourceLabel: 'Produktseite',
  desiredDate: null,
  remark: 'Jahresbedarf',
  answeredAt: '2026-11-21T10:00:00.000Z',
  answerText: 'Gerne offerieren wir.',
  decidedAt: null,
  orderNumber: null,
  orderUrl: null,
  lines: [
    {
      articleNumber: 'TRB-SYNPRO-5W30-20L',
      productNumber: 'TRB-SYNPRO-5W30',
      title: 'Tribo Synpro 5W-30',
      url: '/de-ch/p/TRB-SYNPRO-5W30',
      packLabel: '20 l Kanister',
      quantity: 10,
      listUnitPriceCents: 4800,
      quotedUnitPriceCents: 4300,
      listTotalCents: 48000,
      quotedTotalCents: 43000,
      savingsCents: 5000,
    },
  ],
  listTotalCents: 48000,
  savingsCents: 5000,
  pricesHidden: false,
  ...over,
})
const results = (entries: QuoteEntry[]): TableResults<QuoteEntry> => ({
  entries,
  tableFilterFields: [],
  tableSortColumns: ['quoteNumber', 'requestedAt', 'validUntil'],
  tableSortOrder: { column: null, order: null },
  datepicker: null,
  search: null,
  pagination: { limit: 20, offset: 0, page: 1, pages: 1, total: entries.length },
})
const cartEntry = (over: Partial<CartEntry> = {}): CartEntry => ({
  itemKey: 'k1',
  itemRefText: '',
  articleNumber: 'TRB-SYNPRO-5W30-20L',
  count: 10,
  product: { productNumber: 'P-1', title: 'Tribo Synpro 5W-30', url: null, image: null, packLabel: '20 l' },
  price: {
    unitPriceCents: 4300,
    totalCents: 43000,
    priceType: 'quoted',
    listUnitPriceCents: 4800,
    scalePrices: [],
    vatRate: 8.1,
    quoteNumber: 'Q261127-7KQ2M',
  },
  manualPriceCents: null,
  quote: {
    quoteNumber: 'Q261127-7KQ2M',
    applies: true,
    reason: null,
    quantity: 10,
    validUntil: '2026-12-12',
  },
  notOrderableReason: null,
  ...over,
})
const cart = (entries: CartEntry[]): B2BCart => ({
  entries,
  entriesNotOrderable: [],
  showItemRefTexts: false,
  showManualPricing: false,
  manualPricingAvailable: false,
  totalCents: 43000,
  vat: vatSummary([{ totalCents: 43000, rate: 8.1 }], false),
  priceType: 'net',
  retailerMode: false,
  count: entries.length,
  changes: [],
})

describe('asking for a quote (the product page)', () => {
  const renderDialog = (onClose = vi.fn()) =>
    renderWithIntl(
      <SessionProvider session={session()}>
        <RequestQuoteDialog
          source="product"
          productNumber="TRB-SYNPRO-5W30"
          title="Tribo Synpro 5W-30"
          packs={PACKS}
          onClose={onClose}
        />
      </SessionProvider>,
      { pageNamespaces: PRODUCT_PAGE },
    )

  it('needs a quantity for at least one pack before anything is sent', async () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Offerte anfragen' })
    fireEvent.change(within(dialog).getByLabelText('Menge 5 l Kanister (TRB-SYNPRO-5W30-5L)'), {
      target: { value: '0' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }))
    expect(
      await within(dialog).findByText('Bitte geben Sie für mindestens eine Packung eine Menge an.'),
    ).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(within(dialog).getByText('Ihr Preis heute: CHF 169.00 pro Stück')).toBeTruthy()
  })

  it('sends the packs asked for and shows the request’s number', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          data: {
            quote: entry({ state: 'requested', stateLabel: 'Angefragt', totalCents: null, validUntil: null }),
          },
        },
        201,
      ),
    )
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Offerte anfragen' })
    fireEvent.change(within(dialog).getByLabelText('Menge 20 l Kanister (TRB-SYNPRO-5W30-20L)'), {
      target: { value: '12' },
    })
    fireEvent.change(within(dialog).getByLabelText('Bemerkung (optional)'), {
      target: { value: 'Staffelpreis' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }))
    expect(
      await within(dialog).findByText(
        'Ihre Anfrage Q261127-7KQ2M ist bei uns eingegangen. Sie finden sie unter «Offerten».',
      ),
    ).toBeTruthy()
    expect(sent(fetchMock, 0)).toEqual({
      url: '/api/quotes',
      method: 'POST',
      body: {
        source: 'product',
        productNumber: 'TRB-SYNPRO-5W30',
        lines: [
          { articleNumber: 'TRB-SYNPRO-5W30-5L', quantity: 1 },
          { articleNumber: 'TRB-SYNPRO-5W30-20L', quantity: 12 },
        ],
        desiredDate: null,
        remark: 'Staffelpreis',
      },
    })
    expect(within(dialog).getByRole('link', { name: 'Zu den Offerten' }).getAttribute('href')).toBe(
      '/de-ch/konto/offerten',
    )
  })

  it('shows the server’s refusal at its field and the rest above', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          data: null,
          messages: [
            {
              type: 'error',
              message:
                'Der gewünschte Liefertermin muss ein Tag in der Zukunft sein, höchstens ein Jahr voraus.',
              meta: { fields: ['desiredDate'] },
            },
            {
              type: 'error',
              message: 'Position 1: Der Artikel TRB-SYNPRO-5W30-5L ist nicht mehr erhältlich.',
              meta: { fields: ['lines.0.articleNumber'] },
            },
          ],
        },
        400,
      ),
    )
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Offerte anfragen' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }))
    expect((await within(dialog).findByTestId('request-quote-date-error')).textContent).toMatch(/Zukunft/)
    expect(within(dialog).getByTestId('request-quote-error').textContent).toMatch(/nicht mehr erhältlich/)
  })
})

describe('the quotes page', () => {
  const renderTable = (opened: string | null, initial = results([entry()])) =>
    renderWithIntl(
      <SessionProvider session={session()}>
        <Badge />
        <QuotesTable initial={initial} opened={opened} cartUrl="/de-ch/warenkorb" />
      </SessionProvider>,
      {
        pageNamespaces: ['account.table', 'quotes', 'widgets.datePicker', 'widgets.filters', 'widgets.table'],
      },
    )

  it('opens the quote of the address and accepts it into the cart (the badge follows)', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (String(url).endsWith('/accept') && init.method === 'POST')
        return answer({
          data: {
            quote: detail({
              state: 'accepted',
              stateLabel: 'Angenommen',
              canAccept: false,
              canDecline: false,
            }),
            cart: cart([
              cartEntry(),
              cartEntry({ itemKey: 'k2' }),
              cartEntry({ itemKey: 'k3' }),
              cartEntry({ itemKey: 'k4' }),
            ]),
          },
          messages: [{ type: 'success', message: 'Die Offerte Q261127-7KQ2M ist angenommen.' }],
        })
      return answer({ data: { quote: detail() } })
    })
    renderTable('Q261127-7KQ2M')
    const dialog = await screen.findByRole('dialog', { name: 'Offerte Q261127-7KQ2M' })
    expect((await within(dialog).findByTestId('quote-line-quoted')).textContent).toBe('CHF 43.00')
    expect(within(dialog).getByTestId('quote-total').textContent).toBe('CHF 430.00')
    expect(within(dialog).getByTestId('quote-savings').textContent).toBe('CHF 50.00')
    expect(within(dialog).getByTestId('quote-answer-text').textContent).toBe('Gerne offerieren wir.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annehmen und in den Warenkorb' }))
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('4'))
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url) === '/api/quotes/Q261127-7KQ2M/accept' && (init as RequestInit).method === 'POST',
      ),
    ).toBe(true)
  })

  it('shows an expired quote without accepting it, and says since when', async () => {
    const day = addDays(swissToday(), -2)
    fetchMock.mockResolvedValue(
      answer({
        data: {
          quote: detail({ state: 'expired', stateLabel: 'Abgelaufen', validUntil: day, canAccept: false }),
        },
      }),
    )
    renderTable(
      'Q261127-7KQ2M',
      results([entry({ state: 'expired', stateLabel: 'Abgelaufen', canAccept: false })]),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Offerte Q261127-7KQ2M' })
    const [year, month, date] = day.split('-')
    expect((await within(dialog).findByTestId('quote-note')).textContent).toBe(
      `Diese Offerte ist am ${date}.${month}.${year} abgelaufen. Fragen Sie bei Bedarf eine neue an.`,
    )
    expect(within(dialog).queryByRole('button', { name: 'Annehmen und in den Warenkorb' })).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Ablehnen' })).toBeTruthy()
  })

  it('lets an administrator see a colleague’s quote without deciding it', async () => {
    fetchMock.mockResolvedValue(
      answer({
        data: {
          quote: detail({ own: false, canAccept: false, canDecline: false, requestedBy: 'Petra Einkauf' }),
        },
      }),
    )
    renderTable('Q261127-7KQ2M')
    const dialog = await screen.findByRole('dialog', { name: 'Offerte Q261127-7KQ2M' })
    expect(
      await within(dialog).findByText(
        'Petra Einkauf hat diese Offerte angefragt; nur Petra Einkauf kann sie annehmen oder ablehnen.',
      ),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Annehmen und in den Warenkorb' })).toBeNull()
  })
})

describe('quoted lines in the cart', () => {
  const renderCart = (entries: CartEntry[]) =>
    renderWithIntl(
      <SessionProvider session={session()}>
        <B2BCartView initialCart={cart(entries)} />
      </SessionProvider>,
      {
        pageNamespaces: [
          'availability',
          'carts',
          'catalog.detail',
          'quotes.request',
          'quotes.api',
          'widgets.datePicker',
        ],
      },
    )

  it('names the quote beside the price and the quantity it holds for', () => {
    renderCart([cartEntry()])
    expect(screen.getByTestId('cart-entry-quoted').textContent).toBe('Offertpreis Q261127-7KQ2M')
    expect(
      screen.getByText('Der Offertpreis gilt für 10 Stück; eine andere Menge kostet den Listenpreis.'),
    ).toBeTruthy()
  })

  it('says when a quote no longer holds and the list price applies', () => {
    renderCart([
      cartEntry({
        price: {
          ...cartEntry().price!,
          priceType: 'net',
          unitPriceCents: 4800,
          totalCents: 48000,
          quoteNumber: undefined,
        },
        quote: {
          quoteNumber: 'Q261127-7KQ2M',
          applies: false,
          reason: 'expired',
          quantity: null,
          validUntil: '2026-11-01',
        },
      }),
    ])
    expect(screen.queryByTestId('cart-entry-quoted')).toBeNull()
    expect(screen.getByTestId('cart-entry-quote-lapsed').textContent).toBe(
      'Offerte Q261127-7KQ2M ist abgelaufen: Listenpreis.',
    )
  })
})
