'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useId, useState, type ReactNode } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import { ApiHttpError } from '@/lib/api/client'
import { formatAmount } from '@/lib/money'

import { COMPANY_ROLES, MAX_LIMIT_CENTS, type CompanyRole } from '../model'
import {
  COMPANY_USER_FIELDS,
  COMPANY_USER_PROBLEMS,
  USER_EMAIL_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  ZInviteUser,
  ZUpdateUser,
  type CompanyUser,
  type CompanyUserField,
  type CompanyUserProblem,
  type InviteUserInput,
  type UpdateUserInput,
} from '../schemas'
import styles from './company-users.module.css'

/** What the form holds: names and e-mail (invitations only), the role and a buyer's limits in CHF (null: none). */
type Values = {
  firstName?: string
  lastName?: string
  email?: string
  role: CompanyRole
  orderLimitChf?: number | null
  monthlyBudgetChf?: number | null
}

/** A typed amount: empty is none; Swiss writing (1'000.50, 1 000,50) is read; anything else stays a number the schema refuses. */
export const amountOf = (raw: unknown): number | null => {
  if (raw == null) return null
  const text = String(raw).trim()
  if (text === '') return null
  const cleaned = text.replace(/['’\s]/g, '').replace(',', '.')
  return /^-?\d*\.?\d*$/.test(cleaned) && cleaned !== '.' && cleaned !== '-' ? Number(cleaned) : Number.NaN
}

type Props =
  | {
      mode: 'invite'
      onSubmit: (values: InviteUserInput) => Promise<unknown>
      onCancel: () => void
      invitationDays: number
    }
  | {
      mode: 'edit'
      user: CompanyUser
      onSubmit: (values: UpdateUserInput) => Promise<unknown>
      onCancel: () => void
    }

/**
 * The invite form (names, e-mail, role, a buyer's limits) and the edit form
 * (role, a buyer's limits): react-hook-form with the API's own zod schema,
 * so the same rules hold here and on the server; what the server still
 * refuses (an e-mail address in use …) shows at its field. Limits show for
 * buyers only; other roles have none.
 */
export function UserForm(props: Props) {
  const t = useTranslations('account.users')
  const id = useId()
  const invite = props.mode === 'invite'
  const [general, setGeneral] = useState<string[]>([])
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    // The API's schema: invitations whole, changes strict (no unknown fields).
    resolver: zodResolver((invite ? ZInviteUser : ZUpdateUser) as never) as unknown as Resolver<Values>,
    defaultValues: invite
      ? { firstName: '', lastName: '', email: '', role: 'buyer', orderLimitChf: null, monthlyBudgetChf: null }
      : {
          role: props.user.role,
          orderLimitChf: props.user.orderLimitChf,
          monthlyBudgetChf: props.user.monthlyBudgetChf,
        },
    mode: 'onTouched',
    // Hidden limits (not a buyer) are not sent: other roles have none.
    shouldUnregister: true,
  })
  const buyer = useWatch({ control, name: 'role' }) === 'buyer'

  const label = (field: CompanyUserField) => t(`fields.${field}`)
  const text = (field: CompanyUserField, message: string | undefined) => {
    if (!message) return null
    if (!(COMPANY_USER_PROBLEMS as readonly string[]).includes(message)) return message
    return t(`errors.${message as CompanyUserProblem}`, {
      label: label(field),
      max:
        message === 'tooLarge'
          ? formatAmount(MAX_LIMIT_CENTS)
          : field === 'email'
            ? USER_EMAIL_MAX_LENGTH
            : USER_NAME_MAX_LENGTH,
    })
  }

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    const body = buyer ? values : { ...values, orderLimitChf: undefined, monthlyBudgetChf: undefined }
    try {
      await props.onSubmit(body as unknown as InviteUserInput & UpdateUserInput)
    } catch (error) {
      const messages =
        error instanceof ApiHttpError && error.messages.length
          ? error.messages
          : [{ type: 'error' as const, message: t('dialog.saveFailed'), meta: undefined }]
      const rest: string[] = []
      for (const message of messages) {
        const field = (message.meta?.fields as string[] | undefined)?.[0]
        if (field && (COMPANY_USER_FIELDS as readonly string[]).includes(field))
          setError(field as keyof Values, { type: 'server', message: message.message })
        else rest.push(message.message)
      }
      setGeneral(rest)
    }
  })

  const field = (
    name: CompanyUserField,
    input: (describedBy: string | undefined, invalid: boolean) => ReactNode,
    optional = false,
  ) => {
    const inputId = `${id}-${name}`
    const error = text(name, errors[name as keyof Values]?.message)
    return (
      <div className="field" key={name}>
        <label className="field__label" htmlFor={inputId}>
          {label(name)}
          {optional && <span className="field__optional"> ({t('dialog.optional')})</span>}
        </label>
        {input(error ? `${inputId}-error` : undefined, !!error)}
        {error && (
          <p id={`${inputId}-error`} className="field__error" data-testid={`user-error-${name}`}>
            {error}
          </p>
        )}
      </div>
    )
  }
  const textInput = (name: 'firstName' | 'lastName' | 'email', autoComplete: string) =>
    field(name, (describedBy, invalid) => (
      <input
        id={`${id}-${name}`}
        className="field__input"
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete}
        maxLength={name === 'email' ? USER_EMAIL_MAX_LENGTH : USER_NAME_MAX_LENGTH}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid={`user-field-${name}`}
        {...register(name)}
      />
    ))
  const amountInput = (name: 'orderLimitChf' | 'monthlyBudgetChf') =>
    field(
      name,
      (describedBy, invalid) => (
        <input
          id={`${id}-${name}`}
          className="field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={[describedBy, `${id}-limits-hint`].filter(Boolean).join(' ')}
          data-testid={`user-field-${name}`}
          {...register(name, { setValueAs: amountOf })}
        />
      ),
      true,
    )

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="user-form">
      {invite && <p className={styles.note}>{t('dialog.inviteIntro', { days: props.invitationDays })}</p>}
      {general.length > 0 && (
        <div role="alert">
          {general.map((message) => (
            <p key={message} className="field__error">
              {message}
            </p>
          ))}
        </div>
      )}
      {invite && (
        <>
          {textInput('firstName', 'given-name')}
          {textInput('lastName', 'family-name')}
          {textInput('email', 'email')}
        </>
      )}
      {field('role', (describedBy, invalid) => (
        <select
          id={`${id}-role`}
          className="field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-testid="user-field-role"
          {...register('role')}
        >
          {COMPANY_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      ))}
      {buyer ? (
        <>
          {amountInput('orderLimitChf')}
          {amountInput('monthlyBudgetChf')}
          <p id={`${id}-limits-hint`} className={styles.note}>
            {t('dialog.limitsHint')}
          </p>
        </>
      ) : (
        <p className={styles.note}>{t('dialog.limitsBuyersOnly')}</p>
      )}
      <div className={styles.formActions}>
        <button
          type="submit"
          className="button button--primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          data-testid="user-save"
        >
          {invite ? t('actions.send') : t('actions.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  )
}
