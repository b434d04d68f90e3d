'use client'

import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query'
import { usePathname } from 'next/navigation'
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { markActive } from '../navigation'

import { SESSION_SCOPE, sessionKeys } from '../queries'
import type { Session } from '../types'

/** The entries on the way to `pathname` marked active. */
function withActivePath<S extends Pick<Session, 'navigationTree' | 'productLines'>>(
  session: S,
  pathname: string | null,
): S {
  // Outside Next's router (component tests) there is no address to mark.
  if (pathname === null) return session
  const mark = (entries: Session['navigationTree']) =>
    Array.isArray(entries) ? markActive(entries, pathname) : entries
  return {
    ...session,
    navigationTree: mark(session.navigationTree),
    productLines: mark(session.productLines),
  }
}

/** Who the page is for: another account or another contact means other prices, lists, carts and favourites. */
const whoOf = (session: Session | undefined) =>
  JSON.stringify([
    session?.user?.name ?? null,
    session?.user?.customerId ?? null,
    session?.user?.type ?? null,
    session?.selectedContact?.id ?? null,
  ])

export type SessionState = {
  /** The session as the server built it for this page, with the islands' changes. */
  session: Session
  /** Replaces the session. */
  setSession: (session: Session) => void
  /** Merges a partial update (cart counts, unread count, selected contact …). */
  patchSession: (patch: Partial<Session>) => void
  /** Counts requests to open the contact-person menu (a campaign banner's button asks; the header flyout opens). */
  contactMenuRequests: number
  requestContactMenu: () => void
}

type Context = Omit<SessionState, 'session'>
const SessionContext = createContext<Context | null>(null)

/**
 * Hands the server-built session to the client islands: it is the React
 * Query entry `sessionKeys.page`, put there before the islands render and
 * again on every server refresh (router.refresh after login, logout or a
 * contact change); islands patch it. When the refresh is for someone else,
 * every other query is invalidated, so lists, carts and prices are read
 * again for them.
 */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const client = useQueryClient()
  // Before the first render of the islands; listeners hear of it in React Query's next batch.
  useState(() => client.setQueryData(sessionKeys.page, session))
  const pathname = usePathname() as string | null
  const path = useRef(pathname)
  // A server refresh (router.refresh after login/logout) brings a new session.
  useEffect(() => {
    const previous = client.getQueryData<Session>(sessionKeys.page)
    client.setQueryData(sessionKeys.page, withActivePath(session, path.current))
    if (whoOf(previous) !== whoOf(session))
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_SCOPE[0] })
  }, [client, session])
  // The entries on the way to the current page are marked here: the layout stays across
  // navigations, and a cached layout does not know the page's address at all. Only the marks
  // change: counts the islands updated meanwhile stay.
  useEffect(() => {
    path.current = pathname
    client.setQueryData<Session>(sessionKeys.page, (current) => current && withActivePath(current, pathname))
  }, [client, pathname])
  // Client state: a button elsewhere on the page asks the header to open its contact menu.
  const [contactMenuRequests, setContactMenuRequests] = useState(0)
  const value = useMemo<Context>(
    () => ({
      setSession: (next) => client.setQueryData(sessionKeys.page, next),
      patchSession: (patch) =>
        client.setQueryData<Session>(sessionKeys.page, (current) => current && { ...current, ...patch }),
      contactMenuRequests,
      requestContactMenu: () => setContactMenuRequests((count) => count + 1),
    }),
    [client, contactMenuRequests],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/** Reads the session with a selector (the island re-renders when the selected part changes). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const context = useContext(SessionContext)
  if (!context) throw new Error('useSession must be used inside <SessionProvider>')
  const { data } = useQuery({
    queryKey: sessionKeys.page,
    // Never fetched: the server hands it over with the page.
    queryFn: skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
    select: (session: Session) => selector({ ...context, session }),
  })
  return data as T
}
