'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { apiRequest } from '@/lib/api/client'
import { useBusy, useBusyMutation, useRunning } from '@/lib/query/busy'

import {
  billingPartnerPath,
  CONTACT_LOGOUT_PATH,
  CONTACT_SEARCH_PATH,
  CONTACT_SELECT_PATH,
  CONTACT_SUGGESTION_LIMIT,
} from './constants'
import type { ContactSuggestion } from './schemas'

/** The answers' schemas (and zod with them) load with the first request, not with every page's header. */
const schemas = () => import('./schemas')

/**
 * The employee's on-behalf requests (search, select, leave, billingPartner)
 * share one scope: the header's flyout, the customer overview, the customers
 * list and the dashboard are busy together, and a selection is refused while
 * any of them runs.
 */
export const CONTACTS_SCOPE = ['contacts'] as const

export const contactsKeys = {
  /** The suggestions for a search term (at most 5). */
  search: (term: string) => [...CONTACTS_SCOPE, 'search', term] as const,
}

const call = (action: string) => ({ store: 'contacts', action })

/** Whether any on-behalf request runs (buttons are disabled meanwhile). */
export const useContactsBusy = () => useBusy(CONTACTS_SCOPE)

/**
 * Contact suggestions for a term (the caller debounces); an empty term asks
 * nothing and shows none, a failed search shows none, and while a new term
 * loads the last suggestions stay.
 */
export function useContactSearch(rawTerm: string) {
  const term = rawTerm.trim()
  const search = useQuery({
    queryKey: contactsKeys.search(term),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('POST', CONTACT_SEARCH_PATH, {
          body: { search: term, limit: CONTACT_SUGGESTION_LIMIT },
          signal,
          schema: (await schemas()).ZContactSearchData,
          call: call('search'),
        })
      ).data.availableContacts,
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  })
  const suggestions: ContactSuggestion[] = term && !search.isError ? (search.data ?? []) : []
  return { suggestions, searching: useRunning(CONTACTS_SCOPE, 'search') }
}

/** Posts the selection of a contact; refused while any on-behalf request runs. `run` resolves the changed session parts, or undefined. */
export function useSelectContact() {
  return useBusyMutation({
    slice: CONTACTS_SCOPE,
    name: 'select',
    exclusive: true,
    mutationFn: async ({ id, contactId }: Pick<ContactSuggestion, 'id' | 'contactId'>) =>
      (
        await apiRequest('POST', CONTACT_SELECT_PATH, {
          body: { id, contactId },
          schema: (await schemas()).ZContactSelectData,
          call: call('select'),
        })
      ).data,
  })
}

/** Leaves the contact; the API client follows the answer's redirect to the customer overview. `run` resolves the answer, or undefined. */
export function useLeaveContact() {
  return useBusyMutation({
    slice: CONTACTS_SCOPE,
    name: 'leave',
    exclusive: true,
    mutationFn: async () =>
      (
        await apiRequest('POST', CONTACT_LOGOUT_PATH, {
          schema: (await schemas()).ZContactLogoutData,
          call: call('leave'),
        })
      ).data,
  })
}

/** Chooses a billing partner of the current customer. `run` resolves the partners, or undefined. */
export function useChooseBillingPartner() {
  return useBusyMutation({
    slice: CONTACTS_SCOPE,
    name: 'billingPartner',
    exclusive: true,
    mutationFn: async (partnerId: string) =>
      (
        await apiRequest('POST', billingPartnerPath(partnerId), {
          schema: (await schemas()).ZBillingPartnerData,
          call: call('chooseBillingPartner'),
        })
      ).data.billingPartners,
  })
}
