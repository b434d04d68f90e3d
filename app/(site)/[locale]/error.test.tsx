import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { STORED_NOTIFICATIONS_KEY } from '@/features/notifications/constants'
import { getNotificationsStore } from '@/features/notifications/store'
import { renderWithIntl } from '@/tests/helpers/intl'

const captureException = vi.fn()
vi.mock('@/lib/sentry/client', () => ({ captureClientException: (e: unknown) => captureException(e) }))

const { default: SiteError } = await import('./error')

afterEach(() => {
  localStorage.clear()
  getNotificationsStore().getState().clear()
  captureException.mockReset()
  vi.restoreAllMocks()
})

describe('error page', () => {
  it('reads the stored notifications, removes them and pushes each', () => {
    localStorage.setItem(
      STORED_NOTIFICATIONS_KEY,
      JSON.stringify([
        { message: { type: 'error', message: 'Die Bestellung konnte nicht gesendet werden.' } },
        { message: { type: 'info', message: 'Ihr Warenkorb ist gespeichert.' } },
      ]),
    )
    renderWithIntl(<SiteError error={new Error('boom')} reset={() => {}} />)
    expect(
      getNotificationsStore()
        .getState()
        .notifications.map((n) => n.message.message),
    ).toEqual(['Die Bestellung konnte nicht gesendet werden.', 'Ihr Warenkorb ist gespeichert.'])
    expect(localStorage.getItem(STORED_NOTIFICATIONS_KEY)).toBeNull()
  })

  it('still renders when the stored list cannot be read, and reports that the stored messages could not be read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(STORED_NOTIFICATIONS_KEY, '{not json')
    renderWithIntl(<SiteError error={new Error('boom')} reset={() => {}} />)
    expect(screen.getByRole('heading', { name: 'Da ist etwas schiefgelaufen' })).toBeInTheDocument()
    expect(captureException).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'An error occurred why retrieving messages from the localStorage.',
      }),
    )
  })

  it('reports the error and offers a retry and the way home', async () => {
    const reset = vi.fn()
    const error = new Error('render failed')
    renderWithIntl(<SiteError error={error} reset={reset} />)
    expect(captureException).toHaveBeenCalledWith(error)
    await userEvent.click(screen.getByRole('button', { name: 'Nochmals versuchen' }))
    expect(reset).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de-ch')
  })
})
