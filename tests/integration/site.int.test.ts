import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/health/route'
import { GET as routing } from '@/app/api/tenancy/routing/route'
import { seed } from '@/cms/seed'
import { findNodeByPath } from '@/features/pages/page-tree'
import { getPageContent, getPageNodes } from '@/features/pages/server/pages'
import { getRoutingTable, getTenantSite, resolveTenant } from '@/features/tenancy/server/tenants'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'
import { readJson } from '../helpers/requests'

// The demo data seeded from an empty database: the template every file copies is exactly that
// (scripts/prepare-database.ts through the integration global setup, which fails the run when the seed fails).

let payload: Payload
let tribo: TenantRoute
let moto: TenantRoute

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      (['tenants', 'users', 'customers', 'accounts', 'pages'] as const).map(async (c) => [
        c,
        (await payload.count({ collection: c })).totalDocs,
      ]),
    ),
  )

beforeAll(async () => {
  payload = await getTestPayload()
  const table = await getRoutingTable()
  tribo = table.find((t) => t.slug === 'tribo')!
  moto = table.find((t) => t.slug === 'moto')!
}, 300_000)

describe('demo data', () => {
  it('is idempotent: a second run creates nothing', async () => {
    const before = await counts()
    await seed(payload)
    expect(await counts()).toEqual(before)
    expect(before.tenants).toBe(3)
  }, 120_000)
})

describe('tenant routing', () => {
  it('knows the three tenants with their themes and locales', () => {
    expect(tribo).toMatchObject({ isDefault: true, theme: '01', defaultLocale: 'de-ch' })
    expect(tribo.locales).toEqual(['de-ch', 'fr-ch', 'it-ch', 'de-de', 'de-at', 'en'])
    expect(moto.theme).toBe('02')
  })

  it('resolves hosts: a domain, <slug>.localhost, anything else to the default tenant', async () => {
    expect((await resolveTenant('www.tribo.ch'))?.slug).toBe('tribo')
    expect((await resolveTenant('moto.localhost:3000'))?.slug).toBe('moto')
    expect((await resolveTenant('industrie.tribo.ch'))?.slug).toBe('industrie')
    expect((await resolveTenant('somebody-else.example'))?.slug).toBe('tribo')
  })

  it('serves the routing table and health over HTTP', async () => {
    const table = await readJson<{ data: { tenants: TenantRoute[] } }>(
      await routing(makeRequest('/api/tenancy/routing')),
    )
    expect(table.data.tenants.map((t) => t.slug).sort()).toEqual(['industrie', 'moto', 'tribo'])
    expect(JSON.stringify(table)).not.toMatch(/mapsKey|recaptcha|password/i)
    const res = await health(makeRequest('/api/health'))
    expect(res.status).toBe(200)
  })

  it('reads the site configuration in the requested language', async () => {
    const fr = await getTenantSite(tribo.id, 'fr')
    expect(fr?.countries.find((c) => c.country === 'ch')?.countryName).toBe('Suisse')
    expect(fr?.infoRibbonText).toBeTruthy()
    expect(fr?.infoRibbonText).not.toBe((await getTenantSite(tribo.id, 'de'))?.infoRibbonText)
  })
})

describe('content pages', () => {
  it('finds pages by their localized path', async () => {
    const fr = await getPageNodes(tribo.id, 'fr')
    expect(findNodeByPath(fr, ['entreprise', 'histoire'])?.title).toBe('Histoire')
    const de = await getPageNodes(tribo.id, 'de')
    expect(findNodeByPath(de, ['unternehmen', 'geschichte'])?.title).toBe('Geschichte')
    expect(findNodeByPath(de, []))?.toMatchObject({ isHome: true })
  })

  it('keeps each tenant’s pages apart', async () => {
    const motoPages = await getPageNodes(moto.id, 'de')
    expect(findNodeByPath(motoPages, ['rennsport'])).not.toBeNull()
    expect(findNodeByPath(motoPages, ['unternehmen'])).toBeNull()
    const node = findNodeByPath(await getPageNodes(tribo.id, 'de'), ['unternehmen'])!
    expect(await getPageContent(moto.id, node.id, 'de')).toBeNull()
  })

  it('shows the public only the published version; preview reads the draft', async () => {
    const node = findNodeByPath(await getPageNodes(tribo.id, 'de'), ['service', 'kontakt'])!
    await payload.update({
      collection: 'pages',
      id: node.id,
      locale: 'de',
      draft: true,
      data: { title: 'Kontakt (Entwurf)' },
      context: { disableRevalidate: true },
    })
    expect((await getPageContent(tribo.id, node.id, 'de'))?.title).toBe('Kontakt')
    expect((await getPageContent(tribo.id, node.id, 'de', { draft: true }))?.title).toBe('Kontakt (Entwurf)')
    expect(findNodeByPath(await getPageNodes(tribo.id, 'de'), ['service', 'kontakt'])?.title).toBe('Kontakt')
  })

  it('hides an unpublished page from the public entirely', async () => {
    const created = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Geheim', slug: 'geheim', tenant: tribo.id as number, _status: 'draft', content: [] },
      context: { disableRevalidate: true },
    })
    expect(findNodeByPath(await getPageNodes(tribo.id, 'de'), ['geheim'])).toBeNull()
    expect(await getPageContent(tribo.id, created.id, 'de')).toBeNull()
    expect(findNodeByPath(await getPageNodes(tribo.id, 'de', { draft: true }), ['geheim'])?.id).toBe(
      created.id,
    )
  })
})
