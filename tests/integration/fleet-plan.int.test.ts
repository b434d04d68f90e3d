import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELETE as emptyCartApi, GET as cartApi } from '@/app/api/b2bcart/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { POST as planCartApi } from '@/app/api/fleet/plan/cart/route'
import { GET as planExportApi } from '@/app/api/fleet/plan/export/route'
import { GET as planApi } from '@/app/api/fleet/plan/route'
import { POST as planListApi } from '@/app/api/fleet/plan/shopping-list/route'
import type {
  Account,
  Article,
  Contact,
  ContractPosition,
  FleetEntry,
  ShoppingList,
} from '@/cms/payload-types'
import type { B2BCart } from '@/features/carts/schemas'
import { addDays, addMonths, nextQuarter, todayInZurich } from '@/features/fleet/due'
import type { FleetPlan, PlanAdded } from '@/features/fleet/plan-schemas'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

/**
 * The oil plan on both databases: the sums per product (a monthly interval three times in a
 * quarter, a km interval by the yearly estimate, an overdue service, components that cannot be
 * planned), the proposal priced by scale and by contract, into the cart and onto a list, the
 * viewer who reads but does not order, and another customer's fleet never in the plan.
 */

type Envelope<T> = { data: T; messages?: { type?: string; message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tenant: number
let tokens: Record<DemoAccount, string>
let accounts: Record<DemoAccount, Account>
let garage: number
let alpin: number
let garageList: number
/** P1: three packs (1, 5, 20 L) with prices this file sets; P2: another product Garage Muster orders. */
let p1: { id: number; productNumber: string; packs: Record<'1' | '5' | '20', Article> }
let p2: { id: number; productNumber: string }
const today = todayInZurich()
const quarter = nextQuarter(today)

const ORIGIN = 'http://localhost:3000'
const as = (user?: DemoAccount) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin: ORIGIN },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const plan = async (query = '', user: DemoAccount = 'kunde') =>
  json<{ plan: FleetPlan }>(await planApi(makeRequest(`/api/fleet/plan${query}`, as(user))))
const planOf = async (query = '', user: DemoAccount = 'kunde') => {
  const res = await plan(query, user)
  expect(res.status).toBe(200)
  return res.body.data.plan
}
const toCart = async (body: unknown, user: DemoAccount = 'kunde') =>
  json<{ added: PlanAdded; cart: B2BCart }>(
    await planCartApi(makeRequest('/api/fleet/plan/cart', { method: 'POST', body, ...as(user) })),
  )
const toList = async (body: unknown, user: DemoAccount = 'kunde') =>
  json<{ added: PlanAdded; list: { id: number; name: string; url: string } }>(
    await planListApi(makeRequest('/api/fleet/plan/shopping-list', { method: 'POST', body, ...as(user) })),
  )
const cartOf = async (user: DemoAccount = 'kunde') =>
  (await json<B2BCart>(await cartApi(makeRequest('/api/b2bcart/', as(user))))).body.data
const emptyCart = (user: DemoAccount = 'kunde') =>
  emptyCartApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))

const interval = (extra: Record<string, unknown>) => ({
  intervalMonths: null,
  intervalKm: null,
  intervalHours: null,
  lastServiceDate: null,
  lastServiceReading: null,
  ...extra,
})

