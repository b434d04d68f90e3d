import { act, fireEvent, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { renderWithIntl } from '@/tests/helpers/intl'

import { searchDealers } from '../search'
import { dealerEntryId } from '../list-entry'
import type { Dealer } from '../types'
import { DealerMap, highlightListEntry } from './dealer-map.client'

// The maps library as far as the finder uses it: the map renders its children, markers are buttons.
const loader = vi.hoisted(() => ({ state: { isLoaded: true, loadError: undefined as Error | undefined } }))
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader.state,
  GoogleMap: ({ children }: { children: ReactNode }) => <div data-testid="google-map">{children}</div>,
  MarkerClustererF: ({ children }: { children: (clusterer: object) => ReactNode }) => <>{children({})}</>,
  MarkerF: ({ title, onClick, icon }: { title: string; onClick?: () => void; icon: { url: string } }) => (
    <button type="button" data-testid="marker" data-icon={icon.url} onClick={onClick}>
      {title}
    </button>
  ),
  InfoWindowF: ({ children }: { children: ReactNode }) => <div data-testid="info-window">{children}</div>,
}))
// The lazy chunk is the same component.
vi.mock('@/features/map/components/location-map.lazy.client', async () => ({
  LazyLocationMap: (await import('@/features/map/components/location-map.client')).LocationMap,
}))

beforeAll(() => {
  class Size {
    constructor(
      public width: number,
      public height: number,
    ) {}
  }
  vi.stubGlobal('google', {
    maps: { Size, Point: Size, LatLngBounds: class {}, Marker: { MAX_ZINDEX: 1000 } },
  })
})
afterEach(() => {
  loader.state = { isLoaded: true, loadError: undefined }
})

const dealer = (
  id: number,
  name: string,
  city: string,
  postalCode: string,
  lat: number,
  lng: number,
  topDealer = false,
): Dealer => ({
  id,
  name,
  partnerTypes: ['ZBM004'],
  topDealer,
  street: 'Hauptstrasse 1',
  postalCode,
  city,
  country: 'CH',
  lat,
  lng,
  phone: null,
  email: null,
  website: null,
  assortment: [],
  openingHours: null,
})
const DEALERS = [
  dealer(1, 'Garage Keller AG', 'Winterthur', '8400', 47.5, 8.72, true),
  dealer(2, 'Auto Zürich AG', 'Zürich', '8004', 47.38, 8.53),
  dealer(3, 'Motos Favre SA', 'Lausanne', '1003', 46.52, 6.63),
]
const query = (q: string) => ({ q, types: [], radius: 50, limit: 1, offset: 0 }) as never

/** The finder's map beside a server-rendered list of the page's entries, as the dealer page renders them. */
function renderFinder(mapsKey: string | null, q = '8400') {
  const result = searchDealers(DEALERS, query(q), [])
  return renderWithIntl(
    <SessionProvider session={{ mapsKey } as unknown as Session}>
      <DealerMap
        locations={result.locations}
        origin={result.origin ? { ...result.origin, title: 'Gesuchter Ort: 8400 Winterthur' } : null}
        label="Karte der Händler"
      />
      <ol data-testid="dealer-list">
        {result.entries.map((entry) => (
          <li key={entry.id} id={dealerEntryId(entry.id)} tabIndex={-1}>
            {entry.name}
          </li>
        ))}
      </ol>
    </SessionProvider>,
  )
}

describe('dealer finder map', () => {
  it('shows a marker per result (every page) and one for the searched place', async () => {
    renderFinder('key-123')
    const map = await screen.findByRole('region', { name: 'Karte der Händler' })
    const markers = screen.getAllByTestId('marker')
    // Within 50 km of 8400 Winterthur: Keller (Winterthur) and Auto Zürich; the list shows one per page.
    expect(markers.map((m) => m.textContent)).toEqual([
      'Garage Keller AG',
      'Auto Zürich AG',
      'Gesuchter Ort: 8400 Winterthur',
    ])
    expect(markers.map((m) => m.dataset.icon)).toEqual([
      '/map/topDealer.svg',
      '/map/dealer.svg',
      '/map/origin.svg',
    ])
    expect(map).toContainElement(markers[0]!)
    expect(screen.getByTestId('dealer-list').children).toHaveLength(1)
  })

  it('has no origin marker without a place', async () => {
    renderFinder('key-123', '')
    await screen.findByRole('region', { name: 'Karte der Händler' })
    expect(screen.getAllByTestId('marker').map((m) => m.textContent)).toEqual([
      'Garage Keller AG',
      'Auto Zürich AG',
      'Motos Favre SA',
    ])
  })

  it('a clicked marker highlights its list entry and moves the focus there; one on another page opens its info window only', async () => {
    renderFinder('key-123')
    const [keller, zurich] = await screen.findAllByTestId('marker')
    const entry = screen.getByText('Garage Keller AG', { selector: 'li' })
    expect(entry).not.toHaveAttribute('data-highlighted')
    act(() => fireEvent.click(keller!))
    expect(entry).toHaveAttribute('data-highlighted', 'true')
    expect(entry).toHaveFocus()
    expect(screen.getByTestId('info-window')).toHaveTextContent('Garage Keller AG')
    // Auto Zürich is on page 2: no entry here, nothing breaks, the highlight stays where it was.
    act(() => fireEvent.click(zurich!))
    expect(screen.getByTestId('info-window')).toHaveTextContent('Auto Zürich AG')
    expect(entry).toHaveAttribute('data-highlighted', 'true')
  })

  it('moves the highlight from one entry to the next', () => {
    document.body.innerHTML =
      '<ol><li id="dealer-1" tabindex="-1">A</li><li id="dealer-2" tabindex="-1">B</li></ol>'
    expect(highlightListEntry('dealer-1')).toBe(true)
    expect(highlightListEntry('dealer-2')).toBe(true)
    expect(document.getElementById('dealer-1')).not.toHaveAttribute('data-highlighted')
    expect(document.getElementById('dealer-2')).toHaveAttribute('data-highlighted', 'true')
    expect(highlightListEntry('dealer-9')).toBe(false)
  })

  it('without a maps key shows no map and no second list: the page’s list is the finder', async () => {
    renderFinder(null)
    expect(screen.queryByRole('region', { name: 'Karte der Händler' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('marker')).not.toBeInTheDocument()
    expect(screen.queryByTestId('location-list')).not.toBeInTheDocument()
    expect(screen.getByTestId('dealer-list')).toHaveTextContent('Garage Keller AG')
  })

  it('when the maps script cannot be loaded says so in one line and keeps the list', async () => {
    loader.state = { isLoaded: false, loadError: new Error('maps.googleapis.com unreachable') }
    renderFinder('key-123')
    expect(await screen.findByText('Die Karte kann nicht geladen werden.')).toBeInTheDocument()
    expect(screen.queryByTestId('marker')).not.toBeInTheDocument()
    expect(screen.getByTestId('dealer-list')).toHaveTextContent('Garage Keller AG')
  })
})
