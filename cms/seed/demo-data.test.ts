/**
 * The demo data must be plausible to someone from the trade: products in the
 * product line their specification belongs to, approvals only in the grades
 * they are granted for, one company history, real model years, dealers whose
 * address and web domain agree.
 */
import { describe, expect, it } from 'vitest'

import { PLACES } from '../../features/dealers/model'
import { generatedProducts, planArticles } from './catalog'
import { COMPANY, MILESTONES } from './company'
import { triboCompany } from './content/tribo-company'
import { dealerDomain, demoDealer } from './dealers'
import { FAIRS, fairYears } from './fairs'
import { ARTICLES } from './news'
import { HOME_INTRO } from './editorial/home'
import { FEATURED, historyEntries, productHotspots } from './editorial/showcase'
import type { BlockContext } from './editorial/context'
import { NEWEST_YEAR, modelEngines, planModels, planRecommendation, planTypes } from './oil-finder-plan'
import { PRODUCT_SEEDS, seedProductNumber } from './products'
import { createRng } from './random'
import { findLine, PRODUCT_LINE_SEEDS } from './site-shell'
import { CONTENT_LANGUAGES } from '../../lib/i18n/locales'

/** What a product is by its specification or grade, and the top-level lines (per tenant) it may sit in. */
function kindOf(product: {
  viscosity?: string | null
  grade?: string | null
  approvals?: readonly string[] | null
  name: string
}): string {
  const specs = (product.approvals ?? []).join(' ')
  const grade = product.viscosity ?? product.grade ?? ''
  if (
    /JASO M|ACEA [ABCE]|API (S[NP]|CK)/.test(specs) ||
    /\b4T\b|\b2T\b/.test(product.name) ||
    /JASO FD/.test(specs)
  )
    return 'engine'
  if (/NLGI/.test(grade)) return 'grease'
  if (/51524|15380/.test(specs)) return 'hydraulic'
  if (/GL-[45]|51517/.test(specs) || (/^\d+W-\d+$/.test(grade) && /Gear/.test(product.name))) return 'gear'
  return 'other'
}

const ALLOWED: Record<string, Record<string, string[]>> = {
  tribo: { engine: ['motor'], grease: ['grease'], hydraulic: ['industry'], gear: ['gear', 'industry'] },
  moto: { engine: ['moto-oil'], grease: [], hydraulic: [], gear: [] },
  industrie: {
    engine: [],
    grease: ['ind-food'],
    hydraulic: ['ind-hydraulic', 'ind-food'],
    gear: ['ind-gear', 'ind-food'],
  },
}

