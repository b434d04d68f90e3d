import { describe, expect, it } from 'vitest'

import { compoundParts, editDistance, fold, stem, textTerms, tokenize } from './analyzer'
import { createSearchIndex, type ProductDocument } from './engine'
import { plainText } from './plain-text'
import { facetedHits } from './results'

const product = (id: number, data: Partial<ProductDocument>): ProductDocument => ({
  id,
  productNumber: `TRB-${id}`,
  title: `Product ${id}`,
  subtitle: null,
  url: `/de-ch/p/TRB-${id}`,
  image: null,
  groupId: 10,
  viscosity: null,
  approvals: [],
  baseOil: null,
  tags: [],
  articleNumbers: [],
  alternativeTitle: null,
  label: null,
  description: null,
  features: [],
  groupTitles: ['Motorenöle'],
  ...data,
})

function germanIndex() {
  const index = createSearchIndex('de')
  index.putProduct(
    product(1, {
      title: 'Tribo Synpro Motorenöl',
      subtitle: 'Vollsynthetisch 5W-30',
      viscosity: '5W-30',
      baseOil: 'synthetic',
      approvals: ['VW 504.00', 'MB 229.51'],
      articleNumbers: ['100101', '100105'],
    }),
  )
  index.putProduct(
    product(2, {
      title: 'Tribo Classic Motorenöl',
      subtitle: 'Mineralisch 10W-30',
      viscosity: '10W-30',
      baseOil: 'mineral',
      articleNumbers: ['100201'],
    }),
  )
  index.putProduct(
    product(3, {
      title: 'Kettenspray Extra',
      groupId: 20,
      groupTitles: ['Sprays'],
      description: 'Haftstarkes Schmiermittel für Ketten von Motorrädern',
      articleNumbers: ['300101'],
    }),
  )
  index.putProduct(
    product(4, {
      title: 'Mehrzweckfett EP 2',
      groupId: 30,
      groupTitles: ['Fette'],
      description: 'Lithiumverseiftes Fett für Wälzlager',
    }),
  )
  index.putProduct(
    product(5, {
      title: 'Getriebeöl 75W-90',
      groupId: 40,
      groupTitles: ['Getriebeöle'],
      viscosity: '75W-90',
      description: 'Für Schaltgetriebe und Achsen',
    }),
  )
  index.putContent({
    id: 'page:1',
    type: 'other',
    kind: 'page',
    url: '/de-ch/unternehmen',
    title: 'Über uns',
    text: null,
    date: null,
    format: null,
    body: 'Schmierstoffe aus der Schweiz seit 1925',
  })
  index.putContent({
    id: 'news:7',
    type: 'other',
    kind: 'news',
    url: '/de-ch/news/neues-motorenoel',
    title: 'Neues Motorenöl für Hybridfahrzeuge',
    text: null,
    date: '2026-03-01',
    format: null,
    body: 'Tribo stellt ein Motorenöl vor',
  })
  index.putContent({
    id: 'asset:3',
    type: 'asset',
    kind: 'asset',
    url: '/media/datenblatt.pdf',
    title: 'Technisches Datenblatt – Tribo Synpro Motorenöl',
    text: null,
    date: null,
    format: 'PDF',
    body: 'datenblatt',
  })
  return index
}

const ids = (hits: { id: number | string }[]) => hits.map((hit) => hit.id)

describe('search analyzer', () => {
  it('folds umlauts, their ae/oe/ue spellings, ß and accents', () => {
    expect(fold('Motoröl', 'de')).toBe('motorol')
    expect(fold('Motoroel', 'de')).toBe('motorol')
    expect(fold('Straße', 'de')).toBe('strasse')
    expect(fold('Qualität', 'de')).toBe('qualitat')
    expect(fold('Huile synthétique', 'fr')).toBe('huile synthetique')
    // Only German folds "oe": the French word keeps it.
    expect(fold('Coeur', 'fr')).toBe('coeur')
  })

  it('stems endings but never below three letters, and leaves codes alone', () => {
    expect(stem('motoren', 'de')).toBe('motor')
    expect(stem('ole', 'de')).toBe('ol')
    expect(stem('synthetische', 'de')).toBe('synthetisch')
    expect(stem('5w-30', 'de')).toBe('5w-30')
    expect(stem('huiles', 'fr')).toBe('huile')
    expect(stem('greases', 'en')).toBe('grease')
  })

  it('splits compounds at the assortment heads', () => {
    expect(compoundParts('motorenol', 'de')).toEqual(['motor', 'ol'])
    expect(compoundParts('motorenole', 'de')).toEqual(['motor', 'ol'])
    expect(compoundParts('kettenspray', 'de')).toEqual(['kett', 'spray'])
    expect(compoundParts('hochleistungsmotorenol', 'de')).toEqual(['hochleistung', 'motor', 'ol'])
    expect(compoundParts('motor', 'de')).toEqual([])
    expect(compoundParts('motorenol', 'fr')).toEqual([])
  })

  it('keeps codes whole and adds their spelling without separators', () => {
    expect(tokenize('SAE 5W-30, VW 504.00')).toEqual(['SAE', '5W-30', 'VW', '504.00'])
    expect(textTerms('5W-30', 'de')).toEqual(['5w-30', '5w30'])
  })

  it('measures edits with transpositions and stops early', () => {
    expect(editDistance('ketten', 'kettne', 2)).toBe(1)
    expect(editDistance('motor', 'motto', 2)).toBe(2)
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3)
  })
})

