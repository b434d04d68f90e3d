import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { TableResults } from '@/features/table-lists/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { CompanyUser } from '../schemas'
import { CompanyUsers } from './company-users.client'
import { amountOf } from './user-form.client'

const user = (over: Partial<CompanyUser> = {}): CompanyUser => ({
  id: 2,
  firstName: 'Petra',
  lastName: 'Einkauf',
  name: 'Petra Einkauf',
  username: 'einkauf',
  email: 'einkauf@garage-muster.ch',
  role: 'buyer',
  orderLimitChf: 1000,
  monthlyBudgetChf: 5000,
  state: 'active',
  invitedAt: null,
  self: false,
  ...over,
})
const USERS = [
  user({
    id: 1,
    firstName: 'Hans',
    lastName: 'Muster',
    name: 'Hans Muster',
    username: 'kunde',
    role: 'administrator',
    orderLimitChf: null,
    monthlyBudgetChf: null,
    self: true,
  }),
  user(),
  user({
    id: 3,
    name: 'Luca Bernasconi',
    username: 'ansicht',
    role: 'viewer',
    orderLimitChf: null,
    monthlyBudgetChf: null,
    state: 'deactivated',
  }),
  user({
    id: 4,
    name: 'Noah Steiner',
    username: 'lernende@garage-muster.ch',
    state: 'invited',
    invitedAt: '2026-11-20T09:00:00.000Z',
    orderLimitChf: 300,
    monthlyBudgetChf: null,
  }),
]
const results = (entries = USERS): TableResults<CompanyUser> => ({
  entries,
  tableFilterFields: [],
  tableSortColumns: ['name', 'email', 'role'],
  tableSortOrder: { column: null, order: null },
  datepicker: null,
  search: { label: 'Name oder E-Mail', value: '' },
  pagination: { limit: 20, offset: 0, page: 1, pages: 1, total: entries.length },
})

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const sent = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index]! as [string, RequestInit]
  return { url: String(url), method: init.method, body: init.body ? JSON.parse(String(init.body)) : null }
}
const writes = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method !== 'GET')

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    String(url).includes('/api/company/users?') || String(url).endsWith('/api/company/users')
      ? answer({ data: { results: results() } })
      : answer({ data: null }, 500),
  )
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
})
afterEach(() => resetApiClient())

const renderPage = () => renderWithIntl(<CompanyUsers initial={results()} invitationDays={7} />)
const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!

