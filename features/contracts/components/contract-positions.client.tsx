'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { DataTable, type Column } from '@/components/data-table/data-table.client'
import filterStyles from '@/components/filters/filters.module.css'
import { Picture } from '@/components/picture/picture'
import type { TableResults } from '@/features/table-lists/types'
import { formatPrice } from '@/lib/money'

import { hasMore } from '../list-state'
import { useContractPositions } from '../queries'
import type { ContractPositionEntry } from '../schemas'
import styles from './contracts.module.css'

type Props = { contractNumber: string; initial: TableResults<ContractPositionEntry> }

const SORTS = ['positionNumber', 'articleNumber', 'agreed', 'called', 'unitPrice'] as const

/**
 * A contract's positions: a search and a sort reload from
 * offset 0 and replace the rows; "Mehr laden" asks for the next page and
 * appends it, while currentPage × itemsPerPage is below the total
 * (`useContractPositions`).
 */
export function ContractPositions({ contractNumber, initial }: Props) {
  const t = useTranslations('contracts.positions')
  const searchId = useId()
  const sortId = useId()
  const positions = useContractPositions(contractNumber, initial)
  const { query, loading, failed, change } = positions
  const [searchText, setSearchText] = useState(query.search)

  const columns: Column<ContractPositionEntry>[] = [
    { key: 'positionNumber', header: t('position'), align: 'end', render: (p) => p.positionNumber },
    {
      key: 'product',
      header: t('product'),
      render: (p) => (
        <span className={styles.product}>
          {p.image && (
            <span className={styles.thumb}>
              <Picture
                fallback={p.image.fallback}
                srcset={p.image.srcset}
                sizes="48px"
                alt=""
                ratio="3/4"
                fit="contain"
              />
            </span>
          )}
          {p.url ? <a href={p.url}>{p.title}</a> : p.title}
        </span>
      ),
    },
    { key: 'articleNumber', header: t('articleNumber'), render: (p) => p.articleNumber },
    { key: 'pack', header: t('pack'), render: (p) => p.packLabel ?? '–' },
    { key: 'agreed', header: t('agreed'), align: 'end', render: (p) => p.agreed },
    { key: 'called', header: t('called'), align: 'end', render: (p) => p.called },
    { key: 'remaining', header: t('remaining'), align: 'end', render: (p) => p.remaining },
    {
      key: 'unitPrice',
      header: t('unitPrice'),
      align: 'end',
      render: (p) => (p.unitPriceCents == null ? t('noPrice') : formatPrice(p.unitPriceCents)),
    },
  ]

  const sortValue = query.sort.column ? `${query.sort.column}:${query.sort.order}` : ''
  const shown = positions.entries.length

  return (
    <div data-testid="contract-positions">
      <div className={styles.controls} role="search" aria-label={t('caption')}>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            change({ search: searchText.trim() })
          }}
          className={styles.controls}
        >
          <div className={filterStyles.filter}>
            <label htmlFor={searchId} className={filterStyles.label}>
              {t('search')}
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
        <div className={filterStyles.filter}>
          <label htmlFor={sortId} className={filterStyles.label}>
            {t('sort')}
          </label>
          <select
            id={sortId}
            className={filterStyles.select}
            value={sortValue}
            data-testid="positions-sort"
            onChange={(e) => {
              const [column, order] = e.target.value.split(':')
              change({
                sort: column
                  ? { column, order: order === 'desc' ? 'desc' : 'asc' }
                  : { column: null, order: null },
              })
            }}
          >
            <option value="">{t('sortDefault')}</option>
            {SORTS.flatMap((column) =>
              (['asc', 'desc'] as const).map((order) => (
                <option key={`${column}:${order}`} value={`${column}:${order}`}>
                  {`${t(column === 'positionNumber' ? 'position' : column)} (${t(order === 'asc' ? 'sortOrderAsc' : 'sortOrderDesc')})`}
                </option>
              )),
            )}
          </select>
        </div>
      </div>
      {failed && <p role="alert">{t('loadError')}</p>}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={positions.entries}
        rowKey={(p) => String(p.positionNumber)}
        loading={loading}
        emptyText={t('empty')}
      />
      <div className={styles.more}>
        <p aria-live="polite" data-testid="positions-shown">
          {t('shown', { shown, total: positions.pagination.total })}
        </p>
        {hasMore(positions.pagination) && (
          <button
            type="button"
            className="button button--secondary"
            disabled={loading}
            onClick={positions.loadMore}
          >
            {t('loadMore')}
          </button>
        )}
      </div>
    </div>
  )
}
