import { beforeAll, describe, expect, it } from 'vitest'

import { GET as dealersApi } from '@/app/api/dealers/route'
import { GET as partnersApi } from '@/app/api/distribution-partners/route'
import { GET as archiveApi } from '@/app/api/file-share/[token]/download/[format]/route'
import { GET as fileApi } from '@/app/api/file-share/[token]/files/[fileId]/[type]/route'
import { GET as shareApi } from '@/app/api/file-share/[token]/route'
import type { DealerSearchResult } from '@/features/dealers/types'
import type { PartnerList } from '@/features/distribution-partners/types'
import type { FileSharing } from '@/features/file-sharing/types'

import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let active = ''
let expired = ''
let activeId = 0
let expiredFileId = 0

beforeAll(async () => {
  const payload = await getTestPayload()
  const { docs } = await payload.find({
    collection: 'file-shares',
    locale: 'de',
    depth: 1,
    sort: 'expiresAt',
  })
  const [old, current] = docs
  expired = old!.token!
  active = current!.token!
  activeId = current!.id
  expiredFileId = (old!.assets![0] as { id: number }).id
}, 300_000)

const headers = (locale = 'de-ch') => ({ 'x-tribo-locale': locale })
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })

const share = (token: string, { host = 'localhost:3000', locale = 'de-ch' } = {}) =>
  shareApi(makeRequest(`/api/file-share/${token}`, { host, headers: headers(locale) }), {
    params: Promise.resolve({ token }),
  })
const file = (token: string, fileId: string | number, type: string) =>
  fileApi(makeRequest(`/api/file-share/${token}/files/${fileId}/${type}`, { headers: headers() }), {
    params: Promise.resolve({ token, fileId: String(fileId), type }),
  })
const archive = (token: string, format: string) =>
  archiveApi(makeRequest(`/api/file-share/${token}/download/${format}`, { headers: headers() }), {
    params: Promise.resolve({ token, format }),
  })

