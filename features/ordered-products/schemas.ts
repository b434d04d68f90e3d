import { z } from 'zod'

import type { TableDefinition } from '../table-lists/query'

/** The columns the ordered-products table sorts by (in the database). */
export const ORDERED_PRODUCT_SORT_COLUMNS = [
  'lastOrderedAt',
  'firstOrderedAt',
  'orderCount',
  'totalQuantity',
  'articleNumber',
] as const
export type OrderedProductSortColumn = (typeof ORDERED_PRODUCT_SORT_COLUMNS)[number]

/**
 * The sorts offered as one select (listSortSelectField), each a
 * column and a direction; its value is `column.order`. The first is the
 * default: the last ordered first.
 */
export const ORDERED_PRODUCT_SORT_OPTIONS = [
  { value: 'lastOrderedAt.desc', column: 'lastOrderedAt', order: 'desc', label: 'lastOrdered' },
  { value: 'orderCount.desc', column: 'orderCount', order: 'desc', label: 'mostOrdered' },
  { value: 'totalQuantity.desc', column: 'totalQuantity', order: 'desc', label: 'largestQuantity' },
  { value: 'articleNumber.asc', column: 'articleNumber', order: 'asc', label: 'articleNumber' },
] as const

/** What GET /api/article-order-history/ accepts: sorts, a date range over the last order, a search. */
export const ORDERED_PRODUCTS_TABLE: TableDefinition = {
  sortColumns: ORDERED_PRODUCT_SORT_COLUMNS,
  datepicker: true,
  search: true,
}

/** The select's value for a sort (the default sort when none is chosen); '' when the sort is not one of the options. */
export function sortSelectValue(sort: { column: string | null; order: 'asc' | 'desc' | null }): string {
  if (!sort.column) return ORDERED_PRODUCT_SORT_OPTIONS[0].value
  return (
    ORDERED_PRODUCT_SORT_OPTIONS.find(
      (option) => option.column === sort.column && option.order === sort.order,
    )?.value ?? ''
  )
}

const ZImage = z.object({
  srcset: z.string().optional(),
  fallback: z.string().optional(),
  alt: z.string(),
  title: z.string().optional(),
  caption: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
})

/** One ordered article of the customer (a row of the table). */
export const ZOrderedProduct = z.object({
  id: z.number(),
  productNumber: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  image: ZImage.nullable(),
  articleNumber: z.string(),
  /** "5 l"; null when the article no longer exists. */
  packLabel: z.string().nullable(),
  orderCount: z.number(),
  totalQuantity: z.number(),
  firstOrderedAt: z.string(),
  lastOrderedAt: z.string(),
  lastOrderNumber: z.string().nullable(),
  /** The order detail page of the last order. */
  lastOrderUrl: z.string().nullable(),
  /** Whether the customer can order the article now. */
  orderable: z.boolean(),
  /** The current unit price (for one) in cents, for those who see prices; null for everyone else. */
  unitPriceCents: z.number().nullable(),
})
export type OrderedProduct = z.infer<typeof ZOrderedProduct>
