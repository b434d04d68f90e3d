/**
 * The page numbers a pagination shows: the first, the last and the current
 * page with its neighbours; null marks a gap ("…"). Long lists stay one line.
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  // A gap of exactly one page shows that page instead of "…", which would hide no more than it takes.
  return sorted.flatMap((p, i) => {
    const previous = sorted[i - 1]
    if (i === 0 || p - previous === 1) return [p]
    return p - previous === 2 ? [p - 1, p] : [null, p]
  })
}
