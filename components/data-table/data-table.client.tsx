'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, type ReactNode } from 'react'

import { DEFAULT_PAGINATION, type Pagination } from '@/lib/pagination'

import styles from './data-table.module.css'
import { SortGlyph } from './glyphs'
import { PaginationNav, type PageChange } from './pagination-nav.client'
import { ScrollButton } from './scroll-button.client'
import { ariaSort, columnOrder, nextSort, UNSORTED, type SortState } from './sort'
import { useHeldScroll } from './use-held-scroll'

/** One column of a DataTable. Without `render`, the cell shows `row[key]` as text. */
export type Column<Row> = {
  key: string
  header: string
  render?: (row: Row) => ReactNode
  /** A header button cycles the sort ascending, descending, none (SPEC §4). */
  sortable?: boolean
  align?: 'start' | 'end' | 'center'
}

export type DataTableProps<Row> = {
  /** Names the table (caption) and its scroll region. */
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Controlled sort state (SPEC §3 tableSortColumns / tableSortOrder). */
  sort?: SortState
  onSortChange?: (sort: SortState) => void
  /** SPEC §3 pagination; the §9 defaults when not given. */
  pagination?: Pagination
  onPageChange?: (change: PageChange) => void
  /** A request for rows is running: the table is aria-busy and says so. */
  loading?: boolean
  /** Text of an empty table; "Keine Einträge gefunden." when not given. */
  emptyText?: string
  /** Filter fields and date pickers of the list (SPEC §3 tableFilterFields, datepicker), shown above the table. */
  toolbar?: ReactNode
}

function cellText<Row>(row: Row, key: string): string {
  const value = (row as Record<string, unknown>)[key]
  return value === null || value === undefined ? '' : String(value)
}

/**
 * The base of the §3 table lists (orders, ordered products, customers,
 * contracts, safety data sheets): sortable headers cycling ascending,
 * descending, none; a pagination; and, while the table is wider than its box,
 * buttons that scroll it sideways 50 px every 25 ms while held (SPEC §9).
 * Sorting and paging are controlled: the list page fetches and passes rows.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort = UNSORTED,
  onSortChange,
  pagination = DEFAULT_PAGINATION,
  onPageChange,
  loading = false,
  emptyText,
  toolbar,
}: DataTableProps<Row>) {
  const t = useTranslations('widgets.table')
  const regionId = useId()
  const box = useRef<HTMLDivElement>(null)
  const { edges, start, stop, step } = useHeldScroll(box)
  const scroll = { visible: edges.overflows, controls: regionId, start, stop, step }

  return (
    <div className={styles.wrapper}>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      <div className={styles.frame}>
        <ScrollButton direction={-1} label={t('scrollLeft')} atEdge={edges.atStart} {...scroll} />
        {/* Focusable, so keyboard users can also scroll the region with the arrow keys. */}
        <div id={regionId} className={styles.box} ref={box} tabIndex={0} role="region" aria-label={caption}>
          <table className={styles.table} aria-busy={loading}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const order = columnOrder(sort, column.key)
                  return (
                    <th key={column.key} scope="col" className={styles[column.align ?? 'start']} aria-sort={column.sortable ? ariaSort(order) : undefined}>
                      {column.sortable ? (
                        <button type="button" className={styles.sortButton} onClick={() => onSortChange?.(nextSort(sort, column.key))}>
                          {column.header}
                          <SortGlyph order={order} />
                          <span className="visually-hidden">{t(order === 'asc' ? 'sortedAsc' : order === 'desc' ? 'sortedDesc' : 'sortable')}</span>
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  )
                })}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className={styles.empty}>
                    {loading ? t('loading') : (emptyText ?? t('empty'))}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.key} className={styles[column.align ?? 'start']}>
                        {column.render ? column.render(row) : cellText(row, column.key)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <ScrollButton direction={1} label={t('scrollRight')} atEdge={edges.atEnd} {...scroll} />
      </div>
      {/* Always present, so screen readers hear "loading" when it starts, not only when it is there on arrival. */}
      <p role="status" className="visually-hidden">
        {loading ? t('loading') : ''}
      </p>
      {onPageChange && <PaginationNav pagination={pagination} onPageChange={onPageChange} />}
    </div>
  )
}
