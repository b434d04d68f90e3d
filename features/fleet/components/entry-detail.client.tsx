'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { pushMessages } from '@/features/notifications/store'
import { ApiHttpError } from '@/lib/api/client'
import { formatIsoDate } from '@/lib/iso-date'
import { formatCount, formatNumber } from '@/lib/numbers'

import { useDeleteEntry, useFleetBusy, useMarkServiceDone } from '../queries'
import type { FleetComponentDetail, FleetEntryDetail } from '../schemas'
import { EntryFormDialog } from './entry-form-dialog.client'
import { NextDueText } from './next-due'
import styles from './fleet.module.css'

const litres = (value: number) => formatNumber(value, { maximumFractionDigits: 2 })

/**
 * An entry's page: its details, the components (product with its page,
 * another brand's product with the way to a Tribo alternative, fill,
 * interval, last and next service with its basis, and our recommendation
 * beside it), "Service erledigt" per component, edit, delete with a
 * confirmation, and the service history. Viewers see it without buttons.
 */
export function EntryDetail({ entry }: { entry: FleetEntryDetail }) {
  const t = useTranslations('fleet')
  const locale = useLocale()
  const router = useRouter()
  const [dialog, setDialog] = useState<
    { kind: 'service'; component: FleetComponentDetail } | { kind: 'edit' } | { kind: 'delete' } | null
  >(null)
  const remove = useDeleteEntry(entry.id)
  const busy = useFleetBusy()
  const none = t('table.none')
  const facts: [string, string][] = [
    [
      entry.kind === 'vehicle' ? t('detail.vehicle') : t('detail.machineKind'),
      entry.vehicle
        ? `${entry.vehicle.make} ${entry.vehicle.model} ${entry.vehicle.type}`
        : entry.machineKind
          ? t(`machineKinds.${entry.machineKind}`)
          : none,
    ],
    ...(entry.licensePlate ? [[t('detail.plate'), entry.licensePlate] as [string, string]] : []),
    ...(entry.typeApprovalNumber
      ? [[t('detail.typeApproval'), entry.typeApprovalNumber] as [string, string]]
      : []),
    [t('detail.site'), entry.site ?? none],
    [t('detail.costCentre'), entry.costCentre ?? none],
    [
      t('detail.reading'),
      entry.readingKm != null && entry.readingDate
        ? t('detail.readingKm', {
            value: formatCount(entry.readingKm),
            date: formatIsoDate(entry.readingDate),
          })
        : entry.readingHours != null && entry.readingDate
          ? t('detail.readingHours', {
              value: formatCount(entry.readingHours),
              date: formatIsoDate(entry.readingDate),
            })
          : none,
    ],
    ...(entry.yearlyKm != null
      ? [
          [t('fields.yearlyKm'), t('detail.yearlyKm', { value: formatCount(entry.yearlyKm) })] as [
            string,
            string,
          ],
        ]
      : []),
    ...(entry.yearlyHours != null
      ? [
          [t('fields.yearlyHours'), t('detail.yearlyHours', { value: formatCount(entry.yearlyHours) })] as [
            string,
            string,
          ],
        ]
      : []),
    [t('detail.source'), entry.sourceLabel],
    ...(entry.note ? [[t('detail.note'), entry.note] as [string, string]] : []),
  ]
  return (
    <div data-testid="fleet-entry">
      <p>
        <Link href={`/${locale}${ACCOUNT_PATHS.fleet}`}>{t('detail.back')}</Link>
      </p>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {entry.editable && (
        <p className={styles.actions}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDialog({ kind: 'edit' })}
            data-testid="fleet-edit"
          >
            {t('detail.edit')}
          </button>
          <button
            type="button"
            className="button button--tertiary"
            onClick={() => setDialog({ kind: 'delete' })}
            data-testid="fleet-delete"
          >
            {t('detail.delete')}
          </button>
        </p>
      )}
      <h2>{t('detail.components')}</h2>
      {entry.components.length === 0 ? (
        <p>{t('detail.noComponents')}</p>
      ) : (
        <ul className={styles.components}>
          {entry.components.map((component) => (
            <li
              key={component.id}
              className={styles.card}
              data-testid="fleet-component"
              data-component={component.component}
            >
              <h3>{component.label}</h3>
              <dl>
                <dt>{t('detail.product')}</dt>
                <dd>
                  {component.product ? (
                    <Link href={component.product.url}>{component.product.name}</Link>
                  ) : component.productInUseText ? (
                    <>
                      {component.productInUseText}
                      <span className={styles.muted}>{t('detail.productInUse')}</span>
                      {component.alternativesUrl && (
                        <Link href={component.alternativesUrl} data-testid="fleet-find-alternative">
                          {t('detail.findAlternative')}
                        </Link>
                      )}
                    </>
                  ) : (
                    none
                  )}
                </dd>
                <dt>{t('detail.capacity')}</dt>
                <dd>
                  {component.capacityLitres != null
                    ? t('detail.litres', { value: litres(component.capacityLitres) })
                    : none}
                </dd>
                <dt>{t('detail.interval')}</dt>
                <dd>{component.intervalLabel ?? t('detail.noInterval')}</dd>
                <dt>{t('detail.lastService')}</dt>
                <dd data-testid="fleet-last-service">
                  {component.lastServiceDate
                    ? formatIsoDate(component.lastServiceDate)
                    : t('detail.neverServiced')}
                </dd>
                <dt>{t('detail.nextDue')}</dt>
                <dd data-testid="fleet-component-due">
                  {component.nextDue ? (
                    <>
                      {formatIsoDate(component.nextDue.date)}
                      <NextDueText due={component.nextDue} />
                    </>
                  ) : (
                    t('detail.noDue')
                  )}
                </dd>
              </dl>
              <div className={styles.recommendation}>
                <p>
                  <strong>{t('detail.recommendation')}</strong>
                </p>
                {component.recommendation ? (
                  <>
                    <p>
                      {component.recommendation.products.map((product, index) => (
                        <span key={product.productNumber}>
                          {index > 0 && ', '}
                          <Link href={product.url}>{product.name}</Link>
                        </span>
                      ))}
                      {component.recommendation.capacityLitres != null &&
                        ` · ${t('detail.litres', { value: litres(component.recommendation.capacityLitres) })}`}
                    </p>
                    {component.recommendation.interval && (
                      <p>
                        {t('detail.recommendationInterval', { interval: component.recommendation.interval })}
                      </p>
                    )}
                  </>
                ) : (
                  <p>{t('detail.noRecommendation')}</p>
                )}
              </div>
              {entry.editable && (
                <p>
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => setDialog({ kind: 'service', component })}
                    data-testid="fleet-mark-done"
                  >
                    {t('detail.markDone')}
                  </button>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('detail.history')}</h2>
      {entry.services.length === 0 ? (
        <p data-testid="fleet-history-empty">{t('detail.noHistory')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.history} data-testid="fleet-history">
            <caption className="visually-hidden">{t('detail.historyCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('detail.doneOn')}</th>
                <th scope="col">{t('detail.component')}</th>
                <th scope="col">{t('detail.readingColumn')}</th>
                <th scope="col">{t('detail.litresColumn')}</th>
                <th scope="col">{t('detail.by')}</th>
                <th scope="col">{t('detail.noteColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.services.map((service) => (
                <tr key={service.id}>
                  <td>{formatIsoDate(service.doneOn)}</td>
                  <td>{service.componentLabel}</td>
                  <td>{service.reading != null ? formatCount(service.reading) : none}</td>
                  <td>
                    {service.litres != null ? t('detail.litres', { value: litres(service.litres) }) : none}
                  </td>
                  <td>{service.by || none}</td>
                  <td>{service.note ?? none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'service' && (
        <ServiceDialog entry={entry} component={dialog.component} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && <EntryFormDialog entry={entry} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <Modal open onClose={() => setDialog(null)} size="sm" title={t('detail.deleteTitle')}>
          <p>{t('detail.deleteText', { name: entry.name })}</p>
          <p className={styles.formActions}>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              aria-busy={busy}
              data-testid="fleet-delete-confirm"
              onClick={async () => {
                const done = await remove.run()
                if (done) router.push(`/${locale}${ACCOUNT_PATHS.fleet}`)
              }}
            >
              {t('detail.deleteConfirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setDialog(null)}>
              {t('add.cancel')}
            </button>
          </p>
        </Modal>
      )}
    </div>
  )
}

/** "Service erledigt": the day (today by default, not in the future), the reading, the litres filled and a note. */
export function ServiceDialog({
  entry,
  component,
  onClose,
  today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' }),
}: {
  entry: FleetEntryDetail
  component: FleetComponentDetail
  onClose: () => void
  today?: string
}) {
  const t = useTranslations('fleet')
  const id = useId()
  const markDone = useMarkServiceDone(entry.id)
  const busy = useFleetBusy()
  const hours = component.intervalHours != null || (component.intervalKm == null && entry.kind === 'machine')
  const [values, setValues] = useState({
    doneOn: today,
    reading: '',
    litres: component.capacityLitres != null ? String(component.capacityLitres) : '',
    note: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState<string[]>([])
  const number = (raw: string) => {
    const trimmed = raw.trim().replace(/['’\s]/g, '')
    if (!trimmed) return null
    const value = Number(trimmed.replace(',', '.'))
    return Number.isFinite(value) ? value : trimmed
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setGeneral([])
    try {
      const answer = await markDone.mutateAsync({
        componentId: component.id,
        doneOn: values.doneOn,
        reading: number(values.reading),
        litres: number(values.litres),
        note: values.note,
      })
      pushMessages(answer.messages)
      onClose()
    } catch (error) {
      const messages = error instanceof ApiHttpError ? error.messages : []
      const found: Record<string, string> = {}
      const rest: string[] = []
      for (const message of messages) {
        const field = (message.meta?.fields as string[] | undefined)?.[0]
        if (field && ['doneOn', 'reading', 'litres', 'note'].includes(field)) found[field] ??= message.message
        else rest.push(message.message)
      }
      setErrors(found)
      setGeneral(
        rest.length || Object.keys(found).length ? rest : [t('errors.invalid', { label: t('fields.body') })],
      )
    }
  }
  const field = (name: 'doneOn' | 'reading' | 'litres' | 'note', label: string, type = 'text') => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="field__input"
        type={type}
        max={type === 'date' ? today : undefined}
        inputMode={name === 'reading' || name === 'litres' ? 'decimal' : undefined}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        data-testid={`fleet-service-${name}`}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field__error" data-testid={`fleet-error-${name}`}>
          {errors[name]}
        </p>
      )}
    </div>
  )
  return (
    <Modal open onClose={onClose} size="sm" title={t('service.title', { component: component.label })}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="fleet-service-form">
        <p className={styles.muted}>{t('service.hint')}</p>
        {field('doneOn', t('service.doneOn'), 'date')}
        {field('reading', hours ? t('service.readingHours') : t('service.readingKm'))}
        {field('litres', t('service.litres'))}
        {field('note', t('service.note'))}
        {general.map((message) => (
          <p key={message} className="field__error" role="alert">
            {message}
          </p>
        ))}
        <p className={styles.formActions}>
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            data-testid="fleet-service-submit"
          >
            {t('service.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('add.cancel')}
          </button>
        </p>
      </form>
    </Modal>
  )
}
