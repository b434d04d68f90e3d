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
