import { describe, expect, it } from 'vitest'

import { badRequestLocale, decodesCleanly, isPagePath } from './malformed-path'

describe('malformed addresses', () => {
  it('finds a broken percent-encoding in any segment', () => {
    for (const path of ['/de-ch/%E0%A4%A', '/de-ch/%', '/de-ch/news/%zz', '/%C0%AF', '/fr-ch/p/TRB%2'])
      expect([path, isPagePath(path), decodesCleanly(path)]).toEqual([path, false, false])
  })

  it('refuses a page path that decodes to a literal % but lets API values hold one', () => {
    expect(isPagePath('/de-ch/100%25')).toBe(false)
    expect(decodesCleanly('/api/search/100%25')).toBe(true)
  })

  it('lets well-formed addresses through, encoded umlauts and spaces included', () => {
    for (const path of [
      '/',
      '/de-ch',
      '/de-ch/unternehmen/geschichte',
      '/de-ch/%C3%B6l',
      '/de-ch/a%20b',
      '/de-ch/%E0%A4%A4',
    ])
      expect(isPagePath(path), path).toBe(true)
  })

  it('speaks the language of the first segment when the tenant offers it, else the tenant default', () => {
    const tenant = { locales: ['de-ch', 'fr-ch', 'it-ch'], defaultLocale: 'de-ch' }
    expect(badRequestLocale('/fr-ch/%E0%A4%A', tenant)).toBe('fr-ch')
    expect(badRequestLocale('/en/%E0%A4%A', tenant)).toBe('de-ch')
    expect(badRequestLocale('/%E0%A4%A', tenant)).toBe('de-ch')
    expect(badRequestLocale('/%66r-ch/%E0', tenant)).toBe('de-ch')
    expect(badRequestLocale('/it-ch/%E0', { locales: ['de-ch', 'en'], defaultLocale: 'en' })).toBe('en')
  })
})
