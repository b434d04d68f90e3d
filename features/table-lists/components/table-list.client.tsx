'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import type { z } from 'zod'

import { DataTable, type Column } from '@/components/data-table/data-table.client'
import type { SortState } from '@/components/data-table/sort'
import { DatePicker } from '@/components/date-picker/date-picker.client'
import { ButtonSelectFilter } from '@/components/filters/button-select-filter.client'
import filterStyles from '@/components/filters/filters.module.css'
import { MultiSelectFilter } from '@/components/filters/multi-select-filter.client'
import { SelectFilter } from '@/components/filters/select-filter.client'

import { useTableResults } from '../queries'
import { tableQueryParams, type TableQuery } from '../query'
import type { TableFilterField, TableResults } from '../types'
import styles from './table-list.module.css'
import { counted } from '@/lib/numbers'

export type TableColumn<Entry> = Omit<Column<Entry>, 'sortable'>

type Props<Entry> = {
  /** The list endpoint, e.g. /api/orders/. */
  endpoint: string
  /** Names the store and action in an API failure's message: API failure during "{store}/{action}" request. */
  store: string
  entrySchema: z.ZodType<Entry>
  initial: TableResults<Entry>
  columns: TableColumn<Entry>[]
  caption: string
  rowKey: (entry: Entry) => string
  emptyText?: string
  /** Where the current selection downloads as CSV (the same parameters, without paging). */
  csvEndpoint?: string
  /** Keep the address in step with the table (back, reload and shared links show the same rows). */
  syncUrl?: boolean
  /** Above the table, e.g. bulk actions. */
  toolbar?: (results: TableResults<Entry>) => ReactNode
  testId?: string
}

/** The request behind a table answer: what the server says it applied. */
export function queryOf(
  results: Pick<
    TableResults<unknown>,
    'tableFilterFields' | 'tableSortOrder' | 'datepicker' | 'search' | 'pagination'
  >,
): TableQuery {
  return {
    limit: results.pagination.limit,
    offset: results.pagination.offset,
    sort: results.tableSortOrder,
    filters: Object.fromEntries(
      results.tableFilterFields.filter((f) => f.value.length).map((f) => [f.name, f.value]),
    ),
    dateFrom: results.datepicker?.from ?? null,
    dateTo: results.datepicker?.to ?? null,
    search: results.search?.value ?? '',
  }
}

/** A listSortSelectField option's sort: its value is `column.order`. */
export function sortOfSelectValue(value: string): TableQuery['sort'] | null {
  const match = /^([A-Za-z][A-Za-z0-9_]*)\.(asc|desc)$/.exec(value)
  return match ? { column: match[1]!, order: match[2] as 'asc' | 'desc' } : null
}

/**
 * A table list: filters, a date range and a search above a
 * sortable, paged DataTable. Every change asks the server again (filtering,
 * sorting and paging happen in the database) and starts at the first page;
 * the previous rows stay visible while the next ones load.
 */
