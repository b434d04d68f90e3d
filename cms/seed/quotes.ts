import type { Article, Order, Quote } from '../payload-types'
import { SKIP_ORDERED_ARTICLES } from '../hooks/ordered-articles'
import { swissToday } from '../../lib/dates'
import { addDays } from '../../features/quotes/model'
import { ACCOUNT_SEEDS } from './accounts'
import { CUSTOMER_PRICE_LISTS } from './catalog-data'
import { customerKey } from './customers'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedStep } from './types'

const DAY = 24 * 60 * 60 * 1000

type QuoteSeed = {
  /** The number's fixed part (the date part is the request's Swiss day): how a later run finds it. */
  suffix: string
  username: string
  status: Quote['status']
  source: Quote['source']
  lines: number
  /** Days before today the request came in. */
  requestedDaysAgo: number
  /** Days before today sales answered (answered, expired, accepted). */
  answeredDaysAgo?: number
  /** The last valid day, in days from today (negative: expired). */
  validForDays?: number
  desiredInDays?: number
  remark?: string
  answer?: string
  /** An ordered quote: the seeded order its prices went into (its dates follow the order's). */
  orderNumber?: string
}

/**
 * The demo quote requests (Offerten): for Garage Muster AG a request still waiting (einkauf), an
 * answer still valid (einkauf), one that expired (einkauf) and one its administrator ordered with
 * an order of the history (kunde); for Transporte Alpin GmbH a valid answer (alpin). The accounts
 * of the e2e specs (beschaffung …) get none, so their pages start empty. Lines are articles the
 * customer can order, at their list price when asked; quoted prices 6–15 % below it. Found by the
 * fixed part of the number; existing ones are left alone.
 */
const QUOTES: QuoteSeed[] = [
  {
    suffix: 'SDRQ2',
    username: 'einkauf',
    status: 'requested',
    source: 'product',
    lines: 2,
    requestedDaysAgo: 1,
    desiredInDays: 30,
    remark: 'Jahresbedarf Werkstatt Volketswil – bitte Staffelpreis ab 40 Stück offerieren.',
  },
  {
    suffix: 'SDAN3',
    username: 'einkauf',
    status: 'answered',
    source: 'cart',
    lines: 3,
    requestedDaysAgo: 6,
    answeredDaysAgo: 4,
    validForDays: 21,
    remark: 'Frühjahrsservice-Aktion: Gesamtmenge für beide Filialen.',
    answer:
      'Gerne offerieren wir Ihnen die Positionen zu den untenstehenden Nettopreisen, franko Domizil. Bei Fragen erreichen Sie uns unter 044 555 12 12.',
  },
  {
    suffix: 'SDEX4',
    username: 'einkauf',
    status: 'answered',
    source: 'product',
    lines: 1,
    requestedDaysAgo: 50,
    answeredDaysAgo: 48,
    validForDays: -18,
    answer: 'Projektpreis für die Umstellung Ihrer Hebebühnen auf biologisch abbaubares Hydrauliköl.',
  },
  {
    suffix: 'SDBS5',
    username: 'kunde',
    status: 'ordered',
    source: 'cart',
    lines: 0,
    requestedDaysAgo: 0,
    orderNumber: '4500012012',
    answer: 'Sonderkonditionen für die Lagerauffüllung, gültig zwei Wochen.',
  },
  {
    suffix: 'SDAL6',
    username: 'alpin',
    status: 'answered',
    source: 'cart',
    lines: 2,
    requestedDaysAgo: 3,
    answeredDaysAgo: 2,
    validForDays: 14,
    desiredInDays: 20,
    remark: 'Wintervorrat Depot Chur.',
    answer: 'Wir offerieren Ihnen den Wintervorrat zu Flottenkonditionen.',
  },
]

/** A quote's number: Q, the Swiss day of the request (YYMMDD), the fixed part. */
const numberOf = (requestedAt: Date, suffix: string) =>
  `Q${swissToday(requestedAt).slice(2).replaceAll('-', '')}-${suffix}`

/** The quoted price: 6–15 % below the list price, in whole 5 Rappen. */
const quoted = (listCents: number, discount: number) =>
  Math.max(5, Math.round((listCents * (100 - discount)) / 100 / 5) * 5)

