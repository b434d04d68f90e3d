import 'server-only'

import type { z } from 'zod'

import type { FleetEntry } from '@/cms/payload-types'
import { mayOrderAs } from '@/features/accounts/company-roles'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { priceInfo, scalesFor, seesPrices, type PriceViewer } from '@/features/catalog/pricing'
import { getProductArticles, type CatalogArticle } from '@/features/catalog/server/articles'
import { unitLabel, type CatalogContext } from '@/features/catalog/server/request'
import { shownProductsById } from '@/features/catalog/server/shown-products'
import { packLabel } from '@/features/catalog/server/variants'
import { formatLicensePlate } from '@/features/oil-finder/schemas'
import { packLitres } from '@/features/oil-finder/server/pack'
import { productPath } from '@/features/products/paths'
import { ValidationError } from '@/lib/api/errors'
import { dataScope, shopData } from '@/lib/data'

import { SHOPPING_LIST_NAME_MAX_LENGTH } from '@/features/shopping-lists/constants'

import {
  FLEET_MAX_ENTRIES,
  FLEET_TAG_MAX_LENGTH,
  PLAN_MAX_DAYS,
  type FleetComponentKey,
  type FleetEntryKind,
} from '../constants'
import { isDay, nextQuarter, todayInZurich } from '../due'
import { optimisePacks, type PackOption } from '../packs'
import {
  litresOf,
  planServices,
  roundLitres,
  type PlanEntryInput,
  type PlanFilters,
  type UnplannableComponent,
  type UnplannableReason,
} from '../plan-compute'
import { periodOf, periodProblem, type PlanRange } from '../plan-period'
import {
  planField,
  type FleetPlan,
  type PlanFiltersInput,
  type PlanProduct,
  type PlanQuery,
} from '../plan-schemas'

/**
 * The oil plan (docs/fleet.md): for a period, the litres per product the
 * customer's fleet services falling due need, and per product the packs that
 * cover them at the lowest price (features/fleet/packs.ts) among the
 * product's articles this customer can order, priced as the shop charges
 * (scale prices capped by contract prices; retail prices in retailer mode).
 * Read through the caller's data scope: only its customer's fleet.
 */

/** Who asks: a signed-in user of a business customer (viewers read the plan too). */
export type PlanContext = Pick<CatalogContext, 'tenant' | 'locale' | 't' | 'viewer'> & {
  account: AuthenticatedAccount
}

/** The period and filters a plan is asked for. */
export type PlanRequest = { from?: string; to?: string; filters?: PlanFiltersInput | PlanQuery }

const text = (value: string | null | undefined) => (value ?? '').trim()

/** The entry as the pure plan reads it. */
export function planEntryOf(doc: FleetEntry): PlanEntryInput {
  return {
    id: doc.id,
    name: doc.name,
    kind: doc.kind,
    licensePlate: doc.licensePlate || null,
    site: text(doc.site) || null,
    costCentre: text(doc.costCentre) || null,
    usage: {
      readingKm: doc.readingKm ?? null,
      readingHours: doc.readingHours ?? null,
      readingDate: doc.readingDate || null,
      yearlyKm: doc.yearlyKm ?? null,
      yearlyHours: doc.yearlyHours ?? null,
    },
    components: (doc.components ?? []).map((component, index) => ({
      id: component.id ?? String(index),
      component: component.component,
      product:
        component.product == null
          ? null
          : typeof component.product === 'object'
            ? component.product.id
            : component.product,
      productInUseText: text(component.productInUseText) || null,
      capacityLitres: component.capacityLitres ?? null,
      interval: {
        intervalMonths: component.intervalMonths ?? null,
        intervalKm: component.intervalKm ?? null,
        intervalHours: component.intervalHours ?? null,
        lastServiceDate: component.lastServiceDate || null,
        lastServiceReading: component.lastServiceReading ?? null,
      },
    })),
  }
}

/** 400 naming the period's field (from, to) in the caller's language. */
function badPeriod(ctx: Pick<PlanContext, 't'>, field: 'from' | 'to', problem: 'date' | 'order' | 'tooLong') {
  const message =
    problem === 'date'
      ? ctx.t('fleetPlan.api.date', { field: ctx.t(`fleetPlan.fields.${field}`) })
      : problem === 'order'
        ? ctx.t('fleetPlan.api.order')
        : ctx.t('fleetPlan.api.tooLong', { max: PLAN_MAX_DAYS })
  return new ValidationError([{ type: 'error', message, meta: { fields: [field] } }])
}

