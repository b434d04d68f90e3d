'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { ApiHttpError, apiRequest } from '@/lib/api/client'

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent' } | { kind: 'error'; message: string }

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
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!identifier.trim() || status.kind === 'busy') return
    setStatus({ kind: 'busy' })
    try {
      await apiRequest('POST', '/api/auth/password-recovery', {
        body: { identifier },
        locale,
        showMessages: false,
        call: { store: 'session', action: 'passwordRecovery' },
      })
      setStatus({ kind: 'sent' })
    } catch (error) {
      setStatus({
        kind: 'error',
        message:
          error instanceof ApiHttpError && error.messages[0] ? error.messages[0].message : tl('unknownError'),
      })
    }
  }

  if (status.kind === 'sent')
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
          aria-describedby={status.kind === 'error' ? `${id}-error` : undefined}
        />
      </div>
      {status.kind === 'error' && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {status.message}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={!identifier.trim() || status.kind === 'busy'}
      >
        {t('submit')}
      </button>
      <a href={loginUrl}>{t('backToLogin')}</a>
    </form>
  )
}
