import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as newsApi } from '@/app/api/news/route'
import type { NewsList } from '@/features/news/server/list'

import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
}, 240_000)

async function get(qs: string, { host = 'localhost:3000', locale = 'de-ch' } = {}) {
  const res = await newsApi(makeRequest(`/api/news/?${qs}`, { host, headers: { 'x-tribo-locale': locale } }))
  return {
    status: res.status,
    body: (await res.json()) as {
      data: NewsList | null
      messages?: { message: string; meta?: { fields?: string[] } }[]
    },
  }
}

describe('GET /api/news/', () => {
  it('answers the newest page with facets and pagination', async () => {
    const { status, body } = await get('limit=12')
    expect(status).toBe(200)
    const list = body.data!
    expect(list.entries).toHaveLength(12)
    expect(list.pagination).toEqual({ currentPage: 1, itemsPerPage: 12, totalAmount: 150 })
    const dates = list.entries.map((e) => e.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(list.filters.map((f) => f.name)).toEqual(['topic', 'category', 'year', 'publicationType'])
    const years = list.filters.find((f) => f.name === 'year')!.options
    expect(years.reduce((sum, o) => sum + o.count, 0)).toBe(150)
  })

  it('pages by offset to the end and answers an empty page beyond it', async () => {
    const last = (await get('limit=20&offset=140')).body.data!
    expect(last.entries).toHaveLength(10)
    expect(last.pagination.currentPage).toBe(8)
    const beyond = (await get('limit=20&offset=200')).body.data!
    expect(beyond.entries).toEqual([])
    expect(beyond.pagination.totalAmount).toBe(150)
    const first = (await get('limit=20&offset=0')).body.data!
    const second = (await get('limit=20&offset=20')).body.data!
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(40)
  })

  it('filters by facet, topic, category, publication type and folder; counts follow the other filters', async () => {
    const all = (await get('limit=1')).body.data!
    const topic = all.filters.find((f) => f.name === 'topic')!.options.find((o) => o.label === 'Motorsport')!
    const byTopic = (await get(`limit=100&filters[topic][]=${topic.value}`)).body.data!
    expect(byTopic.pagination.totalAmount).toBe(topic.count)
    expect(byTopic.entries.every((e) => e.topics.some((t) => String(t.id) === topic.value))).toBe(true)
    expect(
      byTopic.filters.find((f) => f.name === 'topic')!.options.find((o) => o.value === topic.value)!.selected,
    ).toBe(true)
    expect((await get(`limit=1&topicIds[]=${topic.value}`)).body.data!.pagination.totalAmount).toBe(
      topic.count,
    )

    const year2025 = (await get('limit=100&filters[year][]=2025')).body.data!
    expect(year2025.entries.every((e) => e.date.startsWith('2025'))).toBe(true)
    const both = (await get('limit=100&filters[year][]=2025&filters[year][]=2024')).body.data!
    expect(both.pagination.totalAmount).toBe(
      year2025.pagination.totalAmount +
        (await get('limit=1&filters[year][]=2024')).body.data!.pagination.totalAmount,
    )

    const press = (await get('limit=1&publicationType=press-release')).body.data!
    expect(press.pagination.totalAmount).toBe(
      all.filters.find((f) => f.name === 'publicationType')!.options.find((o) => o.value === 'press-release')!
        .count,
    )

    const category = all.filters.find((f) => f.name === 'category')!.options[0]!
    expect((await get(`limit=1&categoryIds[]=${category.value}`)).body.data!.pagination.totalAmount).toBe(
      category.count,
    )

    const tribo = (
      await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1 })
    ).docs[0]!
    const inFolder = await payload.find({
      collection: 'news',
      where: { and: [{ tenant: { equals: tribo.id } }, { productLines: { exists: true } }] },
      depth: 0,
      limit: 1,
    })
    const lineId = (inFolder.docs[0]!.productLines as number[])[0]
    const folderCount = (
      await payload.count({ collection: 'news', where: { productLines: { in: [lineId] } } })
    ).totalDocs
    const folder = (await get(`limit=100&folderIds[]=${lineId}`)).body.data!
    expect(folder.pagination.totalAmount).toBe(folderCount)
    expect(folderCount).toBeGreaterThan(0)
    expect(folder.entries.every((e) => e.topics.some((t) => t.title === 'Motorenöl'))).toBe(true)
  })

  it('answers in the request’s language and keeps tenants apart', async () => {
    const fr = (await get('limit=1', { locale: 'fr-ch' })).body.data!
    expect(fr.entries[0]!.link).toBe('/fr-ch/news/nouvelle-homologation-vw-508')
    expect(fr.filters.find((f) => f.name === 'publicationType')!.options.map((o) => o.label)).toContain(
      'Communiqué de presse',
    )
    // Moto has only the articles written for its readers (no car-oil approval, no construction machinery).
    const moto = (await get('limit=50', { host: 'moto.localhost:3000' })).body.data!
    expect(moto.pagination.totalAmount).toBe(3)
    expect(moto.entries.map((e) => e.link)).not.toContain('/de-ch/news/neue-freigabe-vw-508')
  })

  it('refuses bad parameters with 400 naming the parameter', async () => {
    for (const [qs, parameter] of [
      ['limit=abc', 'limit'],
      ['limit=12&offset=5', 'offset'],
      ['topicIds[]=x', 'topicIds[]'],
      ['publicationType=blog', 'publicationType'],
      ['filters[colour][]=red', 'filters[colour]'],
    ]) {
      const { status, body } = await get(qs!)
      expect(status, qs).toBe(400)
      expect(body.data).toBeNull()
      expect(body.messages![0]!.meta!.fields).toEqual([parameter])
      expect(body.messages![0]!.message).toContain(parameter)
    }
  })
})
