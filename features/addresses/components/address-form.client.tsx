'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import {
  ADDRESS_FIELD_NAMES,
  addressValuesSchema,
  type AddressFieldName,
  type AddressFieldProblem,
  type AddressFormConfiguration,
  type AddressValues,
} from '../form'
import styles from './addresses.module.css'

const PROBLEMS: readonly string[] = [
  'required',
  'tooLong',
  'pattern',
  'postalCodeFourDigits',
  'option',
] satisfies AddressFieldProblem[]
const WIDE: readonly AddressFieldName[] = [
  'companyName1',
  'companyName2',
  'companyName3',
  'street',
  'country',
]

export type AddressFormProps = {
  configuration: AddressFormConfiguration
  /** Saves the values: null when saved, else the server's messages (per field where it names one). */
  onSubmit: (values: AddressValues) => Promise<null | { field: AddressFieldName | null; message: string }[]>
  onCancel: () => void
}

/**
 * The address edit form, rendered from the server's configuration:
 * the same rules check the values here (react-hook-form with the zod schema
 * built from the fields) and on the server; what the server still refuses
 * shows at its field.
 */
export function AddressForm({ configuration, onSubmit, onCancel }: AddressFormProps) {
  const t = useTranslations('addresses')
  const id = useId()
  const schema = useMemo(() => addressValuesSchema(configuration.fields), [configuration.fields])
  const defaultValues = useMemo(
    () => Object.fromEntries(configuration.fields.map((field) => [field.name, field.value])) as AddressValues,
    [configuration.fields],
  )
  const [general, setGeneral] = useState<string[]>([])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  })

  const text = (name: AddressFieldName, message: string | undefined) => {
    if (!message) return null
    if (!PROBLEMS.includes(message)) return message
    const field = configuration.fields.find((candidate) => candidate.name === name)
    return t(`errors.${message as AddressFieldProblem}`, {
      label: field?.label ?? name,
      max: field?.maxLength ?? 0,
    })
  }

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    const problems = await onSubmit(values as AddressValues)
    if (!problems) return
    const rest: string[] = []
    for (const problem of problems) {
      if (problem.field && (ADDRESS_FIELD_NAMES as readonly string[]).includes(problem.field))
        setError(problem.field, { type: 'server', message: problem.message })
      else rest.push(problem.message)
    }
    setGeneral(rest)
  })

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="address-form"
    >
      {general.length > 0 && (
        <div className={styles.errors} role="alert">
          {general.map((message) => (
            <p key={message} className="field__error">
              {message}
            </p>
          ))}
        </div>
      )}
      {configuration.fields.map((field) => {
        const inputId = `${id}-${field.name}`
        const error = text(field.name, errors[field.name]?.message)
        const described = error ? `${inputId}-error` : undefined
        return (
          <div key={field.name} className={`field ${WIDE.includes(field.name) ? styles.wide : ''}`}>
            <label className="field__label" htmlFor={inputId}>
              {field.label}
              {!field.required && <span className="field__optional"> ({t('dialog.optional')})</span>}
            </label>
            {field.type === 'select' ? (
              <select
                id={inputId}
                className="field__input"
                autoComplete={field.autoComplete}
                aria-invalid={!!error || undefined}
                aria-describedby={described}
                {...register(field.name)}
              >
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={inputId}
                className="field__input"
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                required={field.required}
                aria-invalid={!!error || undefined}
                aria-describedby={described}
                data-testid={`address-field-${field.name}`}
                {...register(field.name)}
              />
            )}
            {error && (
              <p id={`${inputId}-error`} className="field__error" data-testid={`address-error-${field.name}`}>
                {error}
              </p>
            )}
          </div>
        )
      })}
      <div className={styles.formActions}>
        <button
          type="submit"
          className="button button--primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          data-testid="address-save"
        >
          {t('actions.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  )
}
