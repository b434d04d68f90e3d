// In-process figures of the search engine on the demo catalogue (German):
// build time, heap held by the index, query latency percentiles.
//   npx tsx bench/search-engine.ts [--scale 10] [--rounds 200]
// Prints one JSON line to stdout. Run with --expose-gc for a steadier heap figure:
//   node --expose-gc --import tsx bench/search-engine.ts
import { parseArgs } from 'node:util'

import { generatedProducts } from '../cms/seed/catalog'
import { createSearchIndex, type ProductDocument } from '../features/search/engine'
import { summarize } from './percentiles.mjs'

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1' }, rounds: { type: 'string', default: '200' } },
})
const scale = Math.max(1, Number(values.scale) || 1)
const rounds = Math.max(1, Number(values.rounds) || 200)

const QUERIES = [
  'Motoröl',
  'Motoroel',
  'motorol',
  'Motorenöl 5W-30',
  '5w30',
  'TRB-SYNPRO-5W30-005L',
  'Getriebeöl',
  'Chain Spray',
  'Brake Fluid DOT 4',
  'Fett NLGI 2',
  'Verschleissschutz',
  'Motorenoil',
  'Getribeöl',
  'Hydrauliköl HVLP 46',
  'Diesel Partikelfilter',
]

function documents(): ProductDocument[] {
  const docs: ProductDocument[] = []
  const base = generatedProducts()
  for (let copy = 0; copy < scale; copy++) {
    for (const product of base) {
      const { group, family, viscosity, approvals } = product
      const number = copy ? `${product.productNumber}-X${copy}` : product.productNumber
      docs.push({
        id: docs.length + 1,
        productNumber: number,
        title: product.name,
        subtitle: [group.noun.de, viscosity].filter(Boolean).join(' '),
        url: `/de-ch/p/${number}`,
        image: null,
        groupId: 1,
        viscosity,
        approvals,
        baseOil: family.baseOil,
        tags: [],
        articleNumbers: group.packs.map(
          ([size, unit]) => `${number}-${String(size).padStart(3, '0')}${unit.toUpperCase()}`,
        ),
        alternativeTitle: null,
        label: null,
        description: `${family.claim.de} Spezifikationen: ${approvals.join(', ')}.`,
        features: [],
        groupTitles: [group.noun.de],
      })
    }
  }
  return docs
}

const gc = (globalThis as { gc?: () => void }).gc
const heap = () => {
  gc?.()
  return process.memoryUsage().heapUsed
}

const docs = documents()
const before = heap()
const started = performance.now()
const index = createSearchIndex('de')
for (const doc of docs) index.putProduct(doc)
const buildMs = performance.now() - started
const heapMb = (heap() - before) / 1024 / 1024

const times: number[] = []
const hits: Record<string, number> = {}
for (let round = 0; round < rounds; round++) {
  for (const query of QUERIES) {
    const t = performance.now()
    const found = index.searchProducts(query, { prefixLast: true })
    index.suggest(query)
    times.push(performance.now() - t)
    hits[query] = found.length
  }
}
const latency = summarize(times)
process.stdout.write(
  `${JSON.stringify({ engine: 'minisearch', scale, products: docs.length, buildMs: Math.round(buildMs), heapMb: Math.round(heapMb * 10) / 10, gc: !!gc, queries: times.length, latencyMs: { p50: latency.p50, p95: latency.p95, p99: latency.p99 }, hits })}\n`,
)