describe('demo products', () => {
  it('puts every hand-written product into a line of its own tenant that fits its specification', () => {
    for (const [tenant, seeds] of Object.entries(PRODUCT_SEEDS)) {
      for (const seed of seeds) {
        const line = findLine(PRODUCT_LINE_SEEDS[tenant]!, seed.lineKey)
        expect(line, `${tenant} ${seed.number}`).not.toBeNull()
        const kind = kindOf({ ...seed, name: seed.name.de })
        if (kind !== 'other')
          expect(ALLOWED[tenant]![kind], `${tenant} ${seed.number} is ${kind}, in ${line!.topKey}`).toContain(
            line!.topKey,
          )
      }
    }
    // The passenger-car oil of the issue sits under Motorenöle › Personenwagen.
    expect(findLine(PRODUCT_LINE_SEEDS.tribo!, PRODUCT_SEEDS.tribo![0]!.lineKey)!.trail).toEqual([
      'motor',
      'motor-car',
      'motor-car-synth',
    ])
    expect(seedProductNumber('tribo', 0)).toBe('TRB-SYN-5W30-C3')
  })

  it('puts every generated product into the line of its specification', () => {
    for (const product of generatedProducts()) {
      const kind = kindOf(product)
      const top = findLine(PRODUCT_LINE_SEEDS.tribo!, product.group.lineKey)!.topKey
      if (kind !== 'other')
        expect(ALLOWED.tribo![kind], `${product.productNumber} is ${kind}, in ${top}`).toContain(top)
    }
  })

  it('gives manufacturer approvals only in the grades they are granted for, and mineral oils no thin grades', () => {
    const grades: Record<string, string[]> = {
      'VW 504 00': ['0W-30', '5W-30'],
      'VW 507 00': ['0W-30', '5W-30'],
      'VW 508 00': ['0W-20'],
      'VW 509 00': ['0W-20'],
      'Porsche A40': ['0W-40', '5W-40'],
      'Ford WSS-M2C913-D': ['5W-20', '5W-30'],
      'JASO MA2': ['5W-40', '10W-30', '10W-40', '10W-60', '15W-40', '15W-50', '20W-50'],
    }
    for (const product of [
      ...generatedProducts(),
      ...PRODUCT_SEEDS.tribo!.map((seed) => ({
        ...seed,
        productNumber: seed.number,
        family: { baseOil: seed.baseOil },
      })),
    ]) {
      for (const approval of product.approvals ?? [])
        if (grades[approval])
          expect(grades[approval], `${product.productNumber}: ${approval}`).toContain(product.viscosity)
      if (product.family.baseOil === 'mineral' && /^\dW/.test(product.viscosity ?? ''))
        throw new Error(`${product.productNumber}: a mineral ${product.viscosity}`)
    }
  })

  it('sells each product in packs that fit it: greases by weight, oils by volume, sprays in ml, IBCs of 1000 L', () => {
    const lists = new Map([
      ['PL-GARAGE', 1],
      ['PL-FLEET', 2],
      ['PL-INDUSTRY', 3],
    ])
    for (const product of generatedProducts()) {
      const articles = planArticles(1, product.index, product.productNumber, product, lists)
      expect(
        articles.map((a) => a.articleNumber),
        product.productNumber,
      ).toContain(
        `${product.productNumber}-${String(product.mainPack[0]).padStart(3, '0')}${product.mainPack[1].toUpperCase()}`,
      )
      for (const article of articles) {
        const where = `${article.articleNumber} ${article.container}`
        if (/NLGI/.test(product.viscosity ?? '')) expect(['g', 'kg'], where).toContain(article.unit)
        if (/W-|ISO VG/.test(product.viscosity ?? '')) expect(['L', 'ml'], where).toContain(article.unit)
        if (article.container === 'spray') expect(article.unit, where).toBe('ml')
        if (article.container === 'cartridge') expect(article.unit, where).toBe('g')
        if (article.container === 'ibc') expect(article.packSize, where).toBe(1000)
      }
      // Planned from the product's own generator: the same on every run.
      expect(planArticles(1, product.index, product.productNumber, product, lists)).toEqual(articles)
    }
  })
})

describe('tenant home pages', () => {
  it('lead to each tenant’s own main product and name its product line', () => {
    for (const [tenant, intro] of Object.entries(HOME_INTRO)) {
      const main = PRODUCT_SEEDS[tenant]![0]!
      const top = findLine(PRODUCT_LINE_SEEDS[tenant]!, main.lineKey)!
      const title = PRODUCT_LINE_SEEDS[tenant]!.find((line) => line.key === top.topKey)!.title
      for (const language of CONTENT_LANGUAGES)
        expect(intro.linkText[language].toLowerCase(), `${tenant} ${language}`).toContain(
          title[language].toLowerCase(),
        )
    }
    expect(HOME_INTRO.industrie.linkText.de).toBe('Unsere Hydrauliköle')
  })
})

describe('company history', () => {
  const text = (value: unknown): string => JSON.stringify(value)
  const historyPage = triboCompany.children!.find((page) => page.slug.de === 'geschichte')!

  it('tells one founder story with the same years in every language, on the page and in the milestones slider', () => {
    expect(MILESTONES[0]!.year).toBe(COMPANY.founded)
    expect(MILESTONES.map((m) => m.year)).toEqual([...MILESTONES.map((m) => m.year)].sort((a, b) => a - b))
    for (const language of CONTENT_LANGUAGES) {
      const page = text(historyPage.sections[language])
      expect(page, language).toContain(COMPANY.founder)
      for (const milestone of MILESTONES)
        expect(page, `${language} ${milestone.year}`).toContain(String(milestone.year))
      // No year on the page that is not a milestone (years written as 19xx/20xx).
      const years = new Set([...page.matchAll(/\b(19|20)\d\d\b/g)].map((match) => Number(match[0])))
      for (const year of years)
        expect(
          MILESTONES.map((m) => m.year),
          `${language}: ${year}`,
        ).toContain(year)
    }
    const context = {
      t: (value: Record<string, string>) => value.de,
      media: () => 1,
    } as unknown as BlockContext
    expect(historyEntries(context).map((entry) => Number(entry.year))).toEqual(MILESTONES.map((m) => m.year))
    expect(HOME_INTRO.tribo.titleIntro.de).toContain(String(COMPANY.founded))
  })
})

