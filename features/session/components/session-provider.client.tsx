'use client'

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { useStore } from 'zustand'

import { createSessionStore, type SessionState, type SessionStore } from '../store'
import type { Session } from '../types'

const SessionStoreContext = createContext<SessionStore | null>(null)

/** Hands the server-built session to client islands through a Zustand store. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const [store] = useState(() => createSessionStore(session))
  // A server refresh (router.refresh after login/logout) brings a new session.
  useEffect(() => store.getState().setSession(session), [store, session])
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>
}

/** Reads the session store with a selector. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const store = useContext(SessionStoreContext)
  if (!store) throw new Error('useSession must be used inside <SessionProvider>')
  return useStore(store, selector)
}
