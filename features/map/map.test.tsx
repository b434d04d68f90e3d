import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { renderWithIntl } from '@/tests/helpers/intl'

import { LocationMap, frameLocations } from './components/location-map.client'
import {
  clusterIconIndex,
  isPlottable,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_SINGLE_MARKER_ZOOM,
  mapIconUrl,
  type MapLocation,
} from './constants'

const loader = vi.hoisted(() => ({ state: { isLoaded: false, loadError: undefined as Error | undefined } }))
vi.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader.state,
  GoogleMap: () => null,
  MarkerClustererF: () => null,
  MarkerF: () => null,
  InfoWindowF: () => null,
}))

const locations: MapLocation[] = [
  {
    id: 'hq',
    lat: 47.5,
    lng: 8.72,
    title: 'Hauptsitz Winterthur',
    text: 'Industriestrasse 12\n8400 Winterthur',
    icon: 'headquarters',
  },
  { id: 'lu', lat: 46.01, lng: 8.96, title: 'Büro Lugano', text: null, icon: 'office' },
]

const withKey = (mapsKey: string | null) => ({ mapsKey }) as unknown as Session

describe('map constants', () => {
  it('uses the larger cluster icon above 20 markers', () => {
    expect(clusterIconIndex(2)).toBe(1)
    expect(clusterIconIndex(20)).toBe(1)
    expect(clusterIconIndex(21)).toBe(2)
  })

  it('plots only latitudes from -80 to 80 and known icons', () => {
    expect(isPlottable({ lat: 80, lng: 180 })).toBe(true)
    expect(isPlottable({ lat: 80.1, lng: 0 })).toBe(false)
    expect(isPlottable({ lat: -81, lng: 0 })).toBe(false)
    expect(isPlottable({ lat: Number.NaN, lng: 0 })).toBe(false)
    expect(mapIconUrl('plant')).toBe('/map/plant.svg')
    expect(mapIconUrl('<script>')).toBe('/map/default.svg')
  })

  it('centres one marker at zoom 15, fits several, and shows Switzerland at zoom 12 without any', () => {
    const map = { setCenter: vi.fn(), setZoom: vi.fn(), fitBounds: vi.fn() }
    const extend = vi.fn()
    frameLocations(map, [locations[0]!], () => ({ extend }) as never)
    expect(map.setCenter).toHaveBeenLastCalledWith({ lat: 47.5, lng: 8.72 })
    expect(map.setZoom).toHaveBeenLastCalledWith(MAP_SINGLE_MARKER_ZOOM)
    frameLocations(map, locations, () => ({ extend }) as never)
    expect(extend).toHaveBeenCalledTimes(2)
    expect(map.fitBounds).toHaveBeenCalledTimes(1)
    frameLocations(map, [], () => ({ extend }) as never)
    expect(map.setCenter).toHaveBeenLastCalledWith(MAP_DEFAULT_CENTER)
    expect(map.setZoom).toHaveBeenLastCalledWith(MAP_DEFAULT_ZOOM)
  })
})

describe('LocationMap fallback', () => {
  it('lists the locations when the tenant has no maps key', () => {
    renderWithIntl(
      <SessionProvider session={withKey(null)}>
        <LocationMap locations={locations} label="Unsere Standorte" />
      </SessionProvider>,
    )
    const list = screen.getByRole('list', { name: 'Unsere Standorte' })
    expect(list).toHaveTextContent('Hauptsitz Winterthur')
    expect(list).toHaveTextContent('Büro Lugano')
    expect(screen.getAllByRole('link', { name: /Route planen/ })[0]).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.5,8.72',
    )
  })

  it('lists the locations when the maps script fails to load', () => {
    loader.state = { isLoaded: false, loadError: new Error('script blocked') }
    renderWithIntl(
      <SessionProvider session={withKey('key-123')}>
        <LocationMap locations={locations} label="Unsere Standorte" />
      </SessionProvider>,
    )
    expect(
      screen.getByText('Die Karte kann nicht geladen werden. Hier sind alle Standorte als Liste.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Unsere Standorte' }).children).toHaveLength(2)
  })

  it('shows the map region once the script is loaded', () => {
    loader.state = { isLoaded: true, loadError: undefined }
    renderWithIntl(
      <SessionProvider session={withKey('key-123')}>
        <LocationMap locations={locations} label="Unsere Standorte" />
      </SessionProvider>,
    )
    expect(screen.getByRole('region', { name: 'Unsere Standorte' })).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('shows only a note when the page lists the locations itself', () => {
    loader.state = { isLoaded: false, loadError: new Error('offline') }
    renderWithIntl(
      <SessionProvider session={withKey('key-123')}>
        <LocationMap locations={locations} label="Händler" listFallback={false} />
      </SessionProvider>,
    )
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
    expect(screen.getByText('Die Karte kann nicht geladen werden.')).toBeInTheDocument()
  })
})
