'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import {
  Controller,
  useForm,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form'

import { useSession } from '@/features/session/components/session-provider.client'
import { formatBytes } from '@/lib/bytes'
import { useCaptchaToken } from '@/lib/captcha/use-captcha-token'
import { useHydrated } from '@/lib/hooks/use-hydrated'

import { formDataFromValues } from '../form-data'
import { useFormSubmit } from '../queries'
import {
  HONEYPOT_FIELD,
  LAYOUT_FIELD_TYPES,
  MAX_FILE_BYTES,
  type FileLike,
  type FormDefinition,
  type FormField,
  type FormSubmitted,
  type FormValues,
} from '../types'
import { buildFormSchema, formMessages, initialValues as emptyValues } from '../validation'
import styles from './dynamic-form.module.css'
import { counted } from '@/lib/numbers'

/** The reCAPTCHA v3 action page forms ask tokens for (the server checks the same). */
export const FORM_CAPTCHA_ACTION = 'form_submit'

type DynamicFormProps = {
  definition: FormDefinition
  /**
   * Process mode: validate only and hand the values over (the contact
   * process keeps them and sends everything at its end). Without it the
   * form posts itself to `definition.submitUrl`.
   */
  onValid?: (values: FormValues) => void | Promise<void>
  /** Values to start from (e.g. a process step the visitor comes back to). */
  initialValues?: FormValues
  /** Called after a successful post with the server's answer. */
  onSubmitted?: (result: FormSubmitted) => void
  /** Replaces the submit field's caption (process steps: "Weiter"). */
  submitLabel?: string
  /** Extra actions beside the submit button (process steps: "Zurück"). */
  secondaryAction?: React.ReactNode
}

const isValueField = (field: FormField) => !(LAYOUT_FIELD_TYPES as readonly string[]).includes(field.type)

/** Bounds of a Range validator, for the native min/max of number and date inputs. */
function rangeOf(field: FormField): { min?: string; max?: string } {
  const range = field.validators.find((validator) => validator.type === 'Range')
  return range && range.type === 'Range' ? { min: String(range.min), max: String(range.max) } : {}
}

/** The longest text a field allows (Length/MaxLength), for maxLength and the counter. */
function maxLengthOf(field: FormField): number | undefined {
  const limits = field.validators.flatMap((validator) =>
    validator.type === 'Length' || validator.type === 'MaxLength' ? [validator.max] : [],
  )
  return limits.length ? Math.min(...limits) : undefined
}

const ACCEPT_ATTRIBUTE: Record<string, string> = {
  pdf: '.pdf,application/pdf',
  image: '.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif',
}

/**
 * Renders a form definition with react-hook-form and the zod
 * schema `buildFormSchema` derives from it — the server parses the same
 * schema. Every field type has its control; errors show at the field (also
 * those the server names in meta.fields), the standard success or error
 * text after a submit. The honeypot `username` is hidden from people; the
 * captcha token is fetched on submit when the form has a recaptcha field.
 */
