import { z } from 'zod'

import type { FilterType } from '@/components/filters/types'
import type { Pagination } from '@/lib/pagination'

/** tableSortOrder: the sorted column and its direction; both null when unsorted. */
export type TableSortOrder = { column: string | null; order: 'asc' | 'desc' | null }

/** tableFilterFields: one filter of the table with its choices and what is chosen now. */
export type TableFilterField = {
  name: string
  label: string
  type: FilterType
  options: { value: string; label: string; count?: number }[]
  value: string[]
}

/** datepicker: the date range the table is narrowed to (ISO dates, inclusive), with its bounds. */
export type TableDatepicker = {
  name: string
  label: string
  from: string | null
  to: string | null
  min: string | null
  max: string | null
}

/** A free-text search over the table (article number, order number …). */
export type TableSearch = { label: string; value: string }

/** listSortSelectField (ordered products): the sort offered as one select; each option's value is `column.order` (TableList sends it as sort and order), '' when the current sort is none of them. */
export type ListSortSelectField = {
  label: string
  value: string
  options: { value: string; label: string }[]
}

/** What every table list answers in data.results. */
export type TableResults<Entry> = {
  entries: Entry[]
  tableFilterFields: TableFilterField[]
  tableSortColumns: string[]
  tableSortOrder: TableSortOrder
  datepicker: TableDatepicker | null
  search: TableSearch | null
  pagination: Pagination
  listSortSelectField?: ListSortSelectField
}

const ZPagination = z.object({
  limit: z.number(),
  offset: z.number(),
  page: z.number(),
  pages: z.number(),
  total: z.number(),
})

/** The client's check of a table answer (data that does not match is an API failure). */
export function tableResultsSchema<T extends z.ZodTypeAny>(entry: T) {
  return z.object({
    results: z.object({
      entries: z.array(entry),
      tableFilterFields: z.array(
        z.object({
          name: z.string(),
          label: z.string(),
          type: z.enum(['select', 'multiselect', 'buttonSelect']),
          options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().optional() })),
          value: z.array(z.string()),
        }),
      ),
      tableSortColumns: z.array(z.string()),
      tableSortOrder: z.object({ column: z.string().nullable(), order: z.enum(['asc', 'desc']).nullable() }),
      datepicker: z
        .object({
          name: z.string(),
          label: z.string(),
          from: z.string().nullable(),
          to: z.string().nullable(),
          min: z.string().nullable(),
          max: z.string().nullable(),
        })
        .nullable(),
      search: z.object({ label: z.string(), value: z.string() }).nullable(),
      pagination: ZPagination,
      listSortSelectField: z
        .object({
          label: z.string(),
          value: z.string(),
          options: z.array(z.object({ value: z.string(), label: z.string() })),
        })
        .optional(),
    }),
  })
}
