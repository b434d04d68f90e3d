'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { ApiHttpError } from '@/lib/api/client'

import { inlineError, usePasswordReset } from '../queries'
import { PASSWORD_RULES, unmetPasswordRules, type PasswordRule } from '../schemas'

/**
 * A new password with a mailed token: the rules are listed and
 * ticked off while typing; submit needs all of them and the same password
 * twice. The server's answer for an expired, invalid or used link shows in
 * place; success sends the browser to the login page (with a message), an
 * invitation's success into the shop, signed in.
 */
export function PasswordResetForm({
  token,
  recoveryUrl,
  purpose = 'reset',
}: {
  token: string
  recoveryUrl: string
  /** An administrator's invitation sets the first password and signs in (the server's answer leads on into the shop). */
  purpose?: 'reset' | 'invitation'
}) {
  const t = useTranslations('auth.reset')
  const ti = useTranslations('auth.invitation')
  const tl = useTranslations('auth.login')
  const locale = useLocale()
  const id = useId()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [show, setShow] = useState(false)
  const reset = usePasswordReset()
  // Success keeps the form busy: the browser is on its way to the login page.
  const busy = reset.isPending || reset.isSuccess
  const failure = reset.error
  const error = failure
    ? {
        message: inlineError(failure, tl('unknownError')),
        linkProblem:
          failure instanceof ApiHttpError &&
          (failure.messages[0]?.meta?.fields as string[] | undefined)?.includes('token') === true,
      }
    : null
  const unmet = unmetPasswordRules(password)
  const mismatch = confirm !== '' && confirm !== password
  const canSubmit = unmet.length === 0 && confirm === password && !busy

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canSubmit) return
    // A new submit clears the last error; a refusal shows in place (above).
    await reset.run({ token, password, passwordConfirm: confirm, locale })
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form" data-testid="reset-form">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          {t('password')}
        </label>
        <div className="field__group">
          <input
            id={`${id}-password`}
            className="field__input"
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            value={password}
            maxLength={200}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={`${id}-rules`}
          />
          <button
            type="button"
            className="button button--link"
            aria-pressed={show}
            onClick={() => setShow((v) => !v)}
          >
            {show ? tl('hidePassword') : tl('showPassword')}
          </button>
        </div>
      </div>
      <div id={`${id}-rules`}>
        <p>{t('rulesTitle')}</p>
        <ul data-testid="password-rules">
          {(Object.keys(PASSWORD_RULES) as PasswordRule[]).map((rule) => {
            const met = !unmet.includes(rule)
            return (
              <li key={rule} data-met={met}>
                <span aria-hidden="true">{met ? '✓' : '○'}</span> {t(`rules.${rule}`)}{' '}
                <span className="visually-hidden">({met ? t('ruleMet') : t('ruleOpen')})</span>
              </li>
            )
          })}
        </ul>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-confirm`}>
          {t('passwordConfirm')}
        </label>
        <input
          id={`${id}-confirm`}
          className="field__input"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          value={confirm}
          maxLength={200}
          onChange={(event) => setConfirm(event.target.value)}
          aria-invalid={mismatch}
          aria-describedby={mismatch ? `${id}-mismatch` : undefined}
        />
        {mismatch && (
          <p id={`${id}-mismatch`} className="field__error">
            {t('mismatch')}
          </p>
        )}
      </div>
      {error && (
        <p className="field__error" role="alert" data-testid="reset-error">
          {error.message} {error.linkProblem && <a href={recoveryUrl}>{t('requestNew')}</a>}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!canSubmit}>
        {purpose === 'invitation' ? ti('submit') : t('submit')}
      </button>
    </form>
  )
}
