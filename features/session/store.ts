'use client'

import { createStore } from 'zustand/vanilla'

import type { Session } from './types'

export type SessionState = {
  /** The session as the server built it for this page. */
  session: Session
  /** Replaces the session (after login, logout or a server refresh). */
  setSession: (session: Session) => void
  /** Merges a partial update (cart counts, unread count, selected contact …). */
  patchSession: (patch: Partial<Session>) => void
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** One store per page load, created with the server's session (CONVENTIONS 11). */
export function createSessionStore(initial: Session) {
  return createStore<SessionState>()((set) => ({
    session: initial,
    setSession: (session) => set({ session }),
    patchSession: (patch) => set((state) => ({ session: { ...state.session, ...patch } })),
  }))
}
