import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { api, ApiHttpError } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import { pageMessageNamespaces } from '@/lib/i18n/client-namespaces'

import { NOTICE_COOKIE } from '../notice'
import type { Recommendation, VehicleType } from '../types'
import { EMPTY_STATE, type OilFinderState } from '../url'
import { OilFinder } from './oil-finder.client'

const CATEGORIES = {
  categories: [
    { id: 1, key: 'car' as const, name: 'Personenwagen', makeCount: 2 },
    { id: 2, key: 'motorcycle' as const, name: 'Motorräder', makeCount: 1 },
  ],
}
const TYPE: VehicleType = {
  id: 30,
  name: 'Golf VIII 2.0 TDI',
  engine: '2.0 TDI',
  powerKw: 110,
  powerHp: 150,
  yearFrom: 2020,
  yearTo: null,
  fuel: 'diesel',
  engineCode: 'DTTA',
  typeApprovalNumber: '1VB496',
}
const RECOMMENDATION: Recommendation = {
  vehicle: {
    type: TYPE,
    model: { id: 20, name: 'Golf VIII', yearFrom: 2020, yearTo: null },
    make: { id: 10, name: 'VW' },
    category: { id: 1, key: 'car', name: 'Personenwagen' },
  },
  components: [
    {
      key: 'engine',
      name: 'Motor',
      capacityLitres: 4.5,
      interval: '30 000 km / 2 Jahre',
      conditions: null,
      products: [
        {
          productNumber: 'TRB-5W30',
          name: 'Tribo Synpro 5W-30',
          subtitle: null,
          url: '/de-ch/p/TRB-5W30',
          image: null,
          viscosity: '5W-30',
          safetyDataSheetUrl: '/sds.pdf',
          pack: { articleNumber: 'TRB-5W30-005L', packSize: 5, unit: 'L', priceCents: 4590, currency: 'CHF' },
        },
      ],
    },
  ],
  disclaimerId: 1,
}

function answer(path: string) {
  if (path.endsWith('getAllMakeImages'))
    return {
      makes: [
        { id: 10, name: 'VW', image: null, popular: true },
        { id: 11, name: 'Škoda', image: null, popular: false },
      ],
    }
  if (path.endsWith('getModelList'))
    return { models: [{ id: 20, name: 'Golf VIII', yearFrom: 2020, yearTo: null, typeCount: 1 }] }
  if (path.endsWith('getTypeList'))
    return {
      types: [TYPE],
      model: RECOMMENDATION.vehicle.model,
      make: RECOMMENDATION.vehicle.make,
      category: RECOMMENDATION.vehicle.category,
    }
  if (path.endsWith('recommendation')) return { recommendation: RECOMMENDATION }
  if (path.endsWith('search')) return { results: [] }
  throw new Error(`unexpected call ${path}`)
}

/** The texts the finder's page hands to the browser (its withPageMessages list). */
const FINDER_PAGE_NAMESPACES = pageMessageNamespaces(
  readFileSync('app/(site)/[locale]/oel-finder/page.tsx', 'utf8'),
)

type RenderOptions = { noticeAccepted?: boolean; cartUrl?: string; pageNamespaces?: readonly string[] }

function renderFinder(
  state: OilFinderState = EMPTY_STATE,
  shopUser = false,
  { noticeAccepted, cartUrl, pageNamespaces }: RenderOptions = {},
) {
  const session = {
    activeFeatures: [],
    urls: cartUrl ? { b2BCartUrl: cartUrl } : {},
    isActiveEcommerceShopUser: shopUser,
  } as unknown as Session
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <SessionProvider session={session}>
        <OilFinder
          path="/de-ch/oel-finder"
          lang="de"
          initialState={state}
          categories={CATEGORIES}
          quickAccess={[
            {
              typeId: 30,
              label: 'VW Golf VIII 2.0 TDI',
              make: 'VW',
              model: 'Golf VIII',
              category: CATEGORIES.categories[0]!,
            },
          ]}
          disclaimer={{ id: 1, title: 'Haftungsausschluss', text: 'Erster Absatz.\n\nZweiter Absatz.' }}
          noticeAccepted={noticeAccepted}
        />
      </SessionProvider>
    </QueryClientProvider>,
    { pageNamespaces },
  )
}

/** Accepts the notice as an earlier Continue in this browser session would have (the session cookie). */
const acceptedBefore = () => {
  document.cookie = `${NOTICE_COOKIE}=1; Path=/`
}

