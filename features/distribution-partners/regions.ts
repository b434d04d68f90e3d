/** World regions of the distribution partner list. */
export const PARTNER_REGIONS = ['westernEurope', 'southernEurope', 'northernEurope', 'easternEurope', 'middleEast', 'africa', 'asia', 'americas', 'oceania'] as const
export type PartnerRegion = (typeof PARTNER_REGIONS)[number]

export const PARTNER_REGION_LABELS: Record<PartnerRegion, string> = {
  westernEurope: 'Western Europe',
  southernEurope: 'Southern Europe',
  northernEurope: 'Northern Europe',
  easternEurope: 'Eastern Europe',
  middleEast: 'Middle East',
  africa: 'Africa',
  asia: 'Asia',
  americas: 'Americas',
  oceania: 'Oceania',
}

/** ISO 3166-1 alpha-2 codes of the countries partners may be in (names come from Intl.DisplayNames). */
export const PARTNER_COUNTRIES = [
  'AE', 'AR', 'AU', 'BE', 'BR', 'CA', 'CL', 'CN', 'CZ', 'DK', 'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IN', 'IT', 'JP', 'KE', 'KR', 'LU', 'MA', 'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RO', 'RS', 'SA', 'SE', 'SG', 'SI', 'SK', 'TH', 'TR', 'US', 'VN', 'ZA',
] as const
