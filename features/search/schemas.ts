import { z } from 'zod'

import { FACET_KEYS, type FacetSelection } from '@/features/catalog/facets'

import { cutSearchTerm, SEARCH_API_MAX_LIMIT } from './constants'

const ZFacetSelection = z.partialRecord(z.enum(FACET_KEYS), z.array(z.string().trim().min(1).max(60)).max(50))
const ZLimit = z.coerce.number().int().min(1).max(SEARCH_API_MAX_LIMIT)
const ZOffset = z.coerce.number().int().min(0).max(100_000)
const ZFlag = z.enum(['true', 'false', '1', '0'])

export type SearchParams = {
  query: string
  limit: number
  offset: number
  isLiveSearch: boolean
  filters: FacetSelection
  productGroupId: number | null
}
type Parsed = { ok: true; params: SearchParams } | { ok: false; parameter: string }

/**
 * Reads the parameters of the search API: `query` (cut at
 * 100 characters, never an error), `limit` (1–48), `offset`, `isLiveSearch`,
 * `filters` (a JSON object of facet key → values, or `filters[key][]=value`)
 * and `productGroupId`. A bad value is reported with the parameter's name.
 */
export function parseSearchParams(params: URLSearchParams, defaults: { limit: number }): Parsed {
  const filters: Record<string, string[]> = {}
  for (const [key, value] of params) {
    const bracket = /^filters\[([^\]]*)\](\[\])?$/.exec(key)
    if (!bracket) continue
    const name = bracket[1]!
    if (!(FACET_KEYS as readonly string[]).includes(name)) return { ok: false, parameter: `filters[${name}]` }
    filters[name] = [...(filters[name] ?? []), value]
  }
  const json = params.get('filters')
  if (json != null && json !== '') {
    let value: unknown
    try {
      value = JSON.parse(json)
    } catch {
      return { ok: false, parameter: 'filters' }
    }
    if (typeof value !== 'object' || value == null || Array.isArray(value))
      return { ok: false, parameter: 'filters' }
    Object.assign(filters, value)
  }
  const parsedFilters = ZFacetSelection.safeParse(filters)
  if (!parsedFilters.success) return { ok: false, parameter: 'filters' }
  const limit = params.get('limit')
  const offset = params.get('offset')
  const live = params.get('isLiveSearch')
  const group = params.get('productGroupId')
  const checks: [string, string | null, z.ZodType][] = [
    ['limit', limit, ZLimit],
    ['offset', offset, ZOffset],
    ['isLiveSearch', live, ZFlag],
    ['productGroupId', group, z.coerce.number().int().positive()],
  ]
  for (const [name, value, schema] of checks)
    if (value != null && value !== '' && !schema.safeParse(value).success)
      return { ok: false, parameter: name }
  const selection = Object.fromEntries(
    Object.entries(parsedFilters.data).filter(([, values]) => values && values.length),
  ) as FacetSelection
  return {
    ok: true,
    params: {
      query: cutSearchTerm(params.get('query')),
      limit: limit ? Number(limit) : defaults.limit,
      offset: offset ? Number(offset) : 0,
      isLiveSearch: live === 'true' || live === '1',
      filters: selection,
      productGroupId: group ? Number(group) : null,
    },
  }
}

/** Whether a selection holds any value. */
export const hasFilters = (filters: FacetSelection) =>
  Object.values(filters).some((values) => values && values.length > 0)
