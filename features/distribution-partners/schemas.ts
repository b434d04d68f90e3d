import { z } from 'zod'

import { PARTNER_COUNTRIES, PARTNER_REGIONS } from './regions'

export const PARTNER_DEFAULT_LIMIT = 20
export const PARTNER_MAX_LIMIT = 100

/** The filters of the list, in the order the page shows them. */
export const PARTNER_FILTER_NAMES = ['country', 'productLine', 'province', 'region'] as const
export type PartnerFilterName = (typeof PARTNER_FILTER_NAMES)[number]

/** GET /api/distribution-partners and the list page. */
export const ZPartnerQuery = z
  .object({
    country: z.enum(PARTNER_COUNTRIES).optional(),
    productLine: z.coerce.number().int().positive().optional(),
    province: z.string().trim().min(1).max(100).optional(),
    region: z.enum(PARTNER_REGIONS).optional(),
    limit: z.coerce.number().int().min(1).max(PARTNER_MAX_LIMIT).default(PARTNER_DEFAULT_LIMIT),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine((query) => query.offset % query.limit === 0, {
    path: ['offset'],
    message: 'offset must be a multiple of limit',
  })
export type PartnerQuery = z.infer<typeof ZPartnerQuery>

const KEYS = [...PARTNER_FILTER_NAMES, 'limit', 'offset'] as const

/** Reads the query string; empty values (an untouched select) count as absent, a repeated or malformed one is named. */
export function parsePartnerQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): { ok: true; query: PartnerQuery } | { ok: false; parameter: string } {
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
  const raw: Record<string, string> = {}
  for (const [key, value] of entries) {
    if (!(KEYS as readonly string[]).includes(key) || value === '') continue
    if (raw[key] != null) return { ok: false, parameter: key }
    raw[key] = value
  }
  const parsed = ZPartnerQuery.safeParse(raw)
  if (parsed.success) return { ok: true, query: parsed.data }
  return { ok: false, parameter: String(parsed.error.issues[0]?.path[0] ?? 'query') }
}
