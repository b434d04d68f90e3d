import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Article } from '@/cms/payload-types'
import { accountFromToken } from '@/features/accounts/server/current-account'
import { ANONYMOUS, type PriceViewer } from '@/features/catalog/pricing'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import { unsharedApprovals } from '@/features/compare/differences'
import { getComparison } from '@/features/compare/server/compare'
import { getRoutingTable } from '@/features/tenancy/server/tenants'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let tribo: TenantRoute
let moto: TenantRoute
let customer: PriceViewer
let employee: PriceViewer

const PRO = 'TRB-SYNPRO-5W30'
const DIESEL = 'TRB-SYNDSL-5W30'
const GEAR = 'TRB-GEARS-75W90'
const SEED = 'TRB-SYN-5W30-C3'

/** The viewer of a signed-in demo account, built the way the comparison page builds it (token → account → viewer). */
async function viewerOf(username: string, password: string): Promise<PriceViewer> {
  const { token } = await payload.login({ collection: 'accounts', data: { username, password } as never })
  const account = await accountFromToken(token, tribo.id)
  expect(account, username).not.toBeNull()
  return priceViewerOf(account)
}

beforeAll(async () => {
  payload = await getTestPayload()
  const table = await getRoutingTable()
  tribo = table.find((t) => t.slug === 'tribo')!
  moto = table.find((t) => t.slug === 'moto')!
  customer = await viewerOf('kunde', 'Kunde-2026!')
  employee = await viewerOf('mitarbeiter', 'Mitarbeiter-2026!')
}, 300_000)

describe('product comparison (server)', () => {
  it('reads the public data of the products in the order asked for, scoped to the tenant and in the page language', async () => {
    const { products, unknown, truncated } = await getComparison(tribo.id, 'de-ch', [DIESEL, PRO], ANONYMOUS)
    expect(products.map((p) => p.productNumber)).toEqual([DIESEL, PRO])
    expect(unknown).toEqual([])
    expect(truncated).toBe(false)
    expect(products[1]).toMatchObject({
      title: 'Tribo Synth Pro 5W-30',
      url: `/de-ch/p/${PRO}`,
      viscosity: '5W-30',
      baseOil: 'fullySynthetic',
      approvals: ['ACEA C3', 'API SP', 'VW 504 00', 'MB 229.51', 'BMW LL-04'],
    })
    expect(products[1]!.subtitle).toContain('Vollsynthetisches Motorenöl')
    expect(products[1]!.image?.fallback).toBeTruthy()
    expect([...unsharedApprovals(products)].sort()).toEqual(['API SP', 'BMW LL-04', 'VW 504 00', 'VW 505 01'])

    const french = await getComparison(tribo.id, 'fr-ch', [PRO], ANONYMOUS)
    expect(french.products[0]!.subtitle).toContain('Huile moteur entièrement synthétique')
    expect(french.products[0]!.url).toBe(`/fr-ch/p/${PRO}`)
  })

  it('gives anonymous visitors no pack sizes', async () => {
    const comparison = await getComparison(tribo.id, 'de-ch', [PRO, SEED], ANONYMOUS)
    expect(comparison.showsPackSizes).toBe(false)
    expect(comparison.products).toHaveLength(2)
    expect(comparison.products.every((p) => p.packSizes === null)).toBe(true)
    expect(JSON.stringify(comparison)).not.toMatch(/articleNumber|packSize"|unitPriceCents|priceInfo/)
  })

  it('gives a signed-in customer the offered pack sizes, without prices', async () => {
    const comparison = await getComparison(tribo.id, 'de-ch', [PRO, SEED], customer)
    expect(comparison.showsPackSizes).toBe(true)
    for (const product of comparison.products) {
      const { docs } = await payload.find({
        collection: 'articles',
        where: { 'product.productNumber': { equals: product.productNumber } },
        sort: 'sort',
        depth: 0,
        pagination: false,
      })
      const offered = (docs as Article[]).filter((a) => !a.disabled)
      expect(offered.length).toBeGreaterThanOrEqual(2)
      expect(product.packSizes).toEqual(
        offered.map((a) => ({ articleNumber: a.articleNumber, packSize: a.packSize, unit: a.unit })),
      )
    }
    expect(JSON.stringify(comparison)).not.toMatch(/unitPriceCents|priceInfo|recommendedRetailPrice/)
    // An account without a price list (an employee) sees pack sizes too, as in the product APIs.
    expect(
      (await getComparison(tribo.id, 'de-ch', [PRO], employee)).products[0]!.packSizes?.length,
    ).toBeGreaterThan(0)
  })

  it('skips unknown and malformed numbers and reports them', async () => {
    const comparison = await getComparison(
      tribo.id,
      'de-ch',
      ['trb-nope-123', PRO.toLowerCase(), 'bad number!'],
      customer,
    )
    expect(comparison.products.map((p) => p.productNumber)).toEqual([PRO])
    expect(comparison.unknown).toEqual(['TRB-NOPE-123', 'BAD NUMBER!'])
    // Another tenant's products are unknown here.
    const elsewhere = await getComparison(moto.id, 'de-ch', [PRO, DIESEL], customer)
    expect(elsewhere.products).toEqual([])
    expect(elsewhere.unknown).toEqual([PRO, DIESEL])
  })

  it('compares at most three products, the first ones asked for', async () => {
    const comparison = await getComparison(tribo.id, 'de-ch', [PRO, DIESEL, PRO, GEAR, SEED], ANONYMOUS)
    expect(comparison.truncated).toBe(true)
    expect(comparison.products.map((p) => p.productNumber)).toEqual([PRO, DIESEL, GEAR])
    expect((await getComparison(tribo.id, 'de-ch', [], ANONYMOUS)).products).toEqual([])
  })
})