export function DynamicForm({
  definition,
  onValid,
  initialValues,
  onSubmitted,
  submitLabel,
  secondaryAction,
}: DynamicFormProps) {
  const t = useTranslations('forms')
  const tValidation = useTranslations('forms.validation')
  const locale = useLocale()
  const captcha = useSession((state) => state.session.captcha)
  const getCaptchaToken = useCaptchaToken(captcha)
  const id = useId()
  const { busy, submitted, result, error: submitError, submit, fail } = useFormSubmit(id)
  const [validating, setValidating] = useState(false)
  // The server renders the button disabled: a click before hydration would send the form without its rules, token and honeypot.
  const hydrated = useHydrated()
  const statusRef = useRef<HTMLDivElement>(null)

  const { fields } = definition
  const messages = useMemo(() => formMessages((key, values) => tValidation(key, values)), [tValidation])
  const resolver = useMemo(
    () => zodResolver(buildFormSchema(fields, messages) as never) as unknown as Resolver<FormValues>,
    [fields, messages],
  )
  const defaults = useMemo(() => ({ ...emptyValues(fields), ...initialValues }), [fields, initialValues])
  // Rules speak on submit, then follow every change; checking on blur would move the submit button under a click that leaves an invalid field.
  const { register, control, handleSubmit, setError, trigger, formState } = useForm<FormValues>({
    resolver,
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  // Field errors the server named (meta.fields) go to their fields; the rest shows above the button.
  useEffect(() => {
    if (!submitError) return
    for (const message of submitError.messages) {
      const name = message.meta?.fields?.[0]
      if (name && fields.some((field) => field.name === name && isValueField(field)))
        setError(name, { type: 'server', message: message.message }, { shouldFocus: true })
    }
  }, [submitError, fields, setError])

  useEffect(() => {
    if (submitted) statusRef.current?.focus()
  }, [submitted])

  const hasCaptcha = fields.some((field) => field.type === 'recaptcha')
  const hasRequired = fields.some((field) => field.required && isValueField(field))
  const running = busy || validating || formState.isSubmitting
  const blocked = running || !hydrated

  const send = async (values: FormValues, trap: string) => {
    if (onValid) {
      setValidating(true)
      try {
        await onValid(values)
      } finally {
        setValidating(false)
      }
      return
    }
    let captchaToken: string | undefined
    if (hasCaptcha) {
      try {
        captchaToken = await getCaptchaToken(FORM_CAPTCHA_ACTION)
      } catch {
        fail({ messages: [{ type: 'error', message: t('captchaUnavailable') }] })
        return
      }
    }
    const answer = await submit(
      definition.submitUrl,
      formDataFromValues(fields, values, { honeypot: trap, captchaToken }),
      locale,
    )
    if (answer) onSubmitted?.(answer)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const trap =
      (event.currentTarget.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? ''
    return handleSubmit((values) => send(values, trap))(event)
  }

  if (submitted && !onValid) {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={styles.success} data-testid="form-success">
        <p>{result?.message || definition.successMessage || t('success')}</p>
      </div>
    )
  }

  // Server messages that belong to no field, or to the captcha: shown once above the button.
  const generalMessages = submitError
    ? submitError.messages
        .filter(
          (message) =>
            !message.meta?.fields?.some((name) =>
              fields.some((field) => field.name === name && isValueField(field)),
            ),
        )
        .map((message) => message.message)
    : []
  const showGenericError = submitError !== null && submitError.messages.length === 0
  const alert =
    generalMessages.length || showGenericError ? (
      <div role="alert" className={styles.alert} data-testid="form-error">
        {showGenericError ? (
          <p>{t('error')}</p>
        ) : (
          generalMessages.map((message, at) => <p key={`${at}-${message}`}>{message}</p>)
        )}
      </div>
    ) : null

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
      aria-busy={running}
      data-testid="dynamic-form"
    >
      {hasRequired ? <p className={styles.requiredNote}>{t('requiredNote')}</p> : null}
      <div className={styles.grid}>
        {fields.map((field, index) => (
          <FieldControl
            key={`${field.type}-${field.name || index}`}
            field={field}
            id={`${id}-${field.name || index}`}
            register={register}
            control={control}
            validate={(name) => void trigger(name)}
            errors={formState.errors}
            running={running}
            blocked={blocked}
            submitLabel={submitLabel}
            secondaryAction={secondaryAction}
            beforeSubmit={alert}
          />
        ))}
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t('honeypot')}</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {fields.some((field) => field.type === 'submit') ? null : (
        <SubmitRow
          label={submitLabel ?? t('submitFallback')}
          running={running}
          blocked={blocked}
          secondaryAction={secondaryAction}
          before={alert}
        />
      )}
    </form>
  )
}

