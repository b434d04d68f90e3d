import { z } from 'zod'

import { PUBLICATION_TYPES } from './publication-types'

/** The facet filters of the news list (`filters[name][]`). */
export const NEWS_FILTER_NAMES = ['topic', 'category', 'year', 'publicationType'] as const
export type NewsFilterName = (typeof NEWS_FILTER_NAMES)[number]

/** 20 entries per page by default; the API caps a page at 100 entries. */
export const NEWS_DEFAULT_LIMIT = 20
export const NEWS_MAX_LIMIT = 100

const id = z.coerce.number().int().positive()
const ids = z.array(id).max(100)

/** GET /api/news/: limit, offset, folder, category and topic ids, publication type and named filters. */
export const ZNewsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(NEWS_MAX_LIMIT).default(NEWS_DEFAULT_LIMIT),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    folderIds: ids.default([]),
    categoryIds: ids.default([]),
    topicIds: ids.default([]),
    publicationType: z.enum(PUBLICATION_TYPES).optional(),
    filters: z
      .partialRecord(z.enum(NEWS_FILTER_NAMES), z.array(z.string().trim().min(1).max(50)).max(50))
      .default({}),
  })
  .refine((query) => query.offset % query.limit === 0, {
    path: ['offset'],
    message: 'offset must be a multiple of limit',
  })
export type NewsQuery = z.infer<typeof ZNewsQuery>

/** One facet of the news list with its options and how many articles each would show. */
export type NewsFilter = {
  name: NewsFilterName
  options: { value: string; label: string; count: number; selected: boolean }[]
}

export type NewsPagination = { currentPage: number; itemsPerPage: number; totalAmount: number }

const LIST_KEYS = ['folderIds', 'categoryIds', 'topicIds'] as const

/**
 * Reads the query string as the API documents it (`topicIds[]=3`,
 * `filters[year][]=2025`); an unknown filter name or a malformed value is
 * reported with the parameter's name.
 */
export function parseNewsQuery(
  params: URLSearchParams,
): { ok: true; query: NewsQuery } | { ok: false; parameter: string } {
  const raw: Record<string, unknown> = {}
  const filters: Record<string, string[]> = {}
  for (const [key, value] of params) {
    const list = LIST_KEYS.find((name) => key === name || key === `${name}[]`)
    if (list) {
      raw[list] = [...((raw[list] as string[]) ?? []), value]
      continue
    }
    const filter = /^filters\[([^\]]*)\](\[\])?$/.exec(key)
    if (filter) {
      const name = filter[1]!
      if (!(NEWS_FILTER_NAMES as readonly string[]).includes(name))
        return { ok: false, parameter: `filters[${name}]` }
      filters[name] = [...(filters[name] ?? []), value]
      continue
    }
    if (key === 'limit' || key === 'offset' || key === 'publicationType') raw[key] = value
  }
  raw.filters = filters
  const parsed = ZNewsQuery.safeParse(raw)
  if (parsed.success) return { ok: true, query: parsed.data }
  const path = parsed.error.issues[0]?.path ?? []
  const [first, second] = path
  const parameter =
    first === 'filters' && second != null
      ? `filters[${String(second)}]`
      : LIST_KEYS.includes(first as never)
        ? `${String(first)}[]`
        : String(first ?? 'query')
  return { ok: false, parameter }
}
