'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { z } from 'zod'

import { Button } from '@/components/button/button'
import { ApiHttpError } from '@/lib/api/client'

import { REMINDER_MAX_LEAD_DAYS } from '../constants'
import type { ReminderSettings } from '../reminders'
import { useSaveReminderSettings } from '../api'
import { ZLeadDays } from '../reminders-schemas'
import styles from './reminder-settings.module.css'

/** What the form holds: the digest as a checkbox (weekly or off). */
type Values = { notify: boolean; weekly: boolean; leadDays: number }

const ZValues = z.object({ notify: z.boolean(), weekly: z.boolean(), leadDays: ZLeadDays })

/** The API's field a message names → the form's field. */
const FORM_FIELD: Record<string, keyof Values> = { notify: 'notify', digest: 'weekly', leadDays: 'leadDays' }

/** A typed number of days: empty or not a number stays NaN, which the schema refuses. */
const daysOf = (raw: unknown) => (raw === '' || raw == null ? Number.NaN : Number(raw))

type Props = {
  initial: ReminderSettings
  /** An employee acting for a contact: the setting is the contact's own; only a note shows. */
  onBehalf?: boolean
}

/**
 * The user's own service reminders on the fleet page: reminders in the
 * notification centre, the weekly digest mail, and the lead in days.
 * react-hook-form with the API's rule for the lead; what the server still
 * refuses shows at its field.
 */
export function ReminderSettingsForm({ initial, onBehalf = false }: Props) {
  const t = useTranslations('fleetReminders')
  const id = useId()
  const save = useSaveReminderSettings()
  const [saved, setSaved] = useState(false)
  const [general, setGeneral] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(ZValues as never) as unknown as Resolver<Values>,
    defaultValues: {
      notify: initial.notify,
      weekly: initial.digest === 'weekly',
      leadDays: initial.leadDays,
    },
    mode: 'onTouched',
  })

  const submit = handleSubmit(async (values) => {
    setSaved(false)
    setGeneral(null)
    try {
      const stored = await save.mutateAsync({
        notify: values.notify,
        digest: values.weekly ? 'weekly' : 'off',
        leadDays: values.leadDays,
      })
      reset({ notify: stored.notify, weekly: stored.digest === 'weekly', leadDays: stored.leadDays })
      setSaved(true)
    } catch (error) {
      const messages = error instanceof ApiHttpError ? error.messages : []
      const rest: string[] = []
      for (const message of messages) {
        const field = FORM_FIELD[(message.meta?.fields as string[] | undefined)?.[0] ?? '']
        if (field) setError(field, { type: 'server', message: message.message })
        else rest.push(message.message)
      }
      if (rest.length || !messages.length) setGeneral(rest.join(' ') || t('settings.saveFailed'))
    }
  })

  const leadError = errors.leadDays?.message
  const leadText =
    leadError === 'leadDays'
      ? t('errors.leadDays', { label: t('settings.leadDays'), max: REMINDER_MAX_LEAD_DAYS })
      : leadError
  if (onBehalf)
    return (
      <section className={styles.settings} aria-labelledby={`${id}-title`} data-testid="reminder-settings">
        <h2 id={`${id}-title`}>{t('settings.title')}</h2>
        <p role="note">{t('settings.onBehalf')}</p>
      </section>
    )

  return (
    <section className={styles.settings} aria-labelledby={`${id}-title`} data-testid="reminder-settings">
      <h2 id={`${id}-title`}>{t('settings.title')}</h2>
      <p>{t('settings.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        {general && (
          <p role="alert" className="field__error">
            {general}
          </p>
        )}
        <div className="field field--checkbox">
          <input id={`${id}-notify`} type="checkbox" data-testid="reminder-notify" {...register('notify')} />
          <label className="field__label" htmlFor={`${id}-notify`}>
            {t('settings.notify')}
          </label>
          {errors.notify?.message && <p className="field__error">{errors.notify.message}</p>}
        </div>
        <div className="field field--checkbox">
          <input id={`${id}-weekly`} type="checkbox" data-testid="reminder-digest" {...register('weekly')} />
          <label className="field__label" htmlFor={`${id}-weekly`}>
            {t('settings.digest')}
          </label>
          {errors.weekly?.message && <p className="field__error">{errors.weekly.message}</p>}
        </div>
        <div className={`field ${styles.lead}`}>
          <label className="field__label" htmlFor={`${id}-lead`}>
            {t('settings.leadDays')}
          </label>
          <input
            id={`${id}-lead`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={REMINDER_MAX_LEAD_DAYS}
            step={1}
            aria-invalid={leadText ? true : undefined}
            aria-describedby={[`${id}-lead-hint`, leadText ? `${id}-lead-error` : null]
              .filter(Boolean)
              .join(' ')}
            data-testid="reminder-lead-days"
            {...register('leadDays', { setValueAs: daysOf })}
          />
          <p id={`${id}-lead-hint`} className="field__hint">
            {t('settings.leadDaysHint', { max: REMINDER_MAX_LEAD_DAYS })}
          </p>
          {leadText && (
            <p id={`${id}-lead-error`} className="field__error" data-testid="reminder-error-leadDays">
              {leadText}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={isSubmitting} data-testid="reminder-save">
            {t('settings.save')}
          </Button>
          <p role="status" className={styles.saved}>
            {saved ? t('settings.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  )
}
