'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type FormEvent, type ReactNode } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { pushMessages } from '@/features/notifications/store'
import { useCategories, useMakes, useModels, useTypes } from '@/features/oil-finder/queries'
import { ApiHttpError } from '@/lib/api/client'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { formatBytes } from '@/lib/bytes'
import { languageOf } from '@/lib/i18n/locales'

import { FLEET_IMPORT_MAX_BYTES, FLEET_IMPORT_MAX_ROWS } from '../constants'
import { fleetTemplateUrl, useCreateEntry, useFleetBusy, useImportFleet } from '../queries'
import type { ImportReport, TypeChoice } from '../schemas'
import styles from './fleet.module.css'

export const ADD_WAYS = ['type', 'typeApproval', 'plate', 'file'] as const
export type AddWay = (typeof ADD_WAYS)[number]

type Errors = Record<string, string>

/** The messages of a refused request by field (the first of each), and those naming no known field. */
function errorsOf(error: unknown, known: string[], fallback: string): { fields: Errors; general: string[] } {
  const messages: ApiMessage[] =
    error instanceof ApiHttpError && error.messages.length
      ? error.messages
      : [{ type: 'error', message: fallback }]
  const fields: Errors = {}
  const general: string[] = []
  for (const message of messages) {
    const field = (message.meta?.fields as string[] | undefined)?.[0]
    if (field && known.includes(field) && !fields[field]) fields[field] = message.message
    else general.push(message.message)
  }
  return { fields, general }
}

