import { describe, expect, it } from 'vitest'

import type { Session } from '@/features/session/types'

import { keepsFavourites } from './access'

const user = {
  firstName: 'A',
  lastName: 'B',
  customerId: '100200',
  name: 'A B',
  type: 'customer',
  options: { showContactSelector: false },
} as const
const entry = (link: string) => ({ title: 'x', link, hasBadge: false })

describe('keepsFavourites', () => {
  it('is true exactly when the profile menu offers the favourites page to a signed-in user', () => {
    expect(
      keepsFavourites({
        user,
        userMenuEntries: [entry('/de-ch/konto/bestellungen'), entry('/de-ch/konto/favoriten')],
      } as Pick<Session, 'user' | 'userMenuEntries'>),
    ).toBe(true)
    expect(keepsFavourites({ user, userMenuEntries: [entry('/de-ch/notifications')] })).toBe(false)
    expect(keepsFavourites({ user: null, userMenuEntries: [entry('/de-ch/konto/favoriten')] })).toBe(false)
  })
})
