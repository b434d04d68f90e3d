'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { pushMessages } from '@/features/notifications/store'
import { formatIsoDate } from '@/lib/iso-date'
import { counted } from '@/lib/numbers'

import { useCreateSchedule, useEditSchedule, useScheduleDraft } from '../queries'
import type { DraftQuery, ScheduleAddressOptions, ScheduleDetail, ScheduleDraft } from '../schemas'
import { ScheduleForm, type SubmittedSchedule } from './schedule-form.client'
import styles from './repeat-orders.module.css'

/**
 * "Als Abo wiederholen" / "Als Abo einrichten": reads what the source gives
 * (the draft: lines, addresses, prefilled values) when it opens, then the
 * form; after the setup it says when the first order follows and links to
 * the schedules' page.
 */
export function CreateScheduleDialog({ query, onClose }: { query: DraftQuery; onClose: () => void }) {
  const t = useTranslations('repeatOrders')
  const draft = useScheduleDraft(query)
  const [done, setDone] = useState<{ name: string; date: string | null; url: string } | null>(null)
  return (
    <Modal open onClose={onClose} size="md" title={t('dialog.titleCreate')} loading={draft.isFetching}>
      {done ? (
        <div className={styles.done} data-testid="schedule-created">
          <p role="status">
            {t('dialog.created', { name: done.name, date: done.date ? formatIsoDate(done.date) : '–' })}
          </p>
          <p className={styles.formActions}>
            <Link href={done.url} className="button button--primary" data-testid="schedule-created-link">
              {t('dialog.toList')}
            </Link>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('dialog.close')}
            </button>
          </p>
        </div>
      ) : draft.data && draft.data.lineCount === 0 ? (
        // Nothing of the source can be ordered now: no form to fill in vain.
        <div className={styles.done} data-testid="schedule-nothing-orderable">
          <p role="status">
            {draft.data.source === 'order' ? t('api.nothingOrderableOrder') : t('api.nothingOrderableCart')}
          </p>
          <p className={styles.formActions}>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('dialog.close')}
            </button>
          </p>
        </div>
      ) : draft.data ? (
        <CreateForm draft={draft.data} onDone={setDone} onClose={onClose} />
      ) : draft.isError ? (
        <p className="field__error" role="alert">
          {draft.error instanceof Error ? draft.error.message : t('dialog.failed')}
        </p>
      ) : null}
    </Modal>
  )
}

function CreateForm({
  draft,
  onDone,
  onClose,
}: {
  draft: ScheduleDraft
  onDone: (done: { name: string; date: string | null; url: string }) => void
  onClose: () => void
}) {
  const t = useTranslations('repeatOrders')
  const locale = useLocale()
  const create = useCreateSchedule()
  const intro = (
    <div className={styles.intro}>
      <p>
        {draft.source === 'order'
          ? t('dialog.introOrder', counted(draft.lineCount, { orderNumber: draft.orderNumber ?? '' }))
          : t('dialog.introCart', counted(draft.lineCount))}
      </p>
      {draft.leftOutCount > 0 && (
        <p className={styles.warning} role="note">
          {t('dialog.leftOut', counted(draft.leftOutCount))}
        </p>
      )}
    </div>
  )
  return (
    <ScheduleForm
      mode="create"
      defaults={draft.values}
      addresses={draft.addresses}
      intro={intro}
      onCancel={onClose}
      onSubmit={async (values) => {
        const result = await create.mutateAsync({
          ...values,
          source: draft.source,
          ...(draft.source === 'order' && draft.orderNumber ? { orderNumber: draft.orderNumber } : {}),
        })
        // The lines left out are named as warnings.
        pushMessages(result.messages.filter((message) => message.type === 'warning'))
        onDone({
          name: result.schedule.name,
          date: result.schedule.nextRunDate,
          url: `/${locale}${ACCOUNT_PATHS.repeatOrders}`,
        })
      }}
    />
  )
}

/** "Bearbeiten": the schedule's values, addresses, texts and line counts in the same form. */
export function EditScheduleDialog({
  schedule,
  addresses,
  onClose,
}: {
  schedule: ScheduleDetail
  addresses: ScheduleAddressOptions
  onClose: () => void
}) {
  const t = useTranslations('repeatOrders')
  const edit = useEditSchedule(schedule.id)
  const defaults = {
    name: schedule.name,
    frequency: schedule.frequency,
    intervalWeeks: schedule.intervalWeeks ?? 4,
    dayOfMonth: schedule.dayOfMonth ?? 1,
    startDate: schedule.startDate,
    endKind: schedule.endKind,
    endDate: schedule.endDate,
    maxRuns: schedule.maxRuns,
    shipTo: schedule.shipTo?.partnerId ?? addresses.shipToAddresses[0]?.partnerId ?? '',
    billTo: schedule.billTo?.partnerId ?? addresses.billToAddresses[0]?.partnerId ?? '',
    purchaseOrderNumber: schedule.purchaseOrderNumber,
    costCentre: schedule.costCentre,
    remark: schedule.remark,
  }
  return (
    <Modal open onClose={onClose} size="md" title={t('dialog.titleEdit')}>
      <ScheduleForm
        mode="edit"
        defaults={defaults}
        addresses={addresses}
        storedStart={schedule.startDate}
        lines={schedule.lines.map((line) => ({
          id: line.id,
          title: line.title,
          articleNumber: line.articleNumber,
          count: line.count,
        }))}
        onCancel={onClose}
        onSubmit={async (values: SubmittedSchedule) => {
          const result = await edit.mutateAsync(values)
          pushMessages(result.messages)
          onClose()
        }}
      />
    </Modal>
  )
}