let get: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  document.cookie = `${NOTICE_COOKIE}=; Path=/; Max-Age=0`
  window.sessionStorage.clear()
  window.localStorage.clear()
  window.history.replaceState(null, '', '/de-ch/oel-finder')
  get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => answer(path) as never)
})
afterEach(() => vi.restoreAllMocks())

describe('oil finder', () => {
  it('walks make → model → engine → notice → recommendation, writing each step to the address', async () => {
    const user = userEvent.setup()
    // The server sends no pack to visitors.
    const forVisitors = {
      ...RECOMMENDATION,
      components: RECOMMENDATION.components.map((c) => ({
        ...c,
        products: c.products.map((p) => ({ ...p, pack: null })),
      })),
    }
    get.mockImplementation(async (path: string) =>
      path.endsWith('recommendation') ? ({ recommendation: forVisitors } as never) : (answer(path) as never),
    )
    renderFinder()
    expect(screen.getByRole('button', { name: 'Personenwagen' })).toHaveAttribute('aria-pressed', 'true')
    await user.click((await screen.findAllByRole('button', { name: 'VW' }))[0]!)
    expect(window.location.search).toBe('?cat=1&make=10')
    await user.click(await screen.findByRole('button', { name: /Golf VIII/ }))
    expect(window.location.search).toBe('?cat=1&make=10&model=20')
    await user.click(await screen.findByRole('button', { name: /Auswählen.*Golf VIII 2.0 TDI/ }))
    expect(window.location.search).toBe('?cat=1&make=10&model=20&type=30')
    expect(await screen.findByText('Zweiter Absatz.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Weiter zur Empfehlung' }))
    expect(window.location.search).toBe('?cat=1&make=10&model=20&type=30&view=recommendation')
    expect(await screen.findByRole('heading', { name: 'Motor' })).toBeInTheDocument()
    expect(screen.getByTestId('oil-finder-capacity')).toHaveTextContent('4.5 l')
    expect(screen.getByText('30 000 km / 2 Jahre')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Sicherheitsdatenblatt/ })).toHaveAttribute('target', '_blank')
    expect(screen.queryByTestId('oil-finder-pack')).not.toBeInTheDocument()
    expect(document.body.textContent).not.toContain('CHF')
    // The vehicle is remembered in this browser.
    expect(JSON.parse(window.localStorage.getItem('tribo.oilFinder.recent')!)).toEqual([
      { typeId: 30, label: 'VW Golf VIII 2.0 TDI', category: 'Personenwagen' },
    ])
  })

  it('shows a shared recommendation address only after the notice, then that recommendation; accepted, every tab goes there at once', async () => {
    const user = userEvent.setup()
    const state = { ...EMPTY_STATE, typeId: 30, showRecommendation: true }
    window.history.replaceState(null, '', '/de-ch/oel-finder?type=30&view=recommendation')
    const { unmount } = renderFinder(state)
    expect(screen.getByTestId('oil-finder-step-heading')).toHaveTextContent('Bitte beachten Sie')
    await user.click(screen.getByRole('button', { name: 'Weiter zur Empfehlung' }))
    expect(await screen.findByTestId('oil-finder-recommendation')).toHaveTextContent('Golf VIII')
    expect(window.location.search).toBe('?cat=1&make=10&model=20&type=30&view=recommendation')
    // Accepted for the browser session: a cookie (every tab sees it, and the server reads it), not this tab's sessionStorage.
    expect(document.cookie).toContain(`${NOTICE_COOKIE}=1`)
    unmount()
    renderFinder(state)
    expect(screen.getByTestId('oil-finder-step-heading')).toHaveTextContent(
      'Unsere Empfehlung für Ihr Fahrzeug',
    )
    expect(screen.queryByTestId('oil-finder-continue')).not.toBeInTheDocument()
  })

  it('starts on the recommendation when the server read the accepted notice from the request', async () => {
    acceptedBefore()
    renderFinder({ ...EMPTY_STATE, typeId: 30, showRecommendation: true }, false, { noticeAccepted: true })
    expect(screen.getByTestId('oil-finder')).toHaveAttribute('data-step', 'recommendation')
    expect(await screen.findByTestId('oil-finder-recommendation')).toBeInTheDocument()
    // The notice step itself (an address without view=recommendation) still shows the notice.
    const { container } = renderFinder({ ...EMPTY_STATE, typeId: 30 }, false, { noticeAccepted: true })
    expect(container.querySelector('[data-testid="oil-finder"]')).toHaveAttribute('data-step', 'notice')
  })

  it('gives the recommended pack’s add-to-cart button its text with only the texts the page sends to the browser', async () => {
    acceptedBefore()
    renderFinder({ ...EMPTY_STATE, typeId: 30, showRecommendation: true }, true, {
      cartUrl: '/de-ch/warenkorb',
      pageNamespaces: FINDER_PAGE_NAMESPACES,
    })
    const button = await screen.findByTestId('add-to-cart')
    expect(button).toHaveTextContent('In den Warenkorb')
    expect(button).toHaveAccessibleName(/^In den Warenkorb ?: Tribo Synpro 5W-30$/)
    expect(screen.getByTestId('add-to-shopping-list')).toHaveAccessibleName(
      /^Auf die Merkliste ?: Tribo Synpro 5W-30$/,
    )
  })

  it('shows shop users the pack covering the fill with its price', async () => {
    acceptedBefore()
    renderFinder({ ...EMPTY_STATE, typeId: 30, showRecommendation: true }, true)
    const pack = await screen.findByTestId('oil-finder-pack')
    expect(pack).toHaveTextContent('1 × 5 l (Art.-Nr. TRB-5W30-005L)')
    expect(pack).toHaveTextContent('CHF 45.90 pro Gebinde')
  })

  it('empties the model list when its call fails', async () => {
    get.mockImplementation(async (path: string) => {
      if (path.endsWith('getModelList')) throw new ApiHttpError(500, [])
      return answer(path) as never
    })
    renderFinder({ ...EMPTY_STATE, categoryId: 1, makeId: 10 })
    expect(await screen.findByTestId('oil-finder-no-models')).toBeInTheDocument()
    expect(screen.queryByTestId('oil-finder-model')).not.toBeInTheDocument()
  })

  it('answers a malformed and an unknown licence plate next to the field, and opens a found one', async () => {
    const user = userEvent.setup()
    renderFinder()
    const input = screen.getByLabelText('Kontrollschild')
    const submit = screen.getByTestId('oil-finder-plate-submit')
    await user.click(submit)
    expect(screen.getByTestId('oil-finder-plate-message')).toHaveTextContent(
      'Bitte geben Sie ein Kontrollschild ein.',
    )
    get.mockImplementation(async (path: string) => {
      if (path.endsWith('getLicensePlate2TypeID')) throw new ApiHttpError(400, [])
      return answer(path) as never
    })
    await user.type(input, 'XY 1')
    await user.click(submit)
    expect(
      await screen.findByText('Das ist kein gültiges Schweizer Kontrollschild. Beispiel: ZH 123456.'),
    ).toBeInTheDocument()
    get.mockImplementation(async (path: string) => {
      if (path.endsWith('getLicensePlate2TypeID')) throw new ApiHttpError(404, [])
      return answer(path) as never
    })
    await user.clear(input)
    await user.type(input, 'ZH 999999')
    await user.click(submit)
    expect(
      await screen.findByText('Zum Kontrollschild «ZH 999999» ist kein Fahrzeug hinterlegt.'),
    ).toBeInTheDocument()
    get.mockImplementation(async (path: string) =>
      path.endsWith('getLicensePlate2TypeID')
        ? ({ typeId: 30, vehicle: RECOMMENDATION.vehicle } as never)
        : (answer(path) as never),
    )
    await user.click(submit)
    await waitFor(() => expect(window.location.search).toBe('?type=30'))
    expect(screen.getByTestId('oil-finder-step-heading')).toHaveTextContent('Bitte beachten Sie')
  })

  it('searches vehicles only from two characters, after the pause', async () => {
    const user = userEvent.setup()
    renderFinder()
    await user.type(screen.getByLabelText('Fahrzeugname oder Typengenehmigung'), 'G')
    expect(screen.getByText('Bitte geben Sie mindestens 2 Zeichen ein.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Fahrzeugname oder Typengenehmigung'), 'o')
    await waitFor(
      () =>
        expect(get).toHaveBeenCalledWith(
          '/api/oilfinder/search',
          expect.objectContaining({ query: expect.objectContaining({ search: 'Go', lang: 'de' }) }),
        ),
      { timeout: 2000 },
    )
    expect(await screen.findByText('Kein Fahrzeug gefunden für «Go».')).toBeInTheDocument()
  })
})
