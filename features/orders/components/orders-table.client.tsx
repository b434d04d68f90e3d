'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'

import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatDate } from '@/lib/dates'
import { formatPrice } from '@/lib/money'

import { ZOrderEntry, type OrderEntry } from '../schemas'
import styles from './orders.module.css'

type Props = { initial: TableResults<OrderEntry> }

/** The order history: filters, date range, search, sortable paged table, each order linked to its detail, CSV export. */
export function OrdersTable({ initial }: Props) {
  const t = useTranslations('orders.table')
  const columns: TableColumn<OrderEntry>[] = [
    {
      key: 'orderNumber',
      header: t('orderNumber'),
      shortHeader: t('short.orderNumber'),
      render: (entry) => (
        <Link
          href={entry.url}
          aria-label={t('show', { orderNumber: entry.orderNumber })}
          data-testid="order-link"
        >
          {entry.orderNumber}
        </Link>
      ),
    },
    {
      key: 'orderedAt',
      header: t('orderedAt'),
      shortHeader: t('short.orderedAt'),
      render: (entry) => formatDate(entry.orderedAt),
    },
    {
      key: 'status',
      header: t('status'),
      render: (entry) => (
        <>
          <span className={`${styles.status} ${styles[entry.status] ?? ''}`} data-status={entry.status}>
            {entry.statusLabel}
          </span>
          {entry.approval?.decidedBy && (
            <span className={styles.approval} data-testid="order-approval">
              {t(entry.status === 'rejected' ? 'rejectedBy' : 'approvedBy', {
                name: entry.approval.decidedBy,
              })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'purchaseOrderNumber',
      header: t('purchaseOrderNumber'),
      shortHeader: t('short.purchaseOrderNumber'),
      wrap: true,
      render: (entry) => entry.purchaseOrderNumber ?? '',
    },
    {
      key: 'costCentre',
      header: t('costCentre'),
      shortHeader: t('short.costCentre'),
      wrap: true,
      render: (entry) => entry.costCentre ?? '',
    },
    {
      key: 'lineCount',
      header: t('lineCount'),
      shortHeader: t('short.lineCount'),
      align: 'end',
      render: (entry) => entry.lineCount,
    },
    { key: 'totalCents', header: t('total'), align: 'end', render: (entry) => formatPrice(entry.totalCents) },
    {
      key: 'grossTotalCents',
      header: t('grossTotal'),
      align: 'end',
      render: (entry) => formatPrice(entry.grossTotalCents),
    },
    { key: 'placedBy', header: t('placedBy'), wrap: true, render: (entry) => entry.placedBy ?? '' },
  ]
  return (
    <TableList
      endpoint="/api/orders"
      store="orders"
      entrySchema={ZOrderEntry}
      initial={initial}
      columns={columns}
      caption={t('caption')}
      rowKey={(entry) => entry.orderNumber}
      emptyText={t('empty')}
      csvEndpoint="/api/orders/export"
      testId="orders-table"
    />
  )
}
