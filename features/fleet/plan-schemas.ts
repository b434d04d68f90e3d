import { z } from 'zod'

import { ZB2BCart } from '@/features/carts/schemas'
import { ZShoppingListName } from '@/features/shopping-lists/schemas'
import { hasControlCharacters } from '@/lib/control-characters'

import { FLEET_COMPONENT_KEYS, FLEET_ENTRY_KINDS, FLEET_TAG_MAX_LENGTH } from './constants'
import { PLAN_PERIODS } from './plan-period'
import { UNPLANNABLE_REASONS } from './plan-compute'

/** The API of the oil plan. */
export const FLEET_PLAN_PATH = '/api/fleet/plan'
export const FLEET_PLAN_CART_PATH = `${FLEET_PLAN_PATH}/cart`
export const FLEET_PLAN_LIST_PATH = `${FLEET_PLAN_PATH}/shopping-list`
export const FLEET_PLAN_EXPORT_PATH = `${FLEET_PLAN_PATH}/export`

// ── Input ───────────────────────────────────────────────────────────────────

/** A calendar day as the address or body names it (checked as a real day by periodProblem). */
const ZDayText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
/** A tag filter: empty means none. */
const ZTag = z
  .string()
  .trim()
  .max(FLEET_TAG_MAX_LENGTH)
  .refine((value) => !hasControlCharacters(value))
const ZKind = z.enum(FLEET_ENTRY_KINDS)

/** The plan's filters: site, cost centre, vehicles or machines. */
export const ZPlanFilters = z
  .object({
    site: ZTag.optional(),
    costCentre: ZTag.optional(),
    kind: z.union([ZKind, z.literal('')]).optional(),
  })
  .strict()
export type PlanFiltersInput = z.infer<typeof ZPlanFilters>

/** GET /api/fleet/plan (and …/export): ?from=&to=&site=&costCentre=&kind= (from and to default to the next quarter). */
export const ZPlanQuery = z.object({
  from: ZDayText.optional(),
  to: ZDayText.optional(),
  site: ZTag.optional(),
  costCentre: ZTag.optional(),
  kind: z.union([ZKind, z.literal('')]).optional(),
})
export type PlanQuery = z.infer<typeof ZPlanQuery>

/** POST /api/fleet/plan/cart: the period and filters; the server computes the plan again. */
export const ZPlanCartBody = z
  .object({ from: ZDayText.optional(), to: ZDayText.optional(), filters: ZPlanFilters.optional() })
  .strict()
export type PlanCartBody = z.infer<typeof ZPlanCartBody>

/** POST /api/fleet/plan/shopping-list: as the cart, onto an existing list (listId) or a new one (name). */
export const ZPlanListBody = z
  .object({
    from: ZDayText.optional(),
    to: ZDayText.optional(),
    filters: ZPlanFilters.optional(),
    listId: z.number().int().positive().optional(),
    name: ZShoppingListName.optional(),
  })
  .strict()
  .refine((body) => (body.listId == null) !== (body.name == null), {
    message: 'listId or name',
    path: ['listId'],
  })
export type PlanListBody = z.infer<typeof ZPlanListBody>

/** The field a refused plan input names: `from`, `to`, `site`, `costCentre`, `kind`, `listId`, `name`, else `body`. */
export function planField(error: z.ZodError): string {
  const path = (error.issues[0]?.path ?? []).map(String).filter((part) => part !== 'filters')
  return path[0] ?? 'body'
}

// ── Answers ─────────────────────────────────────────────────────────────────

const ZBasis = z.enum(['months', 'km', 'hours', 'noHistory'])
const ZComponent = z.enum(FLEET_COMPONENT_KEYS)

/** One service due in the period. */
export const ZPlanService = z.object({
  entryId: z.number(),
  entryName: z.string(),
  licensePlate: z.string().nullable(),
  componentId: z.string(),
  component: ZComponent,
  componentLabel: z.string(),
  date: z.string(),
  basis: ZBasis,
  basisLabel: z.string(),
  overdue: z.boolean(),
  litres: z.number(),
})
export type PlanService = z.infer<typeof ZPlanService>

/** One proposed pack line: how many of which pack, the litres, and the price (null for those who see none). */
export const ZPlanPackLine = z.object({
  articleNumber: z.string(),
  packLabel: z.string(),
  quantity: z.number(),
  litres: z.number(),
  unitPriceCents: z.number().nullable(),
  totalCents: z.number().nullable(),
  contract: z.boolean(),
})
export type PlanPackLine = z.infer<typeof ZPlanPackLine>

/** A product of the plan: the litres its services need, the services, and the packs proposed (null: no orderable pack). */
export const ZPlanProduct = z.object({
  productId: z.number(),
  productNumber: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  litres: z.number(),
  serviceCount: z.number(),
  services: z.array(ZPlanService),
  proposal: z
    .object({
      lines: z.array(ZPlanPackLine),
      litres: z.number(),
      leftoverLitres: z.number(),
      totalCents: z.number().nullable(),
    })
    .nullable(),
})
export type PlanProduct = z.infer<typeof ZPlanProduct>

/** A component the plan cannot count, and why. */
export const ZPlanUnplannable = z.object({
  entryId: z.number(),
  entryName: z.string(),
  licensePlate: z.string().nullable(),
  componentId: z.string(),
  component: ZComponent,
  componentLabel: z.string(),
  productInUseText: z.string().nullable(),
  reason: z.enum(UNPLANNABLE_REASONS),
  reasonLabel: z.string(),
})
export type PlanUnplannable = z.infer<typeof ZPlanUnplannable>

/** GET /api/fleet/plan: the plan of a period. */
export const ZFleetPlan = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  period: z.enum(PLAN_PERIODS),
  filters: z.object({ site: z.string(), costCentre: z.string(), kind: z.string() }),
  /** The customer's sites and cost centres (the filters' choices). */
  sites: z.array(z.string()),
  costCentres: z.array(z.string()),
  entryCount: z.number(),
  products: z.array(ZPlanProduct),
  unplannable: z.array(ZPlanUnplannable),
  litres: z.number(),
  serviceCount: z.number(),
  totalCents: z.number().nullable(),
  /** net: the customer's prices excluding VAT; retail: retailer mode's retail prices including VAT. */
  priceType: z.enum(['net', 'retail']),
  /** Whether the caller may put the plan into the cart (not a viewer, not in retailer mode, a shop user). */
  canOrder: z.boolean(),
  /** Whether the caller may put the plan onto a shopping list (a shop user, not in retailer mode). */
  canList: z.boolean(),
  retailerMode: z.boolean(),
})
export type FleetPlan = z.infer<typeof ZFleetPlan>

/** What was added to the cart or the list. */
export const ZPlanAdded = z.array(
  z.object({ articleNumber: z.string(), title: z.string(), quantity: z.number() }),
)
export type PlanAdded = z.infer<typeof ZPlanAdded>

export const ZPlanListAdded = z.object({
  added: ZPlanAdded,
  list: z.object({ id: z.number(), name: z.string(), url: z.string() }),
})

export const ZPlanCartAdded = z.object({ added: ZPlanAdded, cart: ZB2BCart })
