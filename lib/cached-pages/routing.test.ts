import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ACCOUNT_COOKIE, B2C_CART_COOKIE, FLASH_COOKIE } from '@/lib/cookie-names'

import {
  CACHED_SECTIONS,
  cachedPath,
  isCacheableRequest,
  PERSONAL_COOKIES,
  PERSONAL_SECTIONS,
} from './routing'

const siteDir = path.join(process.cwd(), 'app/(site)/[locale]')
const cachedDir = path.join(process.cwd(), 'app/(site)/cached/[tenant]/[locale]')

const request = (overrides: Partial<Parameters<typeof isCacheableRequest>[0]> = {}) => ({
  method: 'GET',
  pathname: '/de-ch/unternehmen/geschichte',
  searchParams: new URLSearchParams(),
  cookieNames: ['TRIBO_LOCALE', 'payload-token'],
  ...overrides,
})

describe('which requests the full route cache answers', () => {
  it('answers a visitor’s query-less GET or HEAD of a public page', () => {
    expect(isCacheableRequest(request())).toBe(true)
    expect(isCacheableRequest(request({ method: 'HEAD', pathname: '/de-ch' }))).toBe(true)
    expect(isCacheableRequest(request({ pathname: '/fr-ch/p/TRB-SYN-5W30-C3' }))).toBe(true)
    // Next's client navigation marker is not a query of the page.
    expect(isCacheableRequest(request({ searchParams: new URLSearchParams('_rsc=1x2y') }))).toBe(true)
  })

  it('never answers a request with a personal cookie, a query, another method or a personal section', () => {
    for (const cookie of PERSONAL_COOKIES)
      expect(isCacheableRequest(request({ cookieNames: [cookie] })), cookie).toBe(false)
    expect(isCacheableRequest(request({ searchParams: new URLSearchParams('login=1') }))).toBe(false)
    expect(isCacheableRequest(request({ searchParams: new URLSearchParams('topic=3&_rsc=1') }))).toBe(false)
    expect(isCacheableRequest(request({ method: 'POST' }))).toBe(false)
    for (const section of PERSONAL_SECTIONS)
      expect(isCacheableRequest(request({ pathname: `/de-ch/${section}/x` })), section).toBe(false)
  })

  it('names the cookies the features set (named once in lib/cookie-names)', () => {
    expect(PERSONAL_COOKIES).toEqual(
      expect.arrayContaining([ACCOUNT_COOKIE, B2C_CART_COOKIE, FLASH_COOKIE, '__prerender_bypass']),
    )
  })

  it('addresses the cached copy by tenant and path', () => {
    expect(cachedPath('moto', '/de-ch')).toBe('/cached/moto/de-ch')
    expect(cachedPath('tribo', '/de-ch/news/')).toBe('/cached/tribo/de-ch/news')
  })

  it('knows every section of the site: personal ones are not cached, public ones have their cached copy', () => {
    const sections = readdirSync(siteDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name)
    for (const section of sections) {
      const personal = (PERSONAL_SECTIONS as readonly string[]).includes(section)
      const cached = (CACHED_SECTIONS as readonly string[]).includes(section)
      expect(
        personal !== cached,
        `${section} must be in exactly one list of lib/cached-pages/routing.ts`,
      ).toBe(true)
    }
    for (const section of CACHED_SECTIONS)
      expect(existsSync(path.join(cachedDir, section)), `cached copy of ${section}`).toBe(true)
    expect(existsSync(path.join(cachedDir, '[[...slug]]/page.tsx'))).toBe(true)
  })
})
