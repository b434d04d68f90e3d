import type { Article } from '../payload-types'
import { insertRows, timestamps } from './bulk'
import { CUSTOMER_PRICE_LISTS } from './catalog-data'
import { customerKey } from './customers'
import { createRng, type Rng } from './random'
import { LOCAL, OTHER_LANGUAGES, tenantId, type Localized, type SeedContext, type SeedStep } from './types'

/** "Today" of the demo data (the order history's anchor): contracts before it are expired, after it planned. */
const ANCHOR = Date.UTC(2026, 10, 16)
const DAY = 24 * 60 * 60 * 1000

const CUSTOMERS = [
  { tenant: 'tribo', customerId: '100200', contracts: 18 },
  { tenant: 'tribo', customerId: '100300', contracts: 14 },
  { tenant: 'moto', customerId: '200100', contracts: 12 },
]

const KINDS: Record<'framework' | 'price', Localized<string>> = {
  framework: { de: 'Rahmenvertrag', fr: 'Contrat-cadre', it: 'Contratto quadro', en: 'Framework agreement' },
  price: { de: 'Preisvereinbarung', fr: 'Accord de prix', it: 'Accordo sui prezzi', en: 'Price agreement' },
}

const TOPICS: Localized<string>[] = [
  { de: 'Motorenöle', fr: 'huiles moteur', it: 'oli motore', en: 'engine oils' },
  { de: 'Getriebeöle', fr: 'huiles de transmission', it: 'oli per cambi', en: 'gear oils' },
  { de: 'Hydrauliköle', fr: 'huiles hydrauliques', it: 'oli idraulici', en: 'hydraulic oils' },
  { de: 'Schmierfette', fr: 'graisses', it: 'grassi lubrificanti', en: 'greases' },
  {
    de: 'Werkstattbedarf',
    fr: "fournitures d'atelier",
    it: 'forniture per officina',
    en: 'workshop supplies',
  },
  { de: 'Fuhrpark', fr: 'parc de véhicules', it: 'parco veicoli', en: 'fleet' },
  { de: 'Saisonbedarf', fr: 'besoins saisonniers', it: 'fabbisogno stagionale', en: 'seasonal needs' },
  { de: 'Sortiment', fr: 'assortiment', it: 'assortimento', en: 'range' },
]

