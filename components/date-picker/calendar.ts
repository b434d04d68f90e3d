import { dayjs } from '@/lib/dates'

/** The weeks of a month (Monday first) as ISO dates; days of other months included to fill weeks. */
export function monthGrid(month: string): string[][] {
  const first = dayjs(month, 'YYYY-MM-DD').startOf('month')
  const offset = (first.day() + 6) % 7 // Monday = 0
  const start = first.subtract(offset, 'day')
  const weeks: string[][] = []
  for (let w = 0; w < 6; w++) {
    const week = Array.from({ length: 7 }, (_, d) => start.add(w * 7 + d, 'day').format('YYYY-MM-DD'))
    if (w > 3 && !week.some((day) => day.slice(0, 7) === first.format('YYYY-MM'))) break
    weeks.push(week)
  }
  return weeks
}

/** Moves an ISO date by a keyboard key; null for keys the grid does not handle. */
export function moveByKey(iso: string, key: string): string | null {
  const day = dayjs(iso, 'YYYY-MM-DD')
  const moves: Record<string, () => ReturnType<typeof dayjs>> = {
    ArrowLeft: () => day.subtract(1, 'day'),
    ArrowRight: () => day.add(1, 'day'),
    ArrowUp: () => day.subtract(1, 'week'),
    ArrowDown: () => day.add(1, 'week'),
    PageUp: () => day.subtract(1, 'month'),
    PageDown: () => day.add(1, 'month'),
    Home: () => day.subtract((day.day() + 6) % 7, 'day'),
    End: () => day.add(6 - ((day.day() + 6) % 7), 'day'),
  }
  return moves[key]?.().format('YYYY-MM-DD') ?? null
}

export function isWithin(iso: string, min?: string | null, max?: string | null): boolean {
  return (!min || iso >= min) && (!max || iso <= max)
}
