'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { ApiHttpError, apiRequest } from '@/lib/api/client'

import { ZLoginInput } from '../schemas'

const ZLoginForm = ZLoginInput.pick({ username: true, password: true })
type LoginForm = z.infer<typeof ZLoginForm>

/** Login: submit stays disabled until both fields are filled; the password can be shown; a link to password recovery where the tenant has one. */
export function LoginForm({
  redirectUrl,
  forgotPasswordUrl,
}: {
  redirectUrl: string
  forgotPasswordUrl?: string | null
}) {
  const t = useTranslations('auth.login')
  const locale = useLocale()
  const [error, setError] = useState<string | null>(null)
  const [showPassword, setShowPassword] = useState(false)
  const { register, handleSubmit, formState } = useForm<LoginForm>({ resolver: zodResolver(ZLoginForm) })
  const formRef = useRef<HTMLFormElement>(null)
  // The form can be on the page and in the header flyout at once: ids must differ.
  const id = useId()
  const ids = { username: `${id}-username`, password: `${id}-password`, error: `${id}-error` }
  // Read from the inputs themselves, so text typed (or filled in by a password
  // manager) before hydration counts too.
  const [filled, setFilled] = useState(false)
  const checkFilled = useCallback(() => {
    const value = (name: string) =>
      (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
    setFilled(value('username').trim() !== '' && value('password') !== '')
  }, [])
  useEffect(checkFilled, [checkFilled])
  const canSubmit = filled && !formState.isSubmitting

  const onSubmit = handleSubmit(async (values) => {
    setError(null)
    try {
      // Errors show inline next to the form, not as notifications.
      await apiRequest('POST', '/api/auth/login', {
        call: { store: 'session', action: 'login' },
        body: { ...values, loginRedirectUrl: redirectUrl },
        locale,
        showMessages: false,
      })
    } catch (e) {
      setError(e instanceof ApiHttpError && e.messages[0] ? e.messages[0].message : t('unknownError'))
    }
  })

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      onChange={checkFilled}
      noValidate
      className="form"
      aria-describedby={error ? ids.error : undefined}
    >
      <div className="field">
        <label className="field__label" htmlFor={ids.username}>
          {t('username')}
        </label>
        <input id={ids.username} className="field__input" autoComplete="username" {...register('username')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.password}>
          {t('password')}
        </label>
        <div className="field__group">
          <input
            id={ids.password}
            className="field__input"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            {...register('password')}
          />
          <button
            type="button"
            className="button button--link"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? t('hidePassword') : t('showPassword')}
          </button>
        </div>
      </div>
      {error && (
        <p id={ids.error} className="field__error" role="alert" data-testid="login-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!canSubmit}>
        {t('submit')}
      </button>
      {forgotPasswordUrl && (
        <a href={forgotPasswordUrl} data-testid="forgot-password-link">
          {t('forgotPassword')}
        </a>
      )}
    </form>
  )
}
