import { z } from 'zod'

import { LIST_MAX_LIMIT, LIST_PAGE_SIZE } from './constants'
import { FACET_KEYS, type FacetSelection } from './facets'
import { CATALOG_SORTS, type CatalogSort } from './sort'

export { LIST_MAX_LIMIT, LIST_PAGE_SIZE } from './constants'

const ZListQuery = z.object({
  groupId: z.coerce.number().int().positive(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_PAGE_SIZE),
  filters: z.partialRecord(z.enum(FACET_KEYS), z.array(z.string().trim().min(1).max(60)).max(50)).default({}),
  sort: z.enum(CATALOG_SORTS).default('name'),
})
export type ListQuery = {
  groupId: number
  offset: number
  limit: number
  filters: FacetSelection
  sort: CatalogSort
}

/**
 * Reads a product list query: the group (`categoryId` or `productGroupId`, or
 * `filters[_ROOT]`, the product group, which narrows to a sub-group), offset, limit,
 * `filters[key][]` and `sort` (name, newest or viscosity; name when absent).
 * A bad value is reported with the parameter's name.
 */
export function parseListQuery(
  params: URLSearchParams,
  groupParam: 'categoryId' | 'productGroupId',
): { ok: true; query: ListQuery } | { ok: false; parameter: string } {
  const raw: Record<string, unknown> = {}
  const filters: Record<string, string[]> = {}
  for (const [key, value] of params) {
    const filter = /^filters\[([^\]]*)\](\[\])?$/.exec(key)
    if (filter) {
      const name = filter[1]!
      if (name === '_ROOT') {
        raw.groupId = value
        continue
      }
      if (!(FACET_KEYS as readonly string[]).includes(name))
        return { ok: false, parameter: `filters[${name}]` }
      filters[name] = [...(filters[name] ?? []), value]
      continue
    }
    if (key === groupParam) raw.groupId ??= value
    if (key === 'offset' || key === 'limit') raw[key] = value
    if (key === 'sort' && value !== '') raw.sort = value
  }
  raw.filters = filters
  const parsed = ZListQuery.safeParse(raw)
  if (parsed.success) return { ok: true, query: parsed.data }
  const [first, second] = parsed.error.issues[0]?.path ?? []
  return {
    ok: false,
    parameter:
      first === 'groupId'
        ? groupParam
        : first === 'filters'
          ? `filters[${String(second)}]`
          : String(first ?? 'query'),
  }
}
