'use client'

import { GoogleMap, InfoWindowF, MarkerClustererF, MarkerF, useJsApiLoader } from '@react-google-maps/api'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { useSession } from '@/features/session/components/session-provider.client'
import { languageOf } from '@/lib/i18n/locales'

import {
  clusterIconIndex,
  isPlottable,
  MAP_CLUSTER_MAX_ZOOM,
  MAP_CLUSTER_RADIUS,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_INFO_WINDOW_WIDTH,
  MAP_LAT_BOUNDS,
  MAP_MIN_ZOOM,
  MAP_ORIGIN_ICON_URL,
  MAP_SINGLE_MARKER_ZOOM,
  mapIconUrl,
  type MapLocation,
  type MapOrigin,
} from '../constants'
import { LocationList } from './location-list'
import styles from './location-map.module.css'

/** How long the maps script may take before the list shows instead. */
const LOAD_TIMEOUT_MS = 10_000

const CLUSTER_STYLES = [
  { url: '/map/cluster.svg', width: 44, height: 44, textColor: '#ffffff', textSize: 13 },
  { url: '/map/cluster-large.svg', width: 60, height: 60, textColor: '#ffffff', textSize: 15 },
]

const MAP_OPTIONS: google.maps.MapOptions = {
  minZoom: MAP_MIN_ZOOM,
  restriction: {
    latLngBounds: { north: MAP_LAT_BOUNDS.north, south: MAP_LAT_BOUNDS.south, west: -180, east: 180 },
    strictBounds: false,
  },
  mapTypeControl: false,
  streetViewControl: false,
  clickableIcons: false,
}

type Props = {
  locations: MapLocation[]
  /** Names the map region and the list for assistive technology. */
  label: string
  /** false: when no map can be shown, show nothing (the page lists the locations itself). */
  listFallback?: boolean
  /** The searched place or the visitor's position: its own marker, framed with the locations. */
  origin?: MapOrigin | null
  /** Called when a location's marker is clicked (e.g. to point at the page's own list entry). */
  onSelect?: (location: MapLocation) => void
}

/** Centres a single location at MAP_SINGLE_MARKER_ZOOM, fits several, and shows the default centre without any. */
export function frameLocations(
  map: Pick<google.maps.Map, 'setCenter' | 'setZoom' | 'fitBounds'>,
  locations: MapLocation[],
  bounds: () => google.maps.LatLngBounds,
) {
  if (locations.length === 0) {
    map.setCenter(MAP_DEFAULT_CENTER)
    map.setZoom(MAP_DEFAULT_ZOOM)
  } else if (locations.length === 1) {
    map.setCenter({ lat: locations[0]!.lat, lng: locations[0]!.lng })
    map.setZoom(MAP_SINGLE_MARKER_ZOOM)
  } else {
    const box = bounds()
    for (const location of locations) box.extend({ lat: location.lat, lng: location.lng })
    map.fitBounds(box, 48)
  }
}

/**
 * Map of locations: markers clustered within
 * 120 px up to zoom 12, a larger cluster icon above 20 markers, an info
 * window 300 px wide, and an optional marker of the search's origin. Without
 * the tenant's maps key, or when the maps script does not load, the
 * locations show as a list instead.
 */
export function LocationMap({ locations, label, listFallback = true, origin = null, onSelect }: Props) {
  const mapsKey = useSession((state) => state.session.mapsKey)
  const plottable = useMemo(() => locations.filter(isPlottable), [locations])
  const shownOrigin = origin && isPlottable(origin) ? origin : null
  if (!mapsKey) return listFallback ? <Unavailable locations={plottable} label={label} /> : null
  return (
    <GoogleLocationMap
      mapsKey={mapsKey}
      locations={plottable}
      label={label}
      listFallback={listFallback}
      origin={shownOrigin}
      onSelect={onSelect}
    />
  )
}

function Unavailable({ locations, label }: { locations: MapLocation[]; label: string }) {
  const t = useTranslations('locations.map')
  return (
    <div className={styles.fallback} data-testid="map-fallback">
      <p className={styles.fallbackNote}>{t('unavailable')}</p>
      <LocationList locations={locations} label={label} />
    </div>
  )
}

declare global {
  interface Window {
    /** Google calls this when the key is refused. */
    gm_authFailure?: () => void
  }
}

