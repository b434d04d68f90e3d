/**
 * "YYYY-MM-DD" → "DD.MM.YYYY" without time-zone shifts; "" for anything that is not a real
 * calendar date (2026-02-30 included). Without dayjs: product tiles and search results show
 * last order dates, and those pages need nothing else of lib/dates in the browser.
 */
export function formatIsoDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  if (!match) return ''
  const [, year, month, day] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  return real ? `${day}.${month}.${year}` : ''
}
