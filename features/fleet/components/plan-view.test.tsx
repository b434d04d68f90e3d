import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { vatSummary } from '@/lib/vat'
import { renderWithIntl, serverHtmlWithIntl } from '@/tests/helpers/intl'

import type { FleetPlan } from '../plan-schemas'
import { PlanView } from './plan-view.client'

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const PLAN: FleetPlan = {
  from: '2027-01-01',
  to: '2027-03-31',
  today: '2026-11-27',
  period: 'nextQuarter',
  filters: { site: '', costCentre: '', kind: '' },
  sites: ['Depot Chur'],
  costCentres: [],
  entryCount: 3,
  products: [
    {
      productId: 7,
      productNumber: 'TRB-HYD-46',
      title: 'Tribo Hydraulic 46',
      url: '/de-ch/p/TRB-HYD-46',
      litres: 75,
      serviceCount: 3,
      services: [1, 2, 3].map((month) => ({
        entryId: 1,
        entryName: 'Presse 1',
        licensePlate: null,
        componentId: 'a',
        component: 'hydraulicSystem' as const,
        componentLabel: 'Hydrauliksystem',
        date: `2027-0${month}-15`,
        basis: 'months' as const,
        basisLabel: 'nach Datum',
        overdue: false,
        litres: 25,
      })),
      proposal: {
        lines: [
          {
            articleNumber: 'TRB-HYD-46-020',
            packLabel: '20 l',
            quantity: 3,
            litres: 60,
            unitPriceCents: 10_000,
            totalCents: 30_000,
            contract: true,
          },
          {
            articleNumber: 'TRB-HYD-46-005',
            packLabel: '5 l',
            quantity: 3,
            litres: 15,
            unitPriceCents: 4500,
            totalCents: 13_500,
            contract: false,
          },
        ],
        litres: 75,
        leftoverLitres: 0,
        totalCents: 43_500,
      },
    },
  ],
  unplannable: [
    {
      entryId: 2,
      entryName: 'Kompressor',
      licensePlate: null,
      componentId: 'b',
      component: 'compressorOil',
      componentLabel: 'Verdichter',
      productInUseText: 'Fremdöl 46',
      reason: 'noProduct',
      reasonLabel: 'Kein Tribo-Produkt hinterlegt',
    },
  ],
  litres: 75,
  serviceCount: 3,
  totalCents: 43_500,
  priceType: 'net',
  canOrder: true,
  canList: true,
  retailerMode: false,
}

const CART = {
  entries: [],
  entriesNotOrderable: [],
  showItemRefTexts: false,
  showManualPricing: false,
  manualPricingAvailable: false,
  totalCents: 43_500,
  vat: vatSummary([{ totalCents: 43_500, rate: 8.1 }], false),
  priceType: 'net',
  retailerMode: false,
  count: 2,
  changes: [],
}

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    String(url).includes('/api/fleet/plan/cart')
      ? answer({
          data: {
            added: [
              { articleNumber: 'TRB-HYD-46-020', title: 'Tribo Hydraulic 46 – 20 l', quantity: 3 },
              { articleNumber: 'TRB-HYD-46-005', title: 'Tribo Hydraulic 46 – 5 l', quantity: 3 },
            ],
            cart: CART,
          },
          messages: [{ type: 'success', message: '2 Positionen des Ölplans in den Warenkorb gelegt.' }],
        })
      : answer({
          data: { plan: { ...PLAN, from: '2026-11-27', to: '2026-12-26', period: 'next30', products: [] } },
        }),
  )
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
})
afterEach(() => resetApiClient())

const render = (plan: FleetPlan = PLAN) =>
  renderWithIntl(<PlanView initial={plan} fleetUrl="/de-ch/konto/fuhrpark" cartUrl="/de-ch/warenkorb" />, {
    pageNamespaces: ['fleetPlan', 'fleet', 'shoppingLists'],
  })