function SubmitRow({
  label,
  running,
  blocked,
  secondaryAction,
  before,
}: {
  label: string
  running: boolean
  blocked: boolean
  secondaryAction?: React.ReactNode
  before?: React.ReactNode
}) {
  const t = useTranslations('forms')
  return (
    <div className={styles.full}>
      {before}
      <div className={styles.actions}>
        {secondaryAction}
        <button type="submit" className="button button--primary" disabled={blocked} aria-disabled={blocked}>
          {running ? t('sending') : label}
        </button>
      </div>
    </div>
  )
}

type FieldControlProps = {
  field: FormField
  id: string
  register: UseFormRegister<FormValues>
  control: Control<FormValues>
  /** Checks one field at once (a chosen file is judged when chosen, not only on submit). */
  validate: (name: string) => void
  errors: FieldErrors<FormValues>
  running: boolean
  blocked: boolean
  submitLabel?: string
  secondaryAction?: React.ReactNode
  beforeSubmit: React.ReactNode
}

function FieldControl({
  field,
  id,
  register,
  control,
  validate,
  errors,
  running,
  blocked,
  submitLabel,
  secondaryAction,
  beforeSubmit,
}: FieldControlProps) {
  const t = useTranslations('forms')
  const widthClass = field.width === 'half' ? styles.half : styles.full
  const error = isValueField(field) ? (errors[field.name]?.message as string | undefined) : undefined
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  const describedBy =
    [field.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const aria = {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  }
  const label = (
    <>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  const below = (
    <>
      {field.help ? (
        <p id={helpId} className="field__hint">
          {field.help}
        </p>
      ) : null}
      <p id={errorId} className="field__error" data-testid={`error-${field.name}`}>
        {error ?? ''}
      </p>
    </>
  )

  switch (field.type) {
    case 'hidden':
      return <input type="hidden" {...register(field.name)} />
    case 'subheader':
      return <h3 className={`${styles.subheader} ${styles.full}`}>{field.label}</h3>
    case 'recaptcha':
      return <p className={`${styles.captchaNotice} ${styles.full}`}>{t('captchaNotice')}</p>
    case 'submit':
      return (
        <SubmitRow
          label={submitLabel ?? (field.label || t('submitFallback'))}
          running={running}
          blocked={blocked}
          secondaryAction={secondaryAction}
          before={beforeSubmit}
        />
      )
    case 'textarea': {
      const max = maxLengthOf(field)
      return (
        <div className={`field ${widthClass}`}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <textarea
            id={id}
            className="field__input"
            rows={6}
            placeholder={field.placeholder}
            maxLength={max}
            {...aria}
            {...register(field.name)}
          />
          {max ? <TextCounter control={control} name={field.name} max={max} /> : null}
          {below}
        </div>
      )
    }
    case 'checkbox':
      return (
        <div className={`field ${widthClass}`}>
          <div className="field--checkbox">
            <input id={id} type="checkbox" {...aria} {...register(field.name)} />
            <label className="field__label" htmlFor={id}>
              {label}
            </label>
          </div>
          {below}
        </div>
      )
    case 'checkboxes':
    case 'radio':
      return (
        <fieldset
          className={`field ${styles.choices} ${widthClass}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        >
          <legend className="field__label">{label}</legend>
          {(field.options ?? []).map((option) => (
            <div key={option.value} className="field--checkbox">
              <input
                id={`${id}-${option.value}`}
                type={field.type === 'radio' ? 'radio' : 'checkbox'}
                value={option.value}
                {...register(field.name)}
              />
              <label className="field__label" htmlFor={`${id}-${option.value}`}>
                {option.label}
              </label>
            </div>
          ))}
          {below}
        </fieldset>
      )
    case 'select.single':
      return (
        <div className={`field ${widthClass}`}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <select id={id} className="field__input" {...aria} {...register(field.name)}>
            <option value="">{field.placeholder || t('selectPlaceholder')}</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {below}
        </div>
      )
    case 'file':
      return (
        <div className={`field ${widthClass}`}>
          <Controller
            control={control}
            name={field.name}
            render={({ field: controlled }) => (
              <FileInput
                id={id}
                field={field}
                label={label}
                files={(controlled.value as File[] | undefined) ?? []}
                onChange={(files) => {
                  controlled.onChange(files)
                  validate(field.name)
                }}
                onBlur={controlled.onBlur}
                aria={aria}
              />
            )}
          />
          {below}
        </div>
      )
    default: {
      const type = field.type === 'number' ? 'text' : field.type
      const range = rangeOf(field)
      const autoComplete =
        field.type === 'email'
          ? 'email'
          : field.type === 'tel'
            ? 'tel'
            : field.type === 'password'
              ? 'new-password'
              : undefined
      return (
        <div className={`field ${widthClass}`}>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <input
            id={id}
            className="field__input"
            type={type}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            placeholder={field.placeholder}
            maxLength={field.type === 'date' ? undefined : maxLengthOf(field)}
            min={field.type === 'date' ? range.min : undefined}
            max={field.type === 'date' ? range.max : undefined}
            autoComplete={autoComplete}
            {...aria}
            {...register(field.name)}
          />
          {below}
        </div>
      )
    }
  }
}

/** "n / max" under a long text, so the visitor sees the limit before the rule does. */
function TextCounter({ control, name, max }: { control: Control<FormValues>; name: string; max: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <p className={styles.counter} aria-hidden="true">
          {[...String(field.value ?? '')].length} / {max}
        </p>
      )}
    />
  )
}

type FileInputProps = {
  id: string
  field: FormField
  label: React.ReactNode
  files: File[]
  onChange: (files: File[]) => void
  onBlur: () => void
  aria: Record<string, unknown>
}

/** Choose files (added to those chosen before, up to the field's count), see each with its size, remove one before sending. */
function FileInput({ id, field, label, files, onChange, onBlur, aria }: FileInputProps) {
  const t = useTranslations('forms.files')
  const input = useRef<HTMLInputElement>(null)
  const maxFiles = field.maxFiles ?? 1
  const kinds = field.accept?.length ? field.accept : ['pdf']
  const accept = kinds.map((kind) => ACCEPT_ATTRIBUTE[kind]).join(',')
  const maxBytes = Math.min(field.maxFileBytes ?? MAX_FILE_BYTES, MAX_FILE_BYTES)
  const full = files.length >= maxFiles

  const add = (chosen: FileList | null) => {
    if (!chosen?.length) return
    const next = maxFiles === 1 ? [chosen[0]] : [...files, ...Array.from(chosen)]
    // Too many stays visible, so the rule can say so; the visitor removes what is extra.
    onChange(next)
    onBlur()
    if (input.current) input.current.value = ''
  }

  return (
    <>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__hint">
        {t(
          'hint',
          counted(maxFiles, {
            kinds: kinds.length === 1 ? kinds[0] : 'other',
            max: formatBytes(maxBytes, 0),
          }),
        )}
      </p>
      <input
        ref={input}
        id={id}
        className={styles.fileInput}
        type="file"
        accept={accept}
        multiple={maxFiles > 1}
        disabled={full && maxFiles > 1}
        onChange={(event) => add(event.target.files)}
        {...aria}
      />
      {files.length ? (
        <ul className={styles.fileList} aria-label={t('chosen')}>
          {files.map((file: FileLike, index) => (
            <li key={`${index}-${file.name}`} className={styles.fileItem}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatBytes(file.size, 1)}</span>
              <button
                type="button"
                className="button button--link button--small"
                aria-label={t('remove', { name: file.name })}
                onClick={() => {
                  onChange(files.filter((_, at) => at !== index))
                  onBlur()
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.counter}>{t('none')}</p>
      )}
    </>
  )
}
