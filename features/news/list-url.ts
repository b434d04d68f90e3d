import { NEWS_FILTER_NAMES, type NewsFilterName } from './schemas'

/** News per page of the list; each "load more" adds as many. */
export const NEWS_PAGE_SIZE = 12
/** Pages an address may ask for at once (a shared link, the back button). */
export const MAX_NEWS_PAGES = 20

export type SelectedNewsFilters = Partial<Record<NewsFilterName, string[]>>
/** What the address of the news list holds: the chosen filters and how many pages are loaded. */
export type NewsListUrlState = { selected: SelectedNewsFilters; page: number }

/**
 * Reads the list state from the address: `?topic=3&topic=5&year=2025&page=2`.
 * Values are kept as given (the server drops what no article has); a missing
 * or bad page is 1, a page beyond MAX_NEWS_PAGES is cut to it.
 */
export function readNewsListUrl(params: {
  getAll(name: string): string[]
  get(name: string): string | null
}): NewsListUrlState {
  const selected: SelectedNewsFilters = {}
  for (const name of NEWS_FILTER_NAMES) {
    const values = [
      ...new Set(
        params
          .getAll(name)
          .map((value) => value.trim())
          .filter((value) => value.length > 0 && value.length <= 50),
      ),
    ].slice(0, 50)
    if (values.length) selected[name] = values
  }
  const page = Number(params.get('page'))
  return { selected, page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_NEWS_PAGES) : 1 }
}

/** The search part of the address for a list state ('' for the first page of the whole list); filters in a fixed order. */
export function writeNewsListUrl(state: NewsListUrlState): string {
  const params = new URLSearchParams()
  for (const name of NEWS_FILTER_NAMES)
    for (const value of state.selected[name] ?? []) params.append(name, value)
  if (state.page > 1) params.set('page', String(Math.min(state.page, MAX_NEWS_PAGES)))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** Whether two filter choices are the same (order of the values does not matter). */
export function sameNewsFilters(a: SelectedNewsFilters, b: SelectedNewsFilters): boolean {
  return NEWS_FILTER_NAMES.every((name) => {
    const left = [...new Set(a[name] ?? [])].sort()
    const right = [...new Set(b[name] ?? [])].sort()
    return left.length === right.length && left.every((value, index) => value === right[index])
  })
}
