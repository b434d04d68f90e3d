import type { Address, Article } from '../payload-types'
import { swissToday } from '../../lib/dates'
import { standardRateOn, vatSummary } from '../../lib/vat'
import {
  addDays,
  dueAfter,
  dueOnOrAfter,
  monthDayOf,
  reasonText,
  type IsoDay,
  type Timing,
} from '../../features/repeat-orders/model'
import { ACCOUNT_SEEDS } from './accounts'
import { CUSTOMER_PRICE_LISTS } from './catalog-data'
import { customerKey } from './customers'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedStep } from './types'

type RunSeed = 'placed' | 'skipped'

type ScheduleSeed = {
  /** Two letters of the alphabet the order numbers use, for the seeded orders of this schedule. */
  code: string
  username: string
  name: string
  lines: number
  /** The rhythm and where its start lies, from today (Swiss calendar days). */
  timing: (today: IsoDay) => Timing
  /** What became of the due dates before today, oldest first. */
  runs: RunSeed[]
  /** Paused by the scheduler after its skips (else active, its next date the first due date after today). */
  paused?: boolean
  /** Its lines include an article that is no longer available (what its skips were about). */
  withDisabled?: boolean
  purchaseOrderNumber?: string
  remark?: string
}

/**
 * The demo repeat orders, dated from today so that their next dates lie
 * ahead: Garage Muster AG's administrator orders monthly (two orders, one
 * date skipped), Transporte Alpin's every two weeks (three orders), Garage
 * Muster's buyer has one the scheduler paused after two skipped dates (an
 * article of it is no longer available).
 */
const SCHEDULE_SEEDS: ScheduleSeed[] = [
  {
    code: 'GM',
    username: 'kunde',
    name: 'Werkstatt Monatsbedarf',
    lines: 4,
    timing: (today) => {
      const dayOfMonth = monthDayOf(addDays(today, 10))
      // Three monthly dates before today: the start is the first of them.
      const next = dueOnOrAfter(
        { frequency: 'monthly', dayOfMonth, startDate: addDays(today, 1) },
        addDays(today, 1),
      )
      const start = `${monthsBefore(next, 3)}-${String(dayOfMonth).padStart(2, '0')}`
      return { frequency: 'monthly', dayOfMonth, startDate: start }
    },
    runs: ['placed', 'skipped', 'placed'],
    purchaseOrderNumber: 'ABO-WERKSTATT',
  },
  {
    code: 'TA',
    username: 'alpin',
    name: 'Depot Chur Schmierstoffe',
    lines: 3,
    // Every two weeks; the next date four days from today, three before it.
    timing: (today) => ({ frequency: 'weeks', intervalWeeks: 2, startDate: addDays(today, 4 - 6 * 7) }),
    runs: ['placed', 'placed', 'placed'],
    remark: 'Anlieferung Rampe 2, Mo–Fr 7–16 Uhr',
  },
  {
    code: 'HB',
    username: 'einkauf',
    name: 'Hydrauliköl Hebebühnen',
    lines: 2,
    timing: (today) => ({ frequency: 'weeks', intervalWeeks: 4, startDate: addDays(today, -(4 * 7 + 3)) }),
    runs: ['skipped', 'skipped'],
    paused: true,
    withDisabled: true,
  },
]

/** The month `months` before the month of `day`, "YYYY-MM". */
function monthsBefore(day: IsoDay, months: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, month - 1 - months, 1))
  return date.toISOString().slice(0, 7)
}

/** The due dates of a timing before today (oldest first) and the first one from today on. */
function datesOf(timing: Timing, today: IsoDay): { past: IsoDay[]; next: IsoDay } {
  const past: IsoDay[] = []
  let due = dueOnOrAfter(timing, timing.startDate)
  while (due < today) {
    past.push(due)
    due = dueAfter(timing, due)
  }
  return { past, next: due }
}

/** A web order number for a seeded repeat order: W, the date (YYMMDD), and five characters of the order alphabet. */
const orderNumberOf = (code: string, due: IsoDay, index: number) =>
  `W${due.slice(2).replaceAll('-', '')}-${code}A${'23456789'[index % 8]}Q`

const addressCopy = (address: Address | undefined) =>
  address
    ? {
        partnerId: address.partnerId,
        companyName: address.companyName,
        street: address.street,
        postalCode: address.postalCode,
        city: address.city,
        country: address.country,
      }
    : {}