async function entry(customer: number, data: Record<string, unknown>): Promise<FleetEntry> {
  return (await payload.create({
    collection: 'fleet-entries',
    data: { tenant, customer, kind: 'machine', source: 'manual', ...data } as never,
    depth: 0,
  })) as FleetEntry
}

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  ;({ tokens, accounts } = await loginDemoAccounts(payload))
  const customerOf = async (customerId: string) =>
    (
      await payload.find({
        collection: 'customers',
        where: { customerId: { equals: customerId } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
  const garageCustomer = await customerOf('100200')
  garage = garageCustomer.id
  garageList = garageCustomer.priceList as number
  alpin = (await customerOf('100300')).id
  // The plan of this file is its own: the seeded fleets of both customers go.
  await payload.delete({ collection: 'fleet-entries', where: { customer: { in: [garage, alpin] } } })

  const contracted = new Set(
    (
      await payload.find({
        collection: 'contract-positions',
        where: { 'contract.customer': { equals: garage } },
        depth: 0,
        pagination: false,
        select: { articleNumber: true },
      })
    ).docs.map((p) => (p as ContractPosition).articleNumber),
  )
  const articles = (
    await payload.find({
      collection: 'articles',
      where: { and: [{ tenant: { equals: tenant } }, { unit: { equals: 'L' } }] },
      depth: 1,
      pagination: false,
      populate: { products: { productNumber: true } },
    })
  ).docs as Article[]
  const byProduct = new Map<number, Article[]>()
  for (const article of articles) {
    const product = article.product as { id: number }
    byProduct.set(product.id, [...(byProduct.get(product.id) ?? []), article])
  }
  const free = [...byProduct.values()].filter((list) => list.every((a) => !contracted.has(a.articleNumber)))
  const withPacks = free.find((list) => [1, 5, 20].every((size) => list.some((a) => a.packSize === size)))!
  const packOf = (size: number) => withPacks.find((a) => a.packSize === size)!
  p1 = {
    id: (withPacks[0]!.product as { id: number }).id,
    productNumber: (withPacks[0]!.product as { productNumber: string }).productNumber,
    packs: { '1': packOf(1), '5': packOf(5), '20': packOf(20) },
  }
  // P1's prices for Garage Muster: 1 L 10.00, 5 L 45.00 (35.00 from 10), 20 L 150.00; its other packs off.
  const prices: Record<number, { minQuantity: number; unitPriceCents: number }[]> = {
    1: [{ minQuantity: 1, unitPriceCents: 1000 }],
    5: [
      { minQuantity: 1, unitPriceCents: 4500 },
      { minQuantity: 10, unitPriceCents: 3500 },
    ],
    20: [{ minQuantity: 1, unitPriceCents: 15000 }],
  }
  for (const article of withPacks) {
    const scales = prices[article.packSize]
    const chosen = scales && article.id === packOf(article.packSize).id
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: chosen
        ? {
            disabled: false,
            prices: [
              ...(article.prices ?? [])
                .filter(
                  (row) =>
                    (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) !== garageList,
                )
                .map((row) => ({
                  ...row,
                  priceList: typeof row.priceList === 'object' ? row.priceList.id : row.priceList,
                })),
              { priceList: garageList, tags: [], scales },
            ],
          }
        : { disabled: true },
      context: { disableRevalidate: true },
    })
  }
  const other = free.find(
    (list) =>
      list !== withPacks &&
      list.some(
        (a) =>
          !a.disabled &&
          (a.prices ?? []).some(
            (row) =>
              (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) === garageList &&
              (row.scales ?? []).length,
          ),
      ),
  )!
  p2 = {
    id: (other[0]!.product as { id: number }).id,
    productNumber: (other[0]!.product as { productNumber: string }).productNumber,
  }

  // A monthly interval: last service on the 15th of the month before the quarter → three services in it.
  await entry(garage, {
    name: 'Presse 1',
    site: 'Halle A',
    costCentre: 'KST-100',
    machineKind: 'hydraulicPress',
    components: [
      {
        component: 'hydraulicSystem',
        product: p1.id,
        capacityLitres: 25,
        ...interval({ intervalMonths: 1, lastServiceDate: addDays(addMonths(quarter.from, -1), 14) }),
      },
    ],
  })
  // A km interval from the yearly figure: 36 500 km a year, 15 000 km → 150 days after the last service.
  await entry(garage, {
    name: 'Lieferwagen',
    kind: 'vehicle',
    licensePlate: 'ZH123456',
    site: 'Halle B',
    yearlyKm: 36_500,
    components: [
      {
        component: 'engine',
        product: p2.id,
        capacityLitres: 5.5,
        ...interval({ intervalKm: 15_000, lastServiceDate: addDays(quarter.from, 16 - 150) }),
      },
    ],
  })
  // Overdue since long: due today.
  await entry(garage, {
    name: 'Stapler',
    machineKind: 'forklift',
    components: [
      {
        component: 'gearUnit',
        product: p2.id,
        capacityLitres: 3,
        ...interval({ intervalMonths: 12, lastServiceDate: addMonths(today, -14) }),
      },
    ],
  })
  // What cannot be planned.
  await entry(garage, {
    name: 'Zeta Kompressor',
    machineKind: 'compressor',
    components: [
      {
        component: 'compressorOil',
        productInUseText: 'Fremdmarke Kompressoröl 46',
        capacityLitres: 4,
        ...interval({ intervalMonths: 12 }),
      },
      { component: 'gearUnit', product: p2.id, ...interval({ intervalMonths: 12 }) },
      { component: 'spindle', product: p2.id, capacityLitres: 2, ...interval({}) },
      {
        component: 'hydraulicSystem',
        product: p2.id,
        capacityLitres: 2,
        ...interval({ intervalHours: 500, lastServiceDate: addMonths(today, -2) }),
      },
    ],
  })
  // Transporte Alpin's own fleet: never in Garage Muster's plan.
  await entry(alpin, {
    name: 'Alpin Sattelzug',
    kind: 'vehicle',
    licensePlate: 'GR99999',
    components: [
      {
        component: 'engine',
        product: p1.id,
        capacityLitres: 40,
        ...interval({ intervalMonths: 1, lastServiceDate: addDays(addMonths(quarter.from, -1), 9) }),
      },
    ],
  })
}, 300_000)