export const quotesStep: SeedStep = {
  name: 'quotes',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const articles = (
      await payload.find({
        collection: 'articles',
        where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
        sort: 'articleNumber',
        depth: 1,
        pagination: false,
        select: { articleNumber: true, product: true, prices: true },
        populate: { 'price-lists': { code: true } },
        ...LOCAL,
      })
    ).docs as Article[]
    if (!articles.length) return
    const sales = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'editor@tribo.local' } },
        limit: 1,
        depth: 0,
        ...LOCAL,
      })
    ).docs[0]
    const now = Date.now()
    for (const seed of QUOTES) {
      const exists = await payload.count({
        collection: 'quotes',
        where: { and: [{ tenant: { equals: tenant } }, { quoteNumber: { like: `%-${seed.suffix}` } }] },
        ...LOCAL,
      })
      if (exists.totalDocs) {
        ctx.record('quotes', 'existing')
        continue
      }
      const account = (
        await payload.find({
          collection: 'accounts',
          where: { username: { equals: seed.username } },
          limit: 1,
          depth: 0,
          ...LOCAL,
        })
      ).docs[0]
      const customerId = ACCOUNT_SEEDS.find((a) => a.username === seed.username)?.customerId
      const customer = customerId ? ctx.customers.get(customerKey('tribo', customerId)) : undefined
      if (!account || customer == null || !customerId) continue
      const listCode = CUSTOMER_PRICE_LISTS[customerId]
      const rng = createRng(`tribo:quotes:${seed.suffix}`)
      const scalesOf = (articleNumber: string) =>
        (
          articles
            .find((article) => article.articleNumber === articleNumber)
            ?.prices?.find((row) => typeof row.priceList === 'object' && row.priceList.code === listCode)
            ?.scales ?? []
        )
          .slice()
          .sort((a, b) => a.minQuantity - b.minQuantity)
      const listPrice = (articleNumber: string, quantity: number) => {
        let price: number | null = null
        for (const scale of scalesOf(articleNumber))
          if (scale.minQuantity <= quantity) price = scale.unitPriceCents
        return price
      }

      let requestedAt = new Date(now - seed.requestedDaysAgo * DAY)
      let answeredAt = seed.answeredDaysAgo != null ? new Date(now - seed.answeredDaysAgo * DAY) : null
      let validUntil =
        seed.validForDays != null ? addDays(swissToday(new Date(now)), seed.validForDays) : null
      let decidedAt: Date | null = null
      let order: Order | undefined
      let lines: NonNullable<Quote['lines']>
      if (seed.orderNumber) {
        // The order of the history whose prices came from this quote: the quote's lines are its lines.
        order = (
          await payload.find({
            collection: 'orders',
            where: { and: [{ tenant: { equals: tenant } }, { orderNumber: { equals: seed.orderNumber } }] },
            limit: 1,
            depth: 0,
            ...LOCAL,
          })
        ).docs[0] as Order | undefined
        if (!order) continue
        const orderedAt = new Date(order.orderedAt).getTime()
        requestedAt = new Date(orderedAt - 8 * DAY)
        answeredAt = new Date(orderedAt - 6 * DAY)
        decidedAt = new Date(orderedAt - 1 * DAY)
        validUntil = addDays(swissToday(new Date(orderedAt)), 8)
        lines = order.lines.map((line) => ({
          product: typeof line.product === 'object' ? line.product.id : line.product,
          articleNumber: line.articleNumber,
          quantity: line.quantity,
          listUnitPriceCents: Math.round((line.unitPriceCents * 100) / 92),
          quotedUnitPriceCents: line.unitPriceCents,
        }))
      } else {
        const orderable = articles.filter((article) => scalesOf(article.articleNumber).length > 0)
        lines = rng.sample(orderable, seed.lines).map((article) => {
          const quantity = rng.int(4, 12) * 5
          const list = listPrice(article.articleNumber, quantity) ?? 0
          return {
            product: typeof article.product === 'object' ? article.product.id : article.product,
            articleNumber: article.articleNumber,
            quantity,
            listUnitPriceCents: list,
            quotedUnitPriceCents: seed.status === 'requested' ? null : quoted(list, rng.int(6, 15)),
          }
        })
      }
      const created = await payload.create({
        collection: 'quotes',
        data: {
          tenant,
          quoteNumber: numberOf(requestedAt, seed.suffix),
          status: seed.status,
          source: seed.source,
          requestedAt: requestedAt.toISOString(),
          account: account.id,
          customer,
          desiredDate:
            seed.desiredInDays != null ? addDays(swissToday(new Date(now)), seed.desiredInDays) : null,
          remark: seed.remark ?? null,
          lines,
          answer:
            seed.status === 'requested'
              ? {}
              : {
                  validUntil,
                  answeredAt: answeredAt?.toISOString() ?? null,
                  answeredBy: sales?.id ?? null,
                  text: seed.answer ?? null,
                },
          decidedAt: decidedAt?.toISOString() ?? null,
          orderNumber: order?.orderNumber ?? null,
        },
        depth: 0,
        ...LOCAL,
      })
      if (order)
        // The order took the quote's prices: it refers to the quote and marks its lines quoted (its articles are unchanged).
        await payload.update({
          collection: 'orders',
          id: order.id,
          data: { quote: created.id, lines: order.lines.map((line) => ({ ...line, quotedPrice: true })) },
          depth: 0,
          ...LOCAL,
          context: { ...LOCAL.context, [SKIP_ORDERED_ARTICLES]: true },
        })
      ctx.record('quotes', 'created')
    }
  },
}
