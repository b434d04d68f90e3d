'use client'

import { useTranslations } from 'next-intl'

import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatIsoDate } from '@/lib/dates'
import { formatPrice } from '@/lib/money'

import { ZContractEntry, type ContractEntry } from '../schemas'
import { ContractProgress } from './contract-progress'

/** The contracts table: filters, validity range, search, sortable and paged on the server. */
export function ContractsTable({ initial }: { initial: TableResults<ContractEntry> }) {
  const t = useTranslations('contracts.list')
  const columns: TableColumn<ContractEntry>[] = [
    {
      key: 'contractNumber',
      header: t('contractNumber'),
      render: (c) => <a href={c.url}>{c.contractNumber}</a>,
    },
    { key: 'title', header: t('contractTitle'), render: (c) => c.title },
    { key: 'type', header: t('type'), render: (c) => c.typeLabel },
    { key: 'validFrom', header: t('validFrom'), render: (c) => formatIsoDate(c.validFrom) },
    { key: 'validTo', header: t('validTo'), render: (c) => formatIsoDate(c.validTo) },
    {
      key: 'status',
      header: t('status'),
      render: (c) => <span data-status={c.status}>{c.statusLabel}</span>,
    },
    { key: 'positions', header: t('positions'), align: 'end', render: (c) => c.positionCount },
    {
      key: 'value',
      header: t('value'),
      align: 'end',
      render: (c) => (c.agreedValueCents == null ? '–' : formatPrice(c.agreedValueCents)),
    },
    {
      key: 'progress',
      header: t('progress'),
      render: (c) => (
        <ContractProgress progress={c.progress} text={(percent) => t('progressText', { percent })} />
      ),
    },
  ]
  return (
    <TableList
      endpoint="/api/contracts/"
      store="contracts"
      entrySchema={ZContractEntry}
      initial={initial}
      columns={columns}
      caption={t('caption')}
      rowKey={(c) => c.contractNumber}
      emptyText={t('empty')}
      testId="contracts-table"
    />
  )
}
