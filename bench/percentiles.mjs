// Percentiles of a latency sample, by the nearest-rank method: the p-th
// percentile of n sorted values is the value at rank ceil(p / 100 * n)
// (1-based), so it is always one of the observed values.

/**
 * Nearest-rank percentile of an ascending sample.
 * @param {ArrayLike<number>} sorted values sorted ascending
 * @param {number} p percentile in [0, 100]
 * @returns {number | null} null for an empty sample
 */
export function percentile(sorted, p) {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0..100, got ${p}`)
  const n = sorted.length
  if (n === 0) return null
  const rank = Math.max(1, Math.ceil((p / 100) * n))
  return sorted[Math.min(rank, n) - 1]
}

/**
 * p50, p95, p99 and mean of an unsorted sample (the input is not modified).
 * @param {ArrayLike<number>} values
 * @returns {{ count: number, p50: number | null, p95: number | null, p99: number | null, mean: number | null }}
 */
export function summarize(values) {
  const sorted = Float64Array.from(values).sort()
  const n = sorted.length
  let sum = 0
  for (let i = 0; i < n; i++) sum += sorted[i]
  return {
    count: n,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: n === 0 ? null : sum / n,
  }
}