describe('search index', () => {
  it('ranks engine oils above products that only share a similar word', () => {
    const index = germanIndex()
    index.putProduct(
      product(6, {
        title: 'Tribo Moto 4T Racing',
        subtitle: 'Motorradöl 10W-40',
        groupTitles: ['Motorräder', 'Motorenöle'],
      }),
    )
    const hits = ids(index.searchProducts('Motoröl'))
    expect(hits).toContain(6)
    expect(hits.indexOf(6)).toBeGreaterThan(hits.indexOf(1))
  })

  it('finds "Motoröl", "Motoroel", "motorol" and inflected forms as Motorenöl', () => {
    const index = germanIndex()
    for (const query of ['Motoröl', 'Motoroel', 'motorol', 'MOTORENÖL', 'Motorenöle', 'motorenoel'])
      expect(ids(index.searchProducts(query)), query).toEqual(expect.arrayContaining([1, 2]))
    for (const query of ['Motoröl', 'motorol'])
      expect(ids(index.searchProducts(query)), query).not.toContain(3)
  })

  it('tolerates typos', () => {
    const index = germanIndex()
    expect(ids(index.searchProducts('Kettensprai'))).toEqual([3])
    expect(ids(index.searchProducts('Mehrzweckfet'))).toEqual([4])
    expect(ids(index.searchProducts('Getrieböl'))).toEqual([5])
  })

  it('finds by stems and compound parts: Fette, Ketten, Öl, Motorräder', () => {
    const index = germanIndex()
    expect(ids(index.searchProducts('Fette'))).toContain(4)
    expect(ids(index.searchProducts('Ketten'))).toEqual([3])
    expect(ids(index.searchProducts('Öl')).sort()).toEqual([1, 2, 5])
    expect(ids(index.searchProducts('Motorrad'))).toEqual([3])
  })

  it('matches article numbers, product numbers and viscosities exactly', () => {
    const index = germanIndex()
    expect(ids(index.searchProducts('100105'))).toEqual([1])
    expect(ids(index.searchProducts('100106'))).toEqual([])
    expect(ids(index.searchProducts('TRB-4'))).toEqual([4])
    expect(ids(index.searchProducts('5W-30'))).toEqual([1])
    expect(ids(index.searchProducts('5w30'))).toEqual([1])
    expect(ids(index.searchProducts('10W-30'))).toEqual([2])
    expect(ids(index.searchProducts('VW 504.00'))).toEqual([1])
  })

  it('requires every word and ranks the best match first', () => {
    const index = germanIndex()
    expect(ids(index.searchProducts('Motorenöl 5W-30'))).toEqual([1])
    expect(ids(index.searchProducts('Classic Motoröl'))).toEqual([2])
    expect(ids(index.searchProducts('Motorenöl Wälzlager'))).toEqual([])
  })

  it('matches the last word as a prefix while typing', () => {
    const index = germanIndex()
    expect(ids(index.searchProducts('Mehrzw'))).toEqual([])
    expect(ids(index.searchProducts('Mehrzw', { prefixLast: true }))).toEqual([4])
    expect(ids(index.searchProducts('1001', { prefixLast: true })).sort()).toEqual([1])
  })

  it('searches pages, news and files and returns them without their full text', () => {
    const index = germanIndex()
    const hits = index.searchContents('Motoröl')
    expect(ids(hits).sort()).toEqual(['asset:3', 'news:7'])
    expect(hits.find((hit) => hit.id === 'asset:3')).toMatchObject({ type: 'asset', format: 'PDF' })
    expect(hits[0]).not.toHaveProperty('body')
    expect(ids(index.searchContents('Schmierstoffe Schweiz'))).toEqual(['page:1'])
  })

  it('suggests one or two corrected words for unknown words only', () => {
    const index = germanIndex()
    expect(index.suggest('Ketensprey')).toBe('Kettenspray')
    expect(index.suggest('Mehrzwekfett Wälzlagr')).toBe('Mehrzweckfett Wälzlager')
    expect(index.suggest('Motoröl')).toBeNull()
    expect(index.suggest('Kettenspray')).toBeNull()
    expect(index.suggest('Ketensprey Motoröl Fett')).toBeNull()
    expect(index.suggest('xyzzyq')).toBeNull()
    expect(index.suggest('100199')).toBeNull()
  })

  it('updates and removes documents in place', () => {
    const index = germanIndex()
    index.putProduct(product(3, { title: 'Kettenfett Spezial', groupId: 20 }))
    expect(ids(index.searchProducts('Kettenspray'))).toEqual([])
    expect(ids(index.searchProducts('Kettenfett'))).toEqual([3])
    index.removeProduct(3)
    expect(ids(index.searchProducts('Kettenfett'))).toEqual([])
    index.removeContent('news:7')
    expect(ids(index.searchContents('Hybridfahrzeuge'))).toEqual([])
    expect(index.size()).toMatchObject({ products: 4, contents: 2 })
  })

  it('works in French without German rules', () => {
    const index = createSearchIndex('fr')
    index.putProduct(product(1, { title: 'Huile moteur synthétique', groupTitles: ['Huiles moteur'] }))
    expect(ids(index.searchProducts('huiles moteur'))).toEqual([1])
    expect(ids(index.searchProducts('synthetique'))).toEqual([1])
    expect(index.suggest('moteru')).toBe('moteur')
  })
})

