'use client'

import { useCallback } from 'react'

import { LazyLocationMap } from '@/features/map/components/location-map.lazy.client'
import type { MapLocation, MapOrigin } from '@/features/map/constants'

/** The attribute that marks the list entry of the marker clicked last (styled in dealers.module.css). */
export const HIGHLIGHT_ATTRIBUTE = 'data-highlighted'

/**
 * Points at the list entry of a clicked marker: marks it (only it), scrolls it
 * into view and moves the focus there, so keyboard and screen reader users
 * land on the same dealer. Dealers on other pages of the list have no entry
 * here; their marker's info window is all they get.
 */
export function highlightListEntry(id: string, root: Document = document): boolean {
  const entry = root.getElementById(id)
  if (!entry) return false
  for (const other of root.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}]`))
    if (other !== entry) other.removeAttribute(HIGHLIGHT_ATTRIBUTE)
  entry.setAttribute(HIGHLIGHT_ATTRIBUTE, 'true')
  entry.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' })
  entry.focus({ preventScroll: true })
  return true
}

type Props = { locations: MapLocation[]; origin: MapOrigin | null; label: string }

/**
 * The dealer finder's map: the map block's component with a marker per
 * result and one for the searched place, configured from the tenant's maps
 * key like the block. Without a key, or when the maps script cannot be
 * loaded, the page's own list is the finder (no second list here).
 */
export function DealerMap({ locations, origin, label }: Props) {
  const select = useCallback((location: MapLocation) => {
    highlightListEntry(location.id)
  }, [])
  return (
    <LazyLocationMap
      locations={locations}
      origin={origin}
      label={label}
      listFallback={false}
      onSelect={select}
    />
  )
}
