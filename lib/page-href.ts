import { offsetForPage } from './pagination'

/** Search parameters as a page receives them. */
export type PageSearchParams = Record<string, string | string[] | undefined>

/** The address of page `page` of the same list: every other parameter kept, empty ones dropped, page 1 without `page`. */
export function pageHref(pathname: string, searchParams: PageSearchParams, page: number): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    if (key === 'page' || value == null) continue
    for (const v of Array.isArray(value) ? value : [value]) if (v !== '') params.append(key, v)
  }
  if (page > 1) params.set('page', String(page))
  const qs = params.toString()
  return qs ? `${pathname}?${qs}` : pathname
}

/** The `page` parameter as a number from 1 to 9999; null when it is malformed. Absent means 1. */
export function pageNumber(value: string | string[] | undefined): number | null {
  if (value == null) return 1
  return typeof value === 'string' && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null
}

type Parsed<Q> = { ok: true; query: Q } | { ok: false; parameter: string }

/**
 * The query of a server-rendered list page from its address: `page` becomes
 * the offset; a bad parameter (or page) is named and the list falls back to
 * its defaults, so the page can say what was wrong and still show the list.
 */
export function listPageQuery<Q extends { limit: number; offset: number }>(
  searchParams: PageSearchParams,
  parse: (params: PageSearchParams) => Parsed<Q>,
  defaults: () => Q,
): { query: Q; badParameter: string | null } {
  const page = pageNumber(searchParams.page)
  const parsed = parse({ ...searchParams, page: undefined })
  if (!parsed.ok) return { query: defaults(), badParameter: parsed.parameter }
  if (page == null) return { query: defaults(), badParameter: 'page' }
  return { query: { ...parsed.query, offset: offsetForPage(page, parsed.query.limit) }, badParameter: null }
}
