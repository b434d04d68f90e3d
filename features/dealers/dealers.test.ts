import { describe, expect, it } from 'vitest'

import { distanceKm, findPlace, foldPlaceName } from './places'
import { parseDealerQuery, ZDealerQuery } from './schemas'
import { dealerLocation, searchDealers, typesOf } from './search'
import type { Dealer } from './types'

const dealer = (
  id: number,
  name: string,
  city: string,
  country: Dealer['country'],
  lat: number,
  lng: number,
  extra: Partial<Dealer> = {},
): Dealer => ({
  id,
  name,
  partnerTypes: ['ZBM004'],
  topDealer: false,
  street: 'Hauptstrasse 1',
  postalCode: '8400',
  city,
  country,
  lat,
  lng,
  phone: null,
  email: null,
  website: null,
  assortment: [1],
  openingHours: null,
  ...extra,
})

const DEALERS: Dealer[] = [
  dealer(1, 'Garage Keller AG', 'Winterthur', 'CH', 47.5, 8.73, { topDealer: true }),
  dealer(2, 'Auto Zürich AG', 'Zürich', 'CH', 47.37, 8.54, {
    partnerTypes: ['ZBM004', 'ZBM019'],
    assortment: [1, 2],
  }),
  dealer(3, 'Motos Favre SA', 'Lausanne', 'CH', 46.52, 6.63, { partnerTypes: ['ZBM018'], assortment: [3] }),
  dealer(4, 'Autohaus Wagner GmbH', 'München', 'DE', 48.14, 11.58, {
    partnerTypes: ['ZBM005'],
    postalCode: '80331',
  }),
  dealer(5, 'Kfz-Technik Gruber', 'Wien', 'AT', 48.21, 16.37, { topDealer: true, postalCode: '1010' }),
]
const query = (params: Record<string, string | string[]> = {}) => {
  const parsed = parseDealerQuery(params)
  if (!parsed.ok) throw new Error(parsed.parameter)
  return parsed.query
}
const names = (result: ReturnType<typeof searchDealers>) => result.entries.map((entry) => entry.name)

describe('places', () => {
  it('folds umlauts, ae/oe/ue spellings and accents alike', () => {
    expect(foldPlaceName('Zürich')).toBe(foldPlaceName('Zuerich'))
    expect(foldPlaceName('Genève')).toBe('geneve')
    expect(foldPlaceName('Sankt Gallen')).toBe(foldPlaceName('St. Gallen'))
  })

  it('finds a town by name, alias, postal code or country-prefixed postal code', () => {
    expect(findPlace('winterthur')?.postalCode).toBe('8400')
    expect(findPlace('Genf')?.name).toBe('Genève')
    expect(findPlace('8404')?.name).toBe('Winterthur')
    expect(findPlace('D-80331')?.name).toBe('München')
    expect(findPlace('A-1010')?.name).toBe('Wien')
    expect(findPlace('6900', 'AT')?.name).toBe('Bregenz')
    expect(findPlace('6900', 'CH')?.name).toBe('Lugano')
    expect(findPlace('Garage Keller')).toBeNull()
    expect(findPlace('x')).toBeNull()
  })

  it('measures great-circle distances', () => {
    const zurich = findPlace('Zürich')!
    const bern = findPlace('Bern')!
    expect(distanceKm(zurich, bern)).toBeGreaterThan(94)
    expect(distanceKm(zurich, bern)).toBeLessThan(97)
    expect(distanceKm(zurich, zurich)).toBe(0)
  })
})

describe('parseDealerQuery', () => {
  it('treats empty form values as absent and reads repeated types', () => {
    const parsed = query({ q: '', country: '', assortment: '', types: ['dealer', 'topDealer'] })
    expect(parsed).toEqual({ types: ['dealer', 'topDealer'], radius: 50, limit: 20, offset: 0 })
  })

  it('cuts a long term at 100 characters instead of refusing it', () => {
    expect(query({ q: 'a'.repeat(150) }).q).toHaveLength(100)
  })

  it('names the bad parameter', () => {
    const bad = (params: Record<string, string | string[]>) => {
      const parsed = parseDealerQuery(params)
      return parsed.ok ? null : parsed.parameter
    }
    expect(bad({ country: 'FR' })).toBe('country')
    expect(bad({ types: 'garage' })).toBe('types[]')
    expect(bad({ lat: '95', lng: '8' })).toBe('lat')
    expect(bad({ lat: '47' })).toBe('lng')
    expect(bad({ radius: '30' })).toBe('radius')
    expect(bad({ limit: '0' })).toBe('limit')
    expect(bad({ offset: '5' })).toBe('offset')
    expect(bad({ country: ['CH', 'DE'] })).toBe('country')
    expect(bad({ assortment: 'abc' })).toBe('assortment')
    expect(ZDealerQuery.safeParse({}).success).toBe(true)
  })
})