export function TableList<Entry>({
  endpoint,
  store,
  entrySchema,
  initial,
  columns,
  caption,
  rowKey,
  emptyText,
  csvEndpoint,
  syncUrl = true,
  toolbar,
  testId,
}: Props<Entry>) {
  const t = useTranslations('account.table')
  const searchId = useId()
  const [query, setQuery] = useState<TableQuery>(() => queryOf(initial))
  const [searchText, setSearchText] = useState(initial.search?.value ?? '')
  const params = useMemo(() => tableQueryParams(query).toString(), [query])
  const [initialParams] = useState(() => tableQueryParams(queryOf(initial)).toString())

  const result = useTableResults({ endpoint, store, entrySchema, params, initial, initialParams })
  const results = result.data ?? initial

  useEffect(() => {
    if (!syncUrl) return
    const url = `${window.location.pathname}${params ? `?${params}` : ''}`
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(window.history.state, '', url)
  }, [params, syncUrl])

  const change = (patch: Partial<TableQuery>) => setQuery((current) => ({ ...current, offset: 0, ...patch }))
  const setFilter = (name: string, values: string[]) =>
    change({ filters: { ...query.filters, [name]: values } })
  const filtered =
    Object.values(query.filters).some((v) => v.length) || query.dateFrom || query.dateTo || query.search
  const sortable = new Set(results.tableSortColumns)
  const sort: SortState = results.tableSortOrder.column
    ? { column: results.tableSortOrder.column, order: results.tableSortOrder.order }
    : { column: null, order: null }
  const csvParams = new URLSearchParams(params)
  csvParams.delete('offset')
  csvParams.delete('limit')

  const filter = (field: TableFilterField) => {
    const value = query.filters[field.name] ?? []
    if (field.type === 'select')
      return (
        <SelectFilter
          key={field.name}
          label={field.label}
          name={field.name}
          options={field.options}
          value={value[0] ?? ''}
          placeholder={t('all')}
          onChange={(v) => setFilter(field.name, v ? [v] : [])}
        />
      )
    if (field.type === 'buttonSelect')
      return (
        <ButtonSelectFilter
          key={field.name}
          label={field.label}
          options={field.options}
          value={value}
          onChange={(v) => setFilter(field.name, v)}
        />
      )
    return (
      <MultiSelectFilter
        key={field.name}
        label={field.label}
        options={field.options}
        value={value}
        onChange={(v) => setFilter(field.name, v)}
      />
    )
  }

  return (
    <div className={styles.list} data-testid={testId}>
      <div className={styles.controls} role="search" aria-label={t('filters')}>
        {results.search && (
          <form
            className={styles.search}
            onSubmit={(e) => {
              e.preventDefault()
              change({ search: searchText.trim() })
            }}
          >
            <div className={filterStyles.filter}>
              <label htmlFor={searchId} className={filterStyles.label}>
                {results.search.label}
              </label>
              <input
                id={searchId}
                type="search"
                className={filterStyles.select}
                value={searchText}
                maxLength={100}
                onChange={(e) => setSearchText(e.target.value)}
              />
            </div>
            <button type="submit" className="button button--secondary">
              {t('searchSubmit')}
            </button>
          </form>
        )}
        {results.listSortSelectField && (
          <SelectFilter
            key="listSortSelect"
            label={results.listSortSelectField.label}
            name="sortSelect"
            options={results.listSortSelectField.options}
            value={results.listSortSelectField.value}
            placeholder={results.listSortSelectField.value === '' ? '–' : undefined}
            onChange={(value) => {
              const sort = sortOfSelectValue(value)
              if (sort) change({ sort })
            }}
          />
        )}
        {results.tableFilterFields.map(filter)}
        {results.datepicker && (
          <div className={styles.dates}>
            <DatePicker
              label={`${results.datepicker.label} ${t('dateFrom')}`}
              name="dateFrom"
              value={query.dateFrom}
              min={results.datepicker.min}
              max={query.dateTo ?? results.datepicker.max}
              onChange={(v) => change({ dateFrom: v })}
            />
            <DatePicker
              label={`${results.datepicker.label} ${t('dateTo')}`}
              name="dateTo"
              value={query.dateTo}
              min={query.dateFrom ?? results.datepicker.min}
              max={results.datepicker.max}
              onChange={(v) => change({ dateTo: v })}
            />
          </div>
        )}
        {filtered && (
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              setSearchText('')
              change({ filters: {}, dateFrom: null, dateTo: null, search: '' })
            }}
          >
            {t('reset')}
          </button>
        )}
      </div>
      <div className={styles.summary}>
        <p aria-live="polite" data-testid="table-total">
          {t('results', counted(results.pagination.total))}
        </p>
        {toolbar?.(results)}
        {csvEndpoint && results.pagination.total > 0 && (
          <a
            className="button button--secondary button--small"
            href={`${csvEndpoint}${csvParams.size ? `?${csvParams}` : ''}`}
            download
            data-testid="csv-export"
          >
            {t('exportCsv')}
          </a>
        )}
      </div>
      {result.isError && (
        <p role="alert" className={styles.error}>
          {t('loadError')}{' '}
          <button type="button" className="button button--link" onClick={() => void result.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      <DataTable
        caption={caption}
        columns={columns.map((column) => ({ ...column, sortable: sortable.has(column.key) }))}
        rows={results.entries}
        rowKey={rowKey}
        sort={sort}
        onSortChange={(next) =>
          change({
            sort:
              next.column && next.order
                ? { column: next.column, order: next.order }
                : { column: null, order: null },
          })
        }
        pagination={results.pagination}
        onPageChange={({ offset }) => setQuery((current) => ({ ...current, offset }))}
        loading={result.isFetching}
        emptyText={emptyText}
      />
    </div>
  )
}
