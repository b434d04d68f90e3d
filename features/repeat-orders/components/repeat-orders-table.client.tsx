'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'

import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatIsoDate } from '@/lib/iso-date'

import { REPEAT_ORDERS_PATH } from '../constants'
import { ZScheduleEntry, type ScheduleEntry } from '../schemas'
import { ScheduleActions } from './schedule-actions.client'
import { StatusBadge } from './status-badge'
import styles from './repeat-orders.module.css'

/**
 * The repeat orders page's table: name, rhythm ("alle 2 Wochen", "monatlich
 * am 15."), the next order's date, status, the last result with its order,
 * and the owner's actions (pause, resume, end). An administrator sees its
 * colleagues' schedules with their buyer, without actions.
 */
export function RepeatOrdersTable({
  initial,
  companyView,
}: {
  initial: TableResults<ScheduleEntry>
  companyView: boolean
}) {
  const t = useTranslations('repeatOrders')
  const none = t('table.none')
  const columns: TableColumn<ScheduleEntry>[] = [
    {
      key: 'name',
      header: t('table.name'),
      wrap: true,
      render: (s) => (
        <Link href={s.url} data-testid="schedule-link">
          {s.name}
        </Link>
      ),
    },
    {
      key: 'rhythm',
      header: t('table.rhythm'),
      wrap: true,
      render: (s) => (
        <>
          {s.rhythmLabel}
          <span className={styles.muted}>{s.endLabel}</span>
        </>
      ),
    },
    {
      key: 'nextRunDate',
      header: t('table.nextRunDate'),
      render: (s) => (
        <span data-testid="schedule-next">{s.nextRunDate ? formatIsoDate(s.nextRunDate) : none}</span>
      ),
    },
    {
      key: 'status',
      header: t('table.status'),
      wrap: true,
      render: (s) => (
        <>
          <StatusBadge entry={s} />
          {s.pausedReason && <span className={styles.muted}>{s.pausedReason.text}</span>}
        </>
      ),
    },
    {
      key: 'lastRun',
      header: t('table.lastRun'),
      wrap: true,
      render: (s) =>
        s.lastRun ? (
          <>
            {s.lastRun.outcomeLabel} {formatIsoDate(s.lastRun.dueDate)}
            {s.lastRun.orderNumber && s.lastRun.orderUrl && (
              <span className={styles.muted}>
                <Link href={s.lastRun.orderUrl}>{s.lastRun.orderNumber}</Link>
              </span>
            )}
            {s.lastRun.reason && <span className={styles.muted}>{s.lastRun.reason.text}</span>}
          </>
        ) : (
          none
        ),
    },
    ...(companyView
      ? [{ key: 'owner', header: t('table.owner'), wrap: true, render: (s: ScheduleEntry) => s.ownerName }]
      : []),
    {
      key: 'actions',
      header: t('table.actions'),
      render: (s) => <ScheduleActions schedule={s} />,
    },
  ]
  return (
    <TableList
      endpoint={REPEAT_ORDERS_PATH}
      store="repeatOrders"
      entrySchema={ZScheduleEntry}
      initial={initial}
      columns={columns}
      caption={t('caption')}
      rowKey={(s) => String(s.id)}
      emptyText={t('empty')}
      testId="repeat-orders-table"
    />
  )
}
