import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as categoryApi } from '@/app/api/category/products/route'
import { GET as productGroupApi } from '@/app/api/product-group/products/route'
import { GET as articlesApi } from '@/app/api/product/[productNumber]/articles/route'
import { GET as detailApi } from '@/app/api/product/detail/route'
import { POST as priceLabelApi } from '@/app/api/product/price-label/route'
import { GET as priceApi } from '@/app/api/product/price/route'
import { GET as variantApi } from '@/app/api/product/variant/[variantId]/route'
import { GET as variantsApi } from '@/app/api/product/variants/route'
import type { Article, Media, PriceList, Product, ProductLine } from '@/cms/payload-types'
import { capByContract, type PriceInfo } from '@/features/catalog/pricing'
import { listPages, type ProductList } from '@/features/catalog/server/list'
import { compareViscosity } from '@/features/catalog/sort'
import type { ArticleVariant } from '@/features/catalog/types'
import { swissIsoDate, swissToday } from '@/lib/dates'
import { readStoredFile } from '@/lib/storage/files'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let article: Article
let garage: number
let tokens: Record<string, string>
const PRODUCT = 'TRB-SYNPRO-5W30'

beforeAll(async () => {
  payload = await getTestPayload()
  tokens = (await loginDemoAccounts(payload)).tokens
  const lists = await payload.find({ collection: 'price-lists', where: { code: { equals: 'PL-GARAGE' } } })
  garage = (lists.docs[0] as PriceList).id
  const found = await payload.find({
    collection: 'articles',
    where: { 'product.productNumber': { equals: PRODUCT } },
    sort: 'sort',
    depth: 0,
    limit: 1,
  })
  article = found.docs[0] as Article
}, 300_000)