afterAll(async () => {
  await payload?.update({
    collection: 'accounts',
    where: { username: { equals: 'kunde' } },
    data: { retailerModeEnabled: false },
  })
})

describe('Oil plan: the sums', () => {
  it('sums per product the litres of the services due next quarter, with the services and what cannot be planned', async () => {
    const result = await planOf()
    expect(result).toMatchObject({ from: quarter.from, to: quarter.to, period: 'nextQuarter', today })
    expect(result.products.map((p) => p.productNumber).sort()).toEqual(
      [p1.productNumber, p2.productNumber].sort(),
    )
    const presse = result.products.find((p) => p.productId === p1.id)!
    expect(presse.litres).toBe(75)
    expect(presse.serviceCount).toBe(3)
    expect(presse.services.map((s) => [s.entryName, s.component, s.basis, s.litres])).toEqual([
      ['Presse 1', 'hydraulicSystem', 'months', 25],
      ['Presse 1', 'hydraulicSystem', 'months', 25],
      ['Presse 1', 'hydraulicSystem', 'months', 25],
    ])
    expect(presse.services.map((s) => s.date)).toEqual(
      [1, 2, 3].map((m) => addDays(addMonths(quarter.from, m - 1), 14)),
    )
    expect(presse.services[0]!.componentLabel).toBe('Hydrauliksystem')
    const van = result.products.find((p) => p.productId === p2.id)!
    expect(van.litres).toBe(5.5)
    expect(van.services).toEqual([
      expect.objectContaining({
        entryName: 'Lieferwagen',
        licensePlate: 'ZH 123456',
        component: 'engine',
        date: addDays(quarter.from, 16),
        basis: 'km',
        overdue: false,
      }),
    ])
    expect(result.unplannable.map((u) => [u.entryName, u.component, u.reason])).toEqual([
      ['Zeta Kompressor', 'compressorOil', 'noProduct'],
      ['Zeta Kompressor', 'gearUnit', 'noCapacity'],
      ['Zeta Kompressor', 'spindle', 'lifetime'],
      ['Zeta Kompressor', 'hydraulicSystem', 'noEstimate'],
    ])
    expect(result.unplannable[0]).toMatchObject({
      productInUseText: 'Fremdmarke Kompressoröl 46',
      reasonLabel: 'Kein Tribo-Produkt hinterlegt',
    })
    expect(result.serviceCount).toBe(4)
    expect(result.litres).toBe(80.5)
    expect(result).toMatchObject({ canOrder: true, canList: true, priceType: 'net', retailerMode: false })
    expect(result.sites).toEqual(['Halle A', 'Halle B'])
    expect(result.costCentres).toEqual(['KST-100'])
  })

  it('counts an overdue service today when the period holds today', async () => {
    const result = await planOf(`?from=${today}&to=${quarter.to}`)
    const van = result.products.find((p) => p.productId === p2.id)!
    expect(van.services.find((s) => s.entryName === 'Stapler')).toMatchObject({
      date: today,
      overdue: true,
      litres: 3,
    })
    expect(van.litres).toBe(8.5)
    expect(result.period).toBe('custom')
  })

  it('filters by site, cost centre and kind', async () => {
    expect((await planOf('?site=Halle%20A')).products.map((p) => p.productId)).toEqual([p1.id])
    expect((await planOf('?costCentre=KST-100')).products.map((p) => p.productId)).toEqual([p1.id])
    const vehicles = await planOf('?kind=vehicle')
    expect(vehicles.products.map((p) => p.productId)).toEqual([p2.id])
    expect(vehicles.unplannable).toEqual([])
    expect(vehicles.filters).toEqual({ site: '', costCentre: '', kind: 'vehicle' })
  })

  it('refuses a bad period or filter with a 400 naming the field, in the caller’s language', async () => {
    const cases: [string, string, string][] = [
      [
        '?from=2027-02-30&to=2027-03-31',
        'from',
        'Bitte geben Sie bei «Von» ein gültiges Datum an (JJJJ-MM-TT).',
      ],
      ['?from=2027-01-01&to=morgen', 'to', 'Bitte geben Sie bei «Bis» ein gültiges Datum an (JJJJ-MM-TT).'],
      ['?from=2027-03-01&to=2027-01-01', 'to', 'Das Enddatum darf nicht vor dem Startdatum liegen.'],
      ['?from=2027-01-01&to=2028-06-30', 'to', 'Der Zeitraum darf höchstens 366 Tage umfassen.'],
      ['?kind=truck', 'kind', 'Bitte wählen Sie bei «Art» Fahrzeug oder Maschine.'],
      ['?from=2027-01-01', 'to', 'Bitte geben Sie bei «Bis» ein gültiges Datum an (JJJJ-MM-TT).'],
    ]
    for (const [query, field, message] of cases) {
      const res = await plan(query)
      expect(res.status, query).toBe(400)
      expect(res.body.messages?.[0]).toMatchObject({ message, meta: { fields: [field] } })
    }
    const french = await planApi(
      makeRequest('/api/fleet/plan?from=2027-02-30&to=2027-03-31', {
        ...as('kunde'),
        headers: { 'x-tribo-locale': 'fr-ch', origin: ORIGIN },
      }),
    )
    expect(((await french.json()) as Envelope<null>).messages?.[0]?.message).toBe(
      'Veuillez indiquer une date valide pour « Du » (AAAA-MM-JJ).',
    )
  })
})

