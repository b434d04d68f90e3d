'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { inlineError, useLogin } from '../queries'
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
  const login = useLogin()
  // Errors show inline next to the form, not as notifications.
  const error = login.error ? inlineError(login.error, t('unknownError')) : null
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
  const canSubmit = filled && !formState.isSubmitting && !login.isPending

  // A new submit clears the last error; success follows the answer's redirect.
  const onSubmit = handleSubmit(async (values) => {
    await login.run({ ...values, loginRedirectUrl: redirectUrl, locale })
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