describe('the company’s users', () => {
  it('shows role, limits (buyers only), state and the actions each user allows', () => {
    renderPage()
    const petra = rowOf('Petra Einkauf')
    expect(petra).toHaveTextContent('Einkäufer')
    expect(petra).toHaveTextContent('CHF 1 000.00')
    expect(petra).toHaveTextContent('CHF 5 000.00')
    expect(within(petra).getByTestId('user-state')).toHaveTextContent('Aktiv')
    expect(within(petra).getByTestId('user-deactivate')).toBeInTheDocument()
    // The administrator itself: no limits, and it cannot deactivate itself.
    const hans = rowOf('Hans Muster')
    expect(hans).toHaveTextContent('(Sie)')
    expect(within(hans).queryByTestId('user-deactivate')).toBeNull()
    const luca = rowOf('Luca Bernasconi')
    expect(within(luca).getByTestId('user-state')).toHaveTextContent('Deaktiviert')
    expect(within(luca).getByTestId('user-reactivate')).toBeInTheDocument()
    const noah = rowOf('Noah Steiner')
    expect(noah).toHaveTextContent('eingeladen am 20.11.2026')
    expect(noah).toHaveTextContent('keine')
    expect(within(noah).getByTestId('user-resend')).toBeInTheDocument()
    expect(within(petra).queryByTestId('user-resend')).toBeNull()
  })

  it('invites: the form checks first, sends the API’s values, and shows the server’s refusal at its field', async () => {
    renderPage()
    fireEvent.click(screen.getByTestId('user-invite'))
    const dialog = screen.getByRole('dialog', { name: 'Benutzer einladen' })
    expect(dialog).toHaveTextContent('Der Link ist 7 Tage gültig')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einladung senden' }))
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('user-error-firstName')).toHaveTextContent(
        'Bitte füllen Sie «Vorname» aus.',
      ),
    )
    expect(within(dialog).getByTestId('user-error-email')).toHaveTextContent('Bitte füllen Sie «E-Mail» aus.')
    expect(writes()).toHaveLength(0)

    fireEvent.change(within(dialog).getByLabelText('Vorname'), { target: { value: 'Lea' } })
    fireEvent.change(within(dialog).getByLabelText('Nachname'), { target: { value: 'Graf' } })
    fireEvent.change(within(dialog).getByLabelText('E-Mail'), { target: { value: 'Lea@Example.ch' } })
    fireEvent.change(within(dialog).getByLabelText(/Bestelllimite/), { target: { value: "1'250.50" } })
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          data: null,
          messages: [
            {
              type: 'error',
              message: 'Diese E-Mail-Adresse wird bereits verwendet.',
              meta: { fields: ['email'] },
            },
          ],
        },
        400,
      ),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einladung senden' }))
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('user-error-email')).toHaveTextContent(
        'Diese E-Mail-Adresse wird bereits verwendet.',
      ),
    )
    const request = sent(
      fetchMock.mock.calls.findIndex(([, init]) => (init as RequestInit).method === 'POST'),
    )
    expect(request).toEqual({
      url: expect.stringMatching(/\/api\/company\/users$/),
      method: 'POST',
      body: {
        firstName: 'Lea',
        lastName: 'Graf',
        email: 'lea@example.ch',
        role: 'buyer',
        orderLimitChf: 1250.5,
        monthlyBudgetChf: null,
      },
    })
    expect(screen.getByRole('dialog', { name: 'Benutzer einladen' })).toBeInTheDocument()
  })

  it('edits: limits show for buyers only; a viewer is sent without limits', async () => {
    renderPage()
    fireEvent.click(within(rowOf('Petra Einkauf')).getByTestId('user-edit'))
    const dialog = screen.getByRole('dialog', { name: 'Benutzer bearbeiten: Petra Einkauf' })
    expect(within(dialog).getByLabelText(/Bestelllimite/)).toHaveValue('1000')
    fireEvent.change(within(dialog).getByLabelText(/Bestelllimite/), { target: { value: '12.345' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('user-error-orderLimitChf')).toHaveTextContent(
        '«Bestelllimite (CHF)» darf höchstens zwei Nachkommastellen haben.',
      ),
    )
    expect(writes()).toHaveLength(0)

    fireEvent.change(within(dialog).getByLabelText('Rolle'), { target: { value: 'viewer' } })
    expect(within(dialog).queryByLabelText(/Bestelllimite/)).toBeNull()
    expect(dialog).toHaveTextContent('gelten nur für Einkäufer')
    fetchMock.mockResolvedValueOnce(
      answer({
        data: { user: user({ role: 'viewer' }) },
        messages: [{ type: 'success', message: 'Gespeichert.' }],
      }),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const request = sent(
      fetchMock.mock.calls.findIndex(([, init]) => (init as RequestInit).method === 'PATCH'),
    )
    expect(request).toEqual({
      url: expect.stringMatching(/\/api\/company\/users\/2$/),
      method: 'PATCH',
      body: { role: 'viewer' },
    })
  })

  it('deactivates after a confirmation; nothing is sent on cancel', async () => {
    renderPage()
    fireEvent.click(within(rowOf('Petra Einkauf')).getByTestId('user-deactivate'))
    let dialog = screen.getByRole('dialog', { name: 'Benutzer deaktivieren' })
    expect(dialog).toHaveTextContent('Petra Einkauf kann sich danach nicht mehr anmelden')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    expect(writes()).toHaveLength(0)
    fireEvent.click(within(rowOf('Petra Einkauf')).getByTestId('user-deactivate'))
    dialog = screen.getByRole('dialog', { name: 'Benutzer deaktivieren' })
    fetchMock.mockResolvedValueOnce(answer({ data: { user: user({ state: 'deactivated' }) }, messages: [] }))
    fireEvent.click(within(dialog).getByTestId('user-confirm'))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(
      sent(fetchMock.mock.calls.findIndex(([, init]) => (init as RequestInit).method === 'PATCH')),
    ).toEqual({
      url: expect.stringMatching(/\/api\/company\/users\/2$/),
      method: 'PATCH',
      body: { active: false },
    })
  })

  it('reads typed amounts the Swiss way; anything else is refused by the schema', () => {
    expect(amountOf('')).toBeNull()
    expect(amountOf("1'000.50")).toBe(1000.5)
    expect(amountOf('1 000,5')).toBe(1000.5)
    expect(amountOf('abc')).toBeNaN()
    expect(amountOf('-5')).toBe(-5)
  })
})
