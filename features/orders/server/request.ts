import 'server-only'

import type { CatalogContext } from '@/features/catalog/server/request'
import { NotFoundError } from '@/lib/api/errors'

import { ORDER_NUMBER_PATTERN } from '../constants'

/** "Bestellung wurde nicht gefunden.": unknown and other customers' orders answer the same. */
export const orderNotFound = (ctx: Pick<CatalogContext, 't'>) =>
  new NotFoundError([
    { type: 'error', message: ctx.t('orders.api.notFound'), meta: { fields: ['orderNumber'] } },
  ])

/** The order number of an address, or null when it cannot be one (then the order is not found either). */
export function orderNumberOf(raw: string): string | null {
  let value: string
  try {
    value = decodeURIComponent(raw)
  } catch {
    return null
  }
  return validOrderNumber(value)
}

/** An already decoded order number (defineRoute decodes the segments), or null when it cannot be one. */
export function validOrderNumber(decoded: string): string | null {
  const value = decoded.trim()
  return ORDER_NUMBER_PATTERN.test(value) ? value : null
}

/** Download links take the language of the page they were clicked on (lib/api/page-locale.ts). */
export { withPageLocale } from '@/lib/api/page-locale'