describe('oil finder vehicles', () => {
  const models = planModels()
  const types = planTypes(models, createRng('test'))

  it('has model years as the trade knows them: start ≤ end, generations of a model one after another', () => {
    for (const model of models) {
      expect(model.yearFrom, model.name).toBeGreaterThanOrEqual(1995)
      if (model.yearTo != null) expect(model.yearTo, model.name).toBeGreaterThanOrEqual(model.yearFrom)
      expect(model.yearFrom, model.name).toBeLessThanOrEqual(NEWEST_YEAR)
    }
    const golf = models.filter((m) => m.make === 'VW' && m.name.startsWith('Golf'))
    expect(golf.map((m) => [m.name, m.yearFrom, m.yearTo])).toContainEqual(['Golf VII', 2012, 2020])
    expect(golf.find((m) => m.name === 'Golf VIII')).toMatchObject({ yearFrom: 2019, yearTo: null })
    expect(models.filter((m) => m.name.startsWith('ID.3'))).toEqual([
      expect.objectContaining({ name: 'ID.3', yearFrom: 2019, yearTo: null }),
    ])
    const byModel = new Map<string, typeof models>()
    for (const model of models)
      byModel.set(`${model.make} ${model.seed.name}`, [
        ...(byModel.get(`${model.make} ${model.seed.name}`) ?? []),
        model,
      ])
    for (const [name, generations] of byModel) {
      for (let i = 1; i < generations.length; i++) {
        expect(generations[i]!.yearFrom, name).toBeGreaterThanOrEqual(generations[i - 1]!.yearFrom)
        expect(generations[i]!.yearFrom, name).toBeGreaterThanOrEqual(
          (generations[i - 1]!.yearTo ?? NEWEST_YEAR) - 1,
        )
      }
    }
  })

  it('offers each generation only engines it was built with, in its years', () => {
    for (const model of models)
      expect(modelEngines(model).length, `${model.make} ${model.name}`).toBeGreaterThan(0)
    for (const type of types) {
      const model = models[type.model]!
      expect(type.yearFrom, type.name).toBeGreaterThanOrEqual(model.yearFrom)
      if (model.yearTo != null) expect(type.yearTo, type.name).not.toBeNull()
      if (type.yearTo != null) expect(type.yearTo, type.name).toBeGreaterThanOrEqual(type.yearFrom)
      if (model.seed.fuels?.includes('electric')) expect(type.fuel, type.name).toBe('electric')
      if (model.seed.kw) {
        expect(type.powerKw, type.name).toBeGreaterThanOrEqual(model.seed.kw[0])
        expect(type.powerKw, type.name).toBeLessThanOrEqual(model.seed.kw[1])
      }
    }
    const golf8 = types.filter((t) => models[t.model]!.name === 'Golf VIII')
    expect(golf8.some((t) => /1\.9 TDI|1\.2 TSI/.test(t.name))).toBe(false)
    expect(types.find((t) => t.name.startsWith('R 1250 GS'))).toMatchObject({
      powerKw: 100,
      engine: '1254 cm³',
    })
  })

  it('recommends only products the catalogue has', () => {
    const numbers = new Set(generatedProducts().map((p) => p.productNumber))
    const rng = createRng('test:recommendations')
    for (const type of types) {
      const model = models[type.model]!
      for (const part of planRecommendation({ ...type, category: model.category, make: model.make }, rng))
        for (const product of part.products) expect(numbers, `${type.name}: ${product}`).toContain(product)
    }
  })
})

