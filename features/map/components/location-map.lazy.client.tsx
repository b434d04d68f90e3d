'use client'

import dynamic from 'next/dynamic'

/**
 * The map block's map, in its own chunk: the Google Maps loader (about 40 KB compressed)
 * downloads only on pages that show a map, not on every page of the content route.
 */
export const LazyLocationMap = dynamic(() => import('./location-map.client').then((m) => m.LocationMap))
