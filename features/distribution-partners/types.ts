import type { PartnerRegion } from './regions'
import type { PartnerFilterName } from './schemas'

export type DistributionPartner = {
  id: number
  name: string
  country: string
  province: string | null
  region: PartnerRegion
  street: string | null
  postalCode: string | null
  city: string
  phone: string | null
  email: string | null
  website: string | null
  productLines: { id: number; title: string }[]
}

export type PartnerFilter = {
  name: PartnerFilterName
  options: { value: string; label: string; count: number; selected: boolean }[]
}

export type PartnerList = {
  entries: DistributionPartner[]
  filters: PartnerFilter[]
  pagination: { currentPage: number; itemsPerPage: number; totalAmount: number }
}
