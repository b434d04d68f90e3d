'use client'

import { apiRequest, ApiHttpError } from '@/lib/api/client'
import { useBusyMutation } from '@/lib/query/busy'

/** Sign-in and password recovery: the scope of their busy flag. */
export const ACCOUNTS_SCOPE = ['accounts'] as const

const call = (action: string) => ({ store: 'session', action })

/**
 * The first message of a refused request, else the unknown-error text: what
 * the sign-in and password forms show inline next to the form.
 */
export function inlineError(error: unknown, unknownError: string): string {
  return error instanceof ApiHttpError && error.messages[0] ? error.messages[0].message : unknownError
}

/**
 * Sign-in. Errors show inline next to the form, not as notifications
 * (`error`); success follows the answer's redirect. `run` resolves undefined
 * when it failed. `single`: a form's second submit while its first runs
 * sends nothing (the form is on the page and in the header's flyout at once).
 */
export function useLogin() {
  return useBusyMutation({
    slice: ACCOUNTS_SCOPE,
    name: 'login',
    single: true,
    mutationFn: async ({
      locale,
      ...body
    }: {
      username: string
      password: string
      loginRedirectUrl: string
      locale: string
    }) => apiRequest('POST', '/api/auth/login', { call: call('login'), body, locale, showMessages: false }),
  })
}

/**
 * Asks for a password recovery mail. The answer is always the same neutral
 * sentence (`isSuccess`); a refusal (too many requests) shows next to the
 * form (`error`). `single`: a second submit while it runs sends nothing.
 */
export function usePasswordRecovery() {
  return useBusyMutation({
    slice: ACCOUNTS_SCOPE,
    name: 'passwordRecovery',
    single: true,
    mutationFn: async ({ identifier, locale }: { identifier: string; locale: string }) =>
      apiRequest('POST', '/api/auth/password-recovery', {
        body: { identifier },
        locale,
        showMessages: false,
        call: call('passwordRecovery'),
      }),
  })
}

/**
 * Sets a new password with a mailed token; success sends the browser to the
 * login page (the answer's redirect). The server's answer for an expired,
 * invalid or used link shows in place (`error`, its message names the field
 * `token`). `single`: a second submit while it runs sends nothing.
 */
export function usePasswordReset() {
  return useBusyMutation({
    slice: ACCOUNTS_SCOPE,
    name: 'passwordReset',
    single: true,
    mutationFn: async ({
      locale,
      ...body
    }: {
      token: string
      password: string
      passwordConfirm: string
      locale: string
    }) =>
      apiRequest('POST', '/api/auth/password-reset', {
        body,
        locale,
        showMessages: false,
        call: call('passwordReset'),
      }),
  })
}
