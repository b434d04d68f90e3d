import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { testQueryClient } from '@/tests/helpers/intl'

import {
  useChooseBillingPartner,
  useContactsBusy,
  useContactSearch,
  useLeaveContact,
  useSelectContact,
} from './queries'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const suggestion = {
  id: '7',
  contactId: 'K-100200-01',
  displayLine1: 'Hans Muster',
  displayLine2: 'Garage Muster AG',
}
const selectedData = {
  selectedContact: {
    id: '7',
    contactId: 'K-100200-01',
    name: 'Hans Muster',
    customerId: '100200',
    contactPerson: { name: 'Sandra Keller' },
  },
  contactPerson: null,
  availableContacts: [],
}

/** The contacts hooks of one page, as the header's flyout and the customer overview use them together. */
function render() {
  const client = testQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(
    () => {
      const [term, setTerm] = useState('')
      return {
        term,
        setTerm,
        search: useContactSearch(term),
        busy: useContactsBusy(),
        select: useSelectContact(),
        leave: useLeaveContact(),
        billingPartner: useChooseBillingPartner(),
      }
    },
    { wrapper },
  )
  return { get: () => result.current }
}
/** Runs an action, lets React render its outcome and hands its result back. */
async function settle<T>(action: () => Promise<T>): Promise<T> {
  let value!: T
  await act(async () => {
    value = await action()
  })
  return value
}

describe('contacts queries', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let navigate: ReturnType<typeof vi.fn<(url: string) => void>>
  beforeEach(() => {
    fetchMock = vi.fn()
    navigate = vi.fn<(url: string) => void>()
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch, navigate })
  })
  afterEach(() => resetApiClient())

  it('searches with the term and limit 5 and keeps the suggestions', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { availableContacts: [suggestion] } }))
    const page = render()
    act(() => page.get().setTerm(' Muster '))
    await waitFor(() => expect(page.get().search.suggestions).toEqual([suggestion]))
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toContain('/api/contact/search')
    expect(JSON.parse(String(init.body))).toEqual({ search: 'Muster', limit: 5 })
    await waitFor(() => expect(page.get().busy).toBe(false))
  })

  it('clears the suggestions for an empty term without a request, and after a failed search', async () => {
    const page = render()
    fetchMock.mockResolvedValueOnce(json(200, { data: { availableContacts: [suggestion] } }))
    act(() => page.get().setTerm('x'))
    await waitFor(() => expect(page.get().search.suggestions).toEqual([suggestion]))
    act(() => page.get().setTerm('  '))
    expect(page.get().search.suggestions).toEqual([])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    fetchMock.mockResolvedValue(
      json(409, {
        data: null,
        messages: [{ type: 'error', message: 'Sie handeln bereits für einen Kontakt.' }],
      }),
    )
    act(() => page.get().setTerm('Muster'))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(page.get().busy).toBe(false))
    expect(page.get().search.suggestions).toEqual([])
  })

  it('posts the selection, is busy meanwhile and blocks a second selection while a request runs', async () => {
    let answer!: (response: Response) => void
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    const page = render()
    let first!: Promise<unknown>
    act(() => {
      first = page.get().select.run(suggestion)
    })
    await waitFor(() => expect(page.get().busy).toBe(true))
    // Another island's selection (the customer overview's) is refused meanwhile.
    expect(await settle(() => page.get().select.run({ id: '8', contactId: 'K-100200-02' }))).toBeUndefined()
    expect(await settle(() => page.get().leave.run())).toBeUndefined()
    // The answers' schemas load with the first request (a chunk of their own), then it is sent.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    answer(json(200, { data: selectedData }))
    expect(await settle(() => first)).toEqual(selectedData)
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      id: '7',
      contactId: 'K-100200-01',
    })
    await waitFor(() => expect(page.get().busy).toBe(false))
  })

  it('clears the busy flag when the selection fails', async () => {
    fetchMock.mockResolvedValue(
      json(404, {
        data: null,
        messages: [{ type: 'error', message: 'Dieser Kontakt wurde nicht gefunden.' }],
      }),
    )
    const page = render()
    expect(await settle(() => page.get().select.run(suggestion))).toBeUndefined()
    await waitFor(() => expect(page.get().busy).toBe(false))
  })

  it('leaves the contact and follows the redirect to the customer overview', async () => {
    fetchMock.mockResolvedValue(
      json(200, { data: { selectedContact: null }, redirectUrl: '/de-ch/customer-overview' }),
    )
    const page = render()
    expect(await settle(() => page.get().leave.run())).toEqual({ selectedContact: null })
    expect(navigate).toHaveBeenCalledWith('/de-ch/customer-overview')
  })

  it('chooses a billing partner and keeps the answered partners', async () => {
    const partners = [
      {
        partnerId: '100201',
        companyName: ['Garage Muster AG', 'Filiale Winterthur'],
        street: 'Zürcherstrasse 88',
        postalCode: '8400',
        city: 'Winterthur',
        selected: true,
      },
    ]
    fetchMock.mockResolvedValue(json(200, { data: { billingPartners: partners } }))
    const page = render()
    expect(await settle(() => page.get().billingPartner.run('100201'))).toEqual(partners)
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/user/billing-partner/100201')
  })
})
