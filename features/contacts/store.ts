import { createStore } from 'zustand/vanilla'

import { apiRequest } from '@/lib/api/client'
import { IDLE_REQUESTS, track, type RequestsState } from '@/lib/requests'

import { billingPartnerPath, CONTACT_LOGOUT_PATH, CONTACT_SEARCH_PATH, CONTACT_SELECT_PATH, CONTACT_SUGGESTION_LIMIT } from './constants'
import type { BillingPartner, ContactSuggestion, ZContactSelectData } from './schemas'

type SelectData = ReturnType<typeof ZContactSelectData.parse>

/** The answers' schemas (and zod with them) load with the first request, not with every page's header. */
const schemas = () => import('./schemas')

export type ContactsState = RequestsState & {
  /** The term the last search ran with. */
  term: string
  /** Suggestions of the last search (at most 5). */
  availableContacts: ContactSuggestion[]
  /** Billing partners after the last choice; null until one was made here. */
  billingPartners: BillingPartner[] | null
  /** Searches contacts; an empty term clears the suggestions without a request. A failed search leaves them empty. */
  search: (term: string) => Promise<void>
  /** Posts the selection; refused (null) while any request runs. Resolves the changed session parts, or null on failure. */
  select: (contact: Pick<ContactSuggestion, 'id' | 'contactId'>) => Promise<SelectData | null>
  /** Leaves the contact; the API client follows the answer's redirect to the customer overview. Resolves true on success. */
  leave: () => Promise<boolean>
  /** Chooses a billing partner of the current customer; resolves the partners, or null on failure. */
  chooseBillingPartner: (partnerId: string) => Promise<BillingPartner[] | null>
  /** Forgets term and suggestions (the flyout closed). */
  clear: () => void
}

const call = (action: string) => ({ store: 'contacts', action })

/** The employee's on-behalf actions of a page; requests are named search, select, leave and billingPartner. */
export function createContactsStore() {
  return createStore<ContactsState>()((set, get) => ({
    ...IDLE_REQUESTS,
    term: '',
    availableContacts: [],
    billingPartners: null,
    search: async (raw) => {
      const term = raw.trim()
      set({ term })
      if (!term) {
        set({ availableContacts: [] })
        return
      }
      try {
        const { data } = await track(set, 'search', async () => apiRequest('POST', CONTACT_SEARCH_PATH, { body: { search: term, limit: CONTACT_SUGGESTION_LIMIT }, schema: (await schemas()).ZContactSearchData, call: call('search') }))
        // An older search answering late must not replace a newer term's suggestions.
        if (get().term === term) set({ availableContacts: data.availableContacts })
      } catch {
        if (get().term === term) set({ availableContacts: [] })
      }
    },
    select: async ({ id, contactId }) => {
      if (get().busy) return null
      try {
        const { data } = await track(set, 'select', async () => apiRequest('POST', CONTACT_SELECT_PATH, { body: { id, contactId }, schema: (await schemas()).ZContactSelectData, call: call('select') }))
        set({ availableContacts: [], term: '' })
        return data
      } catch {
        return null
      }
    },
    leave: async () => {
      if (get().busy) return false
      try {
        await track(set, 'leave', async () => apiRequest('POST', CONTACT_LOGOUT_PATH, { schema: (await schemas()).ZContactLogoutData, call: call('leave') }))
        return true
      } catch {
        return false
      }
    },
    chooseBillingPartner: async (partnerId) => {
      if (get().busy) return null
      try {
        const { data } = await track(set, 'billingPartner', async () => apiRequest('POST', billingPartnerPath(partnerId), { schema: (await schemas()).ZBillingPartnerData, call: call('chooseBillingPartner') }))
        set({ billingPartners: data.billingPartners })
        return data.billingPartners
      } catch {
        return null
      }
    },
    clear: () => set({ term: '', availableContacts: [] }),
  }))
}

export type ContactsStore = ReturnType<typeof createContactsStore>

let browserStore: ContactsStore | null = null

/** The page's one contacts store (header flyout, customer overview and dashboard share the busy flag). */
export function getContactsStore(): ContactsStore {
  if (typeof window === 'undefined') return createContactsStore()
  browserStore ??= createContactsStore()
  return browserStore
}
