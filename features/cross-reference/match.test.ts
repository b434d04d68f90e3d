import { describe, expect, it } from 'vitest'

import {
  competitorTarget,
  findCompetitor,
  matchProducts,
  parsedTarget,
  productKind,
  type CompetitorEntry,
  type MatchableProduct,
} from './match'
import { parseQuery } from './parse'

const product = (productNumber: string, viscosity: string | null, approvals: string[]): MatchableProduct => ({
  productNumber,
  viscosity,
  approvals,
})

const CATALOGUE = [
  product('C3-FULL', '5W-30', ['ACEA C3', 'API SP', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04']),
  product('C3-NO507', '5W-30', ['ACEA C3', 'API SP', 'VW 504 00', 'MB 229.51', 'BMW LL-04']),
  product('C3-0W30', '0W-30', ['ACEA C3', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04']),
  product('A5-5W30', '5W-30', ['ACEA A5/B5', 'Ford WSS-M2C913-D']),
  product('HLP46', 'ISO VG 46', ['DIN 51524-2 HLP']),
  product('HVLP46', 'ISO VG 46', ['DIN 51524-3 HVLP']),
  product('COMP46', 'ISO VG 46', []),
  product('GEAR', '75W-90', ['API GL-5', 'MAN M 3477']),
  product('CARE', null, []),
]

const competitor = (
  entry: Partial<CompetitorEntry> & Pick<CompetitorEntry, 'brand' | 'name'>,
): CompetitorEntry => ({
  id: 1,
  category: 'engineOil',
  viscosity: null,
  specifications: [],
  otherSpecifications: [],
  aliases: [],
  ...entry,
})

const EDGE = competitor({
  id: 1,
  brand: 'Castrol',
  name: 'Edge 5W-30 LL',
  viscosity: '5W-30',
  specifications: ['ACEA C3', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04'],
  otherSpecifications: ['MB 229.31'],
  aliases: ['Edge Titanium FST 5W-30 LL'],
})

describe('matchProducts', () => {
  it('ranks the product holding every stated specification in the same grade first, as a full match', () => {
    const results = matchProducts(competitorTarget(EDGE), CATALOGUE)
    expect(results[0]).toMatchObject({
      product: { productNumber: 'C3-FULL' },
      level: 'full',
      matched: ['ACEA C3', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04'],
      missing: [],
      extra: ['API SP'],
      viscositySame: true,
    })
    // Partial: by the number held, then the same grade.
    expect(results.slice(1).map((r) => [r.product.productNumber, r.level])).toEqual([
      ['C3-0W30', 'partial'],
      ['C3-NO507', 'partial'],
      ['A5-5W30', 'partial'],
    ])
    expect(results[1]).toMatchObject({ missing: [], viscositySame: false })
    expect(results[2]).toMatchObject({ missing: ['VW 507 00'], viscositySame: true })
  })

  it('never counts a specification the product does not hold, and never the ones the catalogue does not know', () => {
    for (const result of matchProducts(competitorTarget(EDGE), CATALOGUE)) {
      for (const spec of result.matched) expect(result.product.approvals).toContain(spec)
      for (const spec of result.missing) expect(result.product.approvals).not.toContain(spec)
      expect(result.unconfirmed).toEqual(['MB 229.31'])
      expect(result.matched).not.toContain('MB 229.31')
    }
  })

  it('answers nothing when no product shares the grade or a specification', () => {
    const target = parsedTarget(parseQuery('ACEA C6 0W-16'))
    expect(matchProducts(target, CATALOGUE)).toEqual([])
    const unknown = competitor({
      brand: 'X',
      name: 'ATF',
      category: 'atf',
      otherSpecifications: ['Dexron VI'],
    })
    expect(matchProducts(competitorTarget(unknown), CATALOGUE)).toEqual([])
  })

  it('keeps to the kind of product: no hydraulic oil for an engine oil, no engine oil for a hydraulic oil', () => {
    const hlp = matchProducts(parsedTarget(parseQuery('HLP 46')), CATALOGUE)
    expect(hlp.map((r) => [r.product.productNumber, r.level])).toEqual([
      ['HLP46', 'full'],
      ['HVLP46', 'partial'],
    ])
    // ISO VG alone: any ISO VG 46 oil, each a full match of what was stated.
    expect(
      matchProducts(parsedTarget(parseQuery('ISO VG 46')), CATALOGUE).map((r) => r.product.productNumber),
    ).toEqual(['COMP46', 'HLP46', 'HVLP46'])
    // A gear oil's GL-5 or an engine oil's 5W-30 never brings the other kind.
    const gear = matchProducts(parsedTarget(parseQuery('75W-90 GL-5 MAN M 3477')), CATALOGUE)
    expect(gear.map((r) => r.product.productNumber)).toEqual(['GEAR'])
    const engine = matchProducts(parsedTarget(parseQuery('MAN M 3477')), CATALOGUE)
    expect(engine).toEqual([])
  })

  it('treats a spec list without a grade as full when every spec is held', () => {
    const results = matchProducts(parsedTarget(parseQuery('ACEA C3, VW 504 00/507 00')), CATALOGUE)
    expect(results.filter((r) => r.level === 'full').map((r) => r.product.productNumber)).toEqual([
      'C3-0W30',
      'C3-FULL',
    ])
    expect(results.every((r) => r.viscositySame === null)).toBe(true)
  })

  it('calls a grade-only fit partial when the stated specifications are all unknown to the catalogue', () => {
    const grease = competitor({
      brand: 'Mobil',
      name: 'Mobilgrease XHP 222',
      category: 'grease',
      viscosity: 'NLGI 2',
      otherSpecifications: ['DIN 51825 KP2N-20'],
    })
    const catalogue = [...CATALOGUE, product('EP2', 'NLGI 2', ['DIN 51502 KP2K-30'])]
    expect(matchProducts(competitorTarget(grease), catalogue)).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ productNumber: 'EP2' }),
        level: 'partial',
        matched: [],
        unconfirmed: ['DIN 51825 KP2N-20'],
        extra: ['DIN 51502 KP2K-30'],
        viscositySame: true,
      }),
    ])
  })

  it('caps the list', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      product(`P${String(i).padStart(2, '0')}`, '5W-30', ['ACEA C3']),
    )
    expect(matchProducts(parsedTarget(parseQuery('ACEA C3')), many)).toHaveLength(12)
    expect(matchProducts(parsedTarget(parseQuery('ACEA C3')), many, 3)).toHaveLength(3)
  })
})

