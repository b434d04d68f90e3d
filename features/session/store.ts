'use client'

import { createStore } from 'zustand/vanilla'

import { apiRequest } from '@/lib/api/client'
import { IDLE_REQUESTS, track, type RequestsState } from '@/lib/requests'

import type { Session } from './types'

/** The answer's schema (and zod with it) loads with the first request: the session store is part of every page. */
const accountSchemas = () => import('@/features/accounts/schemas')

export type SessionState = RequestsState & {
  /** The session as the server built it for this page. */
  session: Session
  /** Replaces the session (after login, logout or a server refresh). */
  setSession: (session: Session) => void
  /** Merges a partial update (cart counts, unread count, selected contact …). */
  patchSession: (patch: Partial<Session>) => void
  /** Ends the shop session on the server; the caller refreshes the page. */
  logout: () => Promise<void>
  /**
   * Retailer mode toggle: the new value shows at once and is sent;
   * resolves true on success (the caller reloads the page), false after
   * reverting on failure (no message).
   */
  setRetailerMode: (enabled: boolean) => Promise<boolean>
  /** Counts requests to open the contact-person menu (a campaign banner's button asks; the header flyout opens). */
  contactMenuRequests: number
  requestContactMenu: () => void
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** One store per page load, created with the server's session (CONVENTIONS 11). */
export function createSessionStore(initial: Session) {
  return createStore<SessionState>()((set, get) => ({
    ...IDLE_REQUESTS,
    session: initial,
    setSession: (session) => set({ session }),
    patchSession: (patch) => set((state) => ({ session: { ...state.session, ...patch } })),
    contactMenuRequests: 0,
    requestContactMenu: () => set((state) => ({ contactMenuRequests: state.contactMenuRequests + 1 })),
    setRetailerMode: async (enabled) => {
      const previous = get().session.retailerMode
      set((state) => ({ session: { ...state.session, retailerMode: { ...previous, enabled } } }))
      try {
        const { data } = await track(set, 'retailerMode', async () => apiRequest('POST', '/api/user/retailer-mode', { body: { enabled }, schema: (await accountSchemas()).ZRetailerMode, showMessages: false, call: { store: 'session', action: 'setRetailerMode' } }))
        set((state) => ({ session: { ...state.session, retailerMode: data.retailerMode } }))
        return true
      } catch {
        set((state) => ({ session: { ...state.session, retailerMode: previous } }))
        return false
      }
    },
    logout: () =>
      track(set, 'logout', async () => {
        await apiRequest('POST', '/api/auth/logout', { call: { store: 'session', action: 'logout' } })
        set((state) => ({ session: { ...state.session, user: null, selectedContact: null } }))
      }),
  }))
}
