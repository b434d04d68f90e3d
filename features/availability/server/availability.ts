import 'server-only'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { seesPrices, type PriceViewer } from '@/features/catalog/pricing'
import { ConflictError, fieldMessage, ValidationError } from '@/lib/api/errors'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { dataScope, shopData, visitorData } from '@/lib/data'
import { swissParts } from '@/lib/dates'
import type { getApiTranslator } from '@/lib/i18n/translator'

import { CANTONS, DEFAULT_WAREHOUSE_CANTON, type Canton, type DeliveryDateProblem } from '../constants'
import {
  deliveryOptions,
  lineAvailability,
  type DeliveryOptions,
  type LineAvailability,
  type OrderMoment,
  type StockLevel,
} from '../estimate'
import { deliveryDateText, type AvailabilityTranslate } from '../texts'

/** Who asks for availability: the tenant, the signed-in account and its price viewer. */
export type AvailabilityReader = {
  tenant: { id: number | string }
  account: AuthenticatedAccount | null
  viewer: PriceViewer
}

type Translate = Awaited<ReturnType<typeof getApiTranslator>>

/**
 * Stock and delivery estimates are for signed-in business customers only, like their prices:
 * visitors get nothing, and private customers (who buy through the B2C cart and the dealers)
 * neither.
 */
export const seesAvailability = (viewer: PriceViewer): boolean => seesPrices(viewer) && !viewer.consumer

/** The Swiss calendar day and time of an instant: where every estimate starts. */
export function orderMoment(now: Date): OrderMoment {
  const parts = swissParts(now)
  if (!parts) throw new RangeError('orderMoment: not a date')
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

async function readWarehouseCanton(tenantId: number | string): Promise<Canton> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'checkout-settings',
    where: { tenant: { equals: tenantId } },
    limit: 1,
    depth: 0,
    select: { delivery: true },
  })
  const canton = docs[0]?.delivery?.warehouseCanton
  return (CANTONS as readonly string[]).includes(canton ?? '') ? (canton as Canton) : DEFAULT_WAREHOUSE_CANTON
}

/** The canton of the tenant's warehouse (checkout settings › delivery), cached until editors change the settings. */
export function warehouseCanton(tenantId: number | string): Promise<Canton> {
  return cached(
    () => readWarehouseCanton(tenantId),
    ['availability:canton', String(tenantId)],
    [cacheTags.checkout(tenantId)],
  )()
}

/**
 * The stock of these articles as the ERP import wrote it (read fresh: stock moves). An article
 * without a row is missing from the map (on request). Should the import have written an article
 * twice, its latest row counts.
 */
export async function stockLevels(
  reader: Pick<AvailabilityReader, 'tenant' | 'account'>,
  articleNumbers: Iterable<string>,
): Promise<Map<string, StockLevel>> {
  const numbers = [...new Set(articleNumbers)]
  if (!numbers.length) return new Map()
  const { docs } = await shopData(dataScope(reader.tenant.id, reader.account)).find({
    collection: 'stock-levels',
    where: { articleNumber: { in: numbers } },
    depth: 0,
    pagination: false,
    sort: 'updatedAt',
    select: { articleNumber: true, quantity: true, restockDate: true },
  })
  return new Map(
    docs.map((doc) => [doc.articleNumber, { quantity: doc.quantity, restockDate: doc.restockDate || null }]),
  )
}

/** One pack of each article, as the product page's variant table shows it; empty for those who see no availability. */
export async function articleAvailability(
  reader: AvailabilityReader,
  articleNumbers: string[],
  now: Date = new Date(),
): Promise<Map<string, LineAvailability>> {
  if (!seesAvailability(reader.viewer) || !articleNumbers.length) return new Map()
  const [stock, canton] = await Promise.all([
    stockLevels(reader, articleNumbers),
    warehouseCanton(reader.tenant.id),
  ])
  const moment = orderMoment(now)
  return new Map(
    articleNumbers.map((number) => [number, lineAvailability(stock.get(number) ?? null, 1, moment, canton)]),
  )
}

/**
 * Each line's availability, in the lines' order (null for those who see no availability). Lines
 * of the same article share its stock: each is estimated for their sum.
 */
export async function linesAvailability(
  reader: AvailabilityReader,
  lines: { articleNumber: string; count: number }[],
  now: Date = new Date(),
): Promise<(LineAvailability | null)[]> {
  if (!seesAvailability(reader.viewer)) return lines.map(() => null)
  const [stock, canton] = await Promise.all([
    stockLevels(
      reader,
      lines.map((line) => line.articleNumber),
    ),
    warehouseCanton(reader.tenant.id),
  ])
  const moment = orderMoment(now)
  const totals = new Map<string, number>()
  for (const line of lines) totals.set(line.articleNumber, (totals.get(line.articleNumber) ?? 0) + line.count)
  return lines.map((line) => {
    const estimate = lineAvailability(
      stock.get(line.articleNumber) ?? null,
      totals.get(line.articleNumber)!,
      moment,
      canton,
    )
    return { ...estimate, quantity: line.count }
  })
}

/** What the checkout's delivery step offers for lines of known availability. */
export async function checkoutDeliveryOptions(
  tenantId: number | string,
  lines: LineAvailability[],
  now: Date = new Date(),
): Promise<DeliveryOptions> {
  return deliveryOptions(lines, orderMoment(now), await warehouseCanton(tenantId))
}

/** The availability texts of the server's translator (the API's language). */
const availabilityTexts =
  (t: Translate): AvailabilityTranslate =>
  (key, values) =>
    t(`availability.${key}` as Parameters<Translate>[0], values as never)

/** The field the requested delivery date's refusals name. */
export const REQUESTED_DELIVERY_DATE_FIELD = 'requestedDeliveryDate'

/** 400 for a requested date the delivery step cannot promise (nothing is stored). */
export function deliveryDateInvalid(
  t: Translate,
  problem: DeliveryDateProblem,
  day: string,
  options: DeliveryOptions,
  partial: boolean,
): ValidationError {
  return new ValidationError(deliveryDateText(availabilityTexts(t), problem, day, options, partial), [
    REQUESTED_DELIVERY_DATE_FIELD,
  ])
}

/** 409 at the submit: the date was fine when chosen, the availability has changed since (nothing is ordered). */
export function deliveryDateConflict(
  t: Translate,
  problem: DeliveryDateProblem,
  day: string,
  options: DeliveryOptions,
  partial: boolean,
): ConflictError {
  const reason = deliveryDateText(availabilityTexts(t), problem, day, options, partial)
  return new ConflictError([
    fieldMessage(t('availability.problems.changed', { problem: reason }), [REQUESTED_DELIVERY_DATE_FIELD]),
  ])
}
