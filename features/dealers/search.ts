import type { MapLocation } from '@/features/map/constants'

import { dealerEntryId } from './list-entry'
import {
  DEALER_COUNTRIES,
  DEALER_TYPE_FILTERS,
  PARTNER_TYPE_KEYS,
  type DealerTypeFilter,
} from './partner-types'
import { distanceKm, findPlace, foldPlaceName } from './places'
import type { DealerQuery } from './schemas'
import type { Dealer, DealerEntry, DealerSearchResult } from './types'

/** The finder's labels of a dealer: its partner types and, for top dealers, topDealer. */
export function typesOf(dealer: Pick<Dealer, 'partnerTypes' | 'topDealer'>): DealerTypeFilter[] {
  const types = new Set<DealerTypeFilter>(dealer.partnerTypes.map((type) => PARTNER_TYPE_KEYS[type]))
  if (dealer.topDealer) types.add('topDealer')
  return DEALER_TYPE_FILTERS.filter((type) => types.has(type))
}

/** The map's view of a dealer: a map location with title, text and icon. */
export function dealerLocation(dealer: Dealer): MapLocation {
  const lines = [dealer.street, `${dealer.postalCode} ${dealer.city}`, dealer.phone].filter(Boolean)
  return {
    id: dealerEntryId(dealer.id),
    lat: dealer.lat,
    lng: dealer.lng,
    title: dealer.name,
    text: lines.join('\n'),
    icon: dealer.topDealer ? 'topDealer' : 'dealer',
  }
}

/**
 * The dealer finder: a term is read as a place (postal code or
 * town) when it names one, and results are then ordered by distance from
 * it; otherwise it matches dealer names and towns. Country, assortment and
 * type narrow the list; the visitor's own position (lat/lng) also orders by
 * distance. With an origin, only dealers within the radius count. Without
 * one, top dealers come first, then by name.
 */
export function searchDealers(
  dealers: Dealer[],
  query: DealerQuery,
  assortments: { value: string; label: string }[],
): DealerSearchResult {
  const term = query.q ?? ''
  const place = term ? findPlace(term, query.country) : null
  const origin = query.lat != null && query.lng != null ? { lat: query.lat, lng: query.lng } : place
  const folded = !place && term ? foldPlaceName(term) : ''

  const matches: DealerEntry[] = dealers
    .filter((dealer) => !query.country || dealer.country === query.country)
    .filter((dealer) => query.assortment == null || dealer.assortment.includes(query.assortment))
    .map((dealer) => ({
      ...dealer,
      types: typesOf(dealer),
      distanceKm: origin ? Math.round(distanceKm(origin, dealer) * 10) / 10 : null,
    }))
    .filter((dealer) => dealer.distanceKm == null || dealer.distanceKm <= query.radius)
    .filter((dealer) => !query.types.length || query.types.some((type) => dealer.types.includes(type)))
    .filter(
      (dealer) =>
        !folded ||
        foldPlaceName(`${dealer.name} ${dealer.city}`).includes(folded) ||
        dealer.postalCode.startsWith(term),
    )

  matches.sort((a, b) =>
    origin
      ? a.distanceKm! - b.distanceKm! || a.name.localeCompare(b.name, 'de')
      : Number(b.topDealer) - Number(a.topDealer) || a.name.localeCompare(b.name, 'de'),
  )

  return {
    entries: matches.slice(query.offset, query.offset + query.limit),
    locations: matches.map(dealerLocation),
    place: place ? { name: place.name, postalCode: place.postalCode, country: place.country } : null,
    nearMe: query.lat != null,
    origin: origin ? { lat: origin.lat, lng: origin.lng } : null,
    pagination: {
      currentPage: Math.floor(query.offset / query.limit) + 1,
      itemsPerPage: query.limit,
      totalAmount: matches.length,
    },
    filters: { countries: [...DEALER_COUNTRIES], assortments, types: [...DEALER_TYPE_FILTERS] },
  }
}
