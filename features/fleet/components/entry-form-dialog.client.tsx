'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent, type ReactNode } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { pushMessages } from '@/features/notifications/store'
import { ApiHttpError } from '@/lib/api/client'

import {
  FLEET_COMPONENT_KEYS,
  FLEET_MAX_COMPONENTS,
  MACHINE_COMPONENT_KEYS,
  MACHINE_KINDS,
  type FleetComponentKey,
  type FleetEntryKind,
  type MachineKind,
} from '../constants'
import { useCreateEntry, useFleetBusy, useUpdateEntry } from '../queries'
import type { FleetEntryDetail } from '../schemas'
import styles from './fleet.module.css'

type ComponentValues = {
  id?: string
  component: FleetComponentKey
  product: string
  productInUseText: string
  capacityLitres: string
  intervalMonths: string
  intervalKm: string
  intervalHours: string
  lastServiceDate: string
  lastServiceReading: string
}

const COMPONENT_NUMBERS = [
  'capacityLitres',
  'intervalMonths',
  'intervalKm',
  'intervalHours',
  'lastServiceReading',
] as const
const ENTRY_TEXTS = ['name', 'site', 'costCentre', 'note'] as const
const ENTRY_NUMBERS = ['readingKm', 'readingHours', 'yearlyKm', 'yearlyHours'] as const

type EntryValues = Record<
  (typeof ENTRY_TEXTS)[number] | (typeof ENTRY_NUMBERS)[number] | 'readingDate',
  string
> & {
  machineKind: MachineKind
  components: ComponentValues[]
}

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value))

