'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'

import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatIsoDate } from '@/lib/iso-date'

import { FLEET_PATH } from '../constants'
import { ZFleetEntry, type FleetEntryRow } from '../schemas'
import { NextDueText } from './next-due'
import styles from './fleet.module.css'

/**
 * The fleet page's table: name (to the entry), plate, vehicle or kind of
 * machine, site, cost centre and the next service (overdue in red, within
 * 14 days marked), with the table list's search, filters, sort and pages.
 */
export function FleetTable({ initial }: { initial: TableResults<FleetEntryRow> }) {
  const t = useTranslations('fleet')
  const none = t('table.none')
  const columns: TableColumn<FleetEntryRow>[] = [
    {
      key: 'name',
      header: t('table.name'),
      wrap: true,
      render: (entry) => (
        <>
          <Link href={entry.url} data-testid="fleet-entry-link">
            {entry.name}
          </Link>
          <span className={styles.muted}>{entry.kindLabel}</span>
        </>
      ),
    },
    {
      key: 'licensePlate',
      header: t('table.plate'),
      render: (entry) => <span data-testid="fleet-plate">{entry.licensePlate ?? none}</span>,
    },
    {
      key: 'vehicle',
      header: t('table.vehicle'),
      wrap: true,
      render: (entry) => (
        <>
          {entry.vehicle ?? entry.machineKind ?? none}
          <span className={styles.muted}>{t('table.components', { count: entry.componentCount })}</span>
        </>
      ),
    },
    { key: 'site', header: t('table.site'), wrap: true, render: (entry) => entry.site ?? none },
    {
      key: 'costCentre',
      header: t('table.costCentre'),
      wrap: true,
      render: (entry) => entry.costCentre ?? none,
    },
    {
      key: 'nextDue',
      header: t('table.nextDue'),
      wrap: true,
      render: (entry) =>
        entry.nextDue ? (
          <span data-testid="fleet-next-due" data-overdue={entry.nextDue.overdue || undefined}>
            {formatIsoDate(entry.nextDue.date)} · {entry.nextDue.componentLabel}
            <NextDueText due={entry.nextDue} />
          </span>
        ) : (
          none
        ),
    },
  ]
  return (
    <TableList
      endpoint={FLEET_PATH}
      store="fleet"
      entrySchema={ZFleetEntry}
      initial={initial}
      columns={columns}
      caption={t('caption')}
      rowKey={(entry) => String(entry.id)}
      emptyText={t('empty')}
      testId="fleet-table"
    />
  )
}
