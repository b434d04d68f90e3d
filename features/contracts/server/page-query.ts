import 'server-only'

import {
  EMPTY_TABLE_QUERY,
  parseTableQuery,
  type TableDefinition,
  type TableQuery,
} from '@/features/table-lists/query'

/** The table request in a page address (shared links, reloads); an unreadable one starts from the defaults. */
export function pageTableQuery(
  searchParams: Record<string, string | string[] | undefined>,
  definition: TableDefinition,
): TableQuery {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v)
  const parsed = parseTableQuery(params, definition)
  return parsed.ok ? parsed.query : EMPTY_TABLE_QUERY
}
