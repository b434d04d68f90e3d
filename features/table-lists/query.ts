import { DEFAULT_PAGINATION } from '@/lib/pagination'

import type { TableSortOrder } from './types'

/** Table lists: 20 rows per page by default, at most 100 per request. */
export const TABLE_MAX_LIMIT = 100
/** The free-text search takes at most 100 characters (as the site search). */
export const TABLE_SEARCH_MAX_LENGTH = 100
/** A filter takes at most this many values. */
const MAX_FILTER_VALUES = 50

/** What a table accepts: its sortable columns, its filters and their allowed values, a date range, a search. */
export type TableDefinition = {
  sortColumns: readonly string[]
  filters?: Readonly<Record<string, { values: readonly string[]; multiple?: boolean }>>
  datepicker?: boolean
  search?: boolean
}

/** A parsed table request. */
export type TableQuery = {
  limit: number
  offset: number
  sort: TableSortOrder
  filters: Record<string, string[]>
  dateFrom: string | null
  dateTo: string | null
  search: string
}

export const EMPTY_TABLE_QUERY: TableQuery = {
  limit: DEFAULT_PAGINATION.limit,
  offset: 0,
  sort: { column: null, order: null },
  filters: {},
  dateFrom: null,
  dateTo: null,
  search: '',
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isIsoDate = (value: string) =>
  ISO_DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
const FILTER_KEY = /^filters\[([A-Za-z][A-Za-z0-9_]*)\](\[\])?$/
const KNOWN = new Set(['limit', 'offset', 'page', 'sort', 'order', 'dateFrom', 'dateTo', 'search'])

const wholeNumber = (raw: string | null): number | null | undefined => {
  if (raw === null || raw === '') return undefined
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null
}

/**
 * Reads a table request: `limit` (1–100, default
 * 20), `offset` (a multiple of the limit) or `page`, `sort` (a sortable column) with `order` (asc or
 * desc; a sort without order is ascending), `filters[name][]` (values the
 * filter offers), `dateFrom`/`dateTo` (YYYY-MM-DD, from not after to),
 * `search`. Any bad value is named, so the answer is a 400 that says which
 * parameter; keys the table does not know are ignored (cache busters).
 */
export function parseTableQuery(
  params: URLSearchParams,
  definition: TableDefinition,
): { ok: true; query: TableQuery } | { ok: false; parameter: string } {
  const limit = wholeNumber(params.get('limit'))
  if (limit === null || (limit !== undefined && (limit < 1 || limit > TABLE_MAX_LIMIT)))
    return { ok: false, parameter: 'limit' }
  const size = limit ?? DEFAULT_PAGINATION.limit
  const offset = wholeNumber(params.get('offset'))
  if (offset === null) return { ok: false, parameter: 'offset' }
  const page = wholeNumber(params.get('page'))
  if (page === null || page === 0) return { ok: false, parameter: 'page' }
  const start = offset ?? (page !== undefined ? (page - 1) * size : 0)
  // Pages start at multiples of the limit (page = offset / limit + 1).
  if (start % size !== 0) return { ok: false, parameter: 'offset' }

  const column = params.get('sort')
  const order = params.get('order')
  if (order !== null && order !== '' && order !== 'asc' && order !== 'desc')
    return { ok: false, parameter: 'order' }
  let sort: TableSortOrder = { column: null, order: null }
  if (column !== null && column !== '') {
    if (!definition.sortColumns.includes(column)) return { ok: false, parameter: 'sort' }
    sort = { column, order: order === 'desc' ? 'desc' : 'asc' }
  }

  const filters: Record<string, string[]> = {}
  for (const key of new Set(params.keys())) {
    if (KNOWN.has(key)) continue
    const match = FILTER_KEY.exec(key)
    if (!match) continue
    const name = match[1]
    const filter = definition.filters?.[name]
    if (!filter) return { ok: false, parameter: `filters[${name}]` }
    const values = [
      ...new Set(
        params
          .getAll(key)
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ]
    if (
      values.length > (filter.multiple === false ? 1 : MAX_FILTER_VALUES) ||
      values.some((v) => !filter.values.includes(v))
    )
      return { ok: false, parameter: `filters[${name}]` }
    if (values.length) filters[name] = [...new Set([...(filters[name] ?? []), ...values])]
  }

  let dateFrom: string | null = null
  let dateTo: string | null = null
  if (definition.datepicker) {
    dateFrom = params.get('dateFrom') || null
    dateTo = params.get('dateTo') || null
    if (dateFrom !== null && !isIsoDate(dateFrom)) return { ok: false, parameter: 'dateFrom' }
    if (dateTo !== null && !isIsoDate(dateTo)) return { ok: false, parameter: 'dateTo' }
    if (dateFrom && dateTo && dateFrom > dateTo) return { ok: false, parameter: 'dateTo' }
  }

  let search = ''
  if (definition.search) {
    search = (params.get('search') ?? '').trim()
    if (search.length > TABLE_SEARCH_MAX_LENGTH || /[\u0000-\u001f\u007f]/.test(search))
      return { ok: false, parameter: 'search' }
  }

  return { ok: true, query: { limit: size, offset: start, sort, filters, dateFrom, dateTo, search } }
}

/** The address parameters of a table request (the inverse of parseTableQuery; defaults left out). */
export function tableQueryParams(query: TableQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.limit !== DEFAULT_PAGINATION.limit) params.set('limit', String(query.limit))
  if (query.offset > 0) params.set('offset', String(query.offset))
  if (query.sort.column && query.sort.order) {
    params.set('sort', query.sort.column)
    params.set('order', query.sort.order)
  }
  for (const [name, values] of Object.entries(query.filters))
    for (const value of values) params.append(`filters[${name}][]`, value)
  if (query.dateFrom) params.set('dateFrom', query.dateFrom)
  if (query.dateTo) params.set('dateTo', query.dateTo)
  if (query.search) params.set('search', query.search)
  return params
}