const isoDay = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T12:00:00.000Z`

type PlannedPosition = {
  positionNumber: number
  product: number
  articleNumber: string
  agreedQuantity: number
  calledQuantity: number
  unitPriceCents: number
}
type PlannedContract = {
  contractNumber: string
  type: 'framework' | 'price'
  title: Localized<string>
  validFrom: string
  validTo: string
  status: 'active' | 'planned' | 'expired'
  positions: PlannedPosition[]
}

/** The agreed unit price of an article: the customer's list price less a contract discount (5–15 %). */
function unitPriceOf(article: Article, listCode: string | undefined, rng: Rng): number {
  const rows = article.prices ?? []
  const row = rows.find((p) => typeof p.priceList === 'object' && p.priceList.code === listCode) ?? rows[0]
  const base = row?.scales?.[0]?.unitPriceCents ?? article.recommendedRetailPriceCents ?? rng.int(1200, 8000)
  return Math.max(50, Math.round((base * (100 - rng.int(5, 15))) / 100))
}

/** A customer's contracts over three years, deterministic for its number. */
export function planContracts(
  customerId: string,
  count: number,
  articles: Article[],
  listCode: string | undefined,
): PlannedContract[] {
  const rng = createRng(`contracts:${customerId}`)
  const start = Date.UTC(2024, 0, 1)
  const span = Date.UTC(2027, 5, 1) - start
  const plans: PlannedContract[] = []
  for (let n = 0; n < count; n++) {
    const type = rng.next() < 0.65 ? 'framework' : 'price'
    // Spread the starts evenly over the three years, each shifted by up to a month.
    const from = start + Math.round((span * n) / count) + rng.int(0, 30) * DAY
    const months = rng.pick([6, 12, 12, 24])
    const fromDate = new Date(from)
    const to =
      Date.UTC(fromDate.getUTCFullYear(), fromDate.getUTCMonth() + months, fromDate.getUTCDate()) - DAY
    const status = to < ANCHOR ? 'expired' : from > ANCHOR ? 'planned' : 'active'
    const elapsed = status === 'expired' ? 1 : status === 'planned' ? 0 : (ANCHOR - from) / (to - from)
    const topic = rng.pick(TOPICS)
    const year = String(fromDate.getUTCFullYear())
    const title = Object.fromEntries(
      (['de', 'fr', 'it', 'en'] as const).map((lang) => [
        lang,
        `${KINDS[type][lang]} ${topic[lang]} ${year}`,
      ]),
    ) as Localized<string>
    const positionCount = Math.min(articles.length, rng.next() < 0.2 ? rng.int(35, 60) : rng.int(3, 25))
    const positions = rng.sample(articles, positionCount).map((article, index): PlannedPosition => {
      const agreedQuantity = rng.pick([10, 12, 20, 24, 40, 50, 60, 100, 120, 200])
      const share = Math.max(0, Math.min(1, elapsed * (0.7 + rng.next() * 0.5)))
      const product = article.product
      return {
        positionNumber: (index + 1) * 10,
        product: typeof product === 'object' ? product.id : product,
        articleNumber: article.articleNumber,
        agreedQuantity,
        calledQuantity: status === 'planned' ? 0 : Math.round(agreedQuantity * share),
        unitPriceCents: unitPriceOf(article, listCode, rng),
      }
    })
    plans.push({
      contractNumber: `RV-${customerId}-${String(n + 1).padStart(3, '0')}`,
      type,
      title,
      validFrom: isoDay(from),
      validTo: isoDay(to),
      status,
      positions,
    })
  }
  return plans
}

async function seedCustomer(
  ctx: SeedContext,
  tenantSlug: string,
  customerId: string,
  count: number,
  articles: Article[],
) {
  const { payload } = ctx
  const tenant = tenantId(ctx, tenantSlug)
  const customer = ctx.customers.get(customerKey(tenantSlug, customerId))
  if (customer == null) return
  for (const plan of planContracts(customerId, count, articles, CUSTOMER_PRICE_LISTS[customerId])) {
    const found = (
      await payload.find({
        collection: 'contracts',
        where: { and: [{ tenant: { equals: tenant } }, { contractNumber: { equals: plan.contractNumber } }] },
        limit: 1,
        depth: 0,
        select: { contractNumber: true },
        ...LOCAL,
      })
    ).docs[0]
    let id = found?.id
    if (id == null) {
      const data = {
        tenant,
        customer,
        contractNumber: plan.contractNumber,
        type: plan.type,
        validFrom: plan.validFrom,
        validTo: plan.validTo,
        status: plan.status,
        totalValueCents: plan.positions.reduce((sum, p) => sum + p.agreedQuantity * p.unitPriceCents, 0),
      }
      id = (
        await payload.create({
          collection: 'contracts',
          data: { ...data, title: plan.title.de },
          locale: 'de',
          depth: 0,
          select: { contractNumber: true },
          ...LOCAL,
        })
      ).id
      for (const lang of OTHER_LANGUAGES)
        await payload.update({
          collection: 'contracts',
          id,
          data: { title: plan.title[lang] },
          locale: lang,
          depth: 0,
          select: { contractNumber: true },
          ...LOCAL,
        })
      ctx.record('contracts', 'created')
    } else ctx.record('contracts', 'existing')
    // Positions go in bulk (a thousand rows per run); a contract whose positions are missing gets them again.
    const stored = await payload.count({
      collection: 'contract-positions',
      where: { contract: { equals: id } },
      ...LOCAL,
    })
    if (stored.totalDocs > 0) continue
    await insertRows(
      payload,
      'contract_positions',
      plan.positions.map((p) => ({ tenant, contract: id, ...p, ...timestamps() })),
    )
    for (let i = 0; i < plan.positions.length; i++) ctx.record('contract-positions', 'created')
  }
}

/**
 * Contracts of the demo business customers (100200 and 100300 on tribo,
 * 200100 on moto): framework and price agreements over three years — expired,
 * active and planned — each with 3–60 positions of real, orderable articles
 * (moto sells its few products without pack variants: positions name the product).
 * Found by tenant and contract number; existing contracts are left alone.
 */
export const contractsStep: SeedStep = {
  name: 'contracts',
  async run(ctx) {
    for (const tenantSlug of new Set(CUSTOMERS.map((c) => c.tenant))) {
      if (!ctx.tenants.has(tenantSlug)) continue
      const tenant = tenantId(ctx, tenantSlug)
      const articles = (
        await ctx.payload.find({
          collection: 'articles',
          where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
          sort: 'articleNumber',
          depth: 1,
          pagination: false,
          select: { articleNumber: true, product: true, prices: true, recommendedRetailPriceCents: true },
          populate: { products: { productNumber: true }, 'price-lists': { code: true } },
          ...LOCAL,
        })
      ).docs as Article[]
      // A catalogue without pack variants (moto): each product is agreed as its own article.
      const agreed = articles.length
        ? articles
        : ((
            await ctx.payload.find({
              collection: 'products',
              where: { tenant: { equals: tenant } },
              sort: 'productNumber',
              depth: 0,
              pagination: false,
              select: { productNumber: true },
              ...LOCAL,
            })
          ).docs.map((p) => ({
            id: p.id,
            articleNumber: p.productNumber,
            product: p.id,
            prices: [],
            recommendedRetailPriceCents: null,
          })) as unknown as Article[])
      if (!agreed.length) continue
      for (const seed of CUSTOMERS.filter((c) => c.tenant === tenantSlug))
        await seedCustomer(ctx, tenantSlug, seed.customerId, seed.contracts, agreed)
    }
  },
}
