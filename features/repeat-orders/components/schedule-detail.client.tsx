'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import areaStyles from '@/features/account-area/components/account-area.module.css'
import { formatDateTime } from '@/lib/dates'
import { formatIsoDate } from '@/lib/iso-date'
import { formatPrice } from '@/lib/money'

import type { ScheduleAddressOptions, ScheduleDetail } from '../schemas'
import { StatusBadge } from './status-badge'
import { ScheduleActions } from './schedule-actions.client'
import styles from './repeat-orders.module.css'

const loadDialog = () => import('./schedule-dialog.client')
const EditScheduleDialog = dynamic(() => loadDialog().then((m) => m.EditScheduleDialog), { ssr: false })
const preload = () => void loadDialog()

/**
 * A repeat order's page: its facts (rhythm, start, end, next order, status
 * and why it is paused), addresses and texts, the lines at today's prices,
 * and the history of its due dates with their orders; the owner pauses,
 * resumes, edits, ends (or deletes one that never ordered) it here.
 */
export function ScheduleDetailView({
  schedule,
  addresses,
  listUrl,
}: {
  schedule: ScheduleDetail
  addresses: ScheduleAddressOptions
  listUrl: string
}) {
  const t = useTranslations('repeatOrders')
  const router = useRouter()
  const [editing, setEditing] = useState(false)
  const none = t('table.none')
  const editable = schedule.own && schedule.status !== 'ended'
  return (
    <div className={areaStyles.content} data-testid="schedule-detail" data-status={schedule.status}>
      <p>
        <Link href={listUrl}>← {t('detail.back')}</Link>
      </p>
      <h1>{t('detail.title', { name: schedule.name })}</h1>
      <ScheduleActions schedule={schedule} onDeleted={() => router.push(listUrl)}>
        {editable && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setEditing(true)}
            onPointerEnter={preload}
            onFocus={preload}
            aria-haspopup="dialog"
            data-testid="schedule-edit"
          >
            {t('actions.edit')}
          </button>
        )}
      </ScheduleActions>
      {!schedule.own && <p className={styles.note}>{t('detail.readOnly', { name: schedule.ownerName })}</p>}
      <dl className={areaStyles.meta}>
        <div>
          <dt>{t('detail.status')}</dt>
          <dd>
            <StatusBadge entry={schedule} />
          </dd>
        </div>
        {schedule.pausedReason && (
          <div>
            <dt>{t('detail.pausedReason')}</dt>
            <dd data-testid="schedule-paused-reason">{schedule.pausedReason.text}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.rhythm')}</dt>
          <dd data-testid="schedule-rhythm">{schedule.rhythmLabel}</dd>
        </div>
        <div>
          <dt>{t('detail.next')}</dt>
          <dd data-testid="schedule-next">
            {schedule.nextRunDate ? formatIsoDate(schedule.nextRunDate) : none}
          </dd>
        </div>
        <div>
          <dt>{t('detail.start')}</dt>
          <dd>{formatIsoDate(schedule.startDate)}</dd>
        </div>
        <div>
          <dt>{t('detail.end')}</dt>
          <dd>{schedule.endLabel}</dd>
        </div>
        <div>
          <dt>{t('detail.owner')}</dt>
          <dd>{schedule.ownerName}</dd>
        </div>
        <div>
          <dt>{t('detail.createdAt')}</dt>
          <dd>
            {formatDateTime(schedule.createdAt)}
            {schedule.createdByName && schedule.createdByName !== schedule.ownerName
              ? ` · ${t('detail.createdBy')} ${schedule.createdByName}`
              : ''}
          </dd>
        </div>
        <div>
          <dt>{schedule.sourceOrderNumber ? t('detail.source') : t('detail.sourceCart')}</dt>
          <dd>
            {schedule.sourceOrderNumber && schedule.sourceOrderUrl ? (
              <Link href={schedule.sourceOrderUrl}>{schedule.sourceOrderNumber}</Link>
            ) : (
              none
            )}
          </dd>
        </div>
        {schedule.purchaseOrderNumber && (
          <div>
            <dt>{t('detail.purchaseOrderNumber')}</dt>
            <dd>{schedule.purchaseOrderNumber}</dd>
          </div>
        )}
        {schedule.costCentre && (
          <div>
            <dt>{t('detail.costCentre')}</dt>
            <dd>{schedule.costCentre}</dd>
          </div>
        )}
        {schedule.remark && (
          <div>
            <dt>{t('detail.remark')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{schedule.remark}</dd>
          </div>
        )}
      </dl>
      <div className={styles.addresses}>
        {(['shipTo', 'billTo'] as const).map((kind) => (
          <section key={kind}>
            <h2>{t(`detail.${kind}`)}</h2>
            {schedule[kind] ? (
              <address>
                {schedule[kind]!.lines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </address>
            ) : (
              <p className={styles.warningText}>{t('detail.addressGone')}</p>
            )}
          </section>
        ))}
      </div>

      <h2>{t('detail.lines')}</h2>
      <p className={styles.muted}>{t('detail.pricesNote')}</p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('detail.lines')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('detail.article')}</th>
              <th scope="col" className={styles.number}>
                {t('detail.quantity')}
              </th>
              <th scope="col">{t('detail.itemRefText')}</th>
              <th scope="col" className={styles.number}>
                {t('detail.unitPrice')}
              </th>
              <th scope="col" className={styles.number}>
                {t('detail.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {schedule.lines.map((line) => (
              <tr key={line.id} data-testid="schedule-line" data-article={line.articleNumber}>
                <td>
                  {line.url ? <Link href={line.url}>{line.title}</Link> : line.title}
                  <span className={styles.muted}>
                    {t('detail.articleNumber')} {line.articleNumber}
                    {line.packLabel ? ` · ${line.packLabel}` : ''}
                  </span>
                  {!line.orderable && <span className={styles.warningText}>{t('detail.notOrderable')}</span>}
                </td>
                <td className={styles.number}>{line.count}</td>
                <td>{line.itemRefText}</td>
                <td className={styles.number}>
                  {line.unitPriceCents != null ? formatPrice(line.unitPriceCents) : none}
                </td>
                <td className={styles.number}>
                  {line.totalCents != null ? formatPrice(line.totalCents) : none}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className={styles.number}>
                {t('detail.total')}
              </th>
              <td className={styles.number} data-testid="schedule-total">
                {formatPrice(schedule.totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      <h2>{t('detail.history')}</h2>
      {schedule.runs.length ? (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('detail.history')}>
          <table className={styles.table} data-testid="schedule-history">
            <thead>
              <tr>
                <th scope="col">{t('detail.dueDate')}</th>
                <th scope="col">{t('detail.outcome')}</th>
                <th scope="col">{t('detail.order')}</th>
                <th scope="col">{t('detail.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {schedule.runs.map((run) => (
                <tr key={run.dueDate} data-testid="schedule-run" data-outcome={run.outcome}>
                  <td>{formatIsoDate(run.dueDate)}</td>
                  <td>{run.outcomeLabel}</td>
                  <td>
                    {run.orderNumber && run.orderUrl ? (
                      <Link href={run.orderUrl}>{run.orderNumber}</Link>
                    ) : (
                      none
                    )}
                  </td>
                  <td>{run.reason?.text ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('detail.historyEmpty')}</p>
      )}
      {editing && (
        <EditScheduleDialog schedule={schedule} addresses={addresses} onClose={() => setEditing(false)} />
      )}
    </div>
  )
}