function GoogleLocationMap({
  mapsKey,
  locations,
  label,
  listFallback,
  origin,
  onSelect,
}: Required<Omit<Props, 'onSelect'>> & Pick<Props, 'onSelect'> & { mapsKey: string }) {
  const t = useTranslations('locations.map')
  const locale = useLocale()
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps',
    googleMapsApiKey: mapsKey,
    language: languageOf(locale),
    region: 'CH',
  })
  const [failed, setFailed] = useState(false)
  const [active, setActive] = useState<MapLocation | null>(null)
  const mapRef = useRef<google.maps.Map | null>(null)

  useEffect(() => {
    window.gm_authFailure = () => setFailed(true)
    if (isLoaded) return
    const timer = window.setTimeout(() => setFailed(true), LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [isLoaded])

  // The origin is framed with the locations, so the visitor sees where the distances start.
  const framed = useMemo(
    () =>
      origin
        ? [...locations, { id: 'origin', lat: origin.lat, lng: origin.lng, title: origin.title }]
        : locations,
    [locations, origin],
  )
  const frame = useCallback(
    (map: google.maps.Map) => frameLocations(map, framed, () => new google.maps.LatLngBounds()),
    [framed],
  )
  useEffect(() => {
    if (mapRef.current) frame(mapRef.current)
  }, [frame])
  // A new set of locations (another search) closes an info window whose marker is gone.
  const shown = active && locations.some((location) => location.id === active.id) ? active : null

  const calculator = useCallback(
    (markers: unknown[]) => ({
      text: String(markers.length),
      index: clusterIconIndex(markers.length),
      title: t('cluster', { count: markers.length }),
    }),
    [t],
  )

  if (loadError || failed)
    return listFallback ? (
      <Unavailable locations={locations} label={label} />
    ) : (
      <p className={styles.fallbackNote}>{t('unavailableNote')}</p>
    )
  if (!isLoaded) return <div className={styles.map} aria-busy="true" aria-label={label} role="region" />

  return (
    <div role="region" aria-label={label} className={styles.map} data-testid="location-map">
      <GoogleMap
        mapContainerClassName={styles.canvas}
        center={MAP_DEFAULT_CENTER}
        zoom={MAP_DEFAULT_ZOOM}
        options={MAP_OPTIONS}
        onLoad={(map) => {
          mapRef.current = map
          frame(map)
        }}
        onUnmount={() => {
          mapRef.current = null
        }}
      >
        <MarkerClustererF
          options={{
            gridSize: MAP_CLUSTER_RADIUS,
            maxZoom: MAP_CLUSTER_MAX_ZOOM,
            styles: CLUSTER_STYLES,
            calculator,
          }}
        >
          {(clusterer) => (
            <>
              {locations.map((location) => (
                <MarkerF
                  key={location.id}
                  position={{ lat: location.lat, lng: location.lng }}
                  title={location.title}
                  icon={{ url: mapIconUrl(location.icon), scaledSize: new google.maps.Size(32, 40) }}
                  clusterer={clusterer}
                  onClick={() => {
                    setActive(location)
                    onSelect?.(location)
                  }}
                />
              ))}
            </>
          )}
        </MarkerClustererF>
        {origin ? (
          <MarkerF
            position={{ lat: origin.lat, lng: origin.lng }}
            title={origin.title}
            icon={{
              url: MAP_ORIGIN_ICON_URL,
              scaledSize: new google.maps.Size(28, 28),
              anchor: new google.maps.Point(14, 14),
            }}
            zIndex={google.maps.Marker.MAX_ZINDEX + 1}
            clickable={false}
          />
        ) : null}
        {shown ? (
          <InfoWindowF
            position={{ lat: shown.lat, lng: shown.lng }}
            options={{ maxWidth: MAP_INFO_WINDOW_WIDTH, pixelOffset: new google.maps.Size(0, -40) }}
            onCloseClick={() => setActive(null)}
          >
            <div className={styles.info}>
              <h3 className={styles.listTitle}>{shown.title}</h3>
              {shown.text ? <p className={styles.listText}>{shown.text}</p> : null}
            </div>
          </InfoWindowF>
        ) : null}
      </GoogleMap>
    </div>
  )
}
