'use client'

import { useTranslations } from 'next-intl'

import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatBytes } from '@/lib/bytes'
import { formatIsoDate } from '@/lib/dates'

import { ZSafetyDataSheetEntry, type SafetyDataSheetEntry } from '../schemas'

/** The safety data sheets table: filters language and product group, search, sort, a PDF download per row. */
export function SafetyDataSheetsTable({ initial }: { initial: TableResults<SafetyDataSheetEntry> }) {
  const t = useTranslations('contracts.sds')
  const columns: TableColumn<SafetyDataSheetEntry>[] = [
    {
      key: 'product',
      header: t('product'),
      render: (s) => (s.productUrl ? <a href={s.productUrl}>{s.productTitle}</a> : s.productTitle),
    },
    { key: 'articleNumber', header: t('articleNumber'), render: (s) => s.articleNumber },
    { key: 'language', header: t('language'), render: (s) => s.languageLabel },
    { key: 'version', header: t('version'), render: (s) => s.version },
    { key: 'issuedAt', header: t('issuedAt'), render: (s) => formatIsoDate(s.issuedAt) },
    { key: 'size', header: t('size'), align: 'end', render: (s) => formatBytes(s.fileSize) },
    {
      key: 'download',
      header: t('download'),
      render: (s) => (
        <a
          href={s.downloadUrl}
          download={s.fileName}
          aria-label={t('downloadLabel', { article: s.articleNumber, language: s.languageLabel })}
          data-testid="sds-download"
        >
          {t('download')}
        </a>
      ),
    },
  ]
  return (
    <TableList
      endpoint="/api/safety-data-sheet/"
      store="safetyDataSheets"
      entrySchema={ZSafetyDataSheetEntry}
      initial={initial}
      columns={columns}
      caption={t('caption')}
      rowKey={(s) => String(s.id)}
      emptyText={t('empty')}
      testId="sds-table"
    />
  )
}
