import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as documentApi } from '@/app/api/search/document/route'
import { GET as advancedApi } from '@/app/api/search/product-advanced/route'
import { GET as productApi } from '@/app/api/search/product/route'
import type { Article, Product, Tenant } from '@/cms/payload-types'
import { p, richText } from '@/cms/seed/rich-text'
import { contentSearchQuery, productSearchQuery, type SearchPageState } from '@/features/search/page-url'
import { firstSearchResults } from '@/features/search/server/first-results'
import { createSearchService } from '@/features/search/server/service'
import type {
  AdvancedSearchResponse,
  DocumentSearchResponse,
  ProductSearchResponse,
} from '@/features/search/types'

import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tribo: Tenant

beforeAll(async () => {
  payload = await getTestPayload()
  tribo = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1 }))
    .docs[0] as Tenant
}, 300_000)

afterAll(async () => {
  await payload.update({
    collection: 'tenants',
    id: tribo.id,
    data: { features: { enableDidYouMeanSuggestion: true, disableProductSearch: false } },
  })
})

const request = (path: string, locale = 'de-ch', host = 'localhost:3000') =>
  makeRequest(path, { host, headers: { 'x-tribo-locale': locale } })
async function call<T>(
  api: (r: ReturnType<typeof makeRequest>) => Promise<Response>,
  path: string,
  locale?: string,
  host?: string,
) {
  const res = await api(request(path, locale, host))
  return { status: res.status, body: (await res.json()) as Envelope<T> }
}
const products = (query: string, locale?: string, host?: string) =>
  call<ProductSearchResponse>(productApi, `/api/search/product?${query}`, locale, host)
const documents = (query: string, locale?: string) =>
  call<DocumentSearchResponse>(documentApi, `/api/search/document?${query}`, locale)
const advanced = (query: string, locale?: string) =>
  call<AdvancedSearchResponse>(advancedApi, `/api/search/product-advanced?${query}`, locale)
const numbers = (hits: { productNumber: string }[]) => hits.map((hit) => hit.productNumber)
const setFeatures = (features: Partial<NonNullable<Tenant['features']>>) =>
  payload.update({
    collection: 'tenants',
    id: tribo.id,
    data: { features: { ...tribo.features, ...features } },
  })

