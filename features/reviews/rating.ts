import { formatNumber } from '@/lib/numbers'

import { MAX_RATING } from './schemas'

/** The stars 1…5, in order. */
export const STARS = Array.from({ length: MAX_RATING }, (_, i) => i + 1)

/** Clicking a star chooses it; clicking the chosen star again clears the rating. */
export function nextRating(current: number | null, clicked: number): number | null {
  return current === clicked ? null : clicked
}

/** The mean of the given stars rounded to one decimal, or null without any. */
export function averageRating(ratings: (number | null | undefined)[]): number | null {
  const given = ratings.filter((r): r is number => typeof r === 'number' && r >= 1 && r <= MAX_RATING)
  if (!given.length) return null
  return Math.round((given.reduce((sum, r) => sum + r, 0) / given.length) * 10) / 10
}

/** How much of star `star` (1-based) is filled for an average: 0 to 1. */
export function starFill(average: number, star: number): number {
  return Math.min(1, Math.max(0, average - (star - 1)))
}

/** "4.5", "4": the site’s one number format, the same in every language. */
export function formatRating(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 1 })
}