describe('Oil plan: packs optimised to the litre', () => {
  it('proposes the cheapest packs by scale price: 15 × 5 L at the price from 10 pieces', async () => {
    const presse = (await planOf()).products.find((p) => p.productId === p1.id)!
    expect(presse.proposal).toEqual({
      lines: [
        {
          articleNumber: p1.packs['5'].articleNumber,
          packLabel: '5 l',
          quantity: 15,
          litres: 75,
          unitPriceCents: 3500,
          totalCents: 52_500,
          contract: false,
        },
      ],
      litres: 75,
      leftoverLitres: 0,
      totalCents: 52_500,
    })
  })

  it('takes a contract price into account: 4 × 20 L at the agreed price', async () => {
    const contract = await payload.create({
      collection: 'contracts',
      data: {
        tenant,
        customer: garage,
        contractNumber: 'TEST-PLAN-1',
        title: 'Preisvereinbarung Ölplan',
        type: 'price',
        status: 'active',
        validFrom: `${addDays(today, -5)}T12:00:00.000Z`,
        validTo: `${addDays(today, 200)}T12:00:00.000Z`,
      },
      depth: 0,
    })
    await payload.create({
      collection: 'contract-positions',
      data: {
        tenant,
        contract: contract.id,
        positionNumber: 10,
        product: p1.id,
        articleNumber: p1.packs['20'].articleNumber,
        agreedQuantity: 50,
        calledQuantity: 0,
        unitPriceCents: 10_000,
      },
      depth: 0,
    })
    const result = await planOf()
    const presse = result.products.find((p) => p.productId === p1.id)!
    expect(presse.proposal).toMatchObject({
      lines: [
        {
          articleNumber: p1.packs['20'].articleNumber,
          packLabel: '20 l',
          quantity: 4,
          litres: 80,
          unitPriceCents: 10_000,
          totalCents: 40_000,
          contract: true,
        },
      ],
      litres: 80,
      leftoverLitres: 5,
      totalCents: 40_000,
    })
    const van = result.products.find((p) => p.productId === p2.id)!
    expect(van.proposal!.litres).toBeGreaterThanOrEqual(5.5)
    expect(result.totalCents).toBe(40_000 + van.proposal!.totalCents!)
  })
})

