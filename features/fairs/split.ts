import type { Fair, FairList } from './types'

/** A fair is upcoming until its last day has passed (a running fair still counts as upcoming). */
export function splitFairs(fairs: Fair[], now: Date): FairList {
  const today = now.toISOString().slice(0, 10)
  const upcoming = fairs
    .filter((fair) => fair.toDate.slice(0, 10) >= today)
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate))
  const past = fairs
    .filter((fair) => fair.toDate.slice(0, 10) < today)
    .sort((a, b) => b.fromDate.localeCompare(a.fromDate))
  return { upcoming, past }
}