export const repeatOrdersStep: SeedStep = {
  name: 'repeat-orders',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const today = swissToday()
    const articles = (
      await payload.find({
        collection: 'articles',
        where: { tenant: { equals: tenant } },
        sort: 'articleNumber',
        depth: 1,
        pagination: false,
        select: { articleNumber: true, product: true, prices: true, disabled: true },
        populate: { products: { productNumber: true }, 'price-lists': { code: true } },
        ...LOCAL,
      })
    ).docs as Article[]
    if (!articles.length) return
    for (const seed of SCHEDULE_SEEDS) {
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
      const exists = await payload.count({
        collection: 'order-schedules',
        where: {
          and: [
            { tenant: { equals: tenant } },
            { account: { equals: account.id } },
            { name: { equals: seed.name } },
          ],
        },
        ...LOCAL,
      })
      if (exists.totalDocs) {
        ctx.record('order-schedules', 'existing')
        continue
      }
      const addresses = (
        await payload.find({
          collection: 'addresses',
          where: { and: [{ tenant: { equals: tenant } }, { customer: { equals: customer } }] },
          sort: 'partnerId',
          depth: 0,
          pagination: false,
          ...LOCAL,
        })
      ).docs as Address[]
      const preferred = (type: Address['type']) =>
        addresses
          .filter((a) => a.type === type)
          .sort((a, b) => Number(!!b.preferred) - Number(!!a.preferred))[0]
      const shipTo = preferred('SHIP_TO')
      const billTo = preferred('BILL_TO')
      if (!shipTo || !billTo) continue

      // Lines the customer can order (not disabled, priced in its list), drawn the same way on every run.
      const listCode = CUSTOMER_PRICE_LISTS[customerId]
      const priceOf = (article: Article) =>
        (article.prices ?? []).find((p) => typeof p.priceList === 'object' && p.priceList.code === listCode)
          ?.scales?.[0]?.unitPriceCents ?? 0
      const orderable = articles.filter((article) => !article.disabled && priceOf(article) > 0)
      const rng = createRng(`tribo:repeat-orders:${seed.username}:${seed.name}`)
      const picked = rng.sample(orderable, seed.lines)
      const disabled = seed.withDisabled ? articles.find((article) => article.disabled) : undefined
      if (disabled) picked[picked.length - 1] = disabled
      const productOf = (article: Article) =>
        typeof article.product === 'object' ? article.product.id : article.product
      const entries = picked.map((article) => ({
        product: productOf(article),
        articleNumber: article.articleNumber,
        count: rng.int(2, 12),
      }))

      const timing = seed.timing(today)
      const { past, next } = datesOf(timing, today)
      const dueDates = past.slice(-seed.runs.length)
      const placedCount = seed.runs.filter((run) => run === 'placed').length
      const schedule = await payload.create({
        collection: 'order-schedules',
        data: {
          tenant,
          name: seed.name,
          account: account.id,
          customer,
          createdBy: account.id,
          status: seed.paused ? 'paused' : 'active',
          frequency: timing.frequency,
          intervalWeeks: timing.frequency === 'weeks' ? timing.intervalWeeks : null,
          dayOfMonth: timing.frequency === 'monthly' ? timing.dayOfMonth : null,
          startDate: timing.startDate,
          runCount: placedCount,
          nextRunDate: seed.paused ? null : next,
          pausedReason: seed.paused ? reasonText('skippedTwice') : null,
          checkout: {
            shipTo: shipTo.id,
            billTo: billTo.id,
            purchaseOrderNumber: seed.purchaseOrderNumber ?? null,
            remark: seed.remark ?? null,
          },
          entries,
        },
        depth: 0,
        ...LOCAL,
      })
      ctx.record('order-schedules', 'created')

      for (const [index, due] of dueDates.entries()) {
        const outcome = seed.runs[index]!
        let orderNumber: string | null = null
        if (outcome === 'placed') {
          orderNumber = orderNumberOf(seed.code, due, index)
          // Placed early in the morning of the due date (07:05 Swiss time in winter, 08:05 in summer).
          const orderedAt = new Date(`${due}T06:05:00Z`)
          const lines = picked.map((article, line) => ({
            product: productOf(article),
            articleNumber: article.articleNumber,
            quantity: entries[line]!.count,
            unitPriceCents: priceOf(article),
            vatRate: standardRateOn(orderedAt),
          }))
          const vat = vatSummary(
            lines.map((line) => ({ totalCents: line.unitPriceCents * line.quantity, rate: line.vatRate })),
            false,
          )
          const known = await payload.count({
            collection: 'orders',
            where: { and: [{ tenant: { equals: tenant } }, { orderNumber: { equals: orderNumber } }] },
            ...LOCAL,
          })
          if (known.totalDocs) ctx.record('orders', 'existing')
          else {
            await payload.create({
              collection: 'orders',
              data: {
                tenant,
                orderNumber,
                orderedAt: orderedAt.toISOString(),
                // The latest is still open; earlier ones went out.
                status: index === dueDates.length - 1 ? 'open' : 'shipped',
                customer,
                account: account.id,
                schedule: schedule.id,
                submissionKey: `schedule:${schedule.id}:${due}`,
                purchaseOrderNumber: seed.purchaseOrderNumber ?? null,
                remark: seed.remark ?? null,
                shipTo: addressCopy(shipTo),
                billTo: addressCopy(billTo),
                lines,
                totalCents: vat.netCents,
                vatCents: vat.vatCents,
                grossTotalCents: vat.grossCents,
                vatBreakdown: vat.rates,
              },
              depth: 0,
              ...LOCAL,
            })
            ctx.record('orders', 'created')
          }
        }
        const skippedArticle = disabled?.articleNumber ?? picked[0]!.articleNumber
        await payload.create({
          collection: 'order-schedule-runs',
          data: {
            tenant,
            schedule: schedule.id,
            dueDate: due,
            outcome: outcome === 'placed' ? 'placed' : 'skipped',
            customer,
            orderNumber,
            message: outcome === 'skipped' ? reasonText('notOrderable', [skippedArticle]) : null,
          },
          depth: 0,
          ...LOCAL,
        })
        ctx.record('order-schedule-runs', 'created')
      }
    }
  },
}
