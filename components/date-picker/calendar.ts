import localizedFormat from 'dayjs/plugin/localizedFormat'

import { dayjs, dayjsLocale } from '@/lib/dates'

// "LL" gives each language's own long date ("23. November 2026", "November 23, 2026").
dayjs.extend(localizedFormat)

const ISO = 'YYYY-MM-DD'

function parse(iso: string) {
  return dayjs(iso, ISO)
}

/** The weeks of a month (Monday first) as ISO dates; days of the neighbour months fill the first and last week. */
export function monthGrid(anyDayOfMonth: string): string[][] {
  const first = parse(anyDayOfMonth).startOf('month')
  const offset = (first.day() + 6) % 7 // Monday = 0
  const start = first.subtract(offset, 'day')
  const month = first.format('YYYY-MM')
  const weeks: string[][] = []
  for (let w = 0; w < 6; w++) {
    const week = Array.from({ length: 7 }, (_, d) => start.add(w * 7 + d, 'day').format(ISO))
    if (w > 3 && !week.some((day) => day.startsWith(month))) break
    weeks.push(week)
  }
  return weeks
}

/** Moves an ISO date by a grid key (arrows: day/week, Page Up/Down: month, Home/End: week ends); null for other keys. */
export function moveByKey(iso: string, key: string): string | null {
  const day = parse(iso)
  const weekday = (day.day() + 6) % 7
  const moves: Record<string, () => ReturnType<typeof dayjs>> = {
    ArrowLeft: () => day.subtract(1, 'day'),
    ArrowRight: () => day.add(1, 'day'),
    ArrowUp: () => day.subtract(1, 'week'),
    ArrowDown: () => day.add(1, 'week'),
    PageUp: () => day.subtract(1, 'month'),
    PageDown: () => day.add(1, 'month'),
    Home: () => day.subtract(weekday, 'day'),
    End: () => day.add(6 - weekday, 'day'),
  }
  return moves[key]?.().format(ISO) ?? null
}

/** ISO dates compare as strings, so the bounds need no parsing. */
export function isWithin(iso: string, min?: string | null, max?: string | null): boolean {
  return (!min || iso >= min) && (!max || iso <= max)
}

/** The nearest date within the bounds. */
export function clampDate(iso: string, min?: string | null, max?: string | null): string {
  if (min && iso < min) return min
  if (max && iso > max) return max
  return iso
}

/** The same day one month earlier or later. */
export function shiftMonth(iso: string, months: number): string {
  return parse(iso).add(months, 'month').format(ISO)
}

/** True when some day of the month holding `iso` lies within the bounds. */
export function monthHasSelectable(iso: string, min?: string | null, max?: string | null): boolean {
  const day = parse(iso)
  return (!min || day.endOf('month').format(ISO) >= min) && (!max || day.startOf('month').format(ISO) <= max)
}

/** "November 2026", "novembre 2026" … in the page's language. */
export function monthTitle(iso: string, locale: string): string {
  return parse(iso).locale(dayjsLocale(locale)).format('MMMM YYYY')
}

/** Monday to Sunday as short and full names ("Mo" / "Montag"). */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const monday = dayjs('2024-01-01', ISO).locale(dayjsLocale(locale))
  return Array.from({ length: 7 }, (_, i) => {
    const day = monday.add(i, 'day')
    return { short: day.format('dd'), long: day.format('dddd') }
  })
}

/** "Montag, 23. November 2026": the spoken name of a day button. */
export function dayLabel(iso: string, locale: string): string {
  return parse(iso).locale(dayjsLocale(locale)).format('dddd, LL')
}
