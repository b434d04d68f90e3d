import 'server-only'

import { NextRequest } from 'next/server'

import type { CatalogContext } from '@/features/catalog/server/request'
import { isRouteLocale } from '@/lib/i18n/locales'
import { REQUEST_HEADERS } from '@/lib/tenancy/headers'
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

/**
 * A download link sends no locale header: the page it was clicked on (the
 * Referer, /{locale}/…) names the caller's language instead.
 */
export function withPageLocale(request: NextRequest): NextRequest {
  if (request.headers.get(REQUEST_HEADERS.locale)) return request
  const referer = request.headers.get('referer')
  let first: string | undefined
  try {
    first = referer ? new URL(referer).pathname.split('/')[1] : undefined
  } catch {
    first = undefined
  }
  if (!isRouteLocale(first)) return request
  const headers = new Headers(request.headers)
  headers.set(REQUEST_HEADERS.locale, first)
  return new NextRequest(request.url, { headers, method: request.method })
}
