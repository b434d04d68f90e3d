import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildProductLineTree } from '@/features/navigation/product-line-tree'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { tenantSitemapEntries } from '@/features/seo/server/site-entries'
import { getRoutingTable, getTenantSite } from '@/features/tenancy/server/tenants'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let tribo: TenantRoute
let moto: TenantRoute

beforeAll(async () => {
  payload = await getTestPayload()
  const table = await getRoutingTable()
  tribo = table.find((t) => t.slug === 'tribo')!
  moto = table.find((t) => t.slug === 'moto')!
}, 180_000)

describe('navigation data from the CMS', () => {
  it('reads product lines per tenant and language, three levels deep, with icons on lines', async () => {
    const tree = buildProductLineTree(await getProductLineNodes(tribo.id, 'fr'), 'fr-ch', 'fr')
    expect(tree.map((e) => e.label)).toEqual([
      'Huiles moteur',
      'Huiles de transmission',
      'Graisses',
      'Lubrifiants industriels',
      'Produits d’entretien',
    ])
    expect(tree[0]).toMatchObject({ uri: '/fr-ch/produits/huiles-moteur', showOilFinderTeaser: true })
    expect(tree[0].iconImage).toMatch(/^data:image\/svg\+xml/)
    expect(tree[0].pages[0].pages.map((e) => e.label)).toEqual([
      'Entièrement synthétiques',
      'Semi-synthétiques',
    ])
    expect(tree[3].class).toBe('add-separator')
  })

  it('keeps tenants apart', async () => {
    const motoLines = await getProductLineNodes(moto.id, 'de')
    expect(motoLines.map((n) => n.title)).toContain('Motorradöle')
    expect(motoLines.map((n) => n.title)).not.toContain('Getriebeöle')
  })

  it('refuses an icon with a script', async () => {
    await expect(
      payload.create({
        collection: 'product-lines',
        data: {
          tenant: Number(tribo.id),
          title: 'Böse',
          slug: 'boese',
          icon: '<svg onload="alert(1)"></svg>',
        },
      }),
    ).rejects.toThrow()
    expect(
      (await payload.count({ collection: 'product-lines', where: { slug: { equals: 'boese' } } })).totalDocs,
    ).toBe(0)
  })

  it('gives the site its footer columns, social links and old-browser texts per language', async () => {
    const site = await getTenantSite(tribo.id, 'it')
    expect(site?.footerColumns.map((c) => c.title)).toEqual(['Azienda', 'Servizio', 'Note legali'])
    expect(site?.footerColumns[1].links[0]).toEqual({
      label: 'Contatto',
      url: '/servizio/contatto',
      newTab: false,
    })
    expect(site?.socialLinks.map((l) => l.network)).toEqual(['linkedin', 'youtube', 'instagram'])
    expect(site?.oldBrowser.title).toBe('Il suo browser non è supportato')
  })
})

describe('sitemap', () => {
  it('lists every published page and product line in each locale with all its versions', async () => {
    const entries = await tenantSitemapEntries(tribo)
    const history = entries.find((e) => e.path === '/fr-ch/entreprise/histoire')
    expect(history?.alternates).toMatchObject({
      'de-ch': '/de-ch/unternehmen/geschichte',
      'it-ch': '/it-ch/azienda/storia',
      en: '/en/company/history',
      'de-de': '/de-de/unternehmen/geschichte',
    })
    expect(entries.some((e) => e.path === '/de-at/produkte/motorenoele/personenwagen/vollsynthetisch')).toBe(
      true,
    )
    expect(entries.every((e) => !e.path.includes('undefined'))).toBe(true)
    expect(entries.find((e) => e.path === '/de-ch/dealers')?.alternates).toMatchObject({
      'fr-ch': '/fr-ch/dealers',
      en: '/en/dealers',
    })
    for (const list of ['news', 'fairs', 'distribution-partners', 'oel-finder', 'alternativen'])
      expect(entries.some((e) => e.path === `/it-ch/${list}`)).toBe(true)
    expect(entries.some((e) => e.path.includes('/share/'))).toBe(false)
    // No page of another tenant.
    expect(entries.some((e) => e.path.includes('rennsport'))).toBe(false)
  })
})
