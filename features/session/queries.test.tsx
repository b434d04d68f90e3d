import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { testQueryClient } from '@/tests/helpers/intl'

import { SessionProvider, useSession } from './components/session-provider.client'
import { useLogout, useRetailerMode, useSessionBusy } from './queries'
import type { Session } from './types'

vi.mock('next/navigation', () => ({ usePathname: () => null }))

/** The session hooks of one page load, under the layout's providers. */
function renderSessionHooks(initial: Session) {
  const client = testQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionProvider session={initial}>{children}</SessionProvider>
    </QueryClientProvider>
  )
  const { result } = renderHook(
    () => ({
      ...useSession((s) => s),
      busy: useSessionBusy(),
      logout: useLogout(),
      retailerMode: useRetailerMode(),
    }),
    { wrapper },
  )
  return { getState: () => result.current }
}

afterEach(() => resetApiClient())

const session = {
  tenantName: 'Tribo',
  b2BCartCount: 0,
  unreadNotificationCount: 0,
  user: null,
} as unknown as Session

describe('session store', () => {
  it('starts with the session the server built', () => {
    expect(renderSessionHooks(session).getState().session.tenantName).toBe('Tribo')
  })
  it('merges partial updates without losing other fields', async () => {
    const store = renderSessionHooks(session)
    act(() => store.getState().patchSession({ b2BCartCount: 3 }))
    await waitFor(() =>
      expect(store.getState().session).toMatchObject({ tenantName: 'Tribo', b2BCartCount: 3 }),
    )
  })
  it('keeps two page loads apart', async () => {
    const a = renderSessionHooks(session)
    const b = renderSessionHooks(session)
    act(() => a.getState().patchSession({ unreadNotificationCount: 5 }))
    await waitFor(() => expect(a.getState().session.unreadNotificationCount).toBe(5))
    expect(b.getState().session.unreadNotificationCount).toBe(0)
  })
})

describe('session requests', () => {
  it('is busy while logging out and clears the flag when it fails', async () => {
    let fail!: (e: unknown) => void
    configureApiClient({
      fetch: (() => new Promise((_r, reject) => (fail = reject))) as unknown as typeof fetch,
      notify: () => {},
    })
    const store = renderSessionHooks({ ...session, user: { name: 'Hans' } } as unknown as Session)
    let pending!: Promise<unknown>
    act(() => {
      pending = store.getState().logout.run()
    })
    await waitFor(() => expect(store.getState().busy).toBe(true))
    fail(new TypeError('Failed to fetch'))
    await act(async () => {
      await expect(pending).resolves.toBeUndefined()
    })
    await waitFor(() => expect(store.getState().busy).toBe(false))
    expect(store.getState().session.user).not.toBeNull()
  })

  it('forgets the user after a successful logout', async () => {
    configureApiClient({
      fetch: (async () =>
        new Response(JSON.stringify({ data: { loggedOut: true } }), {
          status: 200,
        })) as unknown as typeof fetch,
      notify: () => {},
    })
    const store = renderSessionHooks({ ...session, user: { name: 'Hans' } } as unknown as Session)
    await act(async () => {
      await store.getState().logout.run()
    })
    await waitFor(() => expect(store.getState()).toMatchObject({ busy: false, session: { user: null } }))
  })

  it('shows a new retailer mode at once and takes it back when the server refuses', async () => {
    let answer!: (response: Response) => void
    configureApiClient({
      fetch: (() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch,
      notify: () => {},
    })
    const store = renderSessionHooks({
      ...session,
      retailerMode: { available: true, enabled: false },
    } as unknown as Session)
    let done!: Promise<boolean>
    act(() => {
      done = store.getState().retailerMode.set(true)
    })
    await waitFor(() => expect(store.getState().session.retailerMode.enabled).toBe(true))
    expect(store.getState().retailerMode.running).toBe(true)
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'))
    answer(new Response(JSON.stringify({ data: null }), { status: 500 }))
    await act(async () => {
      await expect(done).resolves.toBe(false)
    })
    await waitFor(() => expect(store.getState().session.retailerMode.enabled).toBe(false))
    expect(store.getState().retailerMode.running).toBe(false)
  })
})
