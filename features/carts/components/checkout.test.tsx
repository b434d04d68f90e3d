import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'
import { vatSummary } from '@/lib/vat'

import type { B2BCartData, CheckoutAddress } from '../checkout-schemas'
import { B2BCheckout } from './checkout.client'

const push = vi.fn()
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/de-ch/warenkorb/kasse',
}))

const address = (
  partnerId: string,
  type: 'SHIP_TO' | 'BILL_TO',
  city: string,
  preferred = false,
): CheckoutAddress => ({
  partnerId,
  type,
  typeCode: type === 'SHIP_TO' ? 'CRMH02' : 'CRMH04',
  companyName: ['Garage Muster AG'],
  street: 'Industriestrasse 12',
  postalCode: '8604',
  city,
  country: 'CH',
  preferred,
})

const data = (over: Partial<B2BCartData> = {}): B2BCartData => ({
  entries: [
    {
      itemKey: 'k1',
      itemRefText: 'Halle 2',
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
      availability: {
        status: 'inStock',
        quantity: 2,
        inStock: 40,
        firstDate: '2026-11-30',
        completeDate: '2026-11-30',
      },
      notOrderableReason: null,
    },
  ],
  entriesNotOrderable: [],
  showItemRefTexts: true,
  showManualPricing: false,
  manualPricingAvailable: false,
  totalCents: 2000,
  vat: vatSummary([{ totalCents: 2000, rate: 8.1 }], false),
  priceType: 'net',
  retailerMode: false,
  count: 1,
  changes: [],
  checkoutConfig: { agbContentLink: '/api/b2bcart-data/terms' },
  shipToAddresses: [
    address('100200', 'SHIP_TO', 'Volketswil', true),
    address('100201', 'SHIP_TO', 'Winterthur'),
  ],
  billToAddresses: [address('100200', 'BILL_TO', 'Volketswil', true)],
  shipTo: '100200',
  billTo: '100200',
  purchaseOrderNumber: '',
  costCentre: '',
  remark: '',
  approval: null,
  requestedDeliveryDate: null,
  partialDelivery: true,
  delivery: {
    today: '2026-11-27',
    earliestPartial: '2026-11-30',
    earliestComplete: '2026-12-14',
    latest: '2027-11-27',
    holidays: [
      { day: '2026-12-25', holiday: 'christmas' },
      { day: '2027-01-01', holiday: 'newYear' },
    ],
  },
  ...over,
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('B2BCheckout', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    push.mockReset()
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/commit'))
        return json({
          data: {
            orderNumber: 'W261124-ABCDE',
            confirmationUrl: '/de-ch/warenkorb/bestaetigung?bestellung=W261124-ABCDE',
            count: 0,
            awaitingApproval: false,
          },
        })
      const body = JSON.parse(String(init?.body ?? '{}')) as Partial<B2BCartData>
      return json({ data: data({ ...body }) })
    })
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
  })
  afterEach(() => resetApiClient())

  const renderIt = (initial: B2BCartData) =>
    renderWithIntl(
      <SessionProvider session={{ activeFeatures: [], urls: {}, b2BCartCount: 1 } as unknown as Session}>
        <B2BCheckout
          initialData={initial}
          cartUrl="/de-ch/warenkorb"
          terms={{ title: 'AGB', content: <p>Gerichtsstand Zürich</p> }}
        />
      </SessionProvider>,
    )

  const toOverview = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }))
    })
    // The overview waits for the step's answer; under a loaded CI machine that can take more than vi.waitFor's default second.
    await vi.waitFor(
      () => expect(screen.getByRole('heading', { name: 'Bestellübersicht' })).toBeInTheDocument(),
      { timeout: 10_000 },
    )
  }

  it('sends the chosen addresses and references, then needs the terms before it submits once', async () => {
    renderIt(data())
    fireEvent.click(screen.getAllByRole('radio')[1]!)
    fireEvent.change(screen.getByLabelText('Ihre Bestellnummer (optional)'), { target: { value: 'PO-1' } })
    await toOverview()
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      shipTo: '100201',
      billTo: '100200',
      purchaseOrderNumber: 'PO-1',
      costCentre: '',
      remark: '',
      requestedDeliveryDate: null,
      partialDelivery: true,
    })
    expect(screen.getByTestId('overview-requested-date')).toHaveTextContent(
      'So bald wie möglich (frühestens am 30.11.2026)',
    )
    expect(screen.getByTestId('overview-partial-delivery')).toHaveTextContent('erlaubt')
    expect(screen.getByTestId('overview-line')).toHaveTextContent('An Lager')
    expect(screen.getByTestId('overview-ship-to')).toHaveTextContent('Winterthur')
    expect(screen.getByText('Referenztext: Halle 2')).toBeInTheDocument()

    fireEvent.click(screen.getByTestId('checkout-submit'))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByLabelText('Ich akzeptiere die'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('checkout-submit'))
      fireEvent.click(screen.getByTestId('checkout-submit'))
    })
    await vi.waitFor(
      () => expect(push).toHaveBeenCalledWith('/de-ch/warenkorb/bestaetigung?bestellung=W261124-ABCDE'),
      { timeout: 10_000 },
    )
    const commits = fetchMock.mock.calls.filter(([url]) => String(url).includes('/commit'))
    expect(commits).toHaveLength(1)
    expect(JSON.parse(String((commits[0]![1] as RequestInit).body))).toMatchObject({
      termsAccepted: true,
      submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    })
  })

  it('tells a buyer before the submit that the order goes beyond its limit and budget and will await approval', async () => {
    const approval = {
      required: true,
      reasons: ['limit' as const, 'budget' as const],
      limitCents: 100_000,
      budgetCents: 500_000,
      spentCents: 480_000,
    }
    renderIt(data({ approval }))
    fetchMock.mockImplementationOnce(async () => json({ data: data({ approval }) }))
    await toOverview()
    const notice = screen.getByTestId('approval-notice')
    expect(notice).toHaveTextContent('Diese Bestellung braucht eine Freigabe')
    expect(notice).toHaveTextContent('über Ihrem Bestelllimit von CHF 1 000.00')
    expect(notice).toHaveTextContent(
      'Monatsbudget von CHF 5 000.00 (diesen Monat bereits bestellt: CHF 4 800.00)',
    )
    expect(screen.getByTestId('checkout-submit')).toHaveTextContent('Zur Freigabe einreichen')
  })

  it('shows no approval notice to a buyer within its limits', async () => {
    const approval = { required: false, reasons: [], limitCents: 100_000, budgetCents: null, spentCents: 0 }
    renderIt(data({ approval }))
    fetchMock.mockImplementationOnce(async () => json({ data: data({ approval }) }))
    await toOverview()
    expect(screen.queryByTestId('approval-notice')).not.toBeInTheDocument()
    expect(screen.getByTestId('checkout-submit')).not.toHaveTextContent('Freigabe')
  })

  it('offers working days from the earliest day, which depends on partial delivery, and sends the chosen date', async () => {
    renderIt(data())
    const field = screen.getByTestId('delivery-date')
    expect(field).toHaveTextContent('Frühester Liefertermin: 30.11.2026')
    const date = screen.getByLabelText('Wunschliefertermin')
    fireEvent.change(date, { target: { value: '25.12.2026' } })
    fireEvent.blur(date)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Der Wunschliefertermin 25.12.2026 ist ein Feiertag (Weihnachten). Bitte wählen Sie einen Arbeitstag.',
    )
    fireEvent.change(date, { target: { value: '05.12.2026' } })
    fireEvent.blur(date)
    expect(screen.getByRole('alert')).toHaveTextContent('fällt auf ein Wochenende')
    fireEvent.change(date, { target: { value: '02.12.2026' } })
    fireEvent.blur(date)
    expect(screen.queryByRole('alert')).toBeNull()
    // Everything at once: not before the line that comes last.
    fireEvent.click(screen.getByLabelText('Teillieferung erlaubt'))
    expect(field).toHaveTextContent('Frühester Liefertermin: 14.12.2026')
    expect(screen.getByTestId('delivery-date-problem')).toHaveTextContent(
      'Der Wunschliefertermin 02.12.2026 ist zu früh: Die Lieferung ist frühestens am 14.12.2026 möglich.',
    )
    expect(screen.getByRole('button', { name: 'Weiter zur Übersicht' })).toBeDisabled()
    fireEvent.change(date, { target: { value: '14.12.2026' } })
    fireEvent.blur(date)
    expect(screen.queryByTestId('delivery-date-problem')).toBeNull()
    await toOverview()
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toMatchObject({
      requestedDeliveryDate: '2026-12-14',
      partialDelivery: false,
    })
    expect(screen.getByTestId('overview-requested-date')).toHaveTextContent('14.12.2026')
    expect(screen.getByTestId('overview-partial-delivery')).toHaveTextContent('nicht erlaubt')
  })

  it('says when no date can be promised (a line on request) and offers none', () => {
    renderIt(data({ partialDelivery: false, delivery: { ...data().delivery, earliestComplete: null } }))
    expect(screen.getByTestId('no-delivery-date')).toHaveTextContent(
      'Ohne Teillieferung ist kein Wunschliefertermin möglich',
    )
    expect(screen.queryByLabelText('Wunschliefertermin')).toBeNull()
    fireEvent.click(screen.getByLabelText('Teillieferung erlaubt'))
    expect(screen.getByLabelText('Wunschliefertermin')).toBeInTheDocument()
  })

  it('blocks the submit when the stored date is no longer possible, says why and leads back', async () => {
    const chosen = { requestedDeliveryDate: '2026-12-14', partialDelivery: false }
    renderIt(data(chosen))
    expect(screen.queryByTestId('delivery-date-problem')).toBeNull()
    // Meanwhile the restock moved: the server answers the stored date with today's options.
    const moved = data({ ...chosen, delivery: { ...data().delivery, earliestComplete: '2026-12-21' } })
    fetchMock.mockImplementationOnce(async () => json({ data: moved }))
    await toOverview()
    expect(screen.getByTestId('overview-delivery-problem')).toHaveTextContent(
      'Der Wunschliefertermin 14.12.2026 ist zu früh: Die Lieferung ist frühestens am 21.12.2026 möglich.',
    )
    fireEvent.click(screen.getByLabelText('Ich akzeptiere die'))
    expect(screen.getByTestId('checkout-submit')).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Termin ändern' }))
    expect(screen.getByTestId('delivery-date-problem')).toHaveTextContent('frühestens am 21.12.2026')
    expect(screen.getByRole('button', { name: 'Weiter zur Übersicht' })).toBeDisabled()
  })

  it('shows the terms in a dialog', async () => {
    renderIt(data())
    await toOverview()
    fireEvent.click(screen.getByRole('button', { name: 'Allgemeinen Geschäftsbedingungen' }))
    expect(screen.getByRole('dialog')).toHaveTextContent('Gerichtsstand Zürich')
  })

  it('blocks the submit in retailer mode with the message to leave customer mode', async () => {
    renderIt(data({ retailerMode: true }))
    expect(screen.getByTestId('checkout-retailer-notice')).toHaveTextContent(
      'Bitte verlassen Sie den Kundenmodus, um die Bestellung abzuschliessen.',
    )
    fetchMock.mockImplementationOnce(async () => json({ data: data({ retailerMode: true }) }))
    await toOverview()
    expect(screen.getByTestId('checkout-submit')).toBeDisabled()
  })

  it('says so when the customer has no address of a type, and cannot go on', () => {
    renderIt(data({ billToAddresses: [], billTo: null }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Für Ihr Unternehmen ist keine Rechnungsadresse hinterlegt.',
    )
    expect(screen.getByRole('button', { name: 'Weiter zur Übersicht' })).toBeDisabled()
  })
})
