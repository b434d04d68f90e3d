import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as positionsApi } from '@/app/api/contracts/[contractNumber]/positions/route'
import { GET as contractsApi } from '@/app/api/contracts/route'
import { GET as customersApi } from '@/app/api/customers/list/route'
import type { Contract } from '@/cms/payload-types'
import type { ContractEntry, ContractPositionEntry } from '@/features/contracts/schemas'
import type { CustomerEntry } from '@/features/customers/schemas'
import type { TableResults } from '@/features/table-lists/types'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }
type ListData = { results: TableResults<ContractEntry> }
type PositionsData = { contract: ContractEntry; results: TableResults<ContractPositionEntry> }

let payload: Payload
let tokens: Record<string, string>
/** Every contract of each demo customer, straight from the database. */
const contractsOf: Record<string, Contract[]> = {}

beforeAll(async () => {
  payload = await getTestPayload()
  tokens = (await loginDemoAccounts(payload)).tokens
  tokens['moto-kunde'] = (
    await payload.login({
      collection: 'accounts',
      data: { username: 'moto-kunde', password: 'Kunde-2026!' } as never,
    })
  ).token!
  for (const customerId of ['100200', '100300', '200100']) {
    const customer = (
      await payload.find({
        collection: 'customers',
        where: { customerId: { equals: customerId } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    contractsOf[customerId] = (
      await payload.find({
        collection: 'contracts',
        where: { customer: { equals: customer.id } },
        depth: 0,
        pagination: false,
        locale: 'de',
      })
    ).docs as Contract[]
  }
}, 300_000)

const as = (user?: string, host?: string, locale = 'de-ch') => ({
  headers: { 'x-tribo-locale': locale },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
  ...(host ? { host } : {}),
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const list = async (query = '', user = 'kunde', host?: string, locale?: string) =>
  json<ListData>(
    await contractsApi(makeRequest(`/api/contracts/${query ? `?${query}` : ''}`, as(user, host, locale))),
  )
const positions = async (contractNumber: string, query = '', user = 'kunde', host?: string) =>
  json<PositionsData>(
    await positionsApi(
      makeRequest(
        `/api/contracts/${encodeURIComponent(contractNumber)}/positions/${query ? `?${query}` : ''}`,
        as(user, host),
      ),
      { params: Promise.resolve({ contractNumber }) },
    ),
  )
const numbers = (entries: { contractNumber: string }[]) => entries.map((e) => e.contractNumber)
const day = (iso: string) => iso.slice(0, 10)

describe('contracts: who may read them', () => {
  it('answers 401 to visitors, 403 to private customers and to employees without a contact', async () => {
    expect((await list('', '')).status).toBe(401)
    const b2c = await list('', 'privat')
    expect(b2c.status).toBe(403)
    expect(b2c.body.messages?.[0]?.message).toBe('Diese Funktion steht nur Geschäftskunden zur Verfügung.')
    const employee = await list('', 'mitarbeiter')
    expect(employee.status).toBe(403)
    expect(employee.body.messages?.[0]?.message).toBe(
      'Bitte wählen Sie zuerst einen Kontakt, für den Sie handeln.',
    )
    const some = contractsOf['100200']![0]!.contractNumber
    expect((await positions(some, '', '')).status).toBe(401)
    expect((await positions(some, '', 'privat')).status).toBe(403)
    expect((await positions(some, '', 'mitarbeiter')).status).toBe(403)
  })
})

describe('contracts of kunde', () => {
  it('seeds 12–25 contracts per demo customer, expired, active and planned, of both kinds', () => {
    for (const contracts of Object.values(contractsOf)) {
      expect(contracts.length).toBeGreaterThanOrEqual(12)
      expect(contracts.length).toBeLessThanOrEqual(25)
      expect(new Set(contracts.map((c) => c.status))).toEqual(new Set(['active', 'planned', 'expired']))
      expect(new Set(contracts.map((c) => c.type))).toEqual(new Set(['framework', 'price']))
    }
  })

  it('lists only the own customer’s contracts, newest start first, with labels, counts, value, progress and detail link', async () => {
    const { status, body } = await list('limit=100')
    expect(status).toBe(200)
    const { results } = body.data
    const own = contractsOf['100200']!
    expect(results.pagination).toEqual({ limit: 100, offset: 0, page: 1, pages: 1, total: own.length })
    expect(new Set(numbers(results.entries))).toEqual(new Set(own.map((c) => c.contractNumber)))
    const starts = results.entries.map((e) => e.validFrom)
    expect(starts).toEqual([...starts].sort().reverse())
    const first = results.entries[0]!
    const stored = own.find((c) => c.contractNumber === first.contractNumber)!
    expect(first.title).toBe(stored.title)
    expect(first.typeLabel).toBe(stored.type === 'framework' ? 'Rahmenvertrag' : 'Preisvereinbarung')
    expect(first.statusLabel).toBe(
      { active: 'Aktiv', planned: 'Geplant', expired: 'Abgelaufen' }[stored.status],
    )
    expect(first.validFrom).toBe(day(stored.validFrom))
    expect(first.agreedValueCents).toBe(stored.totalValueCents)
    expect(first.url).toBe(`/de-ch/konto/vertraege/${encodeURIComponent(first.contractNumber)}`)
    const count = await payload.count({
      collection: 'contract-positions',
      where: { contract: { equals: stored.id } },
    })
    expect(first.positionCount).toBe(count.totalDocs)
    expect(first.positionCount).toBeGreaterThanOrEqual(3)
    for (const entry of results.entries) {
      expect(entry.progress).toBeGreaterThanOrEqual(0)
      expect(entry.progress).toBeLessThanOrEqual(1)
      expect(entry.progress).toBeCloseTo(entry.calledQuantity / entry.agreedQuantity, 6)
      if (entry.status === 'planned') expect(entry.progress).toBe(0)
    }
    expect(results.tableSortColumns).toEqual(['contractNumber', 'validFrom', 'validTo', 'status'])
    expect(results.tableSortOrder).toEqual({ column: null, order: null })
    expect(results.tableFilterFields.map((f) => f.name)).toEqual(['status', 'type'])
  })

  it('titles the contracts in the caller’s language', async () => {
    const fr = await list('limit=100', 'kunde', undefined, 'fr-ch')
    expect(fr.body.data.results.entries.every((e) => /^(Contrat-cadre|Accord de prix) /.test(e.title))).toBe(
      true,
    )
    expect(fr.body.data.results.entries[0]!.statusLabel).toMatch(/^(Actif|Planifié|Expiré)$/)
  })

  it('filters by status and by type', async () => {
    const own = contractsOf['100200']!
    const expired = await list('filters[status][]=expired&limit=100')
    expect(numbers(expired.body.data.results.entries).sort()).toEqual(
      own
        .filter((c) => c.status === 'expired')
        .map((c) => c.contractNumber)
        .sort(),
    )
    expect(expired.body.data.results.tableFilterFields.find((f) => f.name === 'status')!.value).toEqual([
      'expired',
    ])
    const price = await list(
      'filters[type][]=price&filters[status][]=active&filters[status][]=planned&limit=100',
    )
    expect(numbers(price.body.data.results.entries).sort()).toEqual(
      own
        .filter((c) => c.type === 'price' && c.status !== 'expired')
        .map((c) => c.contractNumber)
        .sort(),
    )
  })

  it('narrows to contracts whose validity overlaps the date range', async () => {
    const own = contractsOf['100200']!
    const { body } = await list('dateFrom=2025-03-01&dateTo=2025-04-30&limit=100')
    const expected = own
      .filter((c) => day(c.validFrom) <= '2025-04-30' && day(c.validTo) >= '2025-03-01')
      .map((c) => c.contractNumber)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(own.length)
    expect(numbers(body.data.results.entries).sort()).toEqual(expected.sort())
    expect(body.data.results.datepicker).toMatchObject({ from: '2025-03-01', to: '2025-04-30' })
  })

  it('searches contract numbers and titles', async () => {
    const own = contractsOf['100200']!
    const target = own[3]!
    expect(numbers((await list(`search=${target.contractNumber}`)).body.data.results.entries)).toEqual([
      target.contractNumber,
    ])
    const word = target.title.split(' ')[1]!
    const byTitle = (await list(`search=${encodeURIComponent(word)}&limit=100`)).body.data.results.entries
    expect(byTitle.map((e) => e.contractNumber)).toContain(target.contractNumber)
    expect(byTitle.every((e) => e.title.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    expect((await list('search=keinvertrag')).body.data.results.pagination.total).toBe(0)
  })

  it('sorts ascending, descending and back to the default', async () => {
    const asc = numbers((await list('sort=contractNumber&order=asc&limit=100')).body.data.results.entries)
    expect(asc).toEqual([...asc].sort())
    const desc = numbers((await list('sort=contractNumber&order=desc&limit=100')).body.data.results.entries)
    expect(desc).toEqual([...asc].reverse())
    const ends = (await list('sort=validTo&order=asc&limit=100')).body.data.results.entries.map(
      (e) => e.validTo,
    )
    expect(ends).toEqual([...ends].sort())
    const none = await list('limit=100')
    expect(none.body.data.results.tableSortOrder).toEqual({ column: null, order: null })
    const starts = none.body.data.results.entries.map((e) => e.validFrom)
    expect(starts).toEqual([...starts].sort().reverse())
    const status = (await list('sort=status&order=desc&limit=100')).body.data.results
    expect(status.tableSortOrder).toEqual({ column: 'status', order: 'desc' })
  })

  it('pages in the database: pages do not overlap, the last page is short, an offset beyond the end is empty', async () => {
    const total = contractsOf['100200']!.length
    const first = (await list('limit=5&sort=contractNumber&order=asc')).body.data.results
    const second = (await list('limit=5&offset=5&sort=contractNumber&order=asc')).body.data.results
    expect(first.entries).toHaveLength(5)
    expect(second.pagination).toMatchObject({ page: 2, offset: 5, total })
    expect(numbers(first.entries).filter((n) => numbers(second.entries).includes(n))).toEqual([])
    const lastPage = Math.ceil(total / 5)
    const last = (await list(`limit=5&page=${lastPage}`)).body.data.results
    expect(last.entries).toHaveLength(total - (lastPage - 1) * 5)
    expect(last.pagination).toMatchObject({ page: lastPage, pages: lastPage })
    // Pages start at multiples of the limit: an offset between page starts is refused, naming it.
    const between = await list('offset=3&limit=5&sort=contractNumber&order=asc')
    expect(between.status).toBe(400)
    expect(between.body.messages?.[0]?.meta?.fields).toEqual(['offset'])
    const beyond = await list(`offset=${(Math.ceil(total / 20) + 1) * 20}`)
    expect(beyond.status).toBe(200)
    expect(beyond.body.data.results.entries).toEqual([])
    expect(beyond.body.data.results.pagination.total).toBe(total)
  })

  it('answers 400 naming the bad parameter', async () => {
    for (const [query, parameter] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['sort=title', 'sort'],
      ['sort=validFrom&order=up', 'order'],
      ['filters[status][]=cancelled', 'filters[status]'],
      ['filters[colour][]=red', 'filters[colour]'],
      ['dateFrom=2025-13-01', 'dateFrom'],
      ['dateFrom=2025-05-01&dateTo=2025-04-01', 'dateTo'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ] as const) {
      const res = await list(query)
      expect(res.status, query).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields, query).toEqual([parameter])
      expect(res.body.messages?.[0]?.message).toContain(parameter)
    }
  })
})

describe('contract positions', () => {
  const biggest = () => {
    const own = contractsOf['100200']!
    return own[0]!
  }

  it('pages a contract’s positions with product, pack, quantities and the agreed price', async () => {
    const contract = biggest()
    const total = (
      await payload.count({ collection: 'contract-positions', where: { contract: { equals: contract.id } } })
    ).totalDocs
    const { status, body } = await positions(contract.contractNumber, 'limit=2')
    expect(status).toBe(200)
    expect(body.data.contract.contractNumber).toBe(contract.contractNumber)
    expect(body.data.contract.positionCount).toBe(total)
    expect(body.data.results.pagination).toMatchObject({ limit: 2, offset: 0, page: 1, total })
    const [a, b] = body.data.results.entries
    expect(a!.positionNumber).toBeLessThan(b!.positionNumber)
    expect(a!.title).not.toBe(a!.articleNumber)
    expect(a!.url).toBe(`/de-ch/p/${encodeURIComponent(a!.productNumber!)}`)
    expect(a!.packLabel).toMatch(/\d/)
    expect(a!.remaining).toBe(Math.max(0, a!.agreed - a!.called))
    expect(a!.unitPriceCents).toBeGreaterThan(0)
    const next = (await positions(contract.contractNumber, 'limit=2&offset=2')).body.data.results
    expect(next.pagination).toMatchObject({ page: 2, offset: 2 })
    expect(next.entries[0]!.positionNumber).toBeGreaterThan(b!.positionNumber)
  })

  it('sorts positions and searches article numbers', async () => {
    const contract = biggest()
    const desc = (
      await positions(contract.contractNumber, 'sort=agreed&order=desc&limit=100')
    ).body.data.results.entries.map((p) => p.agreed)
    expect(desc).toEqual([...desc].sort((x, y) => y - x))
    const all = (await positions(contract.contractNumber, 'limit=100')).body.data.results.entries
    const one = all[all.length - 1]!
    const found = (
      await positions(contract.contractNumber, `search=${encodeURIComponent(one.articleNumber)}`)
    ).body.data.results.entries
    expect(found.map((p) => p.articleNumber)).toEqual([one.articleNumber])
    expect((await positions(contract.contractNumber, 'sort=title')).body.messages?.[0]?.meta?.fields).toEqual(
      ['sort'],
    )
    expect((await positions(contract.contractNumber, 'limit=101')).status).toBe(400)
  })

  it('answers 404 for an unknown contract and 400 for a malformed number', async () => {
    expect((await positions('RV-000000-999')).status).toBe(404)
    const bad = await positions('../x')
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['contractNumber'])
  })
})

describe('contracts of other customers and tenants stay hidden', () => {
  it('alpin never sees kunde’s contracts, and kunde’s positions are a 404 for alpin', async () => {
    const alpin = (await list('limit=100', 'alpin')).body.data.results
    expect(alpin.pagination.total).toBe(contractsOf['100300']!.length)
    const kundeNumbers = new Set(contractsOf['100200']!.map((c) => c.contractNumber))
    expect(numbers(alpin.entries).some((n) => kundeNumbers.has(n))).toBe(false)
    const foreign = contractsOf['100200']![0]!.contractNumber
    const res = await positions(foreign, '', 'alpin')
    expect(res.status).toBe(404)
    expect(res.body.messages?.[0]?.message).toBe('Der Vertrag wurde nicht gefunden.')
    expect((await list(`search=${foreign}`, 'alpin')).body.data.results.entries).toEqual([])
  })

  it('moto’s customer sees only its own contracts on moto; a tribo session is not valid there', async () => {
    const moto = await list('limit=100', 'moto-kunde', 'moto.localhost:3000')
    expect(moto.status).toBe(200)
    expect(new Set(numbers(moto.body.data.results.entries))).toEqual(
      new Set(contractsOf['200100']!.map((c) => c.contractNumber)),
    )
    expect(
      (await positions(contractsOf['100200']![0]!.contractNumber, '', 'moto-kunde', 'moto.localhost:3000'))
        .status,
    ).toBe(404)
    expect((await list('', 'kunde', 'moto.localhost:3000')).status).toBe(401)
  })
})

describe('customers list for employees', () => {
  type CustomersData = { results: TableResults<CustomerEntry> }
  const customers = async (query = '', user = 'mitarbeiter', host?: string) =>
    json<CustomersData>(
      await customersApi(makeRequest(`/api/customers/list${query ? `?${query}` : ''}`, as(user, host))),
    )

  it('answers 401 to visitors and 403 to customers and private customers', async () => {
    expect((await customers('', '')).status).toBe(401)
    for (const user of ['kunde', 'alpin', 'privat']) {
      const res = await customers('', user)
      expect(res.status, user).toBe(403)
      expect(res.body.messages?.[0]?.message).toBe('Diese Funktion steht nur Mitarbeitenden zur Verfügung.')
    }
    expect((await customers('', 'mitarbeiter', 'moto.localhost:3000')).status).toBe(401)
  })

  it('lists the tenant’s customers by name with kind, bill-to city, contacts and last order; contacts to act for only where assigned', async () => {
    const { status, body } = await customers()
    expect(status).toBe(200)
    const { entries, pagination } = body.data.results
    const tenantCustomers = await payload.count({
      collection: 'customers',
      where: { tenant: { equals: contractsOf['100200']![0]!.tenant as number } },
    })
    expect(pagination.total).toBe(tenantCustomers.totalDocs)
    const names = entries.map((e) => e.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    expect(entries.some((e) => e.customerId === '200100')).toBe(false)
    const garage = entries.find((e) => e.customerId === '100200')!
    expect(garage).toMatchObject({
      name: 'Garage Muster AG',
      kind: 'b2b',
      kindLabel: 'Geschäftskunde',
      city: 'Volketswil',
      contactCount: 6,
      assigned: true,
    })
    expect(garage.contacts).toHaveLength(6)
    expect(garage.contacts[0]).toMatchObject({ contactId: expect.stringMatching(/^K-100200-/) })
    const latest = (
      await payload.find({
        collection: 'orders',
        where: { customer: { equals: contractsOf['100200']![0]!.customer as number } },
        sort: '-orderedAt',
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    expect(garage.lastOrderDate).toBe(
      new Date(latest.orderedAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' }),
    )
    const privat = entries.find((e) => e.customerId === '900100')!
    expect(privat).toMatchObject({ kind: 'b2c', assigned: false, contacts: [] })
  })

  it('searches names and numbers, filters the kind and sorts', async () => {
    expect((await customers('search=alpin')).body.data.results.entries.map((e) => e.customerId)).toEqual([
      '100300',
    ])
    expect((await customers('search=1002')).body.data.results.entries.map((e) => e.customerId)).toEqual([
      '100200',
    ])
    expect(
      (await customers('filters[kind][]=b2c')).body.data.results.entries.every((e) => e.kind === 'b2c'),
    ).toBe(true)
    const desc = (await customers('sort=customerId&order=desc')).body.data.results.entries.map(
      (e) => e.customerId,
    )
    expect(desc).toEqual([...desc].sort().reverse())
    const asc = (await customers('sort=customerId&order=asc&limit=1&offset=1')).body.data.results
    expect(asc.entries.map((e) => e.customerId)).toEqual([[...desc].sort()[1]])
    expect((await customers('offset=500')).body.data.results.entries).toEqual([])
    for (const [query, parameter] of [
      ['limit=101', 'limit'],
      ['sort=city', 'sort'],
      ['filters[kind][]=vip', 'filters[kind]'],
    ] as const) {
      const res = await customers(query)
      expect(res.status, query).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields).toEqual([parameter])
    }
  })
})
