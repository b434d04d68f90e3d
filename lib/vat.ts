import { z } from 'zod'

/**
 * Value added tax (MWST) of Swiss orders. Amounts are integer cents; rates are
 * percentages with at most two decimals (8.1, 2.6, 3.8), kept as basis points
 * (810) while computing so that no float rounding reaches an amount.
 *
 * The tax is computed per rate on the sum of that rate's lines and rounded to
 * the cent (half up), the way a Swiss invoice states it: net amount, VAT per
 * rate, total including VAT. Gross prices (a private customer's, or retailer
 * mode's recommended retail prices) already contain the tax; then the tax
 * contained is taken out of the gross sum.
 */

/** The Swiss standard rate since 1 January 2024, used when a tenant has not configured another. */
export const STANDARD_VAT_RATE = 8.1

/** The Swiss standard rate over time (from each date on, Swiss time), for orders placed before a change. */
export const STANDARD_VAT_RATE_HISTORY: readonly { from: string; rate: number }[] = [
  { from: '2011-01-01', rate: 8 },
  { from: '2018-01-01', rate: 7.7 },
  { from: '2024-01-01', rate: 8.1 },
]

/** The Swiss standard rate that applied at a moment (the current one for anything after the last change). */
export function standardRateOn(moment: string | Date): number {
  const day = new Date(moment).toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' })
  let rate = STANDARD_VAT_RATE_HISTORY[0]!.rate
  for (const step of STANDARD_VAT_RATE_HISTORY) if (day >= step.from) rate = step.rate
  return rate
}

/** A rate in percent → basis points (8.1 → 810); null for anything that is not a rate from 0 to 100 with at most two decimals. */
export function basisPoints(rate: number): number | null {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 100) return null
  const points = Math.round(rate * 100)
  return Math.abs(points - rate * 100) < 1e-6 ? points : null
}

/** Integer division rounded half up, for non-negative numerators. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator))

/** The VAT on a net amount: 10000 at 8.1 % → 810. */
export function vatOnNet(netCents: number, rate: number): number {
  const points = basisPoints(rate)
  if (points == null) throw new RangeError(`Not a VAT rate: ${rate}`)
  const sign = netCents < 0 ? -1 : 1
  return sign * divideRounded(Math.abs(Math.round(netCents)) * points, 10_000)
}

/** The VAT contained in a gross amount: 10810 at 8.1 % → 810. */
export function vatInGross(grossCents: number, rate: number): number {
  const points = basisPoints(rate)
  if (points == null) throw new RangeError(`Not a VAT rate: ${rate}`)
  const sign = grossCents < 0 ? -1 : 1
  return sign * divideRounded(Math.abs(Math.round(grossCents)) * points, 10_000 + points)
}

export const ZVatRate = z.object({ rate: z.number(), netCents: z.number(), vatCents: z.number() })
export type VatRate = z.infer<typeof ZVatRate>

/** An order's or cart's tax: per rate, and the three totals a Swiss invoice shows. */
export const ZVatSummary = z.object({
  /** True when the line amounts are gross (they include the tax); false for net amounts. */
  pricesIncludeVat: z.boolean(),
  rates: z.array(ZVatRate),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
})
export type VatSummary = z.infer<typeof ZVatSummary>

/** One line for the summary: its amount (net or gross, as the summary says) and its rate. */
export type TaxedAmount = { totalCents: number; rate: number }

/** The tax of a set of lines, per rate in ascending order of rate. */
export function vatSummary(lines: TaxedAmount[], pricesIncludeVat: boolean): VatSummary {
  const byRate = new Map<number, number>()
  for (const line of lines) {
    const points = basisPoints(line.rate)
    if (points == null) throw new RangeError(`Not a VAT rate: ${line.rate}`)
    byRate.set(points, (byRate.get(points) ?? 0) + Math.round(line.totalCents))
  }
  const rates = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([points, amount]) => {
      const rate = points / 100
      const vatCents = pricesIncludeVat ? vatInGross(amount, rate) : vatOnNet(amount, rate)
      return { rate, netCents: pricesIncludeVat ? amount - vatCents : amount, vatCents }
    })
  const netCents = rates.reduce((sum, r) => sum + r.netCents, 0)
  const vatCents = rates.reduce((sum, r) => sum + r.vatCents, 0)
  return { pricesIncludeVat, rates, netCents, vatCents, grossCents: netCents + vatCents }
}

/** The rate of an article: its own where it differs, else the configured standard rate. */
export const rateOf = (articleRate: number | null | undefined, standardRate: number): number =>
  articleRate != null && basisPoints(articleRate) != null ? articleRate : standardRate
