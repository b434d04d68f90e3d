import { describe, expect, it } from 'vitest'

import { createSessionStore } from './store'
import type { Session } from './types'

const session = { tenantName: 'Tribo', b2BCartCount: 0, unreadNotificationCount: 0, user: null } as unknown as Session

describe('session store', () => {
  it('starts with the session the server built', () => {
    expect(createSessionStore(session).getState().session.tenantName).toBe('Tribo')
  })
  it('merges partial updates without losing other fields', () => {
    const store = createSessionStore(session)
    store.getState().patchSession({ b2BCartCount: 3 })
    expect(store.getState().session).toMatchObject({ tenantName: 'Tribo', b2BCartCount: 3 })
  })
  it('keeps stores of two page loads apart', () => {
    const a = createSessionStore(session)
    const b = createSessionStore(session)
    a.getState().patchSession({ unreadNotificationCount: 5 })
    expect(b.getState().session.unreadNotificationCount).toBe(0)
  })
})

describe('session store requests', () => {
  it('is busy while logging out and clears the flag when it fails', async () => {
    const { configureApiClient, resetApiClient } = await import('@/lib/api/client')
    let fail!: (e: unknown) => void
    configureApiClient({ fetch: (() => new Promise((_r, reject) => (fail = reject))) as unknown as typeof fetch, notify: () => {} })
    const store = createSessionStore({ ...session, user: { name: 'Hans' } } as unknown as Session)
    const pending = store.getState().logout().catch((e: unknown) => e)
    expect(store.getState().busy).toBe(true)
    fail(new TypeError('Failed to fetch'))
    await pending
    expect(store.getState().busy).toBe(false)
    expect(store.getState().session.user).not.toBeNull()
    resetApiClient()
  })

  it('forgets the user after a successful logout', async () => {
    const { configureApiClient, resetApiClient } = await import('@/lib/api/client')
    configureApiClient({ fetch: (async () => new Response(JSON.stringify({ data: { loggedOut: true } }), { status: 200 })) as unknown as typeof fetch, notify: () => {} })
    const store = createSessionStore({ ...session, user: { name: 'Hans' } } as unknown as Session)
    await store.getState().logout()
    expect(store.getState()).toMatchObject({ busy: false, session: { user: null } })
    resetApiClient()
  })
})
