import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import { ReminderSettingsForm } from './reminder-settings.client'

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
    answer({ data: { settings: JSON.parse(String(init.body)) as unknown } }),
  )
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
})
afterEach(() => resetApiClient())

const sent = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index]! as [string, RequestInit]
  return { url: String(url), method: init.method, body: JSON.parse(String(init.body)) as unknown }
}
const INITIAL = { notify: true, digest: 'weekly', leadDays: 14 } as const

describe('the reminder setting', () => {
  it('shows the stored setting and saves the changed one', async () => {
    renderWithIntl(<ReminderSettingsForm initial={INITIAL} />, {
      pageNamespaces: ['fleetReminders', 'fleet'],
    })
    const notify = screen.getByLabelText('Erinnerungen im Benachrichtigungscenter')
    const digest = screen.getByLabelText('Wöchentliche Zusammenfassung per E-Mail')
    const lead = screen.getByLabelText('Vorlauf in Tagen')
    expect(notify).toBeChecked()
    expect(digest).toBeChecked()
    expect(lead).toHaveValue(14)

    fireEvent.click(digest)
    fireEvent.change(lead, { target: { value: '30' } })
    fireEvent.click(screen.getByRole('button', { name: 'Einstellung speichern' }))
    await vi.waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Die Einstellung ist gespeichert.'),
      {
        timeout: 10_000,
      },
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sent(0)).toEqual({
      url: expect.stringMatching(/\/api\/fleet\/reminder-settings$/),
      method: 'PATCH',
      body: { notify: true, digest: 'off', leadDays: 30 },
    })
    expect(digest).not.toBeChecked()
  })

  it('refuses a lead outside 1–90 days before sending, naming the field', async () => {
    renderWithIntl(<ReminderSettingsForm initial={INITIAL} />, {
      pageNamespaces: ['fleetReminders', 'fleet'],
    })
    const lead = screen.getByLabelText('Vorlauf in Tagen')
    for (const value of ['0', '91', '']) {
      fireEvent.change(lead, { target: { value } })
      fireEvent.click(screen.getByRole('button', { name: 'Einstellung speichern' }))
      await vi.waitFor(
        () =>
          expect(screen.getByTestId('reminder-error-leadDays')).toHaveTextContent(
            '«Vorlauf in Tagen» muss eine ganze Zahl von 1 bis 90 sein.',
          ),
        { timeout: 10_000 },
      )
    }
    expect(lead).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal at its field, and a failure without one above the form', async () => {
    renderWithIntl(<ReminderSettingsForm initial={INITIAL} />, {
      pageNamespaces: ['fleetReminders', 'fleet'],
    })
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          data: null,
          messages: [{ type: 'error', message: 'Vom Server abgelehnt.', meta: { fields: ['leadDays'] } }],
        },
        400,
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Einstellung speichern' }))
    await vi.waitFor(
      () => expect(screen.getByTestId('reminder-error-leadDays')).toHaveTextContent('Vom Server abgelehnt.'),
      { timeout: 10_000 },
    )
    fetchMock.mockResolvedValueOnce(answer({ data: null }, 500))
    fireEvent.change(screen.getByLabelText('Vorlauf in Tagen'), { target: { value: '20' } })
    fireEvent.click(screen.getByRole('button', { name: 'Einstellung speichern' }))
    await vi.waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Die Einstellung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
        ),
      { timeout: 10_000 },
    )
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('shows an employee acting for a contact a note instead of the contact’s setting', () => {
    renderWithIntl(<ReminderSettingsForm initial={INITIAL} onBehalf />, {
      pageNamespaces: ['fleetReminders', 'fleet'],
    })
    expect(screen.getByRole('note')).toHaveTextContent(
      'für den Kontakt, für den Sie handeln, ändern Sie sie nicht',
    )
    expect(screen.queryByLabelText('Erinnerungen im Benachrichtigungscenter')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Einstellung speichern' })).toBeNull()
  })
})
