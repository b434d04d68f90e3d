import { beforeAll, describe, expect, it } from 'vitest'

import { GET as fairApi } from '@/app/api/fair/route'
import type { FairList } from '@/features/fairs/types'

import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

beforeAll(async () => {
  await getTestPayload()
}, 240_000)

const get = async (host = 'localhost:3000', locale = 'de-ch') => {
  const res = await fairApi(makeRequest('/api/fair/', { host, headers: { 'x-tribo-locale': locale } }))
  return { status: res.status, body: (await res.json()) as { data: FairList } }
}

describe('GET /api/fair/', () => {
  it('answers the tenant’s 20 fairs, upcoming soonest first and past ones latest first', async () => {
    const { status, body } = await get()
    expect(status).toBe(200)
    const { upcoming, past } = body.data
    expect(upcoming.length + past.length).toBe(20)
    expect(upcoming.length).toBeGreaterThan(0)
    expect(past.length).toBeGreaterThan(0)
    const today = new Date().toISOString().slice(0, 10)
    expect(upcoming.every((f) => f.toDate.slice(0, 10) >= today)).toBe(true)
    expect(past.every((f) => f.toDate.slice(0, 10) < today)).toBe(true)
    expect(upcoming.map((f) => f.fromDate)).toEqual([...upcoming.map((f) => f.fromDate)].sort())
    expect(past.map((f) => f.fromDate)).toEqual([...past.map((f) => f.fromDate)].sort().reverse())
  })

  it('answers in the request’s language and only for the tenant', async () => {
    const fr = (await get('localhost:3000', 'fr-ch')).body.data
    expect(
      [...fr.upcoming, ...fr.past].some((f) => f.stand?.startsWith('Halle') && f.stand.includes('stand')),
    ).toBe(true)
    const moto = (await get('moto.localhost:3000')).body.data
    expect(moto).toEqual({ upcoming: [], past: [] })
  })
})
