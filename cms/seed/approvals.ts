import type { Article } from '../payload-types'
import { standardRateOn, vatSummary } from '../../lib/vat'
import { CUSTOMER_PRICE_LISTS } from './catalog-data'
import { customerKey } from './customers'
import { ORDERS_ANCHOR } from './orders'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedStep } from './types'

const DAY = 24 * 60 * 60 * 1000

type ApprovalSeed = {
  orderNumber: string
  customerId: string
  buyer: string
  /** The net total the order aims at (its quantities are chosen to reach it), in cents. */
  targetCents: number
  daysAfterAnchor: number
  reasons: ('limit' | 'budget')[]
  /** What the buyer had placed that month when it ordered, in cents. */
  spentCents: number
  decision?: { by: string; daysLater: number; rejectionReason?: string }
  purchaseOrderNumber?: string
}

/**
 * Orders that went beyond a buyer's limits: for Garage Muster AG two pending
 * (one above einkauf's CHF 1 000 order limit, one beyond its CHF 5 000
 * monthly budget), one approved and one rejected by kunde; for Transporte
 * Alpin GmbH one pending of disposition's. Found by order number; existing
 * ones are left alone.
 */
export const APPROVAL_SEEDS: ApprovalSeed[] = [
  {
    orderNumber: 'W261124-FRG01',
    customerId: '100200',
    buyer: 'einkauf',
    targetCents: 145_000,
    daysAfterAnchor: 8,
    reasons: ['limit'],
    spentCents: 62_000,
    purchaseOrderNumber: 'LAGER-2611',
  },
  {
    orderNumber: 'W261125-FRG02',
    customerId: '100200',
    buyer: 'einkauf',
    targetCents: 88_000,
    daysAfterAnchor: 9,
    reasons: ['budget'],
    spentCents: 438_000,
  },
  {
    orderNumber: 'W261103-FRG03',
    customerId: '100200',
    buyer: 'einkauf',
    targetCents: 121_000,
    daysAfterAnchor: -13,
    reasons: ['limit'],
    spentCents: 0,
    decision: { by: 'kunde', daysLater: 1 },
  },
  {
    orderNumber: 'W261110-FRG04',
    customerId: '100200',
    buyer: 'einkauf',
    targetCents: 260_000,
    daysAfterAnchor: -6,
    reasons: ['limit'],
    spentCents: 121_000,
    decision: {
      by: 'kunde',
      daysLater: 0,
      rejectionReason: 'Bitte über den Rahmenvertrag bestellen, dort gelten bessere Konditionen.',
    },
  },
  {
    orderNumber: 'W261123-FRG05',
    customerId: '100300',
    buyer: 'disposition',
    targetCents: 74_000,
    daysAfterAnchor: 7,
    reasons: ['limit'],
    spentCents: 35_000,
  },
]

export const approvalsStep: SeedStep = {
  name: 'approvals',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const accountOf = async (username: string) =>
      (
        await payload.find({
          collection: 'accounts',
          where: { username: { equals: username } },
          limit: 1,
          depth: 0,
          ...LOCAL,
        })
      ).docs[0]
    const articles = (
      await payload.find({
        collection: 'articles',
        where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
        sort: 'articleNumber',
        depth: 1,
        pagination: false,
        select: { articleNumber: true, product: true, prices: true },
        populate: { products: { productNumber: true }, 'price-lists': { code: true } },
        ...LOCAL,
      })
    ).docs as Article[]
    for (const seed of APPROVAL_SEEDS) {
      const exists = await payload.count({
        collection: 'orders',
        where: { and: [{ tenant: { equals: tenant } }, { orderNumber: { equals: seed.orderNumber } }] },
        ...LOCAL,
      })
      if (exists.totalDocs) {
        ctx.record('orders', 'existing')
        continue
      }
      const customer = ctx.customers.get(customerKey('tribo', seed.customerId))
      const buyer = await accountOf(seed.buyer)
      if (customer == null || !buyer) continue
      const listCode = CUSTOMER_PRICE_LISTS[seed.customerId]
      const priced = articles
        .map((article) => ({
          article,
          unitPriceCents:
            (article.prices ?? []).find(
              (p) => typeof p.priceList === 'object' && p.priceList.code === listCode,
            )?.scales?.[0]?.unitPriceCents ?? 0,
        }))
        .filter((entry) => entry.unitPriceCents > 0)
      if (!priced.length) continue
      const rng = createRng(`tribo:approvals:${seed.orderNumber}`)
      const picks = rng.sample(priced, 3)
      const requestedAt = new Date(ORDERS_ANCHOR + seed.daysAfterAnchor * DAY)
      // Each line takes its share of the target: quantities that make the order about that big.
      const lines = picks.map(({ article, unitPriceCents }) => ({
        product: typeof article.product === 'object' ? article.product.id : article.product,
        articleNumber: article.articleNumber,
        quantity: Math.min(9999, Math.max(1, Math.round(seed.targetCents / picks.length / unitPriceCents))),
        unitPriceCents,
        vatRate: standardRateOn(requestedAt),
      }))
      const vat = vatSummary(
        lines.map((line) => ({ totalCents: line.unitPriceCents * line.quantity, rate: line.vatRate })),
        false,
      )
      const decider = seed.decision ? await accountOf(seed.decision.by) : null
      const decidedAt = seed.decision
        ? new Date(requestedAt.getTime() + seed.decision.daysLater * DAY + 3_600_000)
        : null
      const status = !seed.decision ? 'awaitingApproval' : seed.decision.rejectionReason ? 'rejected' : 'open'
      await payload.create({
        collection: 'orders',
        data: {
          tenant,
          orderNumber: seed.orderNumber,
          // An approved order went out when it was approved.
          orderedAt: (status === 'open' && decidedAt ? decidedAt : requestedAt).toISOString(),
          status,
          customer,
          account: buyer.id,
          purchaseOrderNumber: seed.purchaseOrderNumber ?? null,
          lines,
          totalCents: vat.netCents,
          vatCents: vat.vatCents,
          grossTotalCents: vat.grossCents,
          vatBreakdown: vat.rates,
          approval: {
            requestedAt: requestedAt.toISOString(),
            reasons: seed.reasons,
            submittedTotalCents: vat.netCents,
            limitCents: buyer.orderLimitCents ?? null,
            budgetCents: buyer.monthlyBudgetCents ?? null,
            spentCents: seed.spentCents,
            ...(decider && decidedAt
              ? {
                  decidedAt: decidedAt.toISOString(),
                  decidedBy: decider.id,
                  decidedByName: `${decider.firstName} ${decider.lastName}`,
                  rejectionReason: seed.decision?.rejectionReason ?? null,
                }
              : {}),
          },
        },
        depth: 0,
        ...LOCAL,
      })
      ctx.record('orders', 'created')
    }
  },
}
