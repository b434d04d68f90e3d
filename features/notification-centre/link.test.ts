import { describe, expect, it } from 'vitest'

import { isSitePath } from './link'

describe('isSitePath', () => {
  it('accepts paths on the own site, with query and fragment', () => {
    for (const path of [
      '/de-ch/p/TRB-SYNPRO-5W30',
      '/fr-ch/notifications?filter=unread',
      '/de-ch/news#top',
      '/',
    ])
      expect(isSitePath(path)).toBe(true)
  })

  it('refuses other hosts, protocol-relative and script addresses, spaces and empty values', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'de-ch/p/1',
      '/de ch',
      '',
      null,
      3,
      '/' + 'x'.repeat(600),
    ])
      expect(isSitePath(path)).toBe(false)
  })
})
