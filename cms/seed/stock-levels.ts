import type { Article } from '../payload-types'
import { addDays } from '../../features/availability/model'
import { swissToday } from '../../lib/dates'
import { insertRows, timestamps } from './bulk'
import { createRng } from './random'
import { LOCAL, type SeedStep } from './types'

/** A seeded stock level: packs on hand, and the next delivery to the warehouse in days from the seed day (null: none known). */
type StockSeed = { quantity: number; restockInDays: number | null }

/**
 * Articles whose stock the demo and the tests rely on. TRB-SYNPRO-5W30 is ordered by many e2e
 * specs: plenty of every pack. TRB-SYNDSL-5W30 shows each state but one (the delivery-date spec
 * orders it): in stock, a few left (the rest in two weeks), out of stock until a delivery; the
 * C3's drum is on request.
 */
export const DEMO_STOCK: Record<string, StockSeed> = {
  'TRB-SYNPRO-5W30-005L': { quantity: 480, restockInDays: null },
  'TRB-SYNPRO-5W30-020L': { quantity: 260, restockInDays: null },
  'TRB-SYNPRO-5W30-060L': { quantity: 90, restockInDays: null },
  'TRB-SYNDSL-5W30-005L': { quantity: 180, restockInDays: null },
  'TRB-SYNDSL-5W30-020L': { quantity: 6, restockInDays: 14 },
  'TRB-SYNDSL-5W30-060L': { quantity: 0, restockInDays: 16 },
  'TRB-SYN-5W30-C3-208L': { quantity: 0, restockInDays: null },
}

/**
 * The stock of one article, drawn from its number (the same on every run): most packs in stock,
 * fewer of the large ones; about one in ten runs low, one in ten is out of stock until a
 * delivery within six weeks, and one in twenty is on request (no stock, no delivery known).
 */
export function plannedStock(articleNumber: string, packSize: number, unit: string): StockSeed {
  const demo = DEMO_STOCK[articleNumber]
  if (demo) return demo
  const rng = createRng(`stock:${articleNumber}`)
  const draw = rng.next()
  if (draw < 0.05) return { quantity: 0, restockInDays: null }
  if (draw < 0.15) return { quantity: 0, restockInDays: rng.int(3, 42) }
  if (draw < 0.25) return { quantity: rng.int(1, 9), restockInDays: rng.next() < 0.7 ? rng.int(5, 30) : null }
  // Litres or kilograms per pack decide how many a warehouse keeps: crates of bottles, a few drums.
  const size = unit === 'ml' || unit === 'g' ? packSize / 1000 : packSize
  const [min, max] = size <= 5 ? [40, 600] : size <= 60 ? [10, 160] : [2, 30]
  return { quantity: rng.int(min, max), restockInDays: null }
}

/**
 * Stock levels of every article of every tenant, as the ERP import would write them: one row per
 * article, restock dates counted from the seed day so the demo always has deliveries ahead.
 * Articles that already have a row keep it (a second run changes nothing). Written in bulk: a
 * tenant has hundreds of articles.
 */
export const stockLevelsStep: SeedStep = {
  name: 'stock levels',
  async run(ctx) {
    const { payload } = ctx
    const articles = (
      await payload.find({
        collection: 'articles',
        depth: 0,
        pagination: false,
        sort: 'articleNumber',
        select: { articleNumber: true, tenant: true, packSize: true, unit: true },
        ...LOCAL,
      })
    ).docs as Pick<Article, 'id' | 'articleNumber' | 'tenant' | 'packSize' | 'unit'>[]
    const existing = new Set(
      (
        await payload.find({
          collection: 'stock-levels',
          depth: 0,
          pagination: false,
          select: { articleNumber: true, tenant: true },
          ...LOCAL,
        })
      ).docs.map(
        (row) => `${typeof row.tenant === 'object' ? row.tenant?.id : row.tenant}:${row.articleNumber}`,
      ),
    )
    const today = swissToday()
    const rows: Record<string, unknown>[] = []
    for (const article of articles) {
      const tenant = typeof article.tenant === 'object' ? article.tenant?.id : article.tenant
      if (tenant == null) continue
      if (existing.has(`${tenant}:${article.articleNumber}`)) {
        ctx.record('stock-levels', 'existing')
        continue
      }
      const stock = plannedStock(article.articleNumber, article.packSize, article.unit)
      rows.push({
        tenant,
        articleNumber: article.articleNumber,
        article: article.id,
        quantity: stock.quantity,
        restockDate: stock.restockInDays == null ? null : addDays(today, stock.restockInDays),
        ...timestamps(),
      })
      ctx.record('stock-levels', 'created')
    }
    if (rows.length) await insertRows(payload, 'stock_levels', rows)
  },
}
