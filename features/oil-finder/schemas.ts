import { z } from 'zod'

import { CANTONS as CANTON_CODES } from '@/lib/cantons'

import { OIL_FINDER_LANGUAGES, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants'

/**
 * The query contracts of GET /api/oilfinder/*, shared by the route
 * handlers and the client. Every parameter listed is required unless marked
 * optional; a missing, repeated or malformed one is reported by name.
 */

/** The 26 cantons' plate codes (lib/cantons.ts). */
export { CANTONS as CANTON_CODES } from '@/lib/cantons'

const PLATE = new RegExp(`^(${CANTON_CODES.join('|')})([1-9][0-9]{0,5})$`)

/**
 * A Swiss licence plate in its stored form ("ZH123456"), or null when it is
 * not one: canton code and 1–6 digits without a leading zero; case, spaces,
 * dashes, dots and the Swiss shield's "CH" prefix are ignored.
 */
export function normalizeLicensePlate(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s.\-·]+/g, '')
    .replace(/^CH(?=[A-Z]{2}[0-9])/, '')
  return PLATE.test(compact) ? compact : null
}

/** "ZH123456" → "ZH 123456", the way it is written on the plate. */
export function formatLicensePlate(normalized: string): string {
  return `${normalized.slice(0, 2)} ${normalized.slice(2)}`
}

/** An id in the address: digits only, 1 to 2^31 − 1 (never a float, sign or exponent). */
export const ZOilFinderId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((value) => value <= 2_147_483_647)

export const ZOilFinderLanguage = z.enum(OIL_FINDER_LANGUAGES)

export const ZCategoriesQuery = z.object({ lang: ZOilFinderLanguage })
export const ZMakesQuery = z.object({ lang: ZOilFinderLanguage, catId: ZOilFinderId })
export const ZModelsQuery = z.object({
  lang: ZOilFinderLanguage,
  makeID: ZOilFinderId,
  categoryID: ZOilFinderId,
})
export const ZHydratedModelsQuery = z.object({ lang: ZOilFinderLanguage, makeID: ZOilFinderId })
export const ZTypesQuery = z.object({ lang: ZOilFinderLanguage, modelID: ZOilFinderId })
export const ZRecommendationQuery = z.object({ lang: ZOilFinderLanguage, type: ZOilFinderId })
export const ZSearchQuery = z.object({
  lang: ZOilFinderLanguage,
  search: z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH))
    .refine((value) => value.length >= SEARCH_MIN_LENGTH),
  catId: ZOilFinderId.optional(),
  /** A category key ("truck") or its name in `lang` ("Lastwagen"), case-insensitive. */
  categoryName: z.string().trim().min(1).max(60).optional(),
})
export const ZLicensePlateQuery = z.object({
  licenseplate: z
    .string()
    .max(40)
    .transform(
      (value, ctx) =>
        normalizeLicensePlate(value) ??
        (ctx.addIssue({ code: 'custom', message: 'not a Swiss licence plate' }), z.NEVER),
    ),
})
export const ZDisclaimerQuery = z.object({ id: ZOilFinderId, lang: ZOilFinderLanguage.default('de') })

export type CategoriesQuery = z.infer<typeof ZCategoriesQuery>
export type MakesQuery = z.infer<typeof ZMakesQuery>
export type ModelsQuery = z.infer<typeof ZModelsQuery>
export type HydratedModelsQuery = z.infer<typeof ZHydratedModelsQuery>
export type TypesQuery = z.infer<typeof ZTypesQuery>
export type RecommendationQuery = z.infer<typeof ZRecommendationQuery>
export type SearchQuery = z.infer<typeof ZSearchQuery>
export type LicensePlateQuery = z.infer<typeof ZLicensePlateQuery>
export type DisclaimerQuery = z.infer<typeof ZDisclaimerQuery>

export type ParsedQuery<T> = { ok: true; query: T } | { ok: false; parameter: string }

/**
 * Reads the query string against `schema`: empty values count as absent, a
 * repeated parameter is refused, unknown ones are ignored. The first bad
 * parameter (in the schema's order) is named.
 */
export function parseOilFinderQuery<S extends z.ZodObject>(
  schema: S,
  params: URLSearchParams,
): ParsedQuery<z.infer<S>> {
  const names = Object.keys(schema.shape)
  const raw: Record<string, string> = {}
  for (const name of names) {
    const values = params.getAll(name).filter((value) => value !== '')
    if (values.length > 1) return { ok: false, parameter: name }
    if (values.length === 1) raw[name] = values[0]!
  }
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { ok: true, query: parsed.data }
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))
  return { ok: false, parameter: names.find((name) => bad.has(name)) ?? names[0] ?? 'query' }
}
