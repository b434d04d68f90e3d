import { z } from 'zod'

import { DEALER_COUNTRIES, DEALER_TYPE_FILTERS } from './partner-types'

/** 20 dealers per page by default (the site's usual page size); a page holds at most 100 dealers. */
export const DEALER_DEFAULT_LIMIT = 20
export const DEALER_MAX_LIMIT = 100
/** The search input is cut at 100 characters, never refused. */
export const DEALER_TERM_MAX = 100

/** Search radii around a place, in kilometres; 50 unless chosen. */
export const DEALER_RADII = [10, 25, 50, 100, 250] as const
export const DEALER_DEFAULT_RADIUS = 50

/** GET /api/dealers and the finder page. */
export const ZDealerQuery = z
  .object({
    q: z
      .string()
      .transform((value) => value.trim().slice(0, DEALER_TERM_MAX))
      .optional(),
    country: z.enum(DEALER_COUNTRIES).optional(),
    assortment: z.coerce.number().int().positive().optional(),
    types: z.array(z.enum(DEALER_TYPE_FILTERS)).max(DEALER_TYPE_FILTERS.length).default([]),
    lat: z.coerce.number().min(-80).max(80).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radius: z.coerce
      .number()
      .refine((value) => (DEALER_RADII as readonly number[]).includes(value), {
        message: `radius is one of ${DEALER_RADII.join(', ')}`,
      })
      .default(DEALER_DEFAULT_RADIUS),
    limit: z.coerce.number().int().min(1).max(DEALER_MAX_LIMIT).default(DEALER_DEFAULT_LIMIT),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((query) => (query.lat == null) === (query.lng == null), {
    path: ['lng'],
    message: 'lat and lng go together',
  })
  .refine((query) => query.offset % query.limit === 0, {
    path: ['offset'],
    message: 'offset must be a multiple of limit',
  })
export type DealerQuery = z.infer<typeof ZDealerQuery>

const SINGLE = ['q', 'country', 'assortment', 'lat', 'lng', 'radius', 'limit', 'offset'] as const

/**
 * Reads the query string of the API or the finder form: `types[]` (or
 * `type`) may repeat; empty values (an untouched select) count as absent.
 * A malformed value is reported with the parameter's name.
 */
export function parseDealerQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): { ok: true; query: DealerQuery } | { ok: false; parameter: string } {
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params]
      : Object.entries(params).flatMap(([key, value]) =>
          Array.isArray(value)
            ? value.map((v) => [key, v] as [string, string])
            : value == null
              ? []
              : [[key, value] as [string, string]],
        )
  const raw: Record<string, unknown> = {}
  for (const [key, value] of entries) {
    if (key === 'types[]' || key === 'types' || key === 'type') {
      if (value !== '') raw.types = [...((raw.types as string[]) ?? []), value]
      continue
    }
    if ((SINGLE as readonly string[]).includes(key) && value !== '') {
      if (raw[key] != null) return { ok: false, parameter: key }
      raw[key] = value
    }
  }
  const parsed = ZDealerQuery.safeParse(raw)
  if (parsed.success) return { ok: true, query: parsed.data }
  const first = parsed.error.issues[0]?.path[0]
  return { ok: false, parameter: first === 'types' ? 'types[]' : String(first ?? 'query') }
}
