import 'server-only'

import type { ShoppingList } from '@/cms/payload-types'
import { seesPrices } from '@/features/catalog/pricing'

import { fileSlug, toCsv } from '@/lib/csv'
import { shoppingListDetail } from './lists'
import type { ShoppingListContext } from './request'

type CsvKey =
  | 'articleNumber'
  | 'product'
  | 'productNumber'
  | 'pack'
  | 'quantity'
  | 'unitPrice'
  | 'orderable'
  | 'yes'
  | 'no'
  | 'filePrefix'

/**
 * GET /api/shopping-lists/{id}/export: the list as a CSV file (`;`, UTF-8
 * with BOM, headers in the caller's language) named after the list. Prices
 * (unit price at the quantity, in CHF) only for those who see prices.
 */
export async function shoppingListCsv(ctx: ShoppingListContext, list: ShoppingList): Promise<Response> {
  const detail = await shoppingListDetail(ctx, list)
  const prices = seesPrices(ctx.viewer)
  const t = (key: CsvKey) => ctx.t(`shoppingLists.csv.${key}`)
  const header = [
    t('articleNumber'),
    t('product'),
    t('productNumber'),
    t('pack'),
    t('quantity'),
    ...(prices ? [t('unitPrice')] : []),
    t('orderable'),
  ]
  const rows = detail.entries.map((entry) => [
    entry.articleNumber,
    entry.title,
    entry.productNumber,
    entry.packLabel ?? '',
    entry.quantity,
    ...(prices ? [entry.unitPriceCents == null ? '' : (entry.unitPriceCents / 100).toFixed(2)] : []),
    entry.orderable ? t('yes') : t('no'),
  ])
  const filename = `${fileSlug(t('filePrefix'), 'list')}-${fileSlug(list.name, String(list.id))}.csv`
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
