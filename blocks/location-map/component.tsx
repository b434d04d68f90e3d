import { getTranslations } from 'next-intl/server'

import type { LocationMapBlock as Data } from '@/cms/payload-types'
import { isPlottable, type MapIcon, type MapLocation } from '@/features/map/constants'
import { LazyLocationMap } from '@/features/map/components/location-map.lazy.client'

import { BlockSection } from '../section'

/** The editor's rows as map locations; rows without usable coordinates are left out. */
export function blockLocations(block: Pick<Data, 'locations' | 'id'>): MapLocation[] {
  return (block.locations ?? [])
    .map((row, index) => ({
      id: row.id ?? `${block.id ?? 'map'}-${index}`,
      lat: row.lat,
      lng: row.lng,
      title: row.title,
      text: row.text ?? null,
      icon: (row.icon ?? 'default') as MapIcon,
    }))
    .filter((location) => !!location.title && isPlottable(location))
}

/** The map of locations as a content block. */
export async function LocationMapBlock({ block }: { block: Data }) {
  const t = await getTranslations('locations.map')
  const locations = blockLocations(block)
  if (!locations.length) return null
  return (
    <BlockSection type="locationMap" width={block.width} title={block.title} id={block.id}>
      <LazyLocationMap locations={locations} label={block.title || t('label')} />
    </BlockSection>
  )
}
