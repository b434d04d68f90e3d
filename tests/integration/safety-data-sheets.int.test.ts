import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as downloadApi } from '@/app/api/safety-data-sheet/download/route'
import { GET as sheetsApi } from '@/app/api/safety-data-sheet/route'
import type { Product, SafetyDataSheet } from '@/cms/payload-types'
import type { SafetyDataSheetEntry } from '@/features/safety-data-sheets/schemas'
import { safetyDataSheetPdf } from '@/features/safety-data-sheets/sheet'
import type { TableResults } from '@/features/table-lists/types'

import { loginDemoAccounts } from '../helpers/accounts'
import { copySafetyDataSheetFiles, getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }
type ListData = { results: TableResults<SafetyDataSheetEntry> }

const LOCAL = { context: { disableRevalidate: true } } as const

// The download streams a seeded sheet's PDF from disk.
copySafetyDataSheetFiles()
const MOTO = 'moto.localhost:3000'

let payload: Payload
let tokens: Record<string, string>
let tribo: number
let triboSheets: number
/** A sheet uploaded through the Local API on moto (moto's catalogue has no articles until this test adds one). */
let motoSheet: SafetyDataSheet

beforeAll(async () => {
  payload = await getTestPayload()
  tokens = (await loginDemoAccounts(payload)).tokens
  tokens['moto-kunde'] = (
    await payload.login({
      collection: 'accounts',
      data: { username: 'moto-kunde', password: 'Kunde-2026!' } as never,
    })
  ).token!
  tribo = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  triboSheets = (
    await payload.count({ collection: 'safety-data-sheets', where: { tenant: { equals: tribo } } })
  ).totalDocs
  const moto = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'moto' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const product = (
    await payload.find({ collection: 'products', where: { tenant: { equals: moto } }, limit: 1, depth: 0 })
  ).docs[0] as Product
  const article = await payload.create({
    collection: 'articles',
    data: { tenant: moto, articleNumber: 'MOTO-SDS-TEST-001L', product: product.id, packSize: 1, unit: 'L' },
    depth: 0,
    ...LOCAL,
  })
  const data = safetyDataSheetPdf({
    productName: 'Moto Test',
    articleNumber: article.articleNumber,
    version: '1.0',
    issuedAt: '2026-01-05T00:00:00.000Z',
    language: 'de',
  })
  motoSheet = (await payload.create({
    collection: 'safety-data-sheets',
    data: {
      tenant: moto,
      article: article.id,
      language: 'de',
      version: '1.0',
      issuedAt: '2026-01-05T00:00:00.000Z',
    },
    file: { data, mimetype: 'application/pdf', name: 'sds-moto-test-de.pdf', size: data.length },
    depth: 0,
    ...LOCAL,
  })) as SafetyDataSheet
}, 300_000)

