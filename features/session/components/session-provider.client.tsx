'use client'

import { usePathname } from 'next/navigation'
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { useStore } from 'zustand'

import { markActive } from '../navigation'
import { createSessionStore, type SessionState, type SessionStore } from '../store'
import type { Session } from '../types'

/** The session with the navigation entries on the way to `pathname` marked active. */
function withActivePath<S extends Pick<Session, 'navigationTree' | 'productLines'>>(session: S, pathname: string | null): S {
  // Outside Next's router (component tests) there is no address to mark.
  if (pathname === null) return session
  const mark = (entries: Session['navigationTree']) => (Array.isArray(entries) ? markActive(entries, pathname) : entries)
  return { ...session, navigationTree: mark(session.navigationTree), productLines: mark(session.productLines) }
}

const SessionStoreContext = createContext<SessionStore | null>(null)

/** Hands the server-built session to client islands through a Zustand store. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const [store] = useState(() => createSessionStore(session))
  const pathname = usePathname() as string | null
  const path = useRef(pathname)
  // A server refresh (router.refresh after login/logout) brings a new session.
  useEffect(() => store.getState().setSession(withActivePath(session, path.current)), [store, session])
  // The entries on the way to the current page are marked here: the layout stays across
  // navigations, and a cached layout does not know the page's address at all. Only the marks
  // change: counts the islands updated meanwhile stay.
  useEffect(() => {
    path.current = pathname
    store.getState().patchSession(withActivePath(store.getState().session, pathname))
  }, [store, pathname])
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>
}

/** Reads the session store with a selector. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const store = useContext(SessionStoreContext)
  if (!store) throw new Error('useSession must be used inside <SessionProvider>')
  return useStore(store, selector)
}
