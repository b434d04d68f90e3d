/** The map's defaults and limits. */
export const MAP_DEFAULT_ZOOM = 12
/** The default centre: the geographic centre of Switzerland (Älggi-Alp). */
export const MAP_DEFAULT_CENTER = { lat: 46.8011, lng: 8.2266 } as const
export const MAP_MIN_ZOOM = 2
export const MAP_LAT_BOUNDS = { south: -80, north: 80 } as const
/** Markers closer than this many pixels form a cluster… */
export const MAP_CLUSTER_RADIUS = 120
/** …up to this zoom; beyond it every marker stands alone. */
export const MAP_CLUSTER_MAX_ZOOM = 12
/** Clusters of more markers than this get the larger icon. */
export const MAP_LARGE_CLUSTER_ABOVE = 20
export const MAP_INFO_WINDOW_WIDTH = 300
/** A map with a single marker centres it at this zoom. */
export const MAP_SINGLE_MARKER_ZOOM = 15

/** Marker icons an editor can choose (files in public/map/). */
export const MAP_ICONS = [
  'default',
  'headquarters',
  'plant',
  'warehouse',
  'office',
  'dealer',
  'topDealer',
] as const
export type MapIcon = (typeof MAP_ICONS)[number]

/** A place on the map: position, title, optional text and icon. */
export type MapLocation = {
  id: string
  lat: number
  lng: number
  title: string
  text?: string | null
  icon?: MapIcon | null
}

/** The marker of the searched place or the visitor's position (not clustered, drawn above the others). */
export const MAP_ORIGIN_ICON_URL = '/map/origin.svg'

/** The point a search measured distances from, shown with its own marker. */
export type MapOrigin = { lat: number; lng: number; title: string }

/** The marker picture of an icon name (unknown names fall back to the default marker). */
export const mapIconUrl = (icon: string | null | undefined) =>
  `/map/${MAP_ICONS.includes(icon as MapIcon) ? icon : 'default'}.svg`

/** The cluster icon: 1 (small) up to MAP_LARGE_CLUSTER_ABOVE markers, 2 (large) above. */
export function clusterIconIndex(count: number): 1 | 2 {
  return count > MAP_LARGE_CLUSTER_ABOVE ? 2 : 1
}

/** True for coordinates a map can show (latitude within ±80°, MAP_LAT_BOUNDS). */
export function isPlottable(location: { lat: unknown; lng: unknown }): boolean {
  const { lat, lng } = location
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= MAP_LAT_BOUNDS.south &&
    lat <= MAP_LAT_BOUNDS.north &&
    lng >= -180 &&
    lng <= 180
  )
}
