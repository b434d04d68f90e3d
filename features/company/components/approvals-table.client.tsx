'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Button } from '@/components/button/button'
import { Modal } from '@/components/modal/modal.client'
import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatDate, formatDateTime } from '@/lib/dates'
import { formatPrice } from '@/lib/money'

import { APPROVALS_ENDPOINT, useApprovalDetail, useApproveOrder, useRejectOrder } from '../api'
import { ZApprovalEntry, ZRejectBody, type ApprovalDetail, type ApprovalEntry } from '../approval-schemas'
import styles from './approvals.module.css'

/**
 * The approvals page's table: orders that went beyond a buyer's limits, with
 * their state and who decided. A row opens the order at today's prices; an
 * administrator approves or rejects it there. `opened` is the order the page
 * was asked to open (?bestellung= from a notification or mail).
 */
export function ApprovalsTable({
  initial,
  opened,
}: {
  initial: TableResults<ApprovalEntry>
  opened: string | null
}) {
  const t = useTranslations('approvals')
  const [open, setOpen] = useState<string | null>(opened)
  const columns: TableColumn<ApprovalEntry>[] = [
    { key: 'orderNumber', header: t('table.orderNumber'), render: (a) => a.orderNumber },
    { key: 'requestedAt', header: t('table.requestedAt'), render: (a) => formatDate(a.requestedAt) },
    { key: 'buyer', header: t('table.buyer'), wrap: true, render: (a) => a.buyer },
    { key: 'totalCents', header: t('table.total'), align: 'end', render: (a) => formatPrice(a.totalCents) },
    { key: 'reasons', header: t('table.reasons'), wrap: true, render: (a) => a.reasonsLabel },
    {
      key: 'state',
      header: t('table.state'),
      render: (a) => (
        <span data-state={a.state} data-testid="approval-state">
          {a.stateLabel}
        </span>
      ),
    },
    { key: 'decidedBy', header: t('table.decidedBy'), wrap: true, render: (a) => a.decidedBy ?? '' },
    {
      key: 'actions',
      header: t('table.actions'),
      render: (a) => (
        <Button
          size="small"
          variant={a.canDecide ? 'primary' : 'secondary'}
          onClick={() => setOpen(a.orderNumber)}
          data-testid="approval-open"
          aria-label={`${a.canDecide ? t('detail.open') : t('detail.show')}: ${a.orderNumber}`}
        >
          {a.canDecide ? t('detail.open') : t('detail.show')}
        </Button>
      ),
    },
  ]
  return (
    <>
      <TableList
        endpoint={APPROVALS_ENDPOINT}
        store="approvals"
        entrySchema={ZApprovalEntry}
        initial={initial}
        columns={columns}
        caption={t('caption')}
        rowKey={(a) => a.orderNumber}
        emptyText={t('empty')}
        testId="approvals-table"
      />
      {open && <ApprovalDialog orderNumber={open} onClose={() => setOpen(null)} />}
    </>
  )
}

/** One order in a dialog: facts, lines at today's prices, and — for an administrator — approve or reject. */
function ApprovalDialog({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const t = useTranslations('approvals')
  const detail = useApprovalDetail(orderNumber)
  const approval = detail.data
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      loading={detail.isFetching}
      title={t('detail.title', { orderNumber })}
    >
      {approval ? (
        <ApprovalBody approval={approval} onDone={onClose} />
      ) : detail.isError ? (
        <p className={styles.error}>{t('api.notFound')}</p>
      ) : null}
    </Modal>
  )
}

