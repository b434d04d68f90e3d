import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import * as client from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import { PasswordRecoveryForm } from './password-recovery-form.client'
import { PasswordResetForm } from './password-reset-form.client'

afterEach(() => vi.restoreAllMocks())

describe('password recovery form', () => {
  it('needs a name, blocks a second submit while sending, then shows the neutral answer in place', async () => {
    let release: () => void = () => {}
    const request = vi
      .spyOn(client, 'apiRequest')
      .mockImplementation(
        () =>
          new Promise((resolve) => (release = () => resolve({ data: { requested: true }, messages: [] }))),
      )
    const user = userEvent.setup()
    renderWithIntl(<PasswordRecoveryForm loginUrl="/de-ch/login" />)
    const submit = screen.getByRole('button', { name: 'Link anfordern' })
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText('Benutzername oder E-Mail-Adresse'), 'kunde')
    await user.click(submit)
    expect(submit).toBeDisabled()
    await user.click(submit)
    expect(request).toHaveBeenCalledTimes(1)
    expect(request).toHaveBeenCalledWith(
      'POST',
      '/api/auth/password-recovery',
      expect.objectContaining({ body: { identifier: 'kunde' } }),
    )
    release()
    expect(await screen.findByTestId('recovery-sent')).toHaveTextContent(/^Falls ein Konto/)
  })

  it('shows a refusal (too many requests) next to the form', async () => {
    vi.spyOn(client, 'apiRequest').mockRejectedValue(
      new client.ApiHttpError(429, [
        { type: 'error', message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.' },
      ]),
    )
    const user = userEvent.setup()
    renderWithIntl(<PasswordRecoveryForm loginUrl="/de-ch/login" />)
    await user.type(screen.getByLabelText('Benutzername oder E-Mail-Adresse'), 'kunde')
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anfragen.')
  })
})

describe('password reset form', () => {
  const token = 'a'.repeat(43)

  it('ticks off the rules while typing and needs all of them and the same password twice', async () => {
    const request = vi
      .spyOn(client, 'apiRequest')
      .mockResolvedValue({ data: { reset: true }, messages: [], redirectUrl: '/de-ch/login' })
    const user = userEvent.setup()
    renderWithIntl(<PasswordResetForm token={token} recoveryUrl="/de-ch/passwort-vergessen" />)
    const save = screen.getByRole('button', { name: 'Passwort speichern' })
    const open = () => screen.getByTestId('password-rules').querySelectorAll('li[data-met="false"]').length
    expect(open()).toBe(5)
    await user.type(screen.getByLabelText('Neues Passwort'), 'abc')
    expect(open()).toBe(4)
    await user.clear(screen.getByLabelText('Neues Passwort'))
    await user.type(screen.getByLabelText('Neues Passwort'), 'Sicher-2026')
    expect(open()).toBe(0)
    expect(save).toBeDisabled()
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Sicher-2027')
    expect(screen.getByText('Die beiden Passwörter stimmen nicht überein.')).toBeInTheDocument()
    expect(save).toBeDisabled()
    await user.clear(screen.getByLabelText('Neues Passwort wiederholen'))
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Sicher-2026')
    await user.click(save)
    expect(request).toHaveBeenCalledWith(
      'POST',
      '/api/auth/password-reset',
      expect.objectContaining({ body: { token, password: 'Sicher-2026', passwordConfirm: 'Sicher-2026' } }),
    )
  })

  it('offers a new link when the server refuses the token', async () => {
    vi.spyOn(client, 'apiRequest').mockRejectedValue(
      new client.ApiHttpError(400, [
        {
          type: 'error',
          message: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
          meta: { fields: ['token'] },
        },
      ]),
    )
    const user = userEvent.setup()
    renderWithIntl(<PasswordResetForm token={token} recoveryUrl="/de-ch/passwort-vergessen" />)
    await user.type(screen.getByLabelText('Neues Passwort'), 'Sicher-2026')
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Sicher-2026')
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
    await waitFor(() => expect(screen.getByTestId('reset-error')).toHaveTextContent('abgelaufen'))
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      '/de-ch/passwort-vergessen',
    )
  })
})