const numberOrNull = (text: string): number | null | string => {
  const trimmed = text.trim().replace(/['’\s]/g, '')
  if (!trimmed) return null
  const value = Number(trimmed.replace(',', '.'))
  return Number.isFinite(value) ? value : trimmed
}

/**
 * "Fahrzeug hinzufügen": four ways to a vehicle — the oil finder's choice of
 * make, model and engine, the type approval number (the engines to choose
 * from when it fits several), the licence plate, or a file of plates with
 * the report of its rows. Optional name, site, cost centre and km per year.
 */
export function AddVehicleDialog({
  initialWay = 'plate',
  onClose,
}: {
  initialWay?: AddWay
  onClose: () => void
}) {
  const t = useTranslations('fleet')
  const [way, setWay] = useState<AddWay>(initialWay)
  const [done, setDone] = useState<{ name: string; url: string } | null>(null)
  const labels: Record<AddWay, string> = {
    type: t('add.byType'),
    typeApproval: t('add.byTypeApproval'),
    plate: t('add.byPlate'),
    file: t('add.byFile'),
  }
  return (
    <Modal open onClose={onClose} size="md" title={way === 'file' ? t('import.title') : t('add.title')}>
      {done ? (
        <div className={styles.form} data-testid="fleet-added">
          <p role="status">{t('add.added', { name: done.name })}</p>
          <p className={styles.formActions}>
            <Link href={done.url} className="button button--secondary">
              {t('add.toEntry')}
            </Link>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDone(null)}
              data-testid="fleet-add-another"
            >
              {t('actions.addVehicle')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={onClose}
              data-testid="fleet-added-close"
            >
              {t('add.close')}
            </button>
          </p>
        </div>
      ) : (
        <>
          <fieldset className={styles.ways}>
            <legend className="field__label">{t('add.ways')}</legend>
            {ADD_WAYS.map((value) => (
              <button
                key={value}
                type="button"
                className={`button ${value === way ? 'button--primary' : 'button--secondary'}`}
                aria-pressed={value === way}
                onClick={() => setWay(value)}
                data-testid={`fleet-way-${value}`}
              >
                {labels[value]}
              </button>
            ))}
          </fieldset>
          {way === 'file' ? (
            <ImportForm onClose={onClose} />
          ) : (
            <VehicleForm key={way} way={way} onDone={setDone} onClose={onClose} />
          )}
        </>
      )}
    </Modal>
  )
}

const OPTIONAL_FIELDS = ['name', 'site', 'costCentre', 'yearlyKm'] as const

function VehicleForm({
  way,
  onDone,
  onClose,
}: {
  way: Exclude<AddWay, 'file'>
  onDone: (done: { name: string; url: string }) => void
  onClose: () => void
}) {
  const t = useTranslations('fleet')
  const locale = useLocale()
  const lang = languageOf(locale)
  const id = useId()
  const create = useCreateEntry()
  const busy = useFleetBusy()
  const [plate, setPlate] = useState('')
  const [typeApprovalNumber, setTypeApprovalNumber] = useState('')
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const [makeId, setMakeId] = useState<number | null>(null)
  const [modelId, setModelId] = useState<number | null>(null)
  const [typeId, setTypeId] = useState<number | null>(null)
  const [choices, setChoices] = useState<TypeChoice[] | null>(null)
  const [choice, setChoice] = useState<number | null>(null)
  const [optional, setOptional] = useState<Record<(typeof OPTIONAL_FIELDS)[number], string>>({
    name: '',
    site: '',
    costCentre: '',
    yearlyKm: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [general, setGeneral] = useState<string[]>([])

  const categories = useCategories(lang)
  const makes = useMakes(lang, way === 'type' ? categoryId : null)
  const models = useModels(lang, way === 'type' ? makeId : null, categoryId)
  const types = useTypes(lang, way === 'type' ? modelId : null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setGeneral([])
    const body: Record<string, unknown> = { kind: 'vehicle', by: way }
    if (way === 'plate') body.plate = plate
    if (way === 'typeApproval') {
      body.typeApprovalNumber = typeApprovalNumber
      if (choice != null) body.vehicleTypeId = choice
    }
    if (way === 'type') {
      if (typeId == null) {
        setErrors({ vehicleTypeId: t('errors.required', { label: t('fields.vehicleTypeId') }) })
        return
      }
      body.vehicleTypeId = typeId
    }
    for (const field of OPTIONAL_FIELDS) {
      const value = optional[field]
      if (field === 'yearlyKm') {
        const number = numberOrNull(value)
        if (number != null) body.yearlyKm = number
      } else if (value.trim()) body[field] = value
    }
    try {
      const answer = await create.mutateAsync(body)
      if ('choices' in answer.data) {
        setChoices(answer.data.choices)
        setChoice(answer.data.choices[0]?.typeId ?? null)
        return
      }
      pushMessages(answer.messages.filter((message) => message.type !== 'success'))
      onDone({ name: answer.data.entry.name, url: answer.data.entry.url })
    } catch (error) {
      const found = errorsOf(
        error,
        ['plate', 'typeApprovalNumber', 'vehicleTypeId', ...OPTIONAL_FIELDS],
        t('errors.invalid', { label: t('fields.body') }),
      )
      setErrors(found.fields)
      setGeneral(found.general)
    }
  }

  const field = (
    name: string,
    label: string,
    input: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode,
    hint?: string,
  ) => {
    const inputId = `${id}-${name}`
    const described = [errors[name] ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null]
      .filter(Boolean)
      .join(' ')
    return (
      <div className="field" key={name}>
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {input({
          id: inputId,
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': described || undefined,
        })}
        {hint && (
          <p id={`${inputId}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        {errors[name] && (
          <p id={`${inputId}-error`} className="field__error" data-testid={`fleet-error-${name}`}>
            {errors[name]}
          </p>
        )}
      </div>
    )
  }

  const select = (
    name: string,
    label: string,
    value: number | null,
    options: { id: number; name: string }[],
    onChange: (value: number | null) => void,
    loading: boolean,
  ) =>
    field(name, label, (props) => (
      <select
        {...props}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        disabled={loading}
        data-testid={`fleet-select-${name}`}
      >
        <option value="">{loading ? t('add.loading') : t('add.choose')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    ))

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid={`fleet-form-${way}`}>
      {way === 'plate' &&
        field(
          'plate',
          t('fields.plate'),
          (props) => (
            <input
              {...props}
              className="field__input"
              value={plate}
              onChange={(event) => setPlate(event.target.value)}
              autoComplete="off"
              data-testid="fleet-plate-input"
            />
          ),
          t('add.plateHint'),
        )}
      {way === 'typeApproval' &&
        field(
          'typeApprovalNumber',
          t('fields.typeApprovalNumber'),
          (props) => (
            <input
              {...props}
              className="field__input"
              value={typeApprovalNumber}
              onChange={(event) => {
                setTypeApprovalNumber(event.target.value)
                setChoices(null)
                setChoice(null)
              }}
              autoComplete="off"
              data-testid="fleet-type-approval-input"
            />
          ),
          t('add.typeApprovalHint'),
        )}
      {way === 'typeApproval' && choices && (
        <fieldset className={styles.choices} data-testid="fleet-type-choices">
          <legend className="field__label">{t('add.chooseType')}</legend>
          {choices.map((option) => (
            <label key={option.typeId} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-choice`}
                value={option.typeId}
                checked={choice === option.typeId}
                onChange={() => setChoice(option.typeId)}
              />
              <span>
                {option.label}
                <span className={styles.muted}>{option.years}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {way === 'type' && (
        <div className={styles.grid}>
          {select(
            'category',
            t('add.category'),
            categoryId,
            (categories.data?.categories ?? []).filter((c) => c.makeCount > 0),
            (value) => {
              setCategoryId(value)
              setMakeId(null)
              setModelId(null)
              setTypeId(null)
            },
            categories.isFetching && !categories.data,
          )}
          {select(
            'make',
            t('add.make'),
            makeId,
            makes.data?.makes ?? [],
            (value) => {
              setMakeId(value)
              setModelId(null)
              setTypeId(null)
            },
            makes.isFetching,
          )}
          {select(
            'model',
            t('add.model'),
            modelId,
            (models.data?.models ?? []).map((m) => ({
              id: m.id,
              name: m.yearTo
                ? `${m.name} (${m.yearFrom}–${m.yearTo})`
                : `${m.name} (${t('add.since', { from: m.yearFrom })})`,
            })),
            (value) => {
              setModelId(value)
              setTypeId(null)
            },
            models.isFetching,
          )}
          {select(
            'vehicleTypeId',
            t('add.type'),
            typeId,
            (types.data?.types ?? []).map((type) => ({
              id: type.id,
              name: `${type.name} · ${t('add.power', { kw: type.powerKw })} · ${type.yearTo ? `${type.yearFrom}–${type.yearTo}` : t('add.since', { from: type.yearFrom })}`,
            })),
            setTypeId,
            types.isFetching,
          )}
        </div>
      )}
      <details>
        <summary>{t('add.optional')}</summary>
        <div className={styles.grid}>
          {OPTIONAL_FIELDS.map((name) =>
            field(name, t(`fields.${name}`), (props) => (
              <input
                {...props}
                className="field__input"
                inputMode={name === 'yearlyKm' ? 'numeric' : undefined}
                value={optional[name]}
                onChange={(event) => setOptional({ ...optional, [name]: event.target.value })}
                data-testid={`fleet-optional-${name}`}
              />
            )),
          )}
        </div>
      </details>
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
          data-testid="fleet-add-submit"
        >
          {choices ? t('add.chooseSubmit') : t('add.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('add.cancel')}
        </button>
      </p>
    </form>
  )
}

/** "Aus Datei importieren": a file of plates, the template to fill in, and the report of its rows. */
function ImportForm({ onClose }: { onClose: () => void }) {
  const t = useTranslations('fleet')
  const id = useId()
  const upload = useImportFleet()
  const busy = useFleetBusy()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!file) {
      setError(t('import.missing'))
      return
    }
    if (file.size > FLEET_IMPORT_MAX_BYTES) {
      setError(t('import.tooLarge', { max: formatBytes(FLEET_IMPORT_MAX_BYTES, 0) }))
      return
    }
    try {
      const answer = await upload.mutateAsync(file)
      setReport(answer.report)
    } catch (failure) {
      const found = errorsOf(failure, ['file'], t('import.damaged'))
      setError(found.fields.file ?? found.general[0] ?? null)
    }
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="fleet-form-file">
      <p>
        {t('import.intro', { rows: FLEET_IMPORT_MAX_ROWS, size: formatBytes(FLEET_IMPORT_MAX_BYTES, 0) })}
      </p>
      <p className={styles.formActions}>
        <a className="button button--tertiary" href={fleetTemplateUrl('xlsx')} download>
          {t('import.templateXlsx')}
        </a>
        <a className="button button--tertiary" href={fleetTemplateUrl('csv')} download>
          {t('import.templateCsv')}
        </a>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-file`}>
          {t('import.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          className="field__input"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-file-error` : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setReport(null)
          }}
          data-testid="fleet-import-file"
        />
        {error && (
          <p id={`${id}-file-error`} className="field__error" role="alert" data-testid="fleet-error-file">
            {error}
          </p>
        )}
      </div>
      {report && (
        <div className={styles.report} role="status" data-testid="fleet-import-report">
          <p>{t('import.report', { added: report.added.length, problems: report.problems.length })}</p>
          {report.added.length > 0 && (
            <>
              <h3>{t('import.addedTitle')}</h3>
              <ul>
                {report.added.map((row) => (
                  <li key={row.id}>
                    {t('import.row', { row: row.row })}: {row.licensePlate} – {row.name}
                  </li>
                ))}
              </ul>
            </>
          )}
          {report.problems.length > 0 && (
            <>
              <h3>{t('import.problemsTitle')}</h3>
              <ul data-testid="fleet-import-problems">
                {report.problems.map((problem) => (
                  <li key={problem.row}>
                    {t('import.row', { row: problem.row })}: {problem.text} – {problem.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <p className={styles.formActions}>
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy}
          data-testid="fleet-import-submit"
        >
          {t('import.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={onClose}
          data-testid="fleet-import-close"
        >
          {report ? t('add.close') : t('add.cancel')}
        </button>
      </p>
    </form>
  )
}