/** The period asked for (the next quarter by default), or a 400 naming the bad day. */
export function planRange(ctx: Pick<PlanContext, 't'>, request: PlanRequest, today: string): PlanRange {
  const fallback = nextQuarter(today)
  // Neither day: the next quarter; one day alone is not a period.
  const from = request.from ?? (request.to ? null : fallback.from)
  if (from == null || !isDay(from)) throw badPeriod(ctx, 'from', 'date')
  const to = request.to ?? (request.from ? null : fallback.to)
  if (to == null) throw badPeriod(ctx, 'to', 'date')
  const problem = periodProblem(from, to)
  if (problem) throw badPeriod(ctx, problem.field, problem.problem)
  return { from, to }
}

/** The plan's filters from a query or body. */
export const planFiltersOf = (input: PlanFiltersInput | PlanQuery | undefined): PlanFilters => ({
  site: text(input?.site) || null,
  costCentre: text(input?.costCentre) || null,
  kind: (input?.kind || null) as FleetEntryKind | null,
})

/** Every entry of the caller's customer (the scope rule narrows to it and its tenant). */
async function fleetEntries(ctx: PlanContext): Promise<FleetEntry[]> {
  const { docs } = await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
    collection: 'fleet-entries',
    depth: 0,
    limit: FLEET_MAX_ENTRIES,
    sort: ['name', 'id'],
    select: {
      name: true,
      kind: true,
      licensePlate: true,
      site: true,
      costCentre: true,
      readingKm: true,
      readingHours: true,
      readingDate: true,
      yearlyKm: true,
      yearlyHours: true,
      components: true,
    },
  })
  return docs as FleetEntry[]
}

/** The viewer that orders: retailer mode shows retail prices, but the packs are those the customer can order. */
const orderingViewer = (viewer: PriceViewer): PriceViewer =>
  seesPrices(viewer) ? { ...viewer, retailerMode: false } : viewer

/** A product's packs as the optimiser takes them: the litres of each pack and the scales the viewer pays by. */
export function packOptions(articles: CatalogArticle[], viewer: PriceViewer): PackOption[] {
  const ordering = orderingViewer(viewer)
  return articles.flatMap((article) => {
    const litres = packLitres(article)
    const priced = scalesFor(article, viewer)
    if (litres == null || litres <= 0 || !priced) return []
    return [
      {
        articleNumber: article.articleNumber,
        litres,
        // Orderable for the customer (in retailer mode too: the plan shows what it would order).
        orderable: !article.disabled && scalesFor(article, ordering) != null,
        scales: priced.scales,
      },
    ]
  })
}

const componentLabel = (ctx: Pick<PlanContext, 't'>, key: FleetComponentKey) =>
  ctx.t(`fleet.components.${key}` as 'fleet.components.engine')

const reasonLabel = (ctx: Pick<PlanContext, 't'>, reason: UnplannableReason) =>
  ctx.t(`fleetPlan.reasons.${reason}`)

const plate = (value: string | null) => (value ? formatLicensePlate(value) : null)

/**
 * The plan of a period: the services due per product with the litres they
 * need, the proposed packs with their prices, the components that cannot be
 * planned, and the totals. `filters` narrow the entries (site, cost centre,
 * vehicles or machines); `now` fixes today (Swiss time).
 */
