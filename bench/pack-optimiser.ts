// In-process figures of the oil plan's pack optimiser (features/fleet/packs.ts): the time one
// product's proposal takes for needs from 10 to 20 000 litres, over a realistic pack range
// (1 L with a scale at 12, 5 L, 20 L with a scale at 4, 60 L, 208 L).
//   npx tsx bench/pack-optimiser.ts [--rounds 50]
// Prints one JSON line per need to stdout (p50/p95/p99 in ms, the proposal's packs and leftover).
import { parseArgs } from 'node:util'

import { optimisePacks, type PackOption } from '../features/fleet/packs'
import { summarize } from './percentiles.mjs'

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '50' } } })
const rounds = Math.max(1, Number(values.rounds) || 50)

const pack = (articleNumber: string, litres: number, scales: [number, number][]): PackOption => ({
  articleNumber,
  litres,
  orderable: true,
  scales: scales.map(([minQuantity, unitPriceCents]) => ({ minQuantity, unitPriceCents })),
})
const PACKS = [
  pack('BOTTLE-1L', 1, [
    [1, 1_200],
    [12, 1_000],
  ]),
  pack('CAN-5L', 5, [[1, 5_000]]),
  pack('PAIL-20L', 20, [
    [1, 18_000],
    [4, 17_000],
  ]),
  pack('DRUM-60L', 60, [[1, 52_000]]),
  pack('BARREL-208L', 208, [[1, 166_400]]),
]

for (const litres of [10, 47.5, 100, 333, 1_000, 2_500, 5_000, 20_000]) {
  const times: number[] = []
  let proposal = optimisePacks(litres, PACKS)
  for (let i = 0; i < rounds; i++) {
    const start = performance.now()
    proposal = optimisePacks(litres, PACKS)
    times.push(performance.now() - start)
  }
  const summary = summarize(times) as { p50: number; p95: number; p99: number }
  console.log(
    JSON.stringify({
      litres,
      rounds,
      p50Ms: Number(summary.p50.toFixed(2)),
      p95Ms: Number(summary.p95.toFixed(2)),
      p99Ms: Number(summary.p99.toFixed(2)),
      packs: proposal?.lines.map((line) => `${line.quantity}×${line.articleNumber}`).join(' + '),
      leftoverLitres: proposal?.leftoverLitres,
      totalCents: proposal?.totalCents,
    }),
  )
}