function ApprovalBody({ approval, onDone }: { approval: ApprovalDetail; onDone: () => void }) {
  const t = useTranslations('approvals')
  const none = t('detail.none')
  return (
    <div data-testid="approval-detail" data-state={approval.state}>
      <dl className={styles.facts}>
        <dt>{t('detail.buyer')}</dt>
        <dd data-testid="approval-buyer">{approval.buyer}</dd>
        <dt>{t('detail.requestedAt')}</dt>
        <dd>{formatDateTime(approval.requestedAt)}</dd>
        <dt>{t('table.reasons')}</dt>
        <dd>{approval.reasonsLabel}</dd>
        <dt>{t('detail.limit')}</dt>
        <dd>{approval.limitCents != null ? formatPrice(approval.limitCents) : none}</dd>
        <dt>{t('detail.budget')}</dt>
        <dd>{approval.budgetCents != null ? formatPrice(approval.budgetCents) : none}</dd>
        <dt>{t('detail.spent')}</dt>
        <dd>{formatPrice(approval.spentCents)}</dd>
        {approval.purchaseOrderNumber && (
          <>
            <dt>{t('detail.purchaseOrderNumber')}</dt>
            <dd>{approval.purchaseOrderNumber}</dd>
          </>
        )}
        {approval.remark && (
          <>
            <dt>{t('detail.remark')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{approval.remark}</dd>
          </>
        )}
        <dt>{t('detail.submittedTotal')}</dt>
        <dd>{formatPrice(approval.totalCents)}</dd>
        {approval.state === 'pending' && (
          <>
            <dt>{t('detail.currentTotal')}</dt>
            <dd data-testid="approval-current-total">{formatPrice(approval.current.netCents)}</dd>
          </>
        )}
      </dl>
      {approval.state === 'pending' && approval.priceChanged && (
        <p className={styles.changed} role="note" data-testid="approval-price-changed">
          {t('detail.priceChanged')}
        </p>
      )}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('detail.article')}>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">{t('detail.article')}</th>
              <th scope="col">{t('detail.quantity')}</th>
              <th scope="col">{t('detail.unitPrice')}</th>
              <th scope="col">{t('detail.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {approval.lines.map((line) => (
              <tr key={line.articleNumber} data-testid="approval-line">
                <td>
                  {line.title}
                  <span className={styles.hint}>
                    {' '}
                    {line.articleNumber}
                    {line.packLabel ? ` · ${line.packLabel}` : ''}
                  </span>
                </td>
                <td>{line.quantity}</td>
                <td>
                  {line.unitPriceCents == null ? (
                    <span className={styles.error}>{t('detail.notOrderable')}</span>
                  ) : (
                    <>
                      {line.unitPriceCents !== line.submittedUnitPriceCents && (
                        <span className={styles.was}>{formatPrice(line.submittedUnitPriceCents)}</span>
                      )}
                      {formatPrice(line.unitPriceCents)}
                    </>
                  )}
                </td>
                <td>{line.totalCents == null ? '–' : formatPrice(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {approval.state !== 'pending' && (
        <p data-testid="approval-decided">
          {t('detail.decided', {
            state: approval.stateLabel,
            name: approval.decidedBy ?? '',
            date: formatDateTime(approval.decidedAt),
          })}
          {approval.rejectionReason && (
            <>
              <br />
              {t('detail.rejectionReason')}: «{approval.rejectionReason}»
            </>
          )}
        </p>
      )}
      {approval.state === 'pending' && !approval.canDecide && <p>{t('order.awaiting')}</p>}
      {approval.canDecide ? (
        <Decision approval={approval} onDone={onDone} />
      ) : (
        <p className={styles.actions}>
          <Link href={approval.orderUrl}>{t('detail.viewOrder')}</Link>
        </p>
      )}
    </div>
  )
}

/** Approve at today's total, or reject with a reason (3–500 characters). */
function Decision({ approval, onDone }: { approval: ApprovalDetail; onDone: () => void }) {
  const t = useTranslations('approvals')
  const reasonId = useId()
  const approve = useApproveOrder(approval.orderNumber)
  const reject = useRejectOrder(approval.orderNumber)
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState(false)
  const busy = approve.isPending || reject.isPending
  const orderable = approval.notOrderable.length === 0
  const submitReject = async () => {
    if (!ZRejectBody.safeParse({ reason }).success) {
      setReasonError(true)
      return
    }
    if (await reject.run(reason.trim())) onDone()
  }
  return rejecting ? (
    <form
      className={styles.actions}
      onSubmit={(event) => {
        event.preventDefault()
        void submitReject()
      }}
      noValidate
    >
      <label htmlFor={reasonId} style={{ width: '100%' }}>
        {t('detail.reason')}
        <textarea
          id={reasonId}
          className={styles.reason}
          value={reason}
          maxLength={500}
          aria-invalid={reasonError}
          aria-describedby={`${reasonId}-hint`}
          onChange={(event) => {
            setReason(event.target.value)
            setReasonError(false)
          }}
          data-testid="approval-reason"
        />
      </label>
      <span
        id={`${reasonId}-hint`}
        className={reasonError ? styles.error : styles.hint}
        role={reasonError ? 'alert' : undefined}
      >
        {reasonError ? t('api.reasonInvalid') : t('detail.reasonHint')}
      </span>
      <Button
        type="submit"
        variant="danger"
        disabled={busy}
        busy={reject.isPending}
        data-testid="approval-reject-confirm"
      >
        {t('detail.confirmReject')}
      </Button>
      <Button variant="secondary" onClick={() => setRejecting(false)} disabled={busy}>
        {t('detail.cancel')}
      </Button>
    </form>
  ) : (
    <div className={styles.actions}>
      <Button
        variant="primary"
        disabled={busy || !orderable}
        busy={approve.isPending}
        onClick={async () => {
          if (await approve.run(approval.current.netCents)) onDone()
        }}
        data-testid="approval-approve"
      >
        {t('detail.approve', { total: formatPrice(approval.current.netCents) })}
      </Button>
      <Button
        variant="danger"
        onClick={() => setRejecting(true)}
        disabled={busy}
        data-testid="approval-reject"
      >
        {t('detail.reject')}
      </Button>
    </div>
  )
}
