import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { SelectedContact, Session, SessionUser } from '@/features/session/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import { BillingPartnerTable } from './billing-partner-table.client'
import { ContactSelector } from './contact-selector.client'
import { filterOverview } from './customer-overview.client'

const refresh = vi.fn()
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/de-ch',
}))

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const employee: SessionUser = {
  firstName: 'Erika',
  lastName: 'Berger',
  customerId: null,
  name: 'Erika Berger',
  type: 'employee',
  options: { showContactSelector: true },
}
const selected: SelectedContact = {
  id: '7',
  contactId: 'K-100200-01',
  name: 'Hans Muster',
  customerId: '100200',
  contactPerson: { name: 'Sandra Keller' },
}
const session = (user: SessionUser, selectedContact: SelectedContact | null = null) =>
  ({
    user,
    selectedContact,
    contactPerson: null,
    availableContacts: [],
    urls: { customerOverviewUrl: '/de-ch/customer-overview', dashboardUrl: '/de-ch/dashboard' },
  }) as unknown as Session
const suggestion = {
  id: '7',
  contactId: 'K-100200-01',
  displayLine1: 'Hans Muster, Geschäftsführer',
  displayLine2: 'Garage Muster AG (100200) · K-100200-01',
}

describe('ContactSelector', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  // The store loads the answers' schemas with its first request; loaded here, that costs no
  // (fake) time in the tests below.
  beforeAll(async () => {
    await import('../schemas')
  })

  beforeEach(() => {
    vi.useFakeTimers()
    fetchMock = vi.fn()
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch, navigate: vi.fn() })
  })
  afterEach(() => {
    vi.useRealTimers()
    resetApiClient()
    refresh.mockReset()
  })

  it('searches 400 ms after the last keystroke, shows the suggestions and posts the chosen one, then closes', async () => {
    const onDone = vi.fn()
    renderWithIntl(
      <SessionProvider session={session(employee)}>
        <ContactSelector onDone={onDone} />
      </SessionProvider>,
    )
    fetchMock.mockResolvedValueOnce(json(200, { data: { availableContacts: [suggestion] } }))
    const input = screen.getByLabelText('Kontakt suchen')
    fireEvent.change(input, { target: { value: 'M' } })
    fireEvent.change(input, { target: { value: 'Mu' } })
    await act(async () => vi.advanceTimersByTimeAsync(399))
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      search: 'Mu',
      limit: 5,
    })
    await act(async () => vi.advanceTimersByTimeAsync(0))
    const button = screen.getByRole('button', { name: /Hans Muster/ })
    fetchMock.mockResolvedValueOnce(
      json(200, { data: { selectedContact: selected, contactPerson: null, availableContacts: [] } }),
    )
    fireEvent.click(button)
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(String(fetchMock.mock.calls[1]![0])).toContain('/api/contact/select')
    expect(onDone).toHaveBeenCalledTimes(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('all-contacts')).toHaveAttribute('href', '/de-ch/customer-overview')
  })

  it('with a selected contact: no search, who it acts for and the leave button', () => {
    renderWithIntl(
      <SessionProvider session={session(employee, selected)}>
        <ContactSelector />
      </SessionProvider>,
    )
    expect(screen.queryByLabelText('Kontakt suchen')).toBeNull()
    expect(screen.getByTestId('acting-for')).toHaveTextContent('Sie handeln für Hans Muster')
    expect(screen.getByRole('button', { name: 'Kontakt verlassen' })).toBeEnabled()
  })

  it('disables the suggestions while a request runs and sends a selection once', async () => {
    renderWithIntl(
      <SessionProvider session={session(employee)}>
        <ContactSelector />
      </SessionProvider>,
    )
    fetchMock.mockResolvedValueOnce(json(200, { data: { availableContacts: [suggestion] } }))
    fireEvent.change(screen.getByLabelText('Kontakt suchen'), { target: { value: 'Mu' } })
    await act(async () => vi.advanceTimersByTimeAsync(400))
    await act(async () => vi.advanceTimersByTimeAsync(0))
    const button = screen.getByRole('button', { name: /Hans Muster/ })
    expect(button).toBeEnabled()
    // The selection never answers: the suggestion stays disabled, a second click sends nothing.
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => {}))
    fireEvent.click(button)
    fireEvent.click(button)
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole('button', { name: /Hans Muster/ })).toBeDisabled()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(refresh).not.toHaveBeenCalled()
  })
})

describe('customer overview filter', () => {
  const entries = [
    {
      customer: { id: 1, name: 'Garage Muster AG', customerId: '100200' },
      contacts: [
        suggestion,
        { ...suggestion, id: '8', contactId: 'K-100200-02', displayLine1: 'Nadine Frei, Einkauf' },
      ],
    },
    {
      customer: { id: 2, name: 'Transporte Alpin GmbH', customerId: '100300' },
      contacts: [
        {
          ...suggestion,
          id: '9',
          contactId: 'K-100300-01',
          displayLine1: 'Reto Caduff',
          displayLine2: 'Transporte Alpin GmbH',
        },
      ],
    },
  ]
  it('keeps a matching customer with all contacts, else only matching contacts', () => {
    expect(filterOverview(entries, 'alpin').map((e) => e.customer.id)).toEqual([2])
    expect(filterOverview(entries, 'nadine')[0]!.contacts.map((c) => c.id)).toEqual(['8'])
    expect(filterOverview(entries, '')).toBe(entries)
    expect(filterOverview(entries, 'nobody')).toEqual([])
  })
})

describe('BillingPartnerTable', () => {
  it('shows company lines, partner id and address and marks the chosen one', () => {
    renderWithIntl(
      <BillingPartnerTable
        partners={[
          {
            partnerId: '100200',
            companyName: ['Garage Muster AG'],
            street: 'Industriestrasse 12',
            postalCode: '8604',
            city: 'Volketswil',
            selected: true,
          },
          {
            partnerId: '100210',
            companyName: ['Muster Holding AG', 'c/o Treuhand Meier'],
            street: 'Bahnhofplatz 3',
            postalCode: '8001',
            city: 'Zürich',
            selected: false,
          },
        ]}
      />,
    )
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual(['Firma', 'Auswahl', 'Partner-Nr.', 'Strasse', 'PLZ', 'Ort'])
    expect(screen.getByText('Gewählt')).toBeInTheDocument()
    expect(
      screen.getByRole('button', {
        name: 'Muster Holding AG, c/o Treuhand Meier als Rechnungsempfänger wählen',
      }),
    ).toBeEnabled()
  })
})