/** A number field as the server reads it: empty is none, a Swiss "1'200,5" a number, anything else as typed (the server names it). */
function numberValue(raw: string): number | string | null {
  const trimmed = raw.trim().replace(/['’\s]/g, '')
  if (!trimmed) return null
  const value = Number(trimmed.replace(',', '.'))
  return Number.isFinite(value) ? value : trimmed
}

const emptyComponent = (component: FleetComponentKey): ComponentValues => ({
  component,
  product: '',
  productInUseText: '',
  capacityLitres: '',
  intervalMonths: '',
  intervalKm: '',
  intervalHours: '',
  lastServiceDate: '',
  lastServiceReading: '',
})

function valuesOf(entry: FleetEntryDetail | null): EntryValues {
  return {
    name: entry?.name ?? '',
    site: entry?.site ?? '',
    costCentre: entry?.costCentre ?? '',
    note: entry?.note ?? '',
    readingKm: text(entry?.readingKm),
    readingHours: text(entry?.readingHours),
    readingDate: entry?.readingDate ?? '',
    yearlyKm: text(entry?.yearlyKm),
    yearlyHours: text(entry?.yearlyHours),
    machineKind: entry?.machineKind ?? 'hydraulicPress',
    components: entry
      ? entry.components.map((c) => ({
          id: c.id,
          component: c.component,
          product: c.product?.productNumber ?? '',
          productInUseText: c.productInUseText ?? '',
          capacityLitres: text(c.capacityLitres),
          intervalMonths: text(c.intervalMonths),
          intervalKm: text(c.intervalKm),
          intervalHours: text(c.intervalHours),
          lastServiceDate: c.lastServiceDate ?? '',
          lastServiceReading: text(c.lastServiceReading),
        }))
      : [emptyComponent('hydraulicSystem')],
  }
}

/**
 * "Maschine hinzufügen" and "Bearbeiten": name, kind of machine, site and
 * cost centre, readings and yearly figures, note, and the components (each
 * with the Tribo product by article number or another brand's product, fill
 * quantity, interval in months, km or operating hours, last service). The
 * server checks everything and names each refused field at its place.
 */
export function EntryFormDialog({ entry, onClose }: { entry: FleetEntryDetail | null; onClose: () => void }) {
  const t = useTranslations('fleet')
  const id = useId()
  const router = useRouter()
  const kind: FleetEntryKind = entry?.kind ?? 'machine'
  const create = useCreateEntry()
  const update = useUpdateEntry(entry?.id ?? 0)
  const busy = useFleetBusy()
  const [values, setValues] = useState<EntryValues>(() => valuesOf(entry))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [general, setGeneral] = useState<string[]>([])

  const set = (patch: Partial<EntryValues>) => setValues((current) => ({ ...current, ...patch }))
  const setComponent = (index: number, patch: Partial<ComponentValues>) =>
    setValues((current) => ({
      ...current,
      components: current.components.map((c, i) => (i === index ? { ...c, ...patch } : c)),
    }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    setGeneral([])
    const body: Record<string, unknown> = {}
    for (const key of ENTRY_TEXTS) body[key] = values[key]
    for (const key of ENTRY_NUMBERS) body[key] = numberValue(values[key])
    body.readingDate = values.readingDate || null
    if (kind === 'machine') body.machineKind = values.machineKind
    body.components = values.components.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      component: c.component,
      product: c.product.trim() || null,
      productInUseText: c.productInUseText,
      lastServiceDate: c.lastServiceDate || null,
      ...Object.fromEntries(COMPONENT_NUMBERS.map((key) => [key, numberValue(c[key])])),
    }))
    try {
      if (entry) {
        const answer = await update.mutateAsync(body)
        pushMessages(answer.messages)
        onClose()
      } else {
        const answer = await create.mutateAsync({ kind: 'machine', ...body })
        pushMessages(answer.messages)
        if ('entry' in answer.data) router.push(answer.data.entry.url)
        onClose()
      }
    } catch (error) {
      const messages =
        error instanceof ApiHttpError && error.messages.length
          ? error.messages
          : [{ type: 'error' as const, message: t('errors.invalid', { label: t('fields.body') }) }]
      const found: Record<string, string> = {}
      const rest: string[] = []
      for (const message of messages) {
        const field = (message.meta?.fields as string[] | undefined)?.[0]
        if (field && field !== 'body' && !found[field]) found[field] = message.message
        else rest.push(message.message)
      }
      setErrors(found)
      setGeneral(rest)
    }
  }

  const field = (
    name: string,
    label: string,
    input: (props: Record<string, unknown>) => ReactNode,
    wide = false,
  ) => {
    const inputId = `${id}-${name}`
    return (
      <div className="field" key={name} style={wide ? { gridColumn: '1 / -1' } : undefined}>
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {input({
          id: inputId,
          className: 'field__input',
          'aria-invalid': errors[name] ? true : undefined,
          'aria-describedby': errors[name] ? `${inputId}-error` : undefined,
          'data-testid': `fleet-field-${name}`,
        })}
        {errors[name] && (
          <p id={`${inputId}-error`} className="field__error" data-testid={`fleet-error-${name}`}>
            {errors[name]}
          </p>
        )}
      </div>
    )
  }
  const textField = (
    name: (typeof ENTRY_TEXTS)[number] | (typeof ENTRY_NUMBERS)[number] | 'readingDate',
    wide = false,
  ) =>
    field(
      name,
      t(`fields.${name}`),
      (props) =>
        name === 'note' ? (
          <textarea
            {...props}
            rows={2}
            value={values[name]}
            onChange={(e) => set({ [name]: e.target.value })}
          />
        ) : (
          <input
            {...props}
            type={name === 'readingDate' ? 'date' : 'text'}
            inputMode={(ENTRY_NUMBERS as readonly string[]).includes(name) ? 'numeric' : undefined}
            value={values[name]}
            onChange={(e) => set({ [name]: e.target.value })}
          />
        ),
      wide,
    )
  const componentKeys = kind === 'machine' ? MACHINE_COMPONENT_KEYS : FLEET_COMPONENT_KEYS

  return (
    <Modal open onClose={onClose} size="md" title={entry ? t('machine.editTitle') : t('machine.title')}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="fleet-entry-form">
        <div className={styles.grid}>
          {textField('name')}
          {kind === 'machine' &&
            field('machineKind', t('fields.machineKind'), (props) => (
              <select
                {...props}
                value={values.machineKind}
                onChange={(e) => set({ machineKind: e.target.value as MachineKind })}
              >
                {MACHINE_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`machineKinds.${value}`)}
                  </option>
                ))}
              </select>
            ))}
          {textField('site')}
          {textField('costCentre')}
          {kind === 'vehicle' ? textField('readingKm') : textField('readingHours')}
          {textField('readingDate')}
          {kind === 'vehicle' ? textField('yearlyKm') : textField('yearlyHours')}
          {textField('note', true)}
        </div>
        <fieldset className={styles.form}>
          <legend className="field__label">{t('machine.components')}</legend>
          {errors.components && (
            <p className="field__error" role="alert">
              {errors.components}
            </p>
          )}
          {values.components.map((component, index) => {
            const at = (key: string) => `components.${index}.${key}`
            const componentField = (key: keyof ComponentValues, label: string, type = 'text') =>
              field(at(key), label, (props) => (
                <input
                  {...props}
                  type={type}
                  inputMode={(COMPONENT_NUMBERS as readonly string[]).includes(key) ? 'decimal' : undefined}
                  value={component[key] ?? ''}
                  onChange={(e) => setComponent(index, { [key]: e.target.value })}
                />
              ))
            return (
              <fieldset
                key={component.id ?? `new-${index}`}
                className={styles.component}
                data-testid="fleet-component-form"
              >
                <legend className={styles.componentHead}>
                  {t('machine.component', { position: index + 1 })}
                </legend>
                <div className={styles.grid}>
                  {field(at('component'), t('fields.component'), (props) => (
                    <select
                      {...props}
                      value={component.component}
                      onChange={(e) =>
                        setComponent(index, { component: e.target.value as FleetComponentKey })
                      }
                    >
                      {[...new Set([...componentKeys, component.component])].map((value) => (
                        <option key={value} value={value}>
                          {t(`components.${value}`)}
                        </option>
                      ))}
                    </select>
                  ))}
                  {componentField('product', t('fields.product'))}
                  {componentField('productInUseText', t('fields.productInUseText'))}
                  {componentField('capacityLitres', t('fields.capacityLitres'))}
                  {componentField('intervalMonths', t('fields.intervalMonths'))}
                  {kind === 'vehicle'
                    ? componentField('intervalKm', t('fields.intervalKm'))
                    : componentField('intervalHours', t('fields.intervalHours'))}
                  {componentField('lastServiceDate', t('fields.lastServiceDate'), 'date')}
                  {componentField('lastServiceReading', t('fields.lastServiceReading'))}
                </div>
                <p className={styles.muted}>
                  {t('machine.productHint')} · {t('machine.productInUseHint')}
                </p>
                <button
                  type="button"
                  className="button button--tertiary"
                  onClick={() => set({ components: values.components.filter((_, i) => i !== index) })}
                >
                  {t('machine.removeComponent', { position: index + 1 })}
                </button>
              </fieldset>
            )
          })}
          {values.components.length < FLEET_MAX_COMPONENTS && (
            <p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  set({
                    components: [
                      ...values.components,
                      emptyComponent(kind === 'machine' ? 'gearUnit' : 'engine'),
                    ],
                  })
                }
                data-testid="fleet-add-component"
              >
                {t('machine.addComponent')}
              </button>
            </p>
          )}
        </fieldset>
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
            data-testid="fleet-entry-save"
          >
            {entry ? t('machine.save') : t('machine.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('add.cancel')}
          </button>
        </p>
      </form>
    </Modal>
  )
}