/** The names in a (streamed, then read whole) ZIP's central directory. */
function zipNames(zip: Buffer): string[] {
  const end = zip.length - 22
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const names: string[] = []
  for (let i = 0; i < count; i++) {
    const length = zip.readUInt16LE(at + 28)
    names.push(zip.subarray(at + 46, at + 46 + length).toString('utf8'))
    at += 46 + length + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return names
}

describe('file sharing', () => {
  it('answers an active share with its 20 files, sizes, previews and the download-all formats', async () => {
    const { status, body } = await json<FileSharing>(await share(active))
    expect(status).toBe(200)
    expect(body.data.name).toBe('Pressebilder Transport-CH')
    expect(new Date(body.data.expiry).getTime()).toBeGreaterThan(Date.now())
    expect(body.data.assets).toHaveLength(20)
    expect(body.data.assets.every((asset) => asset.size > 0 && asset.download.original)).toBe(true)
    expect(body.data.assets.filter((asset) => asset.path).length).toBe(17)
    expect(Object.keys(body.data.download).sort()).toEqual(['original', 'web'])
    expect((await json<FileSharing>(await share(active, { locale: 'fr-ch' }))).body.data.name).toBe(
      'Photos de presse Transport-CH',
    )
  })

  it('answers 410 for an expired share and everything in it, 404 for unknown, malformed or other tenants’ tokens', async () => {
    const gone = await json<null>(await share(expired))
    expect(gone.status).toBe(410)
    expect(gone.body.messages?.[0]?.message).toBe('Diese Freigabe ist abgelaufen.')
    expect((await file(expired, expiredFileId, 'original')).status).toBe(410)
    expect((await archive(expired, 'original')).status).toBe(410)
    expect((await share('A'.repeat(43))).status).toBe(404)
    expect((await share('../../etc/passwd')).status).toBe(404)
    expect((await share(active, { host: 'moto.localhost:3000' })).status).toBe(404)
  })

  it('serves a file of the share as download, inline preview and thumbnail, and nothing else', async () => {
    const { body } = await json<FileSharing>(await share(active))
    const picture = body.data.assets[0]!
    const original = await file(active, picture.id, 'original')
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/jpeg')
    expect(original.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tribo-presse-01-truck\.jpg"/,
    )
    expect(original.headers.get('x-robots-tag')).toContain('noindex')
    expect((await original.arrayBuffer()).byteLength).toBe(picture.size)
    expect((await file(active, picture.id, 'preview')).headers.get('content-disposition')).toMatch(/^inline/)
    const thumb = await file(active, picture.id, 'thumbnail')
    expect(thumb.status).toBe(200)
    expect(Number(thumb.headers.get('content-length'))).toBeLessThan(picture.size)
    const bad = await json<null>(await file(active, picture.id, 'raw'))
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['type'])
    // A file of another share is not reachable through this link.
    expect((await file(active, expiredFileId, 'original')).status).toBe(404)
    expect((await file(active, 'abc', 'original')).status).toBe(404)
  })

  it('puts every file in the ZIP of each format; pictures of the web format are JPEGs', async () => {
    const zip = await archive(active, 'original')
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    expect(zip.headers.get('content-disposition')).toContain('Pressebilder-Transport-CH.zip')
    // Streamed while it is written: the length is not known up front.
    expect(zip.headers.get('content-length')).toBeNull()
    const names = zipNames(Buffer.from(await zip.arrayBuffer()))
    expect(names).toHaveLength(20)
    expect(names).toContain('tribo-bildlegenden.txt')
    const web = zipNames(Buffer.from(await (await archive(active, 'web')).arrayBuffer()))
    expect(web).toHaveLength(20)
    expect(web.filter((name) => name.endsWith('.jpg'))).toHaveLength(17)
    const bad = await json<null>(await archive(active, 'rar'))
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['format'])
  })

  it('answers 410 from the moment an editor lets the share expire, and keeps the token on every save', async () => {
    const payload = await getTestPayload()
    const before = await payload.findByID({ collection: 'file-shares', id: activeId })
    await payload.update({
      collection: 'file-shares',
      id: activeId,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    try {
      expect((await share(active)).status).toBe(410)
    } finally {
      const after = await payload.update({
        collection: 'file-shares',
        id: activeId,
        data: { expiresAt: before.expiresAt },
      })
      expect(after.token).toBe(active)
    }
    expect((await share(active)).status).toBe(200)
  })

  it('lets no visitor list shares or shared files through the CMS', async () => {
    const payload = await getTestPayload()
    for (const collection of ['file-shares', 'share-files'] as const) {
      const listed = await payload.find({ collection, overrideAccess: false, user: undefined }).then(
        (r) => r.docs.length,
        () => 0,
      )
      expect(listed).toBe(0)
    }
  })
})

const dealers = async (query: string, host = 'localhost:3000') =>
  json<DealerSearchResult>(
    await dealersApi(makeRequest(`/api/dealers?${query}`, { host, headers: headers() })),
  )

describe('GET /api/dealers', () => {
  it('lists 300 dealers in Switzerland, Germany and Austria, 20 per page', async () => {
    const { status, body } = await dealers('')
    expect(status).toBe(200)
    expect(body.data.pagination).toEqual({ currentPage: 1, itemsPerPage: 20, totalAmount: 300 })
    expect(body.data.entries).toHaveLength(20)
    expect(body.data.locations).toHaveLength(300)
    expect(new Set(body.data.locations.map((l) => l.icon))).toEqual(new Set(['dealer', 'topDealer']))
    expect(body.data.entries[0]!.topDealer).toBe(true)
    for (const country of ['CH', 'DE', 'AT'])
      expect((await dealers(`country=${country}`)).body.data.pagination.totalAmount).toBeGreaterThan(30)
  })

  it('orders by distance from a place and keeps to the radius', async () => {
    const { body } = await dealers('q=8400')
    expect(body.data.place).toEqual({ name: 'Winterthur', postalCode: '8400', country: 'CH' })
    const distances = body.data.entries.map((e) => e.distanceKm!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(Math.max(...distances)).toBeLessThanOrEqual(50)
    expect(body.data.locations).toHaveLength(body.data.pagination.totalAmount)
    const wide = (await dealers('q=Winterthur&radius=250')).body.data.pagination.totalAmount
    expect(wide).toBeGreaterThan(body.data.pagination.totalAmount)
  })

  it('filters by dealer name, country, assortment and type', async () => {
    const all = (await dealers('limit=100')).body.data.entries
    const name = all.find((d) => !d.name.includes('('))!.name
    const byName = (await dealers(`q=${encodeURIComponent(name)}`)).body.data.entries
    expect(byName.map((d) => d.name)).toContain(name)
    expect((await dealers('country=AT&limit=100')).body.data.entries.every((d) => d.country === 'AT')).toBe(
      true,
    )
    const line = (await dealers('')).body.data.filters.assortments[0]!.value
    const carrying = (await dealers(`assortment=${line}&limit=100`)).body.data
    expect(carrying.pagination.totalAmount).toBeGreaterThan(0)
    expect(carrying.entries.every((d) => d.assortment.includes(Number(line)))).toBe(true)
    const service = (await dealers('types[]=servicePoint&limit=100')).body.data
    expect(service.entries.every((d) => d.partnerTypes.includes('ZBM019'))).toBe(true)
    const top = (await dealers('types[]=topDealer&types[]=onlineDealer&limit=100')).body.data
    expect(top.entries.every((d) => d.topDealer || d.partnerTypes.includes('ZBM018'))).toBe(true)
    expect((await dealers('q=Zzyzx')).body.data).toMatchObject({
      entries: [],
      pagination: { totalAmount: 0 },
    })
  })

  it('pages to the edge: the last page is partial, beyond it is empty', async () => {
    expect((await dealers('limit=100&offset=200')).body.data.entries).toHaveLength(100)
    const last = (await dealers('limit=40&offset=280')).body.data
    expect(last.entries).toHaveLength(20)
    expect(last.pagination.currentPage).toBe(8)
    expect((await dealers('offset=300')).body.data.entries).toEqual([])
  })

  it('answers 400 naming the bad parameter', async () => {
    for (const [query, parameter] of [
      ['country=FR', 'country'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-20', 'offset'],
      ['offset=7', 'offset'],
      ['types[]=shop', 'types[]'],
      ['lat=47.5', 'lng'],
      ['lat=100&lng=8', 'lat'],
      ['radius=33', 'radius'],
      ['assortment=x', 'assortment'],
    ] as const) {
      const { status, body } = await dealers(query)
      expect(status, query).toBe(400)
      expect(body.data).toBeNull()
      expect(body.messages?.[0]?.meta?.fields, query).toEqual([parameter])
      expect(body.messages?.[0]?.message).toContain(`«${parameter}»`)
    }
  })

  it('shows a tenant only its own dealers', async () => {
    expect((await dealers('', 'moto.localhost:3000')).body.data.pagination.totalAmount).toBe(0)
  })
})

const partners = async (query: string) =>
  json<PartnerList>(
    await partnersApi(makeRequest(`/api/distribution-partners?${query}`, { headers: headers() })),
  )

describe('GET /api/distribution-partners', () => {
  it('lists 40 partners with facets for country, product line, province and region', async () => {
    const { status, body } = await partners('')
    expect(status).toBe(200)
    expect(body.data.pagination).toEqual({ currentPage: 1, itemsPerPage: 20, totalAmount: 40 })
    expect(body.data.filters.map((f) => f.name)).toEqual(['country', 'productLine', 'province', 'region'])
    const countries = body.data.filters[0]!.options
    expect(countries.reduce((sum, o) => sum + o.count, 0)).toBe(40)
    expect(countries.find((o) => o.value === 'IT')?.label).toBe('Italien')
  })

  it('filters by each facet and combines them', async () => {
    const italy = (await partners('country=IT')).body.data
    expect(italy.entries.map((p) => p.country)).toEqual(['IT', 'IT'])
    expect((await partners('province=Lombardia')).body.data.entries.map((p) => p.city)).toEqual(['Milano'])
    const east = (await partners('region=easternEurope&limit=100')).body.data
    expect(east.pagination.totalAmount).toBe(8)
    const line = italy.filters.find((f) => f.name === 'productLine')!.options[0]!.value
    const carrying = (await partners(`productLine=${line}&limit=100`)).body.data
    expect(carrying.entries.every((p) => p.productLines.some((l) => String(l.id) === line))).toBe(true)
    expect((await partners('country=IT&region=asia')).body.data.entries).toEqual([])
  })

  it('pages to the edge and answers 400 naming a bad parameter', async () => {
    expect((await partners('offset=20')).body.data.entries).toHaveLength(20)
    expect((await partners('offset=40')).body.data.entries).toEqual([])
    for (const [query, parameter] of [
      ['country=XX', 'country'],
      ['region=mars', 'region'],
      ['productLine=0', 'productLine'],
      ['limit=500', 'limit'],
      ['offset=3', 'offset'],
      ['country=IT&country=FR', 'country'],
    ] as const) {
      const { status, body } = await partners(query)
      expect(status, query).toBe(400)
      expect(body.messages?.[0]?.meta?.fields).toEqual([parameter])
    }
  })
})
