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

/** At most 12 Tribo products per answer, and 8 other competitor products to choose from. */
export const CROSS_REFERENCE_RESULT_LIMIT = 12
export const CROSS_REFERENCE_CHOICES_LIMIT = 8

/** The public page's path segment (`/{locale}/alternativen`). */
export const CROSS_REFERENCE_SEGMENT = 'alternativen'

/** The cross-reference page for a text: `/{locale}/alternativen?q=<text>` (without a text, the page itself). */
export function crossReferencePath(locale: string, q?: string | null): string {
  const text = (q ?? '').trim()
  return `/${locale}/${CROSS_REFERENCE_SEGMENT}${text ? `?q=${encodeURIComponent(text)}` : ''}`
}

/** The suggestion endpoint of the search (GET ?q=). */
export const CROSS_REFERENCE_SUGGESTION_PATH = '/api/cross-reference/suggestion'

/** Examples the page offers to click: a product name, a spec list, a hydraulic class. */
export const CROSS_REFERENCE_EXAMPLES = [
  'Castrol Edge 5W-30 LL',
  'ACEA C3, VW 504 00/507 00',
  'HLP 46',
] as const
