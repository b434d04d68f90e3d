import { describe, expect, it } from 'vitest'

import { catalogues } from '@/messages'

import { NOTIFICATION_KINDS } from './constants'

describe('notification kinds', () => {
  it('have a label in every language (the centre shows `kinds.<kind>` beside each notification)', () => {
    for (const [language, messages] of Object.entries(catalogues)) {
      const kinds = messages.notificationCentre.kinds as Record<string, string>
      for (const kind of NOTIFICATION_KINDS) expect(kinds[kind], `${language}: kinds.${kind}`).toBeTruthy()
    }
  })
})
