'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState } from 'react'

import { DataTable, type Column } from '@/components/data-table/data-table.client'
import { UNSORTED, type SortState } from '@/components/data-table/sort'
import { formatDate } from '@/lib/dates'
import { formatPrice } from '@/lib/money'
import { paginate } from '@/lib/pagination'

import { GallerySection } from './section'

type Row = {
  id: string
  number: string
  date: string
  customer: string
  items: number
  totalCents: number
  status: string
}

const STATUSES = ['open', 'shipped', 'delivered'] as const

/** 47 deterministic orders, enough for three pages of 20. */
const ROWS: Row[] = Array.from({ length: 47 }, (_, i) => ({
  id: String(i + 1),
  number: `B-${String(260_100 + i * 7)}`,
  date: new Date(Date.UTC(2026, i % 12, 1 + ((i * 5) % 27), 9)).toISOString(),
  customer: ['Garage Meier AG', 'Transporte Rossi SA', 'Landtechnik Huber GmbH', 'Marine Services Léman'][
    i % 4
  ],
  items: 1 + ((i * 3) % 9),
  totalCents: 4_990 + ((i * 73_411) % 2_450_000),
  status: STATUSES[i % 3],
}))

/** The DataTable with sorting and pagination done the way list pages do them. */
export function TableDemo() {
  const t = useTranslations('gallery')
  const [sort, setSort] = useState<SortState>(UNSORTED)
  const [offset, setOffset] = useState(0)
  const limit = 20
  const sorted = useMemo(() => {
    if (!sort.column || !sort.order) return ROWS
    const key = sort.column as keyof Row
    const factor = sort.order === 'asc' ? 1 : -1
    return [...ROWS].sort((a, b) => (a[key] < b[key] ? -factor : a[key] > b[key] ? factor : 0))
  }, [sort])
  const columns: Column<Row>[] = [
    { key: 'number', header: t('table.number'), sortable: true },
    { key: 'date', header: t('table.date'), sortable: true, render: (r) => formatDate(r.date) },
    { key: 'customer', header: t('table.customer'), sortable: true },
    { key: 'items', header: t('table.items'), align: 'end' },
    {
      key: 'totalCents',
      header: t('table.total'),
      sortable: true,
      align: 'end',
      render: (r) => formatPrice(r.totalCents),
    },
    { key: 'status', header: t('table.status'), render: (r) => t(`table.statuses.${r.status}`) },
  ]
  return (
    <GallerySection id="data-table" title={t('table.title')} hint={t('table.hint')}>
      <DataTable
        caption={t('table.caption')}
        columns={columns}
        rows={sorted.slice(offset, offset + limit)}
        rowKey={(r) => r.id}
        sort={sort}
        onSortChange={(next) => {
          setSort(next)
          setOffset(0)
        }}
        pagination={paginate(ROWS.length, limit, offset)}
        onPageChange={(p) => setOffset(p.offset)}
      />
    </GallerySection>
  )
}
