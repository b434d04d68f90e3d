'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'

import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatBytes } from '@/lib/bytes'
import { formatDate } from '@/lib/dates'
import { formatPrice } from '@/lib/money'

import { ZOrderDocumentEntry, type OrderDocumentEntry } from '../schemas'

/** The documents page: kind filter, issue dates, search by document or order number, sortable paged table, a PDF per row, CSV export. */
export function OrderDocumentsTable({ initial }: { initial: TableResults<OrderDocumentEntry> }) {
  const t = useTranslations('orderDocuments.table')
  const columns: TableColumn<OrderDocumentEntry>[] = [
    { key: 'kind', header: t('kind'), render: (entry) => entry.kindLabel },
    {
      key: 'documentNumber',
      header: t('documentNumber'),
      shortHeader: t('short.documentNumber'),
      render: (entry) => entry.documentNumber,
    },
    {
      key: 'orderNumber',
      header: t('orderNumber'),
      shortHeader: t('short.orderNumber'),
      render: (entry) =>
        entry.orderNumber ? (
          <Link href={entry.orderUrl} aria-label={t('showOrder', { orderNumber: entry.orderNumber })}>
            {entry.orderNumber}
          </Link>
        ) : null,
    },
    { key: 'issuedAt', header: t('issuedAt'), render: (entry) => formatDate(entry.issuedAt) },
    {
      key: 'totalCents',
      header: t('totalCents'),
      align: 'end',
      render: (entry) => (entry.totalCents == null ? '' : formatPrice(entry.totalCents)),
    },
    {
      key: 'download',
      header: t('download'),
      render: (entry) => (
        <a
          href={entry.downloadUrl}
          download={entry.fileName}
          aria-label={t('downloadLabel', { kind: entry.kindLabel, number: entry.documentNumber })}
          data-testid="document-download"
        >
          {t('download')}
          {entry.fileSize != null && ` (${formatBytes(entry.fileSize, 0)})`}
        </a>
      ),
    },
  ]
  return (
    <TableList
      endpoint="/api/order-documents"
      store="orderDocuments"
      entrySchema={ZOrderDocumentEntry}
      initial={initial}
      columns={columns}
      caption={t('caption')}
      rowKey={(entry) => String(entry.id)}
      emptyText={t('empty')}
      csvEndpoint="/api/order-documents/export"
      testId="documents-table"
    />
  )
}