describe('the oil plan', () => {
  it('shows per product the need, the packs as people read them, the contract price and the services behind a toggle', () => {
    render()
    const row = screen.getByTestId('plan-product')
    expect(within(row).getByRole('link', { name: 'Tribo Hydraulic 46' })).toHaveAttribute(
      'href',
      '/de-ch/p/TRB-HYD-46',
    )
    expect(within(row).getByTestId('plan-litres')).toHaveTextContent('75 l')
    expect(within(row).getByTestId('plan-packs')).toHaveTextContent('3 × 20 l + 3 × 5 l')
    expect(within(row).getByTestId('plan-packs')).toHaveTextContent('Vertragspreis')
    expect(within(row).getByTestId('plan-price')).toHaveTextContent('435.00')
    expect(screen.queryByTestId('plan-services')).toBeNull()
    const toggle = within(row).getByRole('button', { name: '3 Services anzeigen' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const services = screen.getByTestId('plan-services')
    expect(within(services).getAllByRole('row')).toHaveLength(4)
    expect(services).toHaveTextContent('15.01.2027')
    expect(screen.getByTestId('plan-unplannable')).toHaveTextContent('Kein Tribo-Produkt hinterlegt')
    expect(screen.getByTestId('plan-unplannable')).toHaveTextContent('In Gebrauch: Fremdöl 46')
    expect(screen.getByTestId('plan-total')).toHaveTextContent('3 Services, 75 l')
    // The unit once (the message once added its own "l" to the formatted quantity).
    expect(within(screen.getByTestId('plan-total')).getByText(/^3 Services, 75\sl$/)).toBeInTheDocument()
    expect(screen.getByTestId('plan-csv')).toHaveAttribute(
      'href',
      '/api/fleet/plan/export?from=2027-01-01&to=2027-03-31',
    )
  })

  it('reads the plan of another period and puts the plan into the cart with the period only', async () => {
    render()
    fireEvent.change(screen.getByTestId('plan-period'), { target: { value: 'next30' } })
    await vi.waitFor(() => expect(screen.getByTestId('plan-empty')).toBeInTheDocument(), { timeout: 10_000 })
    const [url] = fetchMock.mock.calls[0]! as [string]
    expect(String(url)).toContain('/api/fleet/plan?from=2026-11-27&to=2026-12-26')
    expect(screen.getByTestId('plan-range')).toHaveTextContent('27.11.2026 – 26.12.2026')
  })

  it('takes a period and a site chosen before the page was hydrated (React keeps the choice but fires no change)', async () => {
    const ui = <PlanView initial={PLAN} fleetUrl="/de-ch/konto/fuhrpark" cartUrl="/de-ch/warenkorb" />
    const options = { pageNamespaces: ['fleetPlan', 'fleet', 'shoppingLists'] }
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = serverHtmlWithIntl(ui, options)
    // The visitor chooses in the server's HTML, before the island runs.
    const period = container.querySelector<HTMLSelectElement>('[data-testid="plan-period"]')!
    period.value = 'next30'
    const siteSelect = [...container.querySelectorAll<HTMLSelectElement>('select')].find((select) =>
      [...select.options].some((option) => option.value === 'Depot Chur'),
    )!
    siteSelect.value = 'Depot Chur'
    renderWithIntl(ui, { ...options, container, hydrate: true })
    await vi.waitFor(
      () => expect(screen.getByTestId('plan-range')).toHaveTextContent('27.11.2026 – 26.12.2026'),
      {
        timeout: 10_000,
      },
    )
    const [url] = fetchMock.mock.calls.at(-1)! as [string]
    expect(String(url)).toContain('/api/fleet/plan?from=2026-11-27&to=2026-12-26&site=Depot+Chur')
    expect(screen.getByTestId('plan-period')).toHaveValue('next30')
    expect(screen.getByLabelText('Standort')).toHaveValue('Depot Chur')
  })

  it('sends the period and filters to the cart, never quantities, and then links to the cart', async () => {
    render()
    fireEvent.click(screen.getByTestId('plan-to-cart'))
    await vi.waitFor(() => expect(screen.getByTestId('plan-go-cart')).toBeInTheDocument(), {
      timeout: 10_000,
    })
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit]
    expect(String(url)).toMatch(/\/api\/fleet\/plan\/cart$/)
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ from: '2027-01-01', to: '2027-03-31', filters: {} })
    expect(screen.getByTestId('plan-go-cart')).toHaveAttribute('href', '/de-ch/warenkorb')
  })

  it('tells a viewer and retailer mode why they cannot order', () => {
    const { unmount } = render({ ...PLAN, canOrder: false })
    expect(screen.queryByTestId('plan-to-cart')).toBeNull()
    expect(screen.getByTestId('plan-no-order')).toHaveTextContent(
      'Als Betrachter können Sie nicht bestellen.',
    )
    unmount()
    render({ ...PLAN, canOrder: false, canList: false, retailerMode: true, priceType: 'retail' })
    expect(screen.getByTestId('plan-no-order')).toHaveTextContent(
      'Im Kundenmodus kann nicht bestellt werden.',
    )
    expect(screen.queryByTestId('plan-to-list')).toBeNull()
    expect(screen.getByTestId('plan-total')).toHaveTextContent('Empfohlene Verkaufspreise inkl. MWST')
  })
})
