'use client'

import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'

import { Modal } from '@/components/modal/modal.client'

import { useDeleteSchedule, useRepeatOrdersBusy, useScheduleAction } from '../queries'
import type { ScheduleEntry } from '../schemas'
import styles from './repeat-orders.module.css'

type Confirming = 'end' | 'delete' | null

/**
 * A schedule's own actions: pause or resume (at once), end and delete (after
 * a confirmation; delete only while it never ordered). Nothing for an ended
 * schedule or a colleague's (an administrator reads those only). `onDeleted`
 * leaves a page that showed the deleted schedule.
 */
export function ScheduleActions({
  schedule,
  onDeleted,
  children,
}: {
  schedule: Pick<ScheduleEntry, 'id' | 'name' | 'status' | 'own' | 'deletable'>
  onDeleted?: () => void
  children?: ReactNode
}) {
  const t = useTranslations('repeatOrders')
  const busy = useRepeatOrdersBusy()
  const action = useScheduleAction()
  const remove = useDeleteSchedule()
  const [confirming, setConfirming] = useState<Confirming>(null)
  if (!schedule.own || schedule.status === 'ended')
    return schedule.own && schedule.deletable ? (
      <DeleteOnly schedule={schedule} onDeleted={onDeleted} />
    ) : null
  const label = (key: 'pause' | 'resume' | 'end' | 'delete') =>
    t('actions.label', { action: t(`actions.${key}`), name: schedule.name })
  return (
    <div className={styles.actions}>
      {schedule.status === 'active' ? (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-label={label('pause')}
          onClick={() => void action.run({ id: schedule.id, action: 'pause' })}
          data-testid="schedule-pause"
        >
          {t('actions.pause')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary button--small"
          disabled={busy}
          aria-label={label('resume')}
          onClick={() => void action.run({ id: schedule.id, action: 'resume' })}
          data-testid="schedule-resume"
        >
          {t('actions.resume')}
        </button>
      )}
      {children}
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        aria-label={label('end')}
        onClick={() => setConfirming('end')}
        data-testid="schedule-end"
      >
        {t('actions.end')}
      </button>
      {schedule.deletable && (
        <button
          type="button"
          className="button button--danger button--small"
          disabled={busy}
          aria-label={label('delete')}
          onClick={() => setConfirming('delete')}
          data-testid="schedule-delete"
        >
          {t('actions.delete')}
        </button>
      )}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        size="sm"
        title={confirming === 'delete' ? t('actions.delete') : t('actions.end')}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="schedule-confirm"
              onClick={async () => {
                if (confirming === 'delete') {
                  if (await remove.run(schedule.id)) onDeleted?.()
                } else await action.run({ id: schedule.id, action: 'end' })
                setConfirming(null)
              }}
            >
              {confirming === 'delete' ? t('actions.confirmDeleteButton') : t('actions.confirm')}
            </button>
          </>
        }
      >
        <p>
          {confirming === 'delete'
            ? t('actions.confirmDelete', { name: schedule.name })
            : t('actions.confirmEnd', { name: schedule.name })}
        </p>
      </Modal>
    </div>
  )
}

/** An ended schedule that never ordered can still be deleted. */
function DeleteOnly({
  schedule,
  onDeleted,
}: {
  schedule: Pick<ScheduleEntry, 'id' | 'name'>
  onDeleted?: () => void
}) {
  const t = useTranslations('repeatOrders')
  const busy = useRepeatOrdersBusy()
  const remove = useDeleteSchedule()
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--danger button--small"
        disabled={busy}
        aria-label={t('actions.label', { action: t('actions.delete'), name: schedule.name })}
        onClick={async () => {
          if (await remove.run(schedule.id)) onDeleted?.()
        }}
        data-testid="schedule-delete"
      >
        {t('actions.delete')}
      </button>
    </div>
  )
}