describe('searchDealers', () => {
  it('lists top dealers first, then by name, without a place', () => {
    expect(names(searchDealers(DEALERS, query(), []))).toEqual([
      'Garage Keller AG',
      'Kfz-Technik Gruber',
      'Auto Zürich AG',
      'Autohaus Wagner GmbH',
      'Motos Favre SA',
    ])
  })

  it('orders by distance from a named place and keeps only dealers within the radius', () => {
    const result = searchDealers(DEALERS, query({ q: 'Zuerich' }), [])
    expect(result.place?.name).toBe('Zürich')
    // The map's search marker stands on the place the distances start from.
    expect(result.origin).toEqual({ lat: expect.closeTo(47.37, 1), lng: expect.closeTo(8.54, 1) })
    expect(names(result)).toEqual(['Auto Zürich AG', 'Garage Keller AG'])
    expect(result.entries[0]!.distanceKm).toBeLessThan(1)
    expect(names(searchDealers(DEALERS, query({ q: 'Zürich', radius: '250' }), []))).toEqual([
      'Auto Zürich AG',
      'Garage Keller AG',
      'Motos Favre SA',
      'Autohaus Wagner GmbH',
    ])
  })

  it('orders by distance from the visitor’s own position', () => {
    const result = searchDealers(DEALERS, query({ lat: '48.2', lng: '16.4' }), [])
    expect(result.nearMe).toBe(true)
    expect(result.origin).toEqual({ lat: 48.2, lng: 16.4 })
    expect(names(result)).toEqual(['Kfz-Technik Gruber'])
  })

  it('matches dealer names when the term is no place', () => {
    expect(searchDealers(DEALERS, query({ q: 'gruber' }), []).origin).toBeNull()
    expect(names(searchDealers(DEALERS, query({ q: 'gruber' }), []))).toEqual(['Kfz-Technik Gruber'])
    expect(names(searchDealers(DEALERS, query({ q: 'Nirgendwo' }), []))).toEqual([])
  })

  it('filters by country, assortment and type (any of the chosen types)', () => {
    expect(names(searchDealers(DEALERS, query({ country: 'DE' }), []))).toEqual(['Autohaus Wagner GmbH'])
    expect(names(searchDealers(DEALERS, query({ assortment: '2' }), []))).toEqual(['Auto Zürich AG'])
    expect(names(searchDealers(DEALERS, query({ types: ['servicePoint', 'onlineDealer'] }), []))).toEqual([
      'Auto Zürich AG',
      'Motos Favre SA',
    ])
    expect(names(searchDealers(DEALERS, query({ types: 'topDealer', country: 'AT' }), []))).toEqual([
      'Kfz-Technik Gruber',
    ])
  })

  it('pages the list but puts every match on the map', () => {
    const result = searchDealers(DEALERS, query({ limit: '2', offset: '2' }), [])
    expect(result.pagination).toEqual({ currentPage: 2, itemsPerPage: 2, totalAmount: 5 })
    expect(result.entries).toHaveLength(2)
    expect(result.locations).toHaveLength(5)
    expect(searchDealers(DEALERS, query({ limit: '2', offset: '6' }), []).entries).toEqual([])
  })

  it('labels partner types and marks top dealers on the map', () => {
    expect(typesOf({ partnerTypes: ['ZBM019', 'ZBM004'], topDealer: true })).toEqual([
      'dealer',
      'servicePoint',
      'topDealer',
    ])
    expect(dealerLocation(DEALERS[0]!)).toMatchObject({
      id: 'dealer-1',
      icon: 'topDealer',
      title: 'Garage Keller AG',
      text: 'Hauptstrasse 1\n8400 Winterthur',
    })
  })
})
