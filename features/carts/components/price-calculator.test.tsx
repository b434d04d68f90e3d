import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import { PRICE_DEBOUNCE_MS, PriceCalculator } from './price-calculator.client'

const scales = [
  { minQuantity: 1, unitPriceCents: 35860 },
  { minQuantity: 10, unitPriceCents: 34065 },
]
const info = (articleNumber: string, quantity: number) => {
  const unit = quantity >= 10 ? 34065 : 35860
  return {
    articleNumber,
    quantity,
    unitPriceCents: unit,
    totalCents: unit * quantity,
    currency: 'CHF',
    priceType: 'net',
    scalePrices: scales,
    orderable: true,
  }
}

describe('PriceCalculator', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/api/b2bcart')) {
        const body = JSON.parse(String(init?.body)) as { entries: { articleNumber: string; count: number }[] }
        const cart = {
          entries: [],
          entriesNotOrderable: [],
          showItemRefTexts: false,
          showManualPricing: false,
          manualPricingAvailable: false,
          totalCents: 0,
          priceType: 'net',
          retailerMode: false,
          count: body.entries.length + 2,
        }
        return new Response(JSON.stringify({ data: cart }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }
      const params = new URL(url, 'http://localhost').searchParams
      return new Response(
        JSON.stringify({
          data: { priceInfo: info(params.get('articleNumber')!, Number(params.get('quantity'))) },
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

  const session = (shopUser: boolean) =>
    ({
      activeFeatures: [],
      urls: { b2BCartUrl: '/de-ch/warenkorb' },
      isActiveEcommerceShopUser: shopUser,
      b2BCartCount: 2,
    }) as unknown as Session
  const renderIt = (shopUser = true) =>
    renderWithIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider session={session(shopUser)}>
          <PriceCalculator
            options={[
              { articleNumber: 'A-020L', label: '20 l' },
              { articleNumber: 'A-060L', label: '60 l' },
            ]}
            initial={info('A-020L', 1) as never}
            title="Tribo Synt 5W-30"
          />
        </SessionProvider>
      </QueryClientProvider>,
    )

  it('shows the server’s first price without a request, then fetches once after typing stops; scale prices apply by quantity', async () => {
    renderIt()
    expect(screen.getByTestId('unit-price')).toHaveTextContent('CHF 358.60')
    expect(fetchMock).not.toHaveBeenCalled()
    const input = screen.getByLabelText('Menge')
    fireEvent.change(input, { target: { value: '1' } })
    fireEvent.change(input, { target: { value: '12' } })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRICE_DEBOUNCE_MS + 50)
    })
    await vi.waitFor(() => expect(screen.getByTestId('total-price')).toHaveTextContent('CHF 4 087.80'))
    expect(screen.getByTestId('unit-price')).toHaveTextContent('CHF 340.65')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]![0])).toContain('quantity=12')
  })

  it('asks for the chosen pack size', async () => {
    renderIt()
    fireEvent.change(screen.getByRole('combobox', { name: 'Gebinde' }), { target: { value: 'A-060L' } })
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(String(fetchMock.mock.calls[0]![0])).toContain('articleNumber=A-060L')
  })

  it('puts the chosen pack and quantity into the cart', async () => {
    renderIt()
    fireEvent.change(screen.getByRole('combobox', { name: 'Gebinde' }), { target: { value: 'A-060L' } })
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '3' } })
    fireEvent.click(screen.getByTestId('add-to-cart'))
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/b2bcart'))).toBe(true),
    )
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/b2bcart'))!
    expect((init as RequestInit).method).toBe('POST')
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      action: 'add',
      entries: [{ articleNumber: 'A-060L', count: 3 }],
    })
  })

  it('offers no cart to users who are not shop users', () => {
    renderIt(false)
    expect(screen.queryByTestId('add-to-cart')).toBeNull()
  })
})
