import { describe, expect, it } from 'vitest'

import { isListPage, refererPath } from './referer'

const HOST = 'shop.tribo.ch'
const ORIGIN = `https://${HOST}`

describe('refererPath (DELETE referer: a path on this site only)', () => {
  it('accepts paths and absolute addresses of this site, answering the path with its query', () => {
    expect(refererPath('/de-ch/konto/merklisten', HOST)).toBe('/de-ch/konto/merklisten')
    expect(refererPath('/de-ch/konto/merklisten/12?x=1#top', HOST)).toBe('/de-ch/konto/merklisten/12?x=1')
    expect(refererPath(`${ORIGIN}/fr-ch/konto/merklisten/12`, HOST)).toBe('/fr-ch/konto/merklisten/12')
  })

  it('refuses other sites, protocol-relative and odd addresses (no open redirect)', () => {
    for (const referer of [
      'https://evil.example/de-ch',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'de-ch/konto',
      '/de-ch\n/x',
      `${ORIGIN}:8443/x`,
      'ftp://shop.tribo.ch/x',
      'https://shop.tribo.ch.evil.example/x',
    ]) {
      expect(refererPath(referer, HOST), referer).toBeNull()
    }
  })
})

describe('isListPage (the deleted list’s own page sends the browser to the overview)', () => {
  const bases = ['/de-ch/konto/merklisten', '/de-ch/meine-listen']
  it('matches the list’s page below any overview address, with or without a trailing slash or query', () => {
    expect(isListPage('/de-ch/konto/merklisten/12', 12, bases)).toBe(true)
    expect(isListPage('/de-ch/konto/merklisten/12/?tab=1', 12, bases)).toBe(true)
    expect(isListPage('/de-ch/meine-listen/12', 12, bases)).toBe(true)
  })
  it('does not match the overview, another list or a longer path', () => {
    expect(isListPage('/de-ch/konto/merklisten', 12, bases)).toBe(false)
    expect(isListPage('/de-ch/konto/merklisten/120', 12, bases)).toBe(false)
    expect(isListPage('/de-ch/konto/merklisten/12/x', 12, bases)).toBe(false)
    expect(isListPage('/fr-ch/konto/merklisten/12', 12, bases)).toBe(false)
  })
})