describe('dealers', () => {
  const rng = createRng('test:dealers')
  const dealers = PLACES.flatMap((place, index) =>
    [demoDealer(rng, place, index), demoDealer(rng, place, index + 1)].map((dealer) => ({ dealer, place })),
  )

  it('have an e-mail domain and website that match their name and town', () => {
    expect(dealerDomain('Auto Basel AG', 'Basel', 'CH')).toBe('auto-basel.ch')
    expect(dealerDomain('Garage Fischer AG', 'Basel', 'CH')).toBe('garage-fischer-basel.ch')
    for (const { dealer } of dealers) {
      const domain = dealer.email.replace(/^info@/, '')
      expect(dealer.website).toBe(`https://www.${domain}`)
      const name = dealer.name.replace(/ \(Filiale\)$/, '')
      expect(
        domain.startsWith(dealerDomain(name, dealer.city, dealer.country).split('.')[0]!.slice(0, 6)),
        `${dealer.name}: ${domain}`,
      ).toBe(true)
      expect(domain, dealer.name).toBe(dealerDomain(name, dealer.city, dealer.country))
    }
  })

  it('give the postal code of their town and no street named after the town itself', () => {
    for (const { dealer, place } of dealers) {
      expect(dealer.postalCode, dealer.name).toBe(place.postalCode)
      expect(dealer.city).toBe(place.name)
      if (place.name === 'Bern') expect(dealer.street).not.toMatch(/^Bernstrasse/)
      if (place.name === 'Zürich') expect(dealer.street).not.toMatch(/^Zürcherstrasse/)
    }
  })
})

describe('fairs', () => {
  it('are seeded in the years they are held: biennial fairs only in their even or odd years', () => {
    expect(fairYears('odd', 2026)).toEqual([2025, 2027])
    expect(fairYears('even', 2026)).toEqual([2024, 2028])
    expect(fairYears('yearly', 2026)).toEqual([2025, 2027])
    expect(FAIRS.find((fair) => fair.name.de === 'Agrama')!.cycle).toBe('even')
    expect(FAIRS.find((fair) => fair.name.de === 'Transport-CH')!.cycle).toBe('odd')
  })

  it('never put two fairs into one venue at the same time', () => {
    for (const year of [2025, 2026, 2027]) {
      const dates = FAIRS.flatMap((fair) =>
        fairYears(fair.cycle, year).map((held) => ({
          venue: fair.venue,
          from: Date.UTC(held, fair.month - 1, fair.day),
          to: Date.UTC(held, fair.month - 1, fair.day + fair.days - 1),
          name: fair.name.de,
        })),
      )
      for (const a of dates)
        for (const b of dates)
          if (a !== b && a.venue === b.venue)
            expect(a.to < b.from || b.to < a.from, `${a.name} / ${b.name}`).toBe(true)
    }
  })
})

describe('showcase pages of each tenant', () => {
  it('point hotspots and the two-product list at products that fit them', () => {
    const featuredLine = { tribo: 'motor-car', moto: 'moto-4t', industrie: 'ind-hydraulic' } as const
    for (const tenant of ['tribo', 'moto', 'industrie'] as const) {
      const context = {
        tenantSlug: tenant,
        t: (value: Record<string, string>) => value.de,
        media: () => 1,
        products: [10, 11, 12, 13, 14, 15],
      } as unknown as BlockContext
      const hotspots = productHotspots(context)
      expect(hotspots.length, tenant).toBeGreaterThan(0)
      for (const hotspot of hotspots) {
        const seed = PRODUCT_SEEDS[tenant]![hotspot.product! - 10]!
        expect(seed.hotspot, `${tenant} ${seed.number}`).toBeDefined()
        expect(hotspot.title).toBe(seed.hotspot!.title.de)
      }
      for (const index of [0, 1])
        expect(
          findLine(PRODUCT_LINE_SEEDS[tenant]!, PRODUCT_SEEDS[tenant]![index]!.lineKey)!.trail,
          `${tenant} ${FEATURED[tenant].de}`,
        ).toContain(featuredLine[tenant])
    }
  })
})

describe('news of each tenant', () => {
  it('gives every shop news of its own trade: no car or motorsport news on the industrial shop, no construction machinery on the motorcycle shop', () => {
    for (const article of ARTICLES) {
      if (article.tenants.includes('industrie')) {
        expect(
          article.topics.filter((topic) => topic === 'engine' || topic === 'motorsport'),
          article.title.de,
        ).toEqual([])
      }
      if (article.tenants.includes('moto'))
        expect(article.title.de, article.title.de).not.toMatch(/Baumaschine|Hydraulik/)
    }
    for (const tenant of ['tribo', 'moto', 'industrie'] as const) {
      const own = ARTICLES.filter((article) => article.tenants.includes(tenant))
      expect(own.length, tenant).toBeGreaterThanOrEqual(3)
      expect(own.filter((article) => article.isFallback).length, tenant).toBe(1)
    }
  })
})
