import 'server-only'

import type { Where } from 'payload'

import { dayjs, TIME_ZONE } from '@/lib/dates'
import { paginate } from '@/lib/pagination'
import { ValidationError } from '@/lib/api/errors'

import { parseTableQuery, type TableDefinition, type TableQuery } from '../query'
import type { TableResults } from '../types'

type Translator = (key: 'account.api.badParameter', values: { parameter: string }) => string

/** The table request of an API call, or a 400 naming the bad parameter (nothing is read). */
export function tableRequest(
  url: URL | string,
  definition: TableDefinition,
  t: Translator,
): { query: TableQuery } {
  const params = typeof url === 'string' ? new URL(url).searchParams : url.searchParams
  const parsed = parseTableQuery(params, definition)
  if (!parsed.ok)
    throw new ValidationError(t('account.api.badParameter', { parameter: parsed.parameter }), [
      parsed.parameter,
    ])
  return { query: parsed.query }
}

/**
 * The Payload sort of a table: the chosen column mapped to its field
 * (`-field` descending), else the table's default. A second key keeps
 * pages stable when many rows share a value.
 */
export function sortOf(
  query: TableQuery,
  fields: Readonly<Record<string, string>>,
  fallback: string,
  tieBreak = '-id',
): string[] {
  const field = query.sort.column ? fields[query.sort.column] : undefined
  const primary = field ? `${query.sort.order === 'desc' ? '-' : ''}${field}` : fallback
  return primary.replace(/^-/, '') === tieBreak.replace(/^-/, '') ? [primary] : [primary, tieBreak]
}

/** The Payload page of a table request (offsets are multiples of the limit, parseTableQuery checks). */
export const payloadPage = (query: Pick<TableQuery, 'offset' | 'limit'>) => ({
  page: Math.floor(query.offset / query.limit) + 1,
  limit: query.limit,
})

/** Swiss calendar days → the half-open instant range [from 00:00, day after `to` 00:00) in Zurich time. */
export function dateRangeWhere(field: string, from: string | null, to: string | null): Where[] {
  const where: Where[] = []
  if (from)
    where.push({ [field]: { greater_than_equal: dayjs.tz(`${from} 00:00`, TIME_ZONE).toISOString() } })
  if (to)
    where.push({ [field]: { less_than: dayjs.tz(`${to} 00:00`, TIME_ZONE).add(1, 'day').toISOString() } })
  return where
}

/** A LIKE-safe search term (Payload's `like`/`contains` treat % and _ literally enough; we also cut it). */
export const searchTerm = (query: TableQuery) => query.search.replace(/[%_]/g, ' ').trim()

/** Assembles data.results: entries, filters, sort, date range, search and the pagination of the total. */
export function tableResults<Entry>(
  query: TableQuery,
  total: number,
  entries: Entry[],
  parts: Omit<TableResults<Entry>, 'entries' | 'pagination' | 'tableSortOrder'>,
): TableResults<Entry> {
  return {
    ...parts,
    entries,
    tableSortOrder: query.sort,
    pagination: paginate(total, query.limit, query.offset),
  }
}
