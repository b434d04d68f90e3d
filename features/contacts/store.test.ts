import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'

import { createContactsStore } from './store'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const suggestion = { id: '7', contactId: 'K-100200-01', displayLine1: 'Hans Muster', displayLine2: 'Garage Muster AG' }
const selectedData = { selectedContact: { id: '7', contactId: 'K-100200-01', name: 'Hans Muster', customerId: '100200', contactPerson: { name: 'Sandra Keller' } }, contactPerson: null, availableContacts: [] }

describe('contacts store', () => {
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
    const store = createContactsStore()
    await store.getState().search(' Muster ')
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toContain('/api/contact/search')
    expect(JSON.parse(String(init.body))).toEqual({ search: 'Muster', limit: 5 })
    expect(store.getState().availableContacts).toEqual([suggestion])
    expect(store.getState().busy).toBe(false)
  })

  it('clears the suggestions for an empty term without a request, and after a failed search', async () => {
    const store = createContactsStore()
    store.setState({ availableContacts: [suggestion], term: 'x' })
    await store.getState().search('  ')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(store.getState().availableContacts).toEqual([])
    store.setState({ availableContacts: [suggestion] })
    fetchMock.mockResolvedValue(json(409, { data: null, messages: [{ type: 'error', message: 'Sie handeln bereits für einen Kontakt.' }] }))
    await store.getState().search('Muster')
    expect(store.getState().availableContacts).toEqual([])
    expect(store.getState().busy).toBe(false)
  })

  it('posts the selection, is busy meanwhile and blocks a second selection while a request runs', async () => {
    let answer!: (response: Response) => void
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    const store = createContactsStore()
    const first = store.getState().select(suggestion)
    expect(store.getState().busy).toBe(true)
    expect(await store.getState().select({ id: '8', contactId: 'K-100200-02' })).toBeNull()
    // The answers' schemas load with the first request (a chunk of their own), then it is sent.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    answer(json(200, { data: selectedData }))
    expect(await first).toEqual(selectedData)
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({ id: '7', contactId: 'K-100200-01' })
    expect(store.getState().busy).toBe(false)
  })

  it('clears the busy flag when the selection fails', async () => {
    fetchMock.mockResolvedValue(json(404, { data: null, messages: [{ type: 'error', message: 'Dieser Kontakt wurde nicht gefunden.' }] }))
    const store = createContactsStore()
    expect(await store.getState().select(suggestion)).toBeNull()
    expect(store.getState().busy).toBe(false)
    expect(store.getState().requests).toEqual({})
  })

  it('leaves the contact and follows the redirect to the customer overview', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { selectedContact: null }, redirectUrl: '/de-ch/customer-overview' }))
    const store = createContactsStore()
    expect(await store.getState().leave()).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/de-ch/customer-overview')
  })

  it('chooses a billing partner and keeps the answered partners', async () => {
    const partners = [{ partnerId: '100201', companyName: ['Garage Muster AG', 'Filiale Winterthur'], street: 'Zürcherstrasse 88', postalCode: '8400', city: 'Winterthur', selected: true }]
    fetchMock.mockResolvedValue(json(200, { data: { billingPartners: partners } }))
    const store = createContactsStore()
    expect(await store.getState().chooseBillingPartner('100201')).toEqual(partners)
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/user/billing-partner/100201')
    expect(store.getState().billingPartners).toEqual(partners)
  })
})
