'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { inlineError, usePasswordRecovery } from '../queries'

/**
 * Password recovery: a username or e-mail address; the answer is
 * always the same neutral sentence, shown in place of the form. Submit is
 * disabled while the field is empty or a request runs.
 */
export function PasswordRecoveryForm({ loginUrl }: { loginUrl: string }) {
  const t = useTranslations('auth.recovery')
  const tl = useTranslations('auth.login')
  const locale = useLocale()
  const id = useId()
  const [identifier, setIdentifier] = useState('')
  const recovery = usePasswordRecovery()
  const busy = recovery.isPending
  const error = recovery.error ? inlineError(recovery.error, tl('unknownError')) : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!identifier.trim() || busy) return
    await recovery.run({ identifier, locale })
  }

  if (recovery.isSuccess)
    return (
      <div className="form">
        <p role="status" data-testid="recovery-sent">
          {t('sent')}
        </p>
        <a href={loginUrl}>{t('backToLogin')}</a>
      </div>
    )

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form" data-testid="recovery-form">
      <p>{t('intro')}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-identifier`}>
          {t('identifier')}
        </label>
        <input
          id={`${id}-identifier`}
          className="field__input"
          autoComplete="username"
          value={identifier}
          maxLength={200}
          onChange={(event) => setIdentifier(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!identifier.trim() || busy}>
        {t('submit')}
      </button>
      <a href={loginUrl}>{t('backToLogin')}</a>
    </form>
  )
}
