import type { FleetComponentKey, FleetEntryKind } from './constants'
import { dueDatesBetween, nextDue, type DueBasis, type FleetUsage, type ServiceInterval } from './due'

/**
 * The oil plan's arithmetic, pure: which services of a fleet fall due in a
 * period and how many litres of which product they need, and which
 * components cannot be planned (and why). The server reads the entries and
 * prices the packs (features/fleet/server/plan.ts).
 */

export type PlanComponentInput = {
  /** The component's row id (stable across edits). */
  id: string
  component: FleetComponentKey
  product: number | null
  /** Another brand's product in use, as the customer named it. */
  productInUseText: string | null
  capacityLitres: number | null
  interval: ServiceInterval
}

export type PlanEntryInput = {
  id: number
  name: string
  kind: FleetEntryKind
  licensePlate: string | null
  site: string | null
  costCentre: string | null
  usage: FleetUsage
  components: PlanComponentInput[]
}

/** One service due in the period: which entry and component, when, and the litres it needs. */
export type PlannedService = {
  entryId: number
  entryName: string
  licensePlate: string | null
  componentId: string
  component: FleetComponentKey
  date: string
  basis: DueBasis
  overdue: boolean
  litres: number
}

/** Why a component cannot be planned: no Tribo product (maybe another brand's), no fill quantity, a lifetime fill, or a km/h interval nothing lets us estimate. */
export const UNPLANNABLE_REASONS = [
  'noProduct',
  'noCapacity',
  'lifetime',
  'noEstimate',
  'productUnavailable',
] as const
export type UnplannableReason = (typeof UNPLANNABLE_REASONS)[number]

export type UnplannableComponent = {
  entryId: number
  entryName: string
  licensePlate: string | null
  componentId: string
  component: FleetComponentKey
  productInUseText: string | null
  reason: UnplannableReason
}

/** The plan's filters: a site, a cost centre, vehicles or machines (none: everything). */
export type PlanFilters = { site?: string | null; costCentre?: string | null; kind?: FleetEntryKind | null }

export const matchesFilters = (
  entry: Pick<PlanEntryInput, 'site' | 'costCentre' | 'kind'>,
  filters: PlanFilters,
) =>
  (!filters.site || entry.site === filters.site) &&
  (!filters.costCentre || entry.costCentre === filters.costCentre) &&
  (!filters.kind || entry.kind === filters.kind)

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

const hasInterval = (interval: ServiceInterval) =>
  positive(interval.intervalMonths) || positive(interval.intervalKm) || positive(interval.intervalHours)

/** Why a component cannot be planned at all, or null when it can. */
export function unplannableReason(
  component: PlanComponentInput,
  usage: FleetUsage,
  today: string,
): UnplannableReason | null {
  if (!hasInterval(component.interval)) return 'lifetime'
  if (component.product == null) return 'noProduct'
  if (!positive(component.capacityLitres)) return 'noCapacity'
  if (nextDue(component.interval, usage, today) == null) return 'noEstimate'
  return null
}

/** Litres with at most three decimals (millilitres), so sums do not drift. */
export const roundLitres = (litres: number) => Math.round(litres * 1000) / 1000

export type PlanServices = {
  /** Per product id, its services in the period (by date, then entry name). */
  byProduct: Map<number, PlannedService[]>
  unplannable: UnplannableComponent[]
}

/**
 * The services of the entries (after the filters) in [from, to]: every due
 * date of every plannable component — a monthly interval several times in a
 * quarter, km and hour intervals estimated from the readings and the yearly
 * figures, an overdue or never recorded service today when today is in the
 * period — each needing the component's fill quantity of its product.
 */
export function planServices(
  entries: PlanEntryInput[],
  filters: PlanFilters,
  from: string,
  to: string,
  today: string,
): PlanServices {
  const byProduct = new Map<number, PlannedService[]>()
  const unplannable: UnplannableComponent[] = []
  for (const entry of entries) {
    if (!matchesFilters(entry, filters)) continue
    for (const component of entry.components) {
      const reason = unplannableReason(component, entry.usage, today)
      const base = {
        entryId: entry.id,
        entryName: entry.name,
        licensePlate: entry.licensePlate,
        componentId: component.id,
        component: component.component,
      }
      if (reason) {
        unplannable.push({ ...base, productInUseText: component.productInUseText, reason })
        continue
      }
      const dates = dueDatesBetween(component.interval, entry.usage, from, to, today)
      if (!dates.length) continue
      const list = byProduct.get(component.product!) ?? []
      for (const due of dates)
        list.push({
          ...base,
          date: due.date,
          basis: due.basis,
          overdue: due.overdue,
          litres: component.capacityLitres!,
        })
      byProduct.set(component.product!, list)
    }
  }
  for (const list of byProduct.values())
    list.sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.entryName.localeCompare(b.entryName, 'de') ||
        a.componentId.localeCompare(b.componentId),
    )
  // By entry, each entry's components in their own order (the sort is stable).
  unplannable.sort((a, b) => a.entryName.localeCompare(b.entryName, 'de') || a.entryId - b.entryId)
  return { byProduct, unplannable }
}

/** The litres a product's services need together. */
export const litresOf = (services: Pick<PlannedService, 'litres'>[]) =>
  roundLitres(services.reduce((sum, service) => sum + service.litres, 0))

/** "3 × 20 L + 1 × 5 L": the proposed packs of a product, largest first as proposed. */
export const packsText = (lines: { quantity: number; packLabel: string }[]) =>
  lines.map((line) => `${line.quantity} × ${line.packLabel}`).join(' + ')
