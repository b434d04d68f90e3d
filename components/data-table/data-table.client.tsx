'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { DEFAULT_PAGINATION, offsetForPage, type Pagination } from '@/lib/pagination'

import { Icon } from '../icon/icon'
import styles from './data-table.module.css'
import { nextSort, TABLE_SCROLL_INTERVAL_MS, TABLE_SCROLL_STEP_PX, UNSORTED, type SortState } from './sort'

export type Column<Row> = {
  key: string
  header: string
  /** A short form shown in the header where the full one would widen the table; screen readers get `header`. */
  shortHeader?: string
  /** Text that may wrap onto a second line (names, references) instead of widening the column. */
  wrap?: boolean
  render?: (row: Row) => ReactNode
  sortable?: boolean
  align?: 'start' | 'end' | 'center'
}

type Props<Row> = {
  caption: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  sort?: SortState
  onSortChange?: (sort: SortState) => void
  pagination?: Pagination
  onPageChange?: (page: { page: number; offset: number; limit: number }) => void
  loading?: boolean
  emptyText?: string
}

/** Page numbers around the current page, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]))
}

/**
 * The base of the table lists (orders, contracts, …): sortable headers cycling ascending,
 * descending, none; pagination; and, when the table is wider than its box,
 * buttons that scroll it sideways 50 px every 25 ms while held.
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
}: Props<Row>) {
  const t = useTranslations('widgets.table')
  const box = useRef<HTMLDivElement>(null)
  const [overflow, setOverflow] = useState({ left: false, right: false })
  const scrollTimer = useRef<ReturnType<typeof setInterval>>(undefined)

  useEffect(() => {
    const el = box.current
    if (!el) return
    const measure = () =>
      setOverflow({ left: el.scrollLeft > 0, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 })
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [rows, columns])

  const stopScroll = () => {
    clearInterval(scrollTimer.current)
    scrollTimer.current = undefined
  }
  const startScroll = (direction: -1 | 1) => {
    stopScroll()
    const step = () => box.current?.scrollBy({ left: direction * TABLE_SCROLL_STEP_PX })
    step()
    scrollTimer.current = setInterval(step, TABLE_SCROLL_INTERVAL_MS)
  }
  useEffect(() => stopScroll, [])

  const scrollButton = (direction: -1 | 1) => (
    <button
      type="button"
      className={`${styles.scroll} ${direction < 0 ? styles.scrollLeft : styles.scrollRight}`}
      aria-label={direction < 0 ? t('scrollLeft') : t('scrollRight')}
      hidden={direction < 0 ? !overflow.left : !overflow.right}
      onPointerDown={() => startScroll(direction)}
      onPointerUp={stopScroll}
      onPointerLeave={stopScroll}
      onPointerCancel={stopScroll}
      onKeyDown={(e) => {
        if ((e.key === 'Enter' || e.key === ' ') && !e.repeat) {
          e.preventDefault()
          startScroll(direction)
        }
      }}
      onKeyUp={stopScroll}
      onBlur={stopScroll}
    >
      <Icon name={direction < 0 ? 'chevron-left' : 'chevron-right'} />
    </button>
  )

  const goTo = (page: number) =>
    onPageChange?.({ page, offset: offsetForPage(page, pagination.limit), limit: pagination.limit })

  return (
    <div className={styles.wrapper}>
      <div className={styles.frame}>
        {scrollButton(-1)}
        <div className={styles.box} ref={box} tabIndex={0} role="region" aria-label={caption}>
          <table className={styles.table} aria-busy={loading || undefined}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const order = sort.column === column.key ? sort.order : null
                  const label = column.shortHeader ? (
                    <>
                      <abbr title={column.header} aria-hidden="true">
                        {column.shortHeader}
                      </abbr>
                      <span className="visually-hidden">{column.header}</span>
                    </>
                  ) : (
                    column.header
                  )
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={styles[column.align ?? 'start']}
                      aria-sort={
                        column.sortable
                          ? order === 'asc'
                            ? 'ascending'
                            : order === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {column.sortable ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={() => onSortChange?.(nextSort(sort, column.key))}
                        >
                          {label}
                          <Icon
                            name={order === 'asc' ? 'sort-asc' : order === 'desc' ? 'sort-desc' : 'sort-none'}
                            size={16}
                          />
                          <span className="visually-hidden">
                            {t(order === 'asc' ? 'sortedAsc' : order === 'desc' ? 'sortedDesc' : 'sortable')}
                          </span>
                        </button>
                      ) : (
                        label
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
                      <td
                        key={column.key}
                        className={`${styles[column.align ?? 'start']} ${column.wrap ? styles.wrap : ''}`}
                      >
                        {column.render
                          ? column.render(row)
                          : String((row as Record<string, unknown>)[column.key] ?? '')}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {scrollButton(1)}
      </div>
      {pagination.pages > 1 && (
        <nav className={styles.pagination} aria-label={t('pagination')}>
          <button
            type="button"
            className={styles.page}
            onClick={() => goTo(pagination.page - 1)}
            disabled={pagination.page <= 1}
            aria-label={t('previousPage')}
          >
            <Icon name="chevron-left" size={18} />
          </button>
          {pageWindow(pagination.page, pagination.pages).map((p, i) =>
            p === null ? (
              <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                className={`${styles.page} ${p === pagination.page ? styles.current : ''}`}
                aria-current={p === pagination.page ? 'page' : undefined}
                aria-label={t('page', { page: p })}
                onClick={() => p !== pagination.page && goTo(p)}
              >
                {p}
              </button>
            ),
          )}
          <button
            type="button"
            className={styles.page}
            onClick={() => goTo(pagination.page + 1)}
            disabled={pagination.page >= pagination.pages}
            aria-label={t('nextPage')}
          >
            <Icon name="chevron-right" size={18} />
          </button>
        </nav>
      )}
    </div>
  )
}
