import type { MapLocation } from '@/features/map/constants'

import type { DealerCountry, DealerTypeFilter, PartnerType } from './partner-types'

export type Dealer = {
  id: number
  name: string
  partnerTypes: PartnerType[]
  topDealer: boolean
  street: string
  postalCode: string
  city: string
  country: DealerCountry
  lat: number
  lng: number
  phone: string | null
  email: string | null
  website: string | null
  assortment: number[]
  openingHours: string | null
}

export type DealerEntry = Dealer & {
  /** The finder's type labels: the partner types and, for top dealers, topDealer. */
  types: DealerTypeFilter[]
  /** Kilometres from the searched place, one decimal; null without a place. */
  distanceKm: number | null
}

export type DealerPagination = { currentPage: number; itemsPerPage: number; totalAmount: number }

export type DealerSearchResult = {
  entries: DealerEntry[]
  /** Every match (not just this page) for the map. */
  locations: MapLocation[]
  /** The place the term was read as; results are then ordered by distance. */
  place: { name: string; postalCode: string; country: DealerCountry } | null
  /** True when the visitor's own position was the origin. */
  nearMe: boolean
  /** Where distances are measured from (the place or the visitor's position), for the map's search marker; null without one. */
  origin: { lat: number; lng: number } | null
  pagination: DealerPagination
  filters: {
    countries: DealerCountry[]
    assortments: { value: string; label: string }[]
    types: DealerTypeFilter[]
  }
}
