import { describe, expect, it } from 'vitest'

import {
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  DEFAULT_ROUTE_LOCALE,
  ROUTE_LOCALES,
  countryOf,
  isContentLanguage,
  isRouteLocale,
  languageOf,
  routeLocaleFor,
} from './locales'

describe('locales', () => {
  it('has defaults that belong to their lists', () => {
    expect(CONTENT_LANGUAGES).toContain(DEFAULT_LANGUAGE)
    expect(ROUTE_LOCALES).toContain(DEFAULT_ROUTE_LOCALE)
  })

  it('every route locale maps to a content language', () => {
    for (const locale of ROUTE_LOCALES) expect(isContentLanguage(languageOf(locale))).toBe(true)
  })

  it('recognises route locales and content languages exactly', () => {
    expect(isRouteLocale('de-ch')).toBe(true)
    expect(isRouteLocale('en')).toBe(true)
    expect(isRouteLocale('DE-CH')).toBe(false)
    expect(isRouteLocale('en-us')).toBe(false)
    expect(isRouteLocale(undefined)).toBe(false)
    expect(isContentLanguage('fr')).toBe(true)
    expect(isContentLanguage('es')).toBe(false)
    expect(isContentLanguage(null)).toBe(false)
  })

  it('splits a locale into language and country', () => {
    expect(languageOf('fr-ch')).toBe('fr')
    expect(languageOf('en')).toBe('en')
    expect(languageOf('xx-yy')).toBe(DEFAULT_LANGUAGE)
    expect(countryOf('de-at')).toBe('at')
    expect(countryOf('en')).toBeNull()
  })

  it('builds route locales, with "int" meaning no country part', () => {
    expect(routeLocaleFor('de', 'CH')).toBe('de-ch')
    expect(routeLocaleFor('en', 'int')).toBe('en')
    for (const locale of ROUTE_LOCALES) {
      const country = countryOf(locale) ?? 'int'
      expect(routeLocaleFor(languageOf(locale), country)).toBe(locale)
    }
  })
})
