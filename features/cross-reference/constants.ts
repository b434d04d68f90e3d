/**
 * The cross-reference (Alternativen): competitors' products with their
 * viscosity and the specifications and approvals their makers state, so a
 * visitor finds the Tribo products that meet the same ones.
 */
export const COMPETITOR_CATEGORIES = [
  'engineOil',
  'gearOil',
  'atf',
  'hydraulicOil',
  'grease',
  'other',
] as const
export type CompetitorCategory = (typeof COMPETITOR_CATEGORIES)[number]

export const COMPETITOR_BRAND_MAX_LENGTH = 60
export const COMPETITOR_NAME_MAX_LENGTH = 120
export const COMPETITOR_SPEC_MAX_LENGTH = 60
/** The search text: 2–200 characters. */
export const CROSS_REFERENCE_QUERY_MIN_LENGTH = 2
export const CROSS_REFERENCE_QUERY_MAX_LENGTH = 200

export const CROSS_REFERENCE_PATH = '/api/cross-reference'
