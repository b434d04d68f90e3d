import type { Order } from '@/cms/payload-types'
import { standardRateOn, vatSummary, ZVatRate, type VatSummary } from './vat'

type StoredVat = Pick<Order, 'orderedAt' | 'totalCents' | 'vatCents' | 'grossTotalCents' | 'vatBreakdown'> & {
  lines?: Pick<Order['lines'][number], 'unitPriceCents' | 'quantity' | 'vatRate'>[] | null
}

/**
 * An order's VAT as stored when it was placed: net total, VAT per rate and
 * the total including VAT. Orders always carry it (the checkout stores it,
 * the migration that introduced it filled it in for older ones); an order
 * written without it by another system is computed from its lines at the
 * standard rate of its order date, so a total including VAT never shows blank.
 */
export function orderVat(order: StoredVat): VatSummary {
  const rates = ZVatRate.array().safeParse(order.vatBreakdown)
  if (rates.success && rates.data.length && order.vatCents != null && order.grossTotalCents != null) {
    return {
      pricesIncludeVat: false,
      rates: rates.data,
      netCents: order.totalCents,
      vatCents: order.vatCents,
      grossCents: order.grossTotalCents,
    }
  }
  const standard = standardRateOn(order.orderedAt)
  const lines = order.lines?.length
    ? order.lines.map((line) => ({
        totalCents: line.unitPriceCents * line.quantity,
        rate: line.vatRate ?? standard,
      }))
    : [{ totalCents: order.totalCents, rate: standard }]
  return vatSummary(lines, false)
}