describe('GET /api/search/product (live product search)', () => {
  it('answers 7 products at most by default, with the total and no prices', async () => {
    const { status, body } = await products('query=Motorenöl')
    expect(status).toBe(200)
    expect(body.data.results).toHaveLength(7)
    expect(body.data.countTotal).toBeGreaterThan(50)
    expect(JSON.stringify(body.data)).not.toMatch(/price|packSize|CHF/i)
  })

  it('finds the same products for Motoröl, Motoroel and motorol', async () => {
    const all = async (term: string) =>
      (await products(`query=${encodeURIComponent(term)}&limit=48`)).body.data
    const [a, b, c] = await Promise.all([all('Motoröl'), all('Motoroel'), all('motorol')])
    expect(a.countTotal).toBeGreaterThan(50)
    expect(numbers(b.results)).toEqual(numbers(a.results))
    expect(numbers(c.results)).toEqual(numbers(a.results))
  })

  it('finds an article number and a product number exactly', async () => {
    const article = (
      await payload.find({
        collection: 'articles',
        where: { articleNumber: { like: 'TRB-SYNPRO-' } },
        depth: 1,
        limit: 1,
      })
    ).docs[0] as Article
    const owner = (article.product as Product).productNumber
    const byArticle = (await products(`query=${encodeURIComponent(article.articleNumber)}`)).body.data
    expect(numbers(byArticle.results)).toEqual([owner])
    const byProduct = (await products(`query=${encodeURIComponent(owner)}`)).body.data
    expect(numbers(byProduct.results)[0]).toBe(owner)
  })

  it('cuts a term longer than 100 characters instead of failing', async () => {
    const { status, body } = await products(`query=${'Motorenöl '.repeat(30)}`)
    expect(status).toBe(200)
    expect(body.data.countTotal).toBeGreaterThan(0)
  })

  it('answers 400 naming the parameter for a missing query or bad limits', async () => {
    for (const [query, parameter] of [
      ['', 'query'],
      ['query=%20%20', 'query'],
      ['query=oel&limit=0', 'limit'],
      ['query=oel&limit=49', 'limit'],
      ['query=oel&limit=abc', 'limit'],
      ['query=oel&offset=-1', 'offset'],
    ] as const) {
      const { status, body } = await products(query)
      expect(status, query).toBe(400)
      expect(body.messages?.[0]?.meta?.fields, query).toEqual([parameter])
    }
  })

  it('searches only the tenant of the host and in the language of the page', async () => {
    const moto = (await products('query=Motorenöl&limit=48', 'de-ch', 'moto.localhost:3000')).body.data
    const triboNumbers = new Set(numbers((await products('query=Motorenöl&limit=48')).body.data.results))
    expect(numbers(moto.results).some((n) => triboNumbers.has(n))).toBe(false)
    const french = (await products('query=huile%20moteur', 'fr-ch')).body.data
    expect(french.countTotal).toBeGreaterThan(0)
    expect(french.results[0]!.url).toMatch(/^\/fr-ch\/p\//)
  })
})

describe('GET /api/search/document (pages, news, files)', () => {
  it('answers 12 entries by default with their type, address and title', async () => {
    const { status, body } = await documents('query=Motorenöl')
    expect(status).toBe(200)
    expect(body.data.results.length).toBeLessThanOrEqual(12)
    expect(body.data.countTotal).toBeGreaterThan(0)
    for (const entry of body.data.results) {
      expect(['product', 'asset', 'other']).toContain(entry.type)
      expect(entry.url).toMatch(/^\//)
      expect(entry.title).toBeTruthy()
    }
  })

  it('finds news articles and files (assets)', async () => {
    const news = (
      await payload.find({
        collection: 'news',
        where: { tenant: { equals: tribo.id } },
        locale: 'de',
        limit: 1,
        sort: '-date',
      })
    ).docs[0]!
    const hits = (await documents(`query=${encodeURIComponent(news.title)}&limit=48`)).body.data.results
    expect(hits.map((h) => h.title)).toContain(news.title)
    const files = (await documents('query=Datenblatt&limit=48')).body.data.results.filter(
      (h) => h.type === 'asset',
    )
    expect(files.length).toBeGreaterThan(0)
    expect(files[0]).toMatchObject({ kind: 'asset', format: 'PDF' })
  })

  it('matches the last word as a prefix only for the live search', async () => {
    const word = 'Produktdatenbl'
    expect((await documents(`query=${word}&isLiveSearch=true`)).body.data.countTotal).toBeGreaterThan(0)
    expect((await documents(`query=${word}`)).body.data.countTotal).toBe(0)
  })

  it('is skipped without a query (400) and checks its parameters', async () => {
    for (const [query, parameter] of [
      ['limit=12', 'query'],
      ['query=oel&isLiveSearch=maybe', 'isLiveSearch'],
      ['query=oel&offset=1.5', 'offset'],
    ] as const) {
      const { status, body } = await documents(query)
      expect(status, query).toBe(400)
      expect(body.messages?.[0]?.meta?.fields).toEqual([parameter])
    }
  })
})

describe('GET /api/search/product-advanced (results page)', () => {
  it('answers products with the facets and the groups among the hits', async () => {
    const { status, body } = await advanced('query=Motorenöl')
    expect(status).toBe(200)
    expect(body.data.results.products).toHaveLength(12)
    expect(body.data.countTotal).toBeGreaterThan(12)
    expect(body.data.filters.map((f) => f.key)).toEqual(expect.arrayContaining(['viscosity', 'baseOil']))
    expect(body.data.categories.length).toBeGreaterThan(1)
    expect(body.data.categories.reduce((sum, c) => sum + c.count, 0)).toBe(body.data.countTotal)
  })

  it('applies filters (JSON or bracket form) and a product group', async () => {
    const all = (await advanced('query=Motorenöl&limit=48')).body.data
    const filtered = (
      await advanced(
        `query=Motorenöl&limit=48&filters=${encodeURIComponent(JSON.stringify({ viscosity: ['5W-30'] }))}`,
      )
    ).body.data
    expect(filtered.countTotal).toBeGreaterThan(0)
    expect(filtered.countTotal).toBeLessThan(all.countTotal)
    expect(filtered.results.products.every((p) => p.viscosity === '5W-30')).toBe(true)
    const brackets = (await advanced('query=Motorenöl&limit=48&filters[viscosity][]=5W-30')).body.data
    expect(brackets.countTotal).toBe(filtered.countTotal)
    const group = all.categories[0]!
    const inGroup = (await advanced(`query=Motorenöl&limit=48&productGroupId=${group.id}`)).body.data
    expect(inGroup.countTotal).toBe(group.count)
    expect(inGroup.categories.find((c) => c.id === group.id)?.active).toBe(true)
  })

  it('searches by filters alone, and pages with offset and limit', async () => {
    const { status, body } = await advanced(
      `filters=${encodeURIComponent(JSON.stringify({ baseOil: ['mineral'] }))}&limit=12`,
    )
    expect(status).toBe(200)
    expect(body.data.results.products.every((p) => p.baseOil === 'mineral')).toBe(true)
    const next = (
      await advanced(
        `filters=${encodeURIComponent(JSON.stringify({ baseOil: ['mineral'] }))}&offset=12&limit=48`,
      )
    ).body.data
    expect(next.countTotal).toBe(body.data.countTotal)
    expect(next.results.products.length).toBe(Math.min(48, body.data.countTotal - 12))
    expect(numbers(next.results.products)).not.toContain(body.data.results.products[0]!.productNumber)
    const beyond = (await advanced(`query=Motorenöl&offset=10000`)).body.data
    expect(beyond.results.products).toEqual([])
  })

  it('is skipped without a query and without filters; bad filters are named', async () => {
    for (const [query, parameter] of [
      ['', 'query'],
      ['filters=%7B%7D', 'query'],
      ['query=oel&filters=%7Bnot-json', 'filters'],
      ['query=oel&filters=%5B%5D', 'filters'],
      ['query=oel&filters=%7B%22colour%22%3A%5B%22red%22%5D%7D', 'filters'],
      ['query=oel&filters[colour][]=red', 'filters[colour]'],
      ['query=oel&productGroupId=abc', 'productGroupId'],
    ] as const) {
      const { status, body } = await advanced(query)
      expect(status, query).toBe(400)
      expect(body.messages?.[0]?.meta?.fields, query).toEqual([parameter])
    }
  })
})

describe('the results page arrives with its first results', () => {
  const queryString = (query: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    ).toString()

  it('the same first pages the browser would ask the API for', async () => {
    const state: SearchPageState = {
      term: 'Motorenöl',
      filters: { viscosity: ['5W-30'] },
      productGroupId: null,
      tab: 'products',
    }
    const first = await firstSearchResults(tribo.id, 'de-ch', state)
    const api = (await advanced(queryString(productSearchQuery(state, 0)))).body.data
    expect(api.results.products.length).toBeGreaterThan(0)
    expect(first.products).toEqual(api)
    expect(first.contents).toEqual(
      (await documents(queryString(contentSearchQuery(state.term, 0)))).body.data,
    )
    expect(JSON.stringify(first)).not.toMatch(/price|packSize|CHF/i)
  })

  it('filters alone search products only; no term and no filter search nothing', async () => {
    const byFilter = await firstSearchResults(tribo.id, 'de-ch', {
      term: '',
      filters: { baseOil: ['mineral'] },
      productGroupId: null,
      tab: 'products',
    })
    expect(byFilter.products?.results.products.every((p) => p.baseOil === 'mineral')).toBe(true)
    expect(byFilter.contents).toBeUndefined()
    expect(
      await firstSearchResults(tribo.id, 'de-ch', {
        term: '',
        filters: {},
        productGroupId: null,
        tab: 'products',
      }),
    ).toEqual({})
  })
})

describe('feature switches of the tenant', () => {
  it('suggests a correction only with enableDidYouMeanSuggestion', async () => {
    await setFeatures({ enableDidYouMeanSuggestion: true })
    expect((await advanced('query=Motorenoil')).body.data.suggestion).toBe('Motorenöl')
    expect((await advanced('query=Motorenöl')).body.data.suggestion).toBeNull()
    await setFeatures({ enableDidYouMeanSuggestion: false })
    expect((await advanced('query=Motorenoil')).body.data.suggestion).toBeNull()
    expect((await products('query=Motorenoil')).body.data.suggestion).toBeNull()
    await setFeatures({ enableDidYouMeanSuggestion: true })
  })

  it('answers no products with disableProductSearch, but contents still', async () => {
    await setFeatures({ disableProductSearch: true })
    expect((await products('query=Motorenöl')).body.data).toEqual({
      results: [],
      countTotal: 0,
      suggestion: null,
    })
    expect((await advanced('query=Motorenöl')).body.data.countTotal).toBe(0)
    expect((await documents('query=Motorenöl')).body.data.countTotal).toBeGreaterThan(0)
    // The results page asks for no products then; it renders none either.
    const first = await firstSearchResults(tribo.id, 'de-ch', {
      term: 'Motorenöl',
      filters: {},
      productGroupId: null,
      tab: 'products',
    })
    expect(first.products).toBeUndefined()
    expect(first.contents?.countTotal).toBeGreaterThan(0)
    await setFeatures({ disableProductSearch: false })
  })
})

describe('keeping the index current', () => {
  const scope = () => ({ tenantId: tribo.id, locale: 'de-ch' })

  it('finds a product under its new name right after an editor saves it, in this and in another instance', async () => {
    const other = createSearchService({ syncIntervalMs: 0 })
    await other.index(scope())
    const product = await payload.create({
      collection: 'products',
      locale: 'de',
      data: { tenant: tribo.id, name: 'Tribo Testöl', productNumber: 'TRB-TEST-01' },
    })
    expect(numbers((await products('query=Testöl')).body.data.results)).toEqual([product.productNumber])
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'de',
      data: { name: 'Tribo Quantenschmierung Eco' },
    })
    expect((await products('query=Testöl')).body.data.countTotal).toBe(0)
    expect(numbers((await products('query=Quantenschmierung')).body.data.results)).toEqual([
      product.productNumber,
    ])
    expect(numbers((await other.index(scope())).searchProducts('Quantenschmierung'))).toEqual([
      product.productNumber,
    ])
    await payload.delete({ collection: 'products', id: product.id })
    expect((await products('query=Quantenschmierung')).body.data.countTotal).toBe(0)
    expect((await other.index(scope())).searchProducts('Quantenschmierung')).toEqual([])
  })

  it('finds a page once it is published, not while it is a draft', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: {
        tenant: tribo.id,
        title: 'Zahnradpflege im Winter',
        slug: 'zahnradpflege',
        content: [{ blockType: 'richText', content: richText([p('Kältefeste Schmierung für Zahnräder.')]) }],
        _status: 'draft',
      },
      draft: true,
    })
    expect((await documents('query=Zahnradpflege')).body.data.countTotal).toBe(0)
    await payload.update({ collection: 'pages', id: page.id, locale: 'de', data: { _status: 'published' } })
    const hits = (await documents('query=Zahnradpflege')).body.data.results
    expect(hits).toEqual([
      expect.objectContaining({
        title: 'Zahnradpflege im Winter',
        url: '/de-ch/zahnradpflege',
        type: 'other',
        kind: 'page',
      }),
    ])
    // The text of its blocks is found too.
    expect((await documents('query=kältefeste%20Zahnräder')).body.data.results.map((h) => h.title)).toEqual([
      'Zahnradpflege im Winter',
    ])
    await payload.delete({ collection: 'pages', id: page.id })
    expect((await documents('query=Zahnradpflege')).body.data.countTotal).toBe(0)
  })
})