export async function fleetPlan(
  ctx: PlanContext,
  request: PlanRequest,
  now: Date = new Date(),
): Promise<FleetPlan> {
  const today = todayInZurich(now)
  const range = planRange(ctx, request, today)
  const filters = planFiltersOf(request.filters)
  const docs = await fleetEntries(ctx)
  const entries = docs.map(planEntryOf)
  const { byProduct, unplannable } = planServices(entries, filters, range.from, range.to, today)
  const products = await shownProductsById(ctx.tenant.id, ctx.locale, [...byProduct.keys()])
  const unit = unitLabel(ctx)
  const prices = seesPrices(ctx.viewer)
  const retailerMode = prices && ctx.viewer.kind === 'customer' && ctx.viewer.retailerMode
  const lost: UnplannableComponent[] = []
  const rows: PlanProduct[] = []
  await Promise.all(
    [...byProduct].map(async ([productId, services]) => {
      const product = products.get(productId)
      if (!product) {
        // A product that is gone or not published on this site: its services cannot be planned.
        for (const service of services)
          if (!lost.some((u) => u.entryId === service.entryId && u.componentId === service.componentId))
            lost.push({
              entryId: service.entryId,
              entryName: service.entryName,
              licensePlate: service.licensePlate,
              componentId: service.componentId,
              component: service.component,
              productInUseText: null,
              reason: 'productUnavailable',
            })
        return
      }
      const articles = await getProductArticles(ctx.tenant.id, product.productNumber)
      const byNumber = new Map(articles.map((article) => [article.articleNumber, article]))
      const litres = litresOf(services)
      const proposal = optimisePacks(litres, packOptions(articles, ctx.viewer))
      rows.push({
        productId,
        productNumber: product.productNumber,
        title: product.name ?? product.productNumber,
        url: productPath(ctx.locale, product.productNumber),
        litres,
        serviceCount: services.length,
        services: services.map((service) => ({
          ...service,
          licensePlate: plate(service.licensePlate),
          componentLabel: componentLabel(ctx, service.component),
          basisLabel: ctx.t(`fleet.basis.${service.basis}`),
          litres: roundLitres(service.litres),
        })),
        proposal: proposal && {
          lines: proposal.lines.map((line) => {
            const article = byNumber.get(line.articleNumber)!
            return {
              articleNumber: line.articleNumber,
              packLabel: packLabel(article, ctx.locale, unit),
              quantity: line.quantity,
              litres: line.litres,
              unitPriceCents: prices ? line.unitPriceCents : null,
              totalCents: prices ? line.totalCents : null,
              contract: !!priceInfo(article, ctx.viewer, line.quantity)?.contract,
            }
          }),
          litres: proposal.litres,
          leftoverLitres: proposal.leftoverLitres,
          totalCents: prices ? proposal.totalCents : null,
        },
      })
    }),
  )
  rows.sort((a, b) => a.title.localeCompare(b.title, 'de') || a.productNumber.localeCompare(b.productNumber))
  // By entry, each entry's components in their own order (the sort is stable).
  const all = [...unplannable, ...lost].sort(
    (a, b) => a.entryName.localeCompare(b.entryName, 'de') || a.entryId - b.entryId,
  )
  const distinct = (values: (string | null)[]) =>
    [...new Set(values.filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b, 'de'))
  const shopUser = !!ctx.account.isActiveEcommerceShopUser
  return {
    from: range.from,
    to: range.to,
    today,
    period: periodOf(range, today),
    filters: { site: filters.site ?? '', costCentre: filters.costCentre ?? '', kind: filters.kind ?? '' },
    sites: distinct(entries.map((entry) => entry.site)),
    costCentres: distinct(entries.map((entry) => entry.costCentre)),
    entryCount: entries.length,
    products: rows,
    unplannable: all.map((component) => ({
      ...component,
      licensePlate: plate(component.licensePlate),
      componentLabel: componentLabel(ctx, component.component),
      reasonLabel: reasonLabel(ctx, component.reason),
    })),
    litres: roundLitres(rows.reduce((sum, row) => sum + row.litres, 0)),
    serviceCount: rows.reduce((sum, row) => sum + row.serviceCount, 0),
    totalCents: prices ? rows.reduce((sum, row) => sum + (row.proposal?.totalCents ?? 0), 0) : null,
    priceType: retailerMode || (ctx.viewer.kind === 'customer' && ctx.viewer.consumer) ? 'retail' : 'net',
    canOrder: shopUser && mayOrderAs(ctx.account) && !retailerMode,
    canList: shopUser && !retailerMode,
    retailerMode,
  }
}

/** The plan's proposed packs as lines to order (article, product, quantity), in the plan's order. */
export const planLines = (plan: FleetPlan) =>
  plan.products.flatMap((product) =>
    (product.proposal?.lines ?? []).map((line) => ({
      articleNumber: line.articleNumber,
      productId: product.productId,
      productNumber: product.productNumber,
      title: `${product.title} – ${line.packLabel}`,
      quantity: line.quantity,
    })),
  )

/** 400 naming the refused field of a plan request (from, to, site, costCentre, kind, listId, name) in the caller's language. */
export function badPlanInput(ctx: Pick<PlanContext, 't'>, error: z.ZodError): ValidationError {
  const field = planField(error)
  const message =
    field === 'from' || field === 'to'
      ? ctx.t('fleetPlan.api.date', { field: ctx.t(`fleetPlan.fields.${field}`) })
      : field === 'site' || field === 'costCentre'
        ? ctx.t('fleetPlan.api.tag', { field: ctx.t(`fleetPlan.fields.${field}`), max: FLEET_TAG_MAX_LENGTH })
        : field === 'kind'
          ? ctx.t('fleetPlan.api.kind')
          : field === 'listId'
            ? ctx.t('fleetPlan.api.listOrName')
            : field === 'name'
              ? ctx.t('fleetPlan.api.name', { max: SHOPPING_LIST_NAME_MAX_LENGTH })
              : ctx.t('fleetPlan.api.badParameter', { parameter: field })
  return new ValidationError([{ type: 'error', message, meta: { fields: [field] } }])
}
