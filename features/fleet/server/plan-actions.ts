import 'server-only'

import { ACCOUNT_PATHS, shoppingListPath } from '@/features/account-area/constants'
import { seesPrices } from '@/features/catalog/pricing'
import type { CartContext } from '@/features/carts/server/cart'
import { updateB2BCart } from '@/features/carts/server/b2b'
import { SHOPPING_LIST_MAX_ENTRIES } from '@/features/shopping-lists/constants'
import { listActor } from '@/features/shopping-lists/server/attribution'
import { assertMayEdit } from '@/features/shopping-lists/server/changes'
import { resolveEntries } from '@/features/shopping-lists/server/entries'
import {
  createShoppingList,
  entriesAfterAdding,
  findVisibleList,
  saveList,
  tooManyEntries,
} from '@/features/shopping-lists/server/lists'
import { listMissing, type ShoppingListContext } from '@/features/shopping-lists/server/request'
import { ConflictError, ValidationError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'
import { fileSlug, toCsv } from '@/lib/csv'
import { counted } from '@/lib/numbers'

import type { FleetPlan, PlanAdded, PlanCartBody, PlanListBody } from '../plan-schemas'
import { fleetPlan, planLines, type PlanContext, type PlanRequest } from './plan'

/**
 * The oil plan in one step: its proposed packs into the B2B cart or onto a
 * shopping list. The plan is always computed again on the server from the
 * period and filters (never from quantities the browser sends), and the
 * lines go through the cart's and the lists' own paths and checks.
 */

const nothing = (ctx: Pick<PlanContext, 't'>) =>
  new ConflictError([{ type: 'error', message: ctx.t('fleetPlan.api.nothing'), meta: { fields: ['from'] } }])

const added = (lines: ReturnType<typeof planLines>): PlanAdded =>
  lines.map(({ articleNumber, title, quantity }) => ({ articleNumber, title, quantity }))

/**
 * POST /api/fleet/plan/cart: every proposed pack of the plan into the caller's B2B cart (counts
 * of an article already there are added, up to 9 999; at most the cart's number of lines), in one
 * change under the cart's lock. Viewers get the cart's 403; retailer mode the checkout's 409.
 */
export async function planToCart(ctx: CartContext, body: PlanCartBody, now: Date = new Date()) {
  if (seesPrices(ctx.viewer) && ctx.viewer.retailerMode)
    throw new ConflictError([
      { type: 'error', message: ctx.t('carts.checkout.api.retailerMode'), meta: { fields: [] } },
    ])
  const plan = await fleetPlan(ctx, body satisfies PlanRequest, now)
  const lines = planLines(plan)
  if (!lines.length) throw nothing(ctx)
  const answer = await updateB2BCart(ctx, {
    action: 'add',
    entries: lines.map(({ articleNumber, quantity }) => ({ articleNumber, count: quantity })),
  })
  return reply(
    { added: added(lines), cart: answer.data },
    {
      messages: [{ type: 'success', message: ctx.t('fleetPlan.api.addedToCart', counted(lines.length)) }],
    },
  )
}

/**
 * POST /api/fleet/plan/shopping-list: the proposed packs onto one of the caller's lists it may
 * change (listId; another's or an unknown one is a 404, a colleague's it may only read a 403) or a
 * new list (name; 201). Each article is checked as on the list pages; repeats add their quantity.
 */
export async function planToList(ctx: ShoppingListContext, body: PlanListBody, now: Date = new Date()) {
  const plan = await fleetPlan(ctx, body, now)
  const lines = planLines(plan)
  if (!lines.length) throw nothing(ctx)
  const list = body.listId != null ? await findVisibleList(ctx, body.listId) : null
  if (body.listId != null && !list) throw listMissing(ctx)
  if (list) assertMayEdit(ctx, list)
  const { entries: resolved } = await resolveEntries(
    ctx,
    lines.map((line) => ({
      product: line.productId,
      articleNumber: line.articleNumber,
      quantity: line.quantity,
    })),
  )
  const actor = await listActor(ctx)
  const tooMany = () =>
    new ValidationError(ctx.t('shoppingLists.api.tooManyEntries', { max: SHOPPING_LIST_MAX_ENTRIES }), [
      'listId',
    ])
  let saved
  if (list) {
    const entries = entriesAfterAdding(list, resolved, actor)
    if (tooManyEntries(entries)) throw tooMany()
    saved = await saveList(ctx, list, { entries }, actor, [
      {
        action: 'add',
        details: { entries: resolved.map(({ articleNumber, quantity }) => ({ articleNumber, quantity })) },
      },
    ])
  } else {
    if (tooManyEntries(resolved)) throw tooMany()
    saved = await createShoppingList(ctx, body.name!, resolved, actor)
  }
  return reply(
    {
      added: added(lines),
      list: { id: saved.id, name: saved.name, url: `/${ctx.locale}${shoppingListPath(saved.id)}` },
    },
    {
      status: list ? 200 : 201,
      messages: [
        {
          type: 'success',
          message: ctx.t('fleetPlan.api.addedToList', { ...counted(lines.length), name: saved.name }),
        },
      ],
    },
  )
}

type CsvKey =
  | 'row'
  | 'pack'
  | 'service'
  | 'product'
  | 'productNumber'
  | 'entry'
  | 'plate'
  | 'component'
  | 'due'
  | 'basis'
  | 'overdue'
  | 'litres'
  | 'articleNumber'
  | 'packLabel'
  | 'quantity'
  | 'leftover'
  | 'price'
  | 'yes'
  | 'no'
  | 'filePrefix'

const amount = (cents: number | null) => (cents == null ? '' : (cents / 100).toFixed(2))

/** The plan as CSV rows: per product its proposed packs, then its due services (one "Zeile" column says which). */
export function planCsvRows(
  plan: FleetPlan,
  t: (key: CsvKey) => string,
): { header: string[]; rows: (string | number)[][] } {
  const prices = plan.totalCents != null
  const header = [
    t('row'),
    t('product'),
    t('productNumber'),
    t('articleNumber'),
    t('packLabel'),
    t('quantity'),
    t('litres'),
    t('leftover'),
    ...(prices ? [t('price')] : []),
    t('entry'),
    t('plate'),
    t('component'),
    t('due'),
    t('basis'),
    t('overdue'),
  ]
  const rows: (string | number)[][] = []
  for (const product of plan.products) {
    for (const line of product.proposal?.lines ?? [])
      rows.push([
        t('pack'),
        product.title,
        product.productNumber,
        line.articleNumber,
        line.packLabel,
        line.quantity,
        line.litres,
        product.proposal!.leftoverLitres,
        ...(prices ? [amount(line.totalCents)] : []),
        '',
        '',
        '',
        '',
        '',
        '',
      ])
    for (const service of product.services)
      rows.push([
        t('service'),
        product.title,
        product.productNumber,
        '',
        '',
        '',
        service.litres,
        '',
        ...(prices ? [''] : []),
        service.entryName,
        service.licensePlate ?? '',
        service.componentLabel,
        service.date,
        service.basisLabel,
        service.overdue ? t('yes') : t('no'),
      ])
  }
  return { header, rows }
}

/** GET /api/fleet/plan/export: the plan as a CSV file (`;`, UTF-8 with BOM, headers in the caller's language). */
export async function planCsv(
  ctx: PlanContext,
  request: PlanRequest,
  now: Date = new Date(),
): Promise<Response> {
  const plan = await fleetPlan(ctx, request, now)
  const t = (key: CsvKey) => ctx.t(`fleetPlan.csv.${key}`)
  const { header, rows } = planCsvRows(plan, t)
  const filename = `${fileSlug(t('filePrefix'), 'plan')}-${plan.from}-${plan.to}.csv`
  return new Response(toCsv(header, rows), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** Where the plan's page is (for links from elsewhere). */
export const planPagePath = (locale: string) => `/${locale}${ACCOUNT_PATHS.fleetPlan}`