describe('faceted hits', () => {
  const nodes = [
    { id: 10, parentId: null, title: 'Motorenöle' },
    { id: 11, parentId: 10, title: 'PKW' },
    { id: 20, parentId: null, title: 'Sprays' },
  ]
  const label = (key: string, value?: string) => value ?? key
  const hits = [
    product(1, { groupId: 11, viscosity: '5W-30', baseOil: 'synthetic' }),
    product(2, { groupId: 10, viscosity: '10W-40', baseOil: 'mineral' }),
    product(3, { groupId: 20, viscosity: null }),
  ]

  it('narrows to a group with its sub-groups and counts the groups among the hits', () => {
    const result = facetedHits(hits, nodes, { filters: {}, productGroupId: 10 }, label)
    expect(ids(result.products)).toEqual([1, 2])
    expect(result.categories).toEqual([
      { id: 10, title: 'Motorenöle', count: 1, active: true },
      { id: 11, title: 'PKW', count: 1, active: false },
      { id: 20, title: 'Sprays', count: 1, active: false },
    ])
  })

  it('applies facet values and counts the options against the other choices', () => {
    const result = facetedHits(
      hits,
      nodes,
      { filters: { viscosity: ['5W-30'] }, productGroupId: null },
      label,
    )
    expect(ids(result.products)).toEqual([1])
    const viscosity = result.filters.find((f) => f.key === 'viscosity')!
    expect(viscosity.options.map((o) => [o.value, o.count, o.active])).toEqual([
      ['5W-30', 1, true],
      ['10W-40', 1, false],
    ])
    expect(result.categories.map((c) => [c.id, c.count])).toEqual([[11, 1]])
  })

  it('keeps a chosen group listed when nothing matches it any more', () => {
    const result = facetedHits(hits, nodes, { filters: { viscosity: ['10W-40'] }, productGroupId: 20 }, label)
    expect(result.products).toEqual([])
    expect(result.categories).toContainEqual({ id: 20, title: 'Sprays', count: 0, active: true })
  })
})

describe('plain text of CMS content', () => {
  it('reads Lexical text nodes and block text fields, not links or settings', () => {
    const content = [
      {
        blockType: 'richText',
        text: {
          root: {
            type: 'root',
            children: [
              {
                type: 'paragraph',
                children: [
                  { type: 'text', text: 'Schmierstoffe' },
                  { type: 'text', text: 'aus der Schweiz' },
                ],
              },
            ],
          },
        },
      },
      {
        blockType: 'teaser',
        title: 'Unser Angebot',
        url: '/de-ch/produkte',
        style: 'dark',
        items: [{ label: 'Motorenöle', link: 'https://example.com' }],
      },
    ]
    expect(plainText(['Einleitung', content])).toBe(
      'Einleitung Schmierstoffe aus der Schweiz Unser Angebot Motorenöle',
    )
  })
})
