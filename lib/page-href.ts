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