const as = (user?: string, host = 'localhost:3000') => ({
  host,
  headers: { 'x-tribo-locale': 'de-ch', origin: `http://${host}` },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const articles = (productNumber: string, user?: string, host?: string) =>
  articlesApi(makeRequest(`/api/product/${productNumber}/articles`, as(user, host)), {
    params: Promise.resolve({ productNumber }),
  })
const price = (query: string, user?: string) => priceApi(makeRequest(`/api/product/price?${query}`, as(user)))
const labels = (body: unknown, user?: string) =>
  priceLabelApi(makeRequest('/api/product/price-label', { method: 'POST', body, ...as(user) }))
/** The lowest price Garage Muster's contracts that hold today agree for an article, or null. */
async function garageContractPrice(articleNumber: string): Promise<number | null> {
  const today = swissToday()
  const customer = (
    await payload.find({
      collection: 'customers',
      where: { customerId: { equals: '100200' } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]!
  const holding = (
    await payload.find({
      collection: 'contracts',
      where: { and: [{ customer: { equals: customer.id } }, { status: { equals: 'active' } }] },
      depth: 0,
      pagination: false,
    })
  ).docs.filter((k) => swissIsoDate(k.validFrom)! <= today && swissIsoDate(k.validTo)! >= today)
  if (!holding.length) return null
  const prices = (
    await payload.find({
      collection: 'contract-positions',
      where: {
        and: [{ contract: { in: holding.map((k) => k.id) } }, { articleNumber: { equals: articleNumber } }],
      },
      depth: 0,
      pagination: false,
    })
  ).docs.map((p) => p.unitPriceCents)
  return prices.length ? Math.min(...prices) : null
}
const garageScales = (doc: Article) =>
  doc.prices!.find(
    (row) => (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) === garage,
  )!.scales!

describe('catalogue data', () => {
  it('holds over 200 products with 700+ pack sizes in three price lists', async () => {
    const products = await payload.count({ collection: 'products' })
    const count = await payload.count({ collection: 'articles' })
    expect(products.totalDocs).toBeGreaterThan(200)
    expect(count.totalDocs).toBeGreaterThan(700)
    expect((await payload.count({ collection: 'price-lists' })).totalDocs).toBe(3)
  })
})

describe('pack pictures', () => {
  const mediaOf = (ref: unknown) => ref as Media
  const text = async (media: Media) => {
    const stored = await readStoredFile('media', media)
    const chunks: Buffer[] = []
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }

  it('gives every product and every pack its own SVG picture; the product shows its main pack', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { productNumber: { equals: 'TRB-SYN-5W30-C3' } },
      depth: 1,
      limit: 1,
    })
    const product = docs[0] as Product
    const image = mediaOf(product.image)
    expect(image).toMatchObject({
      filename: 'tribo-pack-trb-syn-5w30-c3-005l.svg',
      mimeType: 'image/svg+xml',
      width: 600,
      height: 800,
      url: '/cms-api/media/file/tribo-pack-trb-syn-5w30-c3-005l.svg',
    })
    expect(image.alt).toBe('Tribo Synth 5W-30 C3, Kanister 5 L')
    const svg = await text(image)
    expect(svg).toMatch(/^<svg /)
    expect(svg).toContain('data-shape="canister"')
    expect(svg).toContain('>Synth 5W-30 C3<')
    const packs = (
      await payload.find({
        collection: 'articles',
        where: { product: { equals: product.id } },
        sort: 'sort',
        depth: 1,
        pagination: false,
      })
    ).docs as Article[]
    expect(packs.map((pack) => mediaOf(pack.image).filename)).toEqual(
      packs.map((pack) => `tribo-pack-${pack.articleNumber.toLowerCase()}.svg`),
    )
    expect(packs.find((pack) => pack.articleNumber.endsWith('-005L'))!.image).toMatchObject({ id: image.id })
    const shapes = await Promise.all(
      packs.map(async (pack) => /data-shape="([a-z]+)"/.exec(await text(mediaOf(pack.image)))![1]),
    )
    expect(shapes).toEqual(['bottle', 'canister', 'canister', 'jerrycan', 'keg', 'drum'])
    // No two products share a picture.
    const all = (
      await payload.find({ collection: 'products', depth: 0, pagination: false, select: { image: true } })
    ).docs as Product[]
    expect(new Set(all.map((doc) => doc.image)).size).toBe(all.length)
  })

  it('stores the bulk-written pictures as a Local API upload of an SVG stores them', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="#003b7a"/></svg>',
    )
    const tenant = (
      await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
    ).docs[0]!.id
    const uploaded = (await payload.create({
      collection: 'media',
      data: { tenant, alt: 'Test' },
      file: { data: svg, mimetype: 'image/svg+xml', name: 'pack-upload-test.svg', size: svg.length },
      context: { disableRevalidate: true },
    })) as Media
    const seeded = (
      await payload.find({
        collection: 'media',
        where: { filename: { equals: 'tribo-pack-trb-syn-5w30-c3-005l.svg' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Media
    for (const doc of [uploaded, seeded]) {
      expect(doc.mimeType).toBe('image/svg+xml')
      expect(doc.url).toBe(`/cms-api/media/file/${doc.filename}`)
      expect(doc).toMatchObject({ width: 600, height: 800 })
      expect(doc.filesize).toBeGreaterThan(100)
      expect(typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.id : doc.tenant).toBe(tenant)
    }
    expect(seeded.sizes?.thumbnail?.url ?? null).toBe(uploaded.sizes?.thumbnail?.url ?? null)
  })

  it('puts the hand-written products of every tenant into a line of that tenant that fits them', async () => {
    const lineOf = async (productNumber: string) => {
      const doc = (
        await payload.find({
          collection: 'products',
          where: { productNumber: { equals: productNumber } },
          depth: 1,
          locale: 'de',
          limit: 1,
        })
      ).docs[0] as Product
      return (doc.productLine as ProductLine).slug
    }
    expect(await lineOf('TRB-SYN-5W30-C3')).toBe('vollsynthetisch')
    expect(await lineOf('TRB-GREASE-EP2')).toBe('mehrzweckfette')
    expect(await lineOf('MTO-MOTO-10W40-4T')).toBe('4-takt')
    expect(await lineOf('IND-HYD-HLP-46')).toBe('hydraulikoele')
    expect(
      (
        await payload.count({
          collection: 'products',
          where: { productNumber: { in: ['MTO-SYN-5W30-C3', 'IND-SYN-5W30-C3', 'IND-MOTO-10W40-4T'] } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('price rules', () => {
  it('gives anonymous callers no prices, pack sizes or availability', async () => {
    for (const res of [
      await articles(PRODUCT),
      await detailApi(makeRequest(`/api/product/detail?productNumber=${PRODUCT}`, as())),
      await price(`articleNumber=${article.articleNumber}`),
      await variantApi(makeRequest(`/api/product/variant/${article.articleNumber}`, as()), {
        params: Promise.resolve({ variantId: article.articleNumber }),
      }),
      await variantsApi(makeRequest(`/api/product/variants?productNumber=${PRODUCT}`, as())),
      await labels({ productNumbers: [PRODUCT] }),
    ]) {
      const text = await res.text()
      expect(res.status).toBe(401)
      expect(text).toContain('Preise, Gebinde und Verfügbarkeit sehen Sie nach der Anmeldung.')
      expect(text).not.toMatch(/priceInfo|packSize|unitPriceCents|articlesOrderable/)
    }
  })

  it('gives a customer the net prices of its own price list with scale prices (capped by its contract prices)', async () => {
    const { status, body } = await json<{ articles: ArticleVariant[] }>(await articles(PRODUCT, 'kunde'))
    expect(status).toBe(200)
    expect(body.data.articles.length).toBeGreaterThanOrEqual(3)
    const first = body.data.articles.find((a) => a.articleNumber === article.articleNumber)!
    const list = [...garageScales(article)]
      .map((s) => ({ minQuantity: s.minQuantity, unitPriceCents: s.unitPriceCents }))
      .sort((a, b) => a.minQuantity - b.minQuantity)
    // Garage Muster's seeded contracts may agree a lower price for the article: it caps every scale.
    const contract = await garageContractPrice(article.articleNumber)
    const scales = contract == null ? list : capByContract(list, contract)
    expect(first.priceInfo).toMatchObject({
      quantity: 1,
      unitPriceCents: scales[0]!.unitPriceCents,
      priceType: 'net',
      currency: 'CHF',
    })
    expect(first.priceInfo!.scalePrices).toEqual(scales)
    expect(first.label).toMatch(/^\d+([.,]\d+)? (l|kg|g|ml)$/)

    const ten = await json<{ priceInfo: PriceInfo }>(
      await price(`articleNumber=${article.articleNumber}&quantity=10`, 'kunde'),
    )
    const expected = scales.filter((s) => s.minQuantity <= 10).at(-1)!.unitPriceCents
    expect(ten.body.data.priceInfo).toMatchObject({
      quantity: 10,
      unitPriceCents: expected,
      totalCents: expected * 10,
    })
  })

  it('shows the recommended gross retail price in retailer mode, only where the customer allows it', async () => {
    const accounts = await payload.find({
      collection: 'accounts',
      where: { username: { in: ['kunde', 'alpin'] } },
      depth: 0,
    })
    for (const account of accounts.docs)
      await payload.update({ collection: 'accounts', id: account.id, data: { retailerModeEnabled: true } })
    try {
      const retail = await json<{ priceInfo: PriceInfo }>(
        await price(`articleNumber=${article.articleNumber}&quantity=2`, 'kunde'),
      )
      expect(retail.body.data.priceInfo).toMatchObject({
        priceType: 'retail',
        unitPriceCents: article.recommendedRetailPriceCents,
        totalCents: article.recommendedRetailPriceCents! * 2,
        orderable: false,
      })
      // Transporte Alpin may not use retailer mode: its net prices stay.
      const net = await json<{ priceInfo: PriceInfo }>(
        await price(`articleNumber=${article.articleNumber}`, 'alpin'),
      )
      expect(net.body.data.priceInfo.priceType).toBe('net')
    } finally {
      for (const account of accounts.docs)
        await payload.update({ collection: 'accounts', id: account.id, data: { retailerModeEnabled: false } })
    }
  })

  it('lets a signed-in account without a price list see pack sizes but no prices', async () => {
    const { status, body } = await json<{ articles: ArticleVariant[] }>(
      await articles(PRODUCT, 'mitarbeiter'),
    )
    expect(status).toBe(200)
    expect(body.data.articles.every((a) => a.priceInfo === null && a.orderable === false)).toBe(true)
  })

  it('answers which articles can be ordered and the variant table', async () => {
    const detail = await json<{ articleNumber: string; articlesOrderable: Record<string, boolean> }>(
      await detailApi(makeRequest(`/api/product/detail?productNumber=${PRODUCT}`, as('kunde'))),
    )
    expect(detail.body.data.articlesOrderable[detail.body.data.articleNumber]).toBe(true)
    const table = await json<{ variantTable: { columns: number[]; rows: ArticleVariant[] } }>(
      await variantsApi(makeRequest(`/api/product/variants?productNumber=${PRODUCT}`, as('kunde'))),
    )
    expect(table.body.data.variantTable.columns[0]).toBe(1)
    expect(table.body.data.variantTable.rows.length).toBe(
      Object.keys(detail.body.data.articlesOrderable).length,
    )
  })

  it('loads price labels only for active shop users and only for a non-empty list', async () => {
    const ok = await json<{ entries: { productNumber: string; tags: string[] }[] }>(
      await labels({ productNumbers: [PRODUCT, PRODUCT, 'TRB-SYN-5W30-C3'] }, 'kunde'),
    )
    expect(ok.status).toBe(200)
    expect(ok.body.data.entries.map((e) => e.productNumber)).toEqual([PRODUCT, 'TRB-SYN-5W30-C3'])
    expect((await labels({ productNumbers: [PRODUCT] }, 'privat')).status).toBe(403)
    const empty = await json<null>(await labels({ productNumbers: [] }, 'kunde'))
    expect(empty.status).toBe(400)
    expect(empty.body.messages?.[0]?.meta?.fields).toEqual(['productNumbers'])
  })

  it('answers 400 naming the bad parameter and 404 for unknown or other tenants’ products', async () => {
    for (const [query, parameter] of [
      [`articleNumber=${article.articleNumber}&quantity=0`, 'quantity'],
      [`articleNumber=${article.articleNumber}&quantity=10000`, 'quantity'],
      [`articleNumber=${article.articleNumber}&quantity=1.5`, 'quantity'],
      ['articleNumber=bad number', 'articleNumber'],
      ['quantity=1', 'articleNumber'],
    ] as const) {
      const { status, body } = await json<null>(await price(query, 'kunde'))
      expect(status, query).toBe(400)
      expect(body.messages?.[0]?.meta?.fields).toEqual([parameter])
    }
    expect((await articles('not a number', 'kunde')).status).toBe(400)
    expect((await price('articleNumber=TRB-NOPE-001L', 'kunde')).status).toBe(404)
    expect((await articles('TRB-NOPE', 'kunde')).status).toBe(404)
    // A Tribo session opens nothing on another tenant, and Tribo's articles are not there.
    expect((await articles(PRODUCT, 'kunde', 'moto.localhost:3000')).status).toBe(401)
  })
})

const list = async (query: string, user?: string) =>
  json<ProductList>(await categoryApi(makeRequest(`/api/category/products?${query}`, as(user))))

describe('GET /api/category/products and /api/product-group/products', () => {
  let motor = 0
  let synth = 0
  beforeAll(async () => {
    const lines = await payload.find({
      collection: 'product-lines',
      where: { slug: { in: ['motorenoele', 'vollsynthetisch'] } },
      locale: 'de',
      depth: 0,
    })
    motor = lines.docs.find((l) => l.slug === 'motorenoele')!.id
    synth = lines.docs.find((l) => l.slug === 'vollsynthetisch')!.id
  })

  it('lists a line with its sub-groups (_ROOT), facets and the total, 12 at a time, without prices', async () => {
    const { status, body } = await list(`categoryId=${motor}`)
    expect(status).toBe(200)
    expect(body.data.products).toHaveLength(12)
    expect(body.data.totalCount).toBeGreaterThan(100)
    const root = body.data.filters[0]!
    expect(root).toMatchObject({ key: '_ROOT', type: 'button-select' })
    expect(root.options.reduce((sum, o) => sum + o.count, 0)).toBeLessThanOrEqual(body.data.totalCount)
    expect(body.data.filters.map((f) => f.key)).toEqual(
      expect.arrayContaining(['viscosity', 'approvals', 'baseOil']),
    )
    expect(JSON.stringify(body)).not.toMatch(/priceInfo|unitPriceCents|packSize/)
  })

  it('filters by facets and by a sub-group, and pages to the end', async () => {
    const all = (await list(`categoryId=${synth}&limit=48`)).body.data
    const option = all.filters.find((f) => f.key === 'viscosity')!.options.find((o) => o.value === '5W-30')!
    const filtered = (await list(`categoryId=${synth}&limit=48&filters[viscosity][]=5W-30`)).body.data
    expect(filtered.totalCount).toBe(option.count)
    expect(filtered.products.every((p) => p.viscosity === '5W-30')).toBe(true)
    const both = (await list(`categoryId=${synth}&filters[viscosity][]=5W-30&filters[approvals][]=ACEA C3`))
      .body.data
    expect(both.totalCount).toBeLessThan(filtered.totalCount)
    expect((await list(`categoryId=${motor}&filters[_ROOT]=${synth}`)).body.data.totalCount).toBe(
      all.totalCount,
    )
    const last = (await list(`categoryId=${synth}&offset=${all.totalCount - 1}`)).body.data
    expect(last.products).toHaveLength(1)
    expect((await list(`categoryId=${synth}&offset=${all.totalCount}`)).body.data.products).toEqual([])
    const group = await json<ProductList>(
      await productGroupApi(makeRequest(`/api/product-group/products?productGroupId=${synth}`, as())),
    )
    expect(group.body.data.totalCount).toBe(all.totalCount)
  })

  it('answers 400 naming the bad parameter and 404 for an unknown group', async () => {
    for (const [query, parameter] of [
      ['', 'categoryId'],
      ['categoryId=abc', 'categoryId'],
      [`categoryId=${motor}&limit=49`, 'limit'],
      [`categoryId=${motor}&offset=-1`, 'offset'],
      [`categoryId=${motor}&filters[colour][]=red`, 'filters[colour]'],
      [`categoryId=${motor}&sort=price`, 'sort'],
    ] as const) {
      const { status, body } = await list(query)
      expect(status, query).toBe(400)
      expect(body.messages?.[0]?.meta?.fields).toEqual([parameter])
    }
    expect((await list('categoryId=999999')).status).toBe(404)
  })
})

describe('product list order', () => {
  let synth = 0
  let tenant = 0
  beforeAll(async () => {
    synth = (
      await payload.find({
        collection: 'product-lines',
        where: { slug: { equals: 'vollsynthetisch' } },
        locale: 'de',
        depth: 0,
      })
    ).docs[0]!.id
    tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, depth: 0 }))
      .docs[0]!.id
  })

  /** Every product of the group in the order the API gives, page by page (12 each). */
  const everything = async (sort: string) => {
    const products: ProductList['products'] = []
    for (let offset = 0; ; offset += 12) {
      const { status, body } = await list(`categoryId=${synth}&sort=${sort}&offset=${offset}`)
      expect(status).toBe(200)
      products.push(...body.data.products)
      if (products.length >= body.data.totalCount) return products
    }
  }

  it('orders by name by default, by viscosity (natural order, none last) and by name again on the server-rendered pages', async () => {
    const byDefault = await everything('')
    const names = new Intl.Collator('de', { numeric: true, sensitivity: 'base' })
    for (let i = 1; i < byDefault.length; i++)
      expect(
        names.compare(byDefault[i - 1]!.title, byDefault[i]!.title),
        byDefault[i]!.title,
      ).toBeLessThanOrEqual(0)
    expect((await everything('name')).map((p) => p.productNumber)).toEqual(
      byDefault.map((p) => p.productNumber),
    )

    const byViscosity = await everything('viscosity')
    expect(new Set(byViscosity.map((p) => p.viscosity)).size).toBeGreaterThan(2)
    for (let i = 1; i < byViscosity.length; i++)
      expect(compareViscosity(byViscosity[i - 1]!.viscosity, byViscosity[i]!.viscosity)).toBeLessThanOrEqual(
        0,
      )
    expect(byViscosity.map((p) => p.productNumber).sort()).toEqual(
      byDefault.map((p) => p.productNumber).sort(),
    )

    // The server-rendered first pages are the API's pages in the same order.
    const pages = await listPages(tenant, 'de-ch', synth, {}, 2, (key: string) => key, 'viscosity')
    expect(pages.flatMap((page) => page.products).map((p) => p.productNumber)).toEqual(
      byViscosity.slice(0, 24).map((p) => p.productNumber),
    )
    expect(JSON.stringify(pages)).not.toContain('createdAt')
  })

  it('orders the newest first: a product added last leads the list, on every page boundary the order holds', async () => {
    const before = await everything('newest')
    const target = before.at(-1)!
    await payload.update({
      collection: 'products',
      id: target.id,
      data: { createdAt: new Date(Date.now() + 60_000).toISOString() },
      context: { disableRevalidate: true },
    })
    const after = await everything('newest')
    expect(after[0]!.productNumber).toBe(target.productNumber)
    const created = await payload.find({
      collection: 'products',
      where: { id: { in: after.map((p) => p.id) } },
      depth: 0,
      pagination: false,
      select: { createdAt: true },
    })
    const createdAt = new Map(created.docs.map((doc) => [doc.id, Date.parse(doc.createdAt)]))
    for (let i = 1; i < after.length; i++)
      expect(createdAt.get(after[i - 1]!.id)!).toBeGreaterThanOrEqual(createdAt.get(after[i]!.id)!)
    expect(new Set(after.map((p) => p.productNumber)).size).toBe(after.length)
  })
})
