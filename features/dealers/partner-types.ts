/** The ERP's partner types: dealer, distributor, service point, online dealer. */
export const PARTNER_TYPES = ['ZBM004', 'ZBM005', 'ZBM019', 'ZBM018'] as const
export type PartnerType = (typeof PARTNER_TYPES)[number]

/** Message keys (dealers.types.*) and CMS labels of the partner types. */
export const PARTNER_TYPE_KEYS: Record<
  PartnerType,
  'dealer' | 'distributor' | 'servicePoint' | 'onlineDealer'
> = {
  ZBM004: 'dealer',
  ZBM005: 'distributor',
  ZBM019: 'servicePoint',
  ZBM018: 'onlineDealer',
}
export const PARTNER_TYPE_LABELS: Record<PartnerType, string> = {
  ZBM004: 'Dealer (ZBM004)',
  ZBM005: 'Distributor (ZBM005)',
  ZBM019: 'Service point (ZBM019)',
  ZBM018: 'Online dealer (ZBM018)',
}

/** The countries the dealer finder covers. */
export const DEALER_COUNTRIES = ['CH', 'DE', 'AT'] as const
export type DealerCountry = (typeof DEALER_COUNTRIES)[number]

/** The type filter of the finder: the partner types plus top dealers. */
export const DEALER_TYPE_FILTERS = [
  'dealer',
  'distributor',
  'servicePoint',
  'onlineDealer',
  'topDealer',
] as const
export type DealerTypeFilter = (typeof DEALER_TYPE_FILTERS)[number]