const as = (user?: string, host?: string, locale = 'de-ch') => ({
  headers: { 'x-tribo-locale': locale },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
  ...(host ? { host } : {}),
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const list = async (query = '', user = 'kunde', host?: string, locale?: string) =>
  json<ListData>(
    await sheetsApi(
      makeRequest(`/api/safety-data-sheet/${query ? `?${query}` : ''}`, as(user, host, locale)),
    ),
  )
const download = (id: string | number, user = 'kunde', host?: string) =>
  downloadApi(
    makeRequest(`/api/safety-data-sheet/download?id=${encodeURIComponent(String(id))}`, as(user, host)),
  )

describe('safety data sheets: the seed', () => {
  it('has one sheet per tribo article and language, written like a Local API upload', async () => {
    const articles = (await payload.count({ collection: 'articles', where: { tenant: { equals: tribo } } }))
      .totalDocs
    expect(triboSheets).toBe(articles * 4)
    const seeded = (
      await payload.find({
        collection: 'safety-data-sheets',
        where: { tenant: { equals: tribo } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as SafetyDataSheet
    // The bulk-seeded row has every field the upload wrote for the moto sheet.
    for (const doc of [seeded, motoSheet]) {
      expect(doc.mimeType).toBe('application/pdf')
      expect(doc.filename).toMatch(/^sds-.*-(de|fr|it|en)\.pdf$/)
      expect(doc.url).toBe(`/cms-api/safety-data-sheets/file/${doc.filename}`)
      expect(doc.filesize).toBeGreaterThan(1000)
      expect(doc.articleNumber).toBeTruthy()
      expect(doc.product).toBeTruthy()
    }
  })
})

describe('safety data sheets: who may read them', () => {
  it('answers 401 to visitors and 403 to private customers and employees without a contact, for the list and the download', async () => {
    const id = motoSheet.id
    expect((await list('', '')).status).toBe(401)
    expect((await list('', 'privat')).status).toBe(403)
    expect((await list('', 'mitarbeiter')).status).toBe(403)
    expect((await download(id, '')).status).toBe(401)
    expect((await download(id, 'privat')).status).toBe(403)
    expect((await download(id, 'mitarbeiter')).status).toBe(403)
  })
})

describe('safety data sheets list', () => {
  it('lists the tenant’s sheets by article number and language, with product, version, date, size and download link', async () => {
    const { status, body } = await list('limit=8')
    expect(status).toBe(200)
    const { entries, pagination, tableFilterFields, tableSortColumns } = body.data.results
    expect(pagination).toMatchObject({ limit: 8, offset: 0, total: triboSheets })
    // By article number, each article's four languages together (their order within an article is the
    // database's: PostgreSQL sorts the language select in its declared order de, fr, it, en; SQLite by text).
    const numbers = entries.map((e) => e.articleNumber)
    expect(numbers).toEqual([...numbers].sort())
    expect(
      entries
        .slice(0, 4)
        .map((e) => e.language)
        .sort(),
    ).toEqual(['de', 'en', 'fr', 'it'])
    const first = entries[0]!
    expect(first.downloadUrl).toBe(`/api/safety-data-sheet/download?id=${first.id}`)
    expect(first.productUrl).toBe(`/de-ch/p/${encodeURIComponent(first.productNumber!)}`)
    expect(first.productTitle).not.toBe(first.articleNumber)
    expect(first.version).toMatch(/^\d+\.\d$/)
    expect(first.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(first.fileSize).toBeGreaterThan(1000)
    expect(first.languageLabel).toBe(
      { de: 'Deutsch', fr: 'Französisch', it: 'Italienisch', en: 'Englisch' }[first.language],
    )
    expect(tableFilterFields.map((f) => f.name)).toEqual(['language', 'productLine'])
    expect(tableSortColumns).toEqual(['articleNumber', 'issuedAt', 'language'])
    expect(entries.some((e) => e.articleNumber === 'MOTO-SDS-TEST-001L')).toBe(false)
  })

  it('filters by language and by product group', async () => {
    const fr = (await list('filters[language][]=fr&limit=100')).body.data.results
    expect(fr.pagination.total).toBe(triboSheets / 4)
    expect(fr.entries.every((e) => e.language === 'fr')).toBe(true)
    const line = (await list()).body.data.results.tableFilterFields.find((f) => f.name === 'productLine')!
      .options[0]!
    const byLine = (await list(`filters[productLine][]=${line.value}&filters[language][]=de&limit=100`)).body
      .data.results
    expect(byLine.pagination.total).toBeGreaterThan(0)
    expect(byLine.pagination.total).toBeLessThan(triboSheets / 4)
    const products = (
      await payload.find({
        collection: 'products',
        where: { productLine: { equals: Number(line.value) } },
        depth: 0,
        pagination: false,
        select: { productNumber: true },
      })
    ).docs.map((p) => p.productNumber)
    expect(byLine.entries.every((e) => products.includes(e.productNumber!))).toBe(true)
  })

  it('searches article numbers and product names', async () => {
    const sample = (await list('limit=1&offset=40')).body.data.results.entries[0]!
    const byNumber = (await list(`search=${encodeURIComponent(sample.articleNumber)}`)).body.data.results
      .entries
    expect(byNumber.map((e) => e.language).sort()).toEqual(['de', 'en', 'fr', 'it'])
    expect(byNumber.every((e) => e.articleNumber === sample.articleNumber)).toBe(true)
    const byName = (
      await list(`search=${encodeURIComponent(sample.productTitle)}&limit=100&filters[language][]=de`)
    ).body.data.results.entries
    expect(byName.map((e) => e.articleNumber)).toContain(sample.articleNumber)
    expect(
      byName.every((e) => e.productTitle.toLowerCase().includes(sample.productTitle.toLowerCase())),
    ).toBe(true)
  })

  it('sorts ascending, descending and by default', async () => {
    const desc = (await list('sort=articleNumber&order=desc&limit=20')).body.data.results.entries.map(
      (e) => e.articleNumber,
    )
    expect(desc).toEqual([...desc].sort().reverse())
    const issued = (await list('sort=issuedAt&order=desc&limit=50')).body.data.results.entries.map(
      (e) => e.issuedAt,
    )
    expect(issued).toEqual([...issued].sort().reverse())
    const issuedAsc = (await list('sort=issuedAt&order=asc&limit=50')).body.data.results
    expect(issuedAsc.entries.map((e) => e.issuedAt)).toEqual(issuedAsc.entries.map((e) => e.issuedAt).sort())
    expect(issuedAsc.tableSortOrder).toEqual({ column: 'issuedAt', order: 'asc' })
    const language = (await list('sort=language&order=asc&limit=30')).body.data.results.entries
    expect(language.every((e) => e.language === 'de')).toBe(true)
    const none = (await list('limit=12')).body.data.results
    expect(none.tableSortOrder).toEqual({ column: null, order: null })
  })

  it('pages without overlap, ends with a short last page and answers an empty page beyond the end', async () => {
    const a = (await list('limit=10')).body.data.results.entries.map((e) => e.id)
    const b = (await list('limit=10&page=2')).body.data.results.entries.map((e) => e.id)
    expect(a.filter((id) => b.includes(id))).toEqual([])
    const lastPage = Math.ceil(triboSheets / 100)
    const last = (await list(`limit=100&page=${lastPage}`)).body.data.results
    expect(last.entries).toHaveLength(triboSheets - (lastPage - 1) * 100)
    const beyond = await list(`offset=${Math.ceil(triboSheets / 20) * 20}`)
    expect(beyond.status).toBe(200)
    expect(beyond.body.data.results.entries).toEqual([])
  })

  it('answers 400 naming the bad parameter', async () => {
    for (const [query, parameter] of [
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['sort=version', 'sort'],
      ['filters[language][]=es', 'filters[language]'],
      ['filters[productLine][]=999999', 'filters[productLine]'],
    ] as const) {
      const res = await list(query)
      expect(res.status, query).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields, query).toEqual([parameter])
    }
  })

  it('shows moto’s customer only moto’s sheets', async () => {
    const moto = (await list('', 'moto-kunde', MOTO)).body.data.results
    expect(moto.entries.map((e) => e.articleNumber)).toEqual(['MOTO-SDS-TEST-001L'])
  })
})

describe('safety data sheet download', () => {
  it('streams the PDF as an attachment', async () => {
    const entry = (await list('limit=1&filters[language][]=it')).body.data.results.entries[0]!
    const res = await download(entry.id)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${entry.fileName}"; filename*=UTF-8''${encodeURIComponent(entry.fileName)}`,
    )
    expect(res.headers.get('cache-control')).toContain('no-store')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBe(entry.fileSize)
    expect(Number(res.headers.get('content-length'))).toBe(entry.fileSize)
    expect(bytes.toString('latin1')).toContain(entry.articleNumber)
  })

  it('answers 404 for unknown ids and another tenant’s sheet, 400 for malformed ids', async () => {
    const unknown = await json(await download(999999999))
    expect(unknown.status).toBe(404)
    expect(unknown.body.messages?.[0]?.message).toBe('Das Sicherheitsdatenblatt wurde nicht gefunden.')
    expect((await download(motoSheet.id, 'kunde')).status).toBe(404)
    expect((await download(motoSheet.id, 'moto-kunde', MOTO)).status).toBe(200)
    for (const bad of ['', 'abc', '1.5', '-1', '../etc/passwd', '1 OR 1=1', '1234567890123']) {
      const res = await json(await download(bad))
      expect(res.status, bad).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields).toEqual(['id'])
    }
  })
})