describe('productKind', () => {
  it('reads the kind from the grade, then the approvals', () => {
    expect(productKind(product('a', '5W-30', []))).toBe('engineOil')
    expect(productKind(product('a', '75W-90', []))).toBe('gearOil')
    expect(productKind(product('a', 'NLGI 2', []))).toBe('grease')
    expect(productKind(product('a', 'ISO VG 46', ['DIN 51524-2 HLP']))).toBe('hydraulicOil')
    expect(productKind(product('a', 'ISO VG 220', ['DIN 51517-3 CLP']))).toBe('gearOil')
    expect(productKind(product('a', 'ISO VG 32', []))).toBe('industrialOil')
    expect(productKind(product('a', null, ['JASO FD']))).toBe('engineOil')
    expect(productKind(product('a', null, []))).toBeNull()
  })
})

describe('findCompetitor', () => {
  const others = [
    EDGE,
    competitor({ id: 2, brand: 'Castrol', name: 'Edge 0W-20 V' }),
    competitor({ id: 3, brand: 'Castrol', name: 'Edge Professional LongLife III 5W-30' }),
    competitor({ id: 4, brand: 'Liqui Moly', name: 'Top Tec 4200 5W-30' }),
    competitor({ id: 5, brand: 'Motorex', name: 'Select SP-X 5W-30' }),
  ]

  it('finds a product by brand and name, word by word, case and hyphens aside', () => {
    const found = findCompetitor('Castrol Edge 5W-30 LL', others)
    expect(found.competitor?.id).toBe(1)
    expect(findCompetitor('castrol edge 5w30 ll', others).competitor?.id).toBe(1)
    expect(findCompetitor('Edge 5W-30 LL', others).competitor?.id).toBe(1)
    expect(findCompetitor('top tec 4200', others).competitor?.id).toBe(4)
    expect(findCompetitor('Motorex Select SPX', others).competitor).toBeNull()
    expect(findCompetitor('Motorex Select SP-X', others).competitor?.id).toBe(5)
  })

  it('chooses the closest product and offers the others, and finds by alias', () => {
    const found = findCompetitor('Castrol Edge 5W-30', others)
    expect(found.competitor?.id).toBe(1)
    expect(found.choices.map((c) => c.id)).toEqual([3])
    expect(findCompetitor('Castrol Edge Titanium', others).competitor?.id).toBe(1)
    // Two equally close: no choice made, both offered.
    const tie = findCompetitor('Castrol Edge', others)
    expect(tie.competitor).toBeNull()
    expect(tie.choices.map((c) => c.id).sort()).toEqual([1, 2, 3])
  })

  it('takes a begun last word (typing) and accents aside', () => {
    expect(findCompetitor('Liqui Moly Top T', others).competitor?.id).toBe(4)
    expect(findCompetitor('Líqui Möly Top Tec', others).competitor?.id).toBe(4)
  })

  it('lists a brand’s products when only the brand is named', () => {
    const found = findCompetitor('castrol', others)
    expect(found).toMatchObject({ competitor: null, brandOnly: true })
    expect(found.choices.map((c) => c.name)).toEqual([
      'Edge 0W-20 V',
      'Edge 5W-30 LL',
      'Edge Professional LongLife III 5W-30',
    ])
    expect(findCompetitor('Liqui Moly', others).brandOnly).toBe(true)
  })

  it('finds nothing for specifications, grades or unknown words', () => {
    for (const text of ['5W-30', 'ACEA C3', '504 00', 'Ravenol VMP', ''])
      expect(findCompetitor(text, others), text).toMatchObject({ competitor: null, choices: [] })
  })
})
