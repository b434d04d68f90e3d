/**
 * Packs optimised to the litre: which of a product's packs to order so the
 * litres a plan needs are covered at the lowest price, then with the least
 * left over, then with the fewest packs. Pure; docs/fleet.md explains the
 * method.
 */

export type ScalePrice = { minQuantity: number; unitPriceCents: number }

/** One orderable pack of a product as the customer buys it: its content in litres and its price scales (a contract price caps every scale). */
export type PackOption = {
  articleNumber: string
  litres: number
  orderable: boolean
  scales: ScalePrice[]
  contractUnitPriceCents?: number | null
}

export type PackLine = {
  articleNumber: string
  quantity: number
  litres: number
  unitPriceCents: number
  totalCents: number
}

export type PackProposal = { lines: PackLine[]; litres: number; leftoverLitres: number; totalCents: number }

/** At most this many of one article (the cart's limit). */
const MAX_PACKS = 9999
/** Pack sizes and needs are counted in millilitres. */
const ML = 1000
/** Above this many table cells, the bulk of a large need is first covered by the cheapest pack per litre. */
const WORK_LIMIT = 4_000_000

type Pack = {
  articleNumber: string
  units: number
  litres: number
  scales: ScalePrice[]
  contract: number | null
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** The unit price of `quantity` packs: the largest scale reached, capped by the contract price; null below the first scale. */
export function unitPriceAt(
  scales: ScalePrice[],
  quantity: number,
  contract: number | null = null,
): number | null {
  let price: number | null = null
  for (const scale of [...scales].sort((a, b) => a.minQuantity - b.minQuantity))
    if (scale.minQuantity <= quantity) price = scale.unitPriceCents
  if (contract != null) price = price == null ? contract : Math.min(price, contract)
  return price
}

const costOf = (pack: Pack, quantity: number): number | null => {
  if (quantity === 0) return 0
  const unit = unitPriceAt(pack.scales, quantity, pack.contract)
  return unit == null ? null : unit * quantity
}

/** The quantities worth trying of one pack: every count up to what covers the need alone, and each scale's threshold beyond it. */
function quantitiesOf(pack: Pack, needUnits: number): number[] {
  const cover = Math.min(MAX_PACKS, Math.ceil(needUnits / pack.units))
  const counts = new Set<number>()
  for (let q = 0; q <= cover; q++) counts.add(q)
  for (const scale of pack.scales)
    if (scale.minQuantity > cover && scale.minQuantity <= MAX_PACKS) counts.add(scale.minQuantity)
  return [...counts].sort((a, b) => a - b)
}

/**
 * Exact dynamic programming over the packs: after each pack, cost[v] is the
 * cheapest way to buy exactly v units (in steps of the packs' common size)
 * with the packs so far, and count[v] its number of packs. Each pack adds one
 * choice: how many of it. Its price per pack depends on that count through
 * its scales, so the count is chosen once per pack, not pack by pack.
 */
function solve(packs: Pack[], needUnits: number): Map<string, number> | null {
  const options = packs.map((pack) =>
    quantitiesOf(pack, needUnits).flatMap((q) => {
      const cost = costOf(pack, q)
      return cost == null ? [] : [{ q, cost }]
    }),
  )
  const limit = Math.max(needUnits, ...packs.map((pack, i) => pack.units * (options[i]!.at(-1)?.q ?? 0)))
  let cost = new Float64Array(limit + 1).fill(Infinity)
  let count = new Float64Array(limit + 1)
  cost[0] = 0
  const picks: Int32Array[] = []
  for (let p = 0; p < packs.length; p++) {
    const units = packs[p]!.units
    const nextCost = new Float64Array(limit + 1).fill(Infinity)
    const nextCount = new Float64Array(limit + 1)
    const picked = new Int32Array(limit + 1)
    for (let v = 0; v <= limit; v++) {
      const before = cost[v]!
      if (before === Infinity) continue
      for (const { q, cost: price } of options[p]!) {
        const to = v + q * units
        if (to > limit) break
        const candidate = before + price
        const packsThen = count[v]! + q
        if (candidate < nextCost[to]! || (candidate === nextCost[to]! && packsThen < nextCount[to]!)) {
          nextCost[to] = candidate
          nextCount[to] = packsThen
          picked[to] = q
        }
      }
    }
    picks.push(picked)
    cost = nextCost
    count = nextCount
  }
  // The cheapest amount at or above the need; on equal price the smaller amount (the least leftover),
  // and for that amount the table already holds the fewest packs.
  let bestAt = -1
  for (let v = needUnits; v <= limit; v++) if (cost[v]! < (bestAt < 0 ? Infinity : cost[bestAt]!)) bestAt = v
  if (bestAt < 0) return null
  const counts = new Map<string, number>()
  let v = bestAt
  for (let p = packs.length - 1; p >= 0; p--) {
    const q = picks[p]![v]!
    if (q > 0) counts.set(packs[p]!.articleNumber, q)
    v -= q * packs[p]!.units
  }
  return counts
}

/**
 * The cheapest combination of the orderable packs that covers `litres`; on
 * equal price the one with the least leftover, then the fewest packs. Zero
 * litres: an empty proposal. Null when no orderable pack has a price (or
 * nothing can cover the need within 9 999 of each pack).
 */
export function optimisePacks(litres: number, options: PackOption[]): PackProposal | null {
  const needMl = Math.max(0, Math.ceil(Math.round(litres * ML * 1000) / 1000))
  const packs: Pack[] = []
  for (const option of options) {
    const ml = Math.round(option.litres * ML)
    const contract = option.contractUnitPriceCents ?? null
    if (!option.orderable || ml <= 0) continue
    if (unitPriceAt(option.scales, MAX_PACKS, contract) == null) continue
    packs.push({
      articleNumber: option.articleNumber,
      units: ml,
      litres: option.litres,
      scales: option.scales,
      contract,
    })
  }
  if (needMl === 0) return { lines: [], litres: 0, leftoverLitres: 0, totalCents: 0 }
  if (!packs.length) return null

  // Count in steps of the packs' greatest common size (1 L, 0.5 L …), rounding the need up to a step.
  const step = packs.reduce((g, pack) => gcd(g, pack.units), 0)
  const scaled = packs.map((pack) => ({ ...pack, units: pack.units / step }))
  let need = Math.ceil(needMl / step)

  // A very large need: cover the bulk with the pack that is cheapest per litre at its best scale, and optimise the rest exactly.
  const bulk = new Map<string, number>()
  const work = () =>
    scaled.reduce((sum, pack) => sum + Math.ceil(need / pack.units) + 1, 0) *
    (need + Math.max(...scaled.map((p) => p.units)))
  if (work() > WORK_LIMIT) {
    const perLitre = (pack: Pack) =>
      (unitPriceAt(pack.scales, MAX_PACKS, pack.contract) ?? Infinity) / pack.units
    const cheapest = [...scaled].sort((a, b) => perLitre(a) - perLitre(b) || b.units - a.units)[0]!
    const largest = Math.max(...scaled.map((pack) => pack.units))
    const reserve = largest * 20
    const count = Math.min(MAX_PACKS, Math.max(0, Math.floor((need - reserve) / cheapest.units)))
    if (count > 0) {
      bulk.set(cheapest.articleNumber, count)
      need -= count * cheapest.units
    }
  }

  const counts = solve(scaled, need)
  if (!counts) return null
  for (const [article, count] of bulk) counts.set(article, (counts.get(article) ?? 0) + count)

  const lines: PackLine[] = []
  for (const pack of packs) {
    const quantity = counts.get(pack.articleNumber) ?? 0
    if (!quantity) continue
    if (quantity > MAX_PACKS) return null
    const unit = unitPriceAt(pack.scales, quantity, pack.contract)!
    lines.push({
      articleNumber: pack.articleNumber,
      quantity,
      litres: round3(quantity * pack.litres),
      unitPriceCents: unit,
      totalCents: unit * quantity,
    })
  }
  lines.sort((a, b) => b.litres / b.quantity - a.litres / a.quantity)
  const covered = round3(lines.reduce((sum, line) => sum + line.litres, 0))
  return {
    lines,
    litres: covered,
    leftoverLitres: round3(covered - needMl / ML),
    totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
  }
}

const round3 = (n: number) => Math.round(n * 1000) / 1000