describe('Oil plan: into the cart and onto a list', () => {
  it('puts every proposed pack into the cart, computed again on the server', async () => {
    await emptyCart()
    const expected = (await planOf()).products.flatMap((p) =>
      p.proposal!.lines.map((line) => [line.articleNumber, line.quantity] as const),
    )
    const res = await toCart({ from: quarter.from, to: quarter.to, filters: {} })
    expect(res.status).toBe(200)
    expect(res.body.messages?.[0]?.message).toBe(
      `${expected.length} ${expected.length === 1 ? 'Position' : 'Positionen'} des Ölplans in den Warenkorb gelegt.`,
    )
    expect(res.body.data.added.map((a) => [a.articleNumber, a.quantity])).toEqual(expected)
    const cart = await cartOf()
    expect(cart.entries.map((e) => [e.articleNumber, e.count]).sort()).toEqual([...expected].sort())
    expect(cart.entries.find((e) => e.articleNumber === p1.packs['20'].articleNumber)?.price).toMatchObject({
      unitPriceCents: 10_000,
      contract: true,
    })
    // Quantities the browser sends are not taken: the body holds none, and an unknown field is a 400.
    const forged = await toCart({
      from: quarter.from,
      to: quarter.to,
      lines: [{ articleNumber: 'X', quantity: 9999 }],
    })
    expect(forged.status).toBe(400)
    // A second time adds the counts again.
    await toCart({})
    expect(
      (await cartOf()).entries.find((e) => e.articleNumber === p1.packs['20'].articleNumber)?.count,
    ).toBe(8)
    // A filter that leaves nothing to order: 409, nothing changes.
    const before = await cartOf()
    const none = await toCart({ filters: { site: 'Nirgends' } })
    expect(none.status).toBe(409)
    expect(none.body.messages?.[0]?.message).toBe('Im Ölplan dieses Zeitraums gibt es nichts zu bestellen.')
    expect((await cartOf()).entries).toEqual(before.entries)
    await emptyCart()
  })

  it('lets a viewer read the plan but not put it into the cart; retailer mode shows retail prices and orders nothing', async () => {
    const viewed = await planOf('', 'ansicht')
    expect(viewed.products.length).toBe(2)
    expect(viewed.canOrder).toBe(false)
    const refused = await toCart({}, 'ansicht')
    expect(refused.status).toBe(403)
    expect((await cartOf('ansicht')).count).toBe(0)

    await payload.update({
      collection: 'accounts',
      id: accounts.kunde.id,
      data: { retailerModeEnabled: true },
    })
    try {
      const retail = await planOf()
      expect(retail).toMatchObject({
        priceType: 'retail',
        canOrder: false,
        canList: false,
        retailerMode: true,
      })
      const retailer = await toCart({})
      expect(retailer.status).toBe(409)
      expect(retailer.body.messages?.[0]?.message).toBe(
        'Bitte verlassen Sie den Kundenmodus, um die Bestellung abzuschliessen.',
      )
      expect((await cartOf()).count).toBe(0)
    } finally {
      await payload.update({
        collection: 'accounts',
        id: accounts.kunde.id,
        data: { retailerModeEnabled: false },
      })
    }
  })

  it('puts the packs onto a new list, then adds them to the same list', async () => {
    const created = await toList({ name: 'Ölplan Q1' })
    expect(created.status).toBe(201)
    const lines = created.body.data.added.map((a) => [a.articleNumber, a.quantity])
    expect(created.body.data.list).toMatchObject({
      name: 'Ölplan Q1',
      url: `/de-ch/konto/merklisten/${created.body.data.list.id}`,
    })
    const stored = (await payload.findByID({
      collection: 'shopping-lists',
      id: created.body.data.list.id,
      depth: 0,
    })) as ShoppingList
    expect(stored.account).toBe(accounts.kunde.id)
    expect((stored.entries ?? []).map((e) => [e.articleNumber, e.quantity])).toEqual(lines)
    const again = await toList({ listId: stored.id })
    expect(again.status).toBe(200)
    const after = (await payload.findByID({
      collection: 'shopping-lists',
      id: stored.id,
      depth: 0,
    })) as ShoppingList
    expect((after.entries ?? []).map((e) => [e.articleNumber, e.quantity])).toEqual(
      lines.map(([article, quantity]) => [article, (quantity as number) * 2]),
    )
  })

  it('refuses a list it cannot see (404) and a bad body (400 naming the field), storing nothing', async () => {
    const foreign = (
      await payload.find({
        collection: 'shopping-lists',
        where: { account: { equals: accounts.alpin.id } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as ShoppingList | undefined
    const foreignId =
      foreign?.id ??
      (
        await payload.create({
          collection: 'shopping-lists',
          data: { tenant, account: accounts.alpin.id, customer: alpin, name: 'Alpin', entries: [] },
          depth: 0,
        })
      ).id
    const before = await payload.count({ collection: 'shopping-lists' })
    expect((await toList({ listId: foreignId })).status).toBe(404)
    const both = await toList({ listId: foreignId, name: 'Zwei' })
    expect(both.status).toBe(400)
    expect(both.body.messages?.[0]?.meta?.fields).toEqual(['listId'])
    const long = await toList({ name: 'x'.repeat(81) })
    expect(long.status).toBe(400)
    expect(long.body.messages?.[0]).toMatchObject({
      message: 'Der Name der Merkliste muss 1 bis 80 Zeichen ohne Steuerzeichen haben.',
      meta: { fields: ['name'] },
    })
    expect((await toList({ name: 'Neu', from: '2027-13-01' })).body.messages?.[0]?.meta?.fields).toEqual([
      'from',
    ])
    expect((await payload.count({ collection: 'shopping-lists' })).totalDocs).toBe(before.totalDocs)
  })
})

describe('Oil plan: whose fleet', () => {
  it('never shows another customer’s fleet; answers 401 to visitors and 403 to private customers', async () => {
    const garagePlan = await planOf()
    const names = [
      ...garagePlan.products.flatMap((p) => p.services.map((s) => s.entryName)),
      ...garagePlan.unplannable.map((u) => u.entryName),
    ]
    expect(names).not.toContain('Alpin Sattelzug')
    expect(garagePlan.products.find((p) => p.productId === p1.id)!.litres).toBe(75)
    const alpinPlan = await planOf('', 'alpin')
    expect(alpinPlan.products.map((p) => [p.productId, p.litres])).toEqual([[p1.id, 120]])
    expect(alpinPlan.unplannable).toEqual([])
    expect((await planApi(makeRequest('/api/fleet/plan', as()))).status).toBe(401)
    expect((await plan('', 'privat')).status).toBe(403)
    expect((await toCart({}, 'privat')).status).toBe(403)
  })

  it('shows an employee acting for a contact that contact’s customer’s plan, and orders it into the on-behalf cart', async () => {
    expect((await plan('', 'mitarbeiter')).status).toBe(403)
    const contact = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100300-01' } },
        limit: 1,
      })
    ).docs[0] as Contact
    const selected = await selectApi(
      makeRequest('/api/contact/select', {
        method: 'POST',
        body: { id: String(contact.id), contactId: contact.contactId },
        ...as('mitarbeiter'),
      }),
    )
    expect(selected.status).toBe(200)
    try {
      const onBehalf = await planOf('', 'mitarbeiter')
      expect(onBehalf.products.map((p) => [p.productId, p.litres])).toEqual([[p1.id, 120]])
      expect(onBehalf.products[0]!.services.map((s) => s.entryName)).toContain('Alpin Sattelzug')
      expect(onBehalf.unplannable).toEqual([])
      await emptyCart('mitarbeiter')
      const res = await toCart({}, 'mitarbeiter')
      expect(res.status).toBe(200)
      const expected = onBehalf.products[0]!.proposal!.lines.map((l) => [l.articleNumber, l.quantity])
      expect((await cartOf('mitarbeiter')).entries.map((e) => [e.articleNumber, e.count])).toEqual(expected)
      // The garage's cart and plan are untouched by the employee's work for Transporte Alpin.
      expect((await cartOf('kunde')).count).toBe(0)
      await emptyCart('mitarbeiter')
    } finally {
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
    }
    expect((await plan('', 'mitarbeiter')).status).toBe(403)
  })

  it('downloads the plan as CSV: packs and services, in the caller’s language', async () => {
    const res = await planExportApi(makeRequest('/api/fleet/plan/export', as('kunde')))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="oelplan-${quarter.from}-${quarter.to}.csv"`,
    )
    const text = await res.text()
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Zeile;Produkt;Produktnummer;Artikelnummer;Gebindegrösse;Anzahl;Liter;Rest (l);Preis (CHF);Fahrzeug / Maschine;Kontrollschild;Komponente;Fällig am;Grundlage;Überfällig',
    )
    expect(
      lines.filter((line) => line.startsWith('Gebinde;') && line.includes(p1.packs['20'].articleNumber)),
    ).toHaveLength(1)
    expect(lines.filter((line) => line.startsWith('Service;') && line.includes('Presse 1'))).toHaveLength(3)
    expect(text).not.toContain('Alpin Sattelzug')
    expect((await planExportApi(makeRequest('/api/fleet/plan/export?to=x', as('kunde')))).status).toBe(400)
  })
})
