import { describe, expect, it } from 'vitest'

import {
  formatLicensePlate,
  normalizeLicensePlate,
  parseOilFinderQuery,
  ZDisclaimerQuery,
  ZLicensePlateQuery,
  ZModelsQuery,
  ZSearchQuery,
} from './schemas'

const params = (query: string) => new URLSearchParams(query)

describe('normalizeLicensePlate', () => {
  it('ignores case, spaces, dashes and dots', () => {
    for (const input of ['ZH 123456', 'zh123456', 'ZH-123 456', 'Zh.123.456', '  zh - 12 34 56 '])
      expect(normalizeLicensePlate(input)).toBe('ZH123456')
    expect(normalizeLicensePlate('BE 45678')).toBe('BE45678')
    expect(normalizeLicensePlate('ai 1')).toBe('AI1')
  })

  it('drops the CH of the Swiss shield before the canton code', () => {
    expect(normalizeLicensePlate('CH ZH 123456')).toBe('ZH123456')
  })

  it('refuses unknown cantons, leading zeros, letters in the number and more than six digits', () => {
    for (const input of [
      'XX 12345',
      'ZH 012345',
      'ZH 12A45',
      'ZH 1234567',
      'ZH',
      '123456',
      '',
      'ZH 12/34',
      'D-AB 1234',
    ])
      expect(normalizeLicensePlate(input)).toBeNull()
  })

  it('writes a stored plate the way the plate shows it', () => {
    expect(formatLicensePlate('ZH123456')).toBe('ZH 123456')
  })
})

describe('parseOilFinderQuery', () => {
  it('names the first missing or malformed parameter in the contract’s order', () => {
    expect(parseOilFinderQuery(ZModelsQuery, params('makeID=1&categoryID=2'))).toEqual({
      ok: false,
      parameter: 'lang',
    })
    expect(parseOilFinderQuery(ZModelsQuery, params('lang=xx&makeID=1&categoryID=2'))).toEqual({
      ok: false,
      parameter: 'lang',
    })
    expect(parseOilFinderQuery(ZModelsQuery, params('lang=de&makeID=1.5&categoryID=2'))).toEqual({
      ok: false,
      parameter: 'makeID',
    })
    expect(parseOilFinderQuery(ZModelsQuery, params('lang=de&makeID=1&categoryID=-2'))).toEqual({
      ok: false,
      parameter: 'categoryID',
    })
    expect(parseOilFinderQuery(ZModelsQuery, params('lang=de&makeID=99999999999&categoryID=2'))).toEqual({
      ok: false,
      parameter: 'makeID',
    })
  })

  it('refuses a repeated parameter and treats an empty one as missing', () => {
    expect(parseOilFinderQuery(ZModelsQuery, params('lang=de&lang=fr&makeID=1&categoryID=2'))).toEqual({
      ok: false,
      parameter: 'lang',
    })
    expect(parseOilFinderQuery(ZModelsQuery, params('lang=de&makeID=&categoryID=2'))).toEqual({
      ok: false,
      parameter: 'makeID',
    })
  })

  it('reads ids as numbers', () => {
    expect(parseOilFinderQuery(ZModelsQuery, params('lang=fr&makeID=12&categoryID=3'))).toEqual({
      ok: true,
      query: { lang: 'fr', makeID: 12, categoryID: 3 },
    })
  })

  it('refuses search terms shorter than two characters after trimming and cuts long ones at 100', () => {
    expect(parseOilFinderQuery(ZSearchQuery, params('lang=de&search=%20a%20'))).toEqual({
      ok: false,
      parameter: 'search',
    })
    const long = parseOilFinderQuery(ZSearchQuery, params(`lang=de&search=${'a'.repeat(150)}`))
    expect(long.ok && long.query.search.length).toBe(100)
    expect(parseOilFinderQuery(ZSearchQuery, params('lang=de&search=golf&catId=x'))).toEqual({
      ok: false,
      parameter: 'catId',
    })
  })

  it('normalises the licence plate or names it', () => {
    expect(parseOilFinderQuery(ZLicensePlateQuery, params('licenseplate=zh-123%20456'))).toEqual({
      ok: true,
      query: { licenseplate: 'ZH123456' },
    })
    expect(parseOilFinderQuery(ZLicensePlateQuery, params('licenseplate=hello'))).toEqual({
      ok: false,
      parameter: 'licenseplate',
    })
    expect(parseOilFinderQuery(ZLicensePlateQuery, params(''))).toEqual({
      ok: false,
      parameter: 'licenseplate',
    })
  })

  it('answers the disclaimer in German unless a language is asked for', () => {
    expect(parseOilFinderQuery(ZDisclaimerQuery, params('id=4'))).toEqual({
      ok: true,
      query: { id: 4, lang: 'de' },
    })
    expect(parseOilFinderQuery(ZDisclaimerQuery, params('id=4&lang=es'))).toEqual({
      ok: false,
      parameter: 'lang',
    })
  })
})
