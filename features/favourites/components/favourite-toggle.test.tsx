import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getNotificationsStore } from '@/features/notifications/store'
import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import { FavouriteToggle } from './favourite-toggle.client'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const business = {
  user: {
    firstName: 'A',
    lastName: 'B',
    customerId: '100300',
    name: 'A B',
    type: 'customer',
    options: { showContactSelector: false },
  },
  userMenuEntries: [{ title: 'Favoriten', link: '/de-ch/konto/favoriten', hasBadge: false }],
  tenantSlug: 'tribo',
  locale: 'de-ch',
}
const privateCustomer = { ...business, userMenuEntries: [] }

type Route = (url: string, init: RequestInit) => Response | Promise<Response>
let routes: Record<string, Route>
let fetchMock: ReturnType<typeof vi.fn>

const renderToggles = (session: object = business) =>
  renderWithIntl(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <SessionProvider session={session as unknown as Session}>
        <FavouriteToggle productNumber="TRB-SYNPRO-5W30" title="Tribo Synpro 5W-30" />
        <FavouriteToggle productNumber="trb-gear-75w90" title="Tribo Gear 75W-90" />
      </SessionProvider>
    </QueryClientProvider>,
  )
const heart = (name: RegExp) => screen.getByRole('button', { name })

beforeEach(() => {
  routes = { 'GET /api/favourites': () => json(200, { data: { productNumbers: ['TRB-GEAR-75W90'] } }) }
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
  getNotificationsStore().getState().clear()
})

describe('FavouriteToggle', () => {
  it('renders nothing and asks nothing for accounts without favourites', () => {
    renderToggles(privateCustomer)
    expect(screen.queryByTestId('favourite-toggle')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reads the favourites once for all hearts on the page and shows each one’s state', async () => {
    renderToggles()
    await waitFor(() => expect(heart(/Tribo Gear/)).toHaveAttribute('aria-pressed', 'true'))
    expect(heart(/Tribo Gear/)).toHaveAccessibleName('Aus Favoriten entfernen: Tribo Gear 75W-90')
    expect(heart(/Tribo Synpro/)).toHaveAttribute('aria-pressed', 'false')
    expect(heart(/Tribo Synpro/)).toHaveAccessibleName('Zu Favoriten hinzufügen: Tribo Synpro 5W-30')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('marks a favourite at once and keeps the server’s answer', async () => {
    let release: (response: Response) => void = () => {}
    routes['POST /api/favourites'] = (_url, init) => {
      expect(JSON.parse(String(init.body))).toEqual({ productNumber: 'TRB-SYNPRO-5W30' })
      return new Promise<Response>((resolve) => (release = resolve))
    }
    renderToggles()
    await waitFor(() => expect(heart(/Tribo Synpro/)).toBeEnabled())
    await userEvent.click(heart(/Tribo Synpro/))
    // Optimistic: pressed before the server answered.
    expect(heart(/Tribo Synpro/)).toHaveAttribute('aria-pressed', 'true')
    release(json(201, { data: { productNumbers: ['TRB-SYNPRO-5W30', 'TRB-GEAR-75W90'] } }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(heart(/Tribo Synpro/)).toHaveAttribute('aria-pressed', 'true')
    expect(heart(/Tribo Gear/)).toHaveAttribute('aria-pressed', 'true')
  })

  it('changes back and shows the server’s message when removing fails', async () => {
    const notify = vi.fn()
    configureApiClient({ notify })
    let release: (response: Response) => void = () => {}
    routes['DELETE /api/favourites/TRB-GEAR-75W90'] = () =>
      new Promise<Response>((resolve) => (release = resolve))
    renderToggles()
    await waitFor(() => expect(heart(/Tribo Gear/)).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(heart(/Tribo Gear/))
    expect(heart(/Tribo Gear/)).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    release(
      json(404, {
        data: null,
        messages: [{ type: 'error', message: 'Dieses Produkt wurde nicht gefunden.' }],
      }),
    )
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith([
        { type: 'error', message: 'Dieses Produkt wurde nicht gefunden.' },
      ]),
    )
    await waitFor(() => expect(heart(/Tribo Gear/)).toHaveAttribute('aria-pressed', 'true'))
  })
})
