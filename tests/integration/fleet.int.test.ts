import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import writeExcelFile from 'write-excel-file/node'

import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { DELETE as deleteApi, GET as oneApi, PATCH as patchApi } from '@/app/api/fleet/[id]/route'
import { GET as servicesApi, POST as serviceApi } from '@/app/api/fleet/[id]/services/route'
import { POST as importApi } from '@/app/api/fleet/import/route'
import { GET as templateApi } from '@/app/api/fleet/import/template/route'
import { GET as listApi, POST as createApi } from '@/app/api/fleet/route'
import type { Contact, FleetEntry, OilRecommendation, VehicleType } from '@/cms/payload-types'
import { addDays, addMonths, todayInZurich } from '@/features/fleet/due'
import type { CreateAnswer, FleetEntryDetail, FleetEntryRow, ImportReport } from '@/features/fleet/schemas'
import { formatLicensePlate } from '@/features/oil-finder/schemas'
import type { TableResults } from '@/features/table-lists/types'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { type: string; message: string; meta?: { fields?: string[] } }[] }

const ORIGIN = 'http://localhost:3000'
let payload: Payload
let tokens: Record<DemoAccount, string>
let tenant: number
/** Plates of the oil finder's database whose type has a recommendation of the tenant (none in the demo fleet). */
const plates: { plate: string; type: number }[] = []
/** A type approval number of exactly one type, and one several types share. */
let singleApproval: { number: string; type: number }
let sharedApproval: { number: string; types: number[] }
/** A type without a recommendation of the tenant (made by this file). */
let bareType: number

const as = (user?: DemoAccount, origin = ORIGIN, locale = 'de-ch') => ({
  headers: { 'x-tribo-locale': locale, origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) })
const fieldsOf = (body: Envelope<unknown>) => (body.messages ?? []).flatMap((m) => m.meta?.fields ?? [])

const list = async (query = '', user: DemoAccount = 'alpin') =>
  json<{ results: TableResults<FleetEntryRow> }>(await listApi(makeRequest(`/api/fleet${query}`, as(user))))
const create = async (body: unknown, user: DemoAccount = 'flotte', locale = 'de-ch') =>
  json<CreateAnswer>(
    await createApi(makeRequest('/api/fleet', { method: 'POST', body, ...as(user, ORIGIN, locale) })),
  )
const one = async (id: number | string, user: DemoAccount = 'flotte') =>
  json<{ entry: FleetEntryDetail }>(await oneApi(makeRequest(`/api/fleet/${id}`, as(user)), params(id)))
const patch = async (id: number | string, body: unknown, user: DemoAccount = 'flotte') =>
  json<{ entry: FleetEntryDetail }>(
    await patchApi(makeRequest(`/api/fleet/${id}`, { method: 'PATCH', body, ...as(user) }), params(id)),
  )
const remove = async (id: number | string, user: DemoAccount = 'flotte') =>
  json<{ id: number }>(
    await deleteApi(makeRequest(`/api/fleet/${id}`, { method: 'DELETE', ...as(user) }), params(id)),
  )
const markDone = async (id: number | string, body: unknown, user: DemoAccount = 'flotte') =>
  json<{ entry: FleetEntryDetail }>(
    await serviceApi(
      makeRequest(`/api/fleet/${id}/services`, { method: 'POST', body, ...as(user) }),
      params(id),
    ),
  )
const history = async (id: number | string, user: DemoAccount = 'flotte') =>
  json<{ services: unknown[] }>(
    await servicesApi(makeRequest(`/api/fleet/${id}/services`, as(user)), params(id)),
  )
const upload = async (content: Uint8Array | string, name: string, user: DemoAccount = 'flotte') => {
  const form = new FormData()
  form.append('file', new Blob([content as BlobPart]), name)
  return json<{ report: ImportReport }>(
    await importApi(makeRequest('/api/fleet/import', { method: 'POST', body: form, ...as(user) })),
  )
}
const entryOf = (answer: Envelope<CreateAnswer>) => {
  if (!('entry' in answer.data)) throw new Error(`no entry: ${JSON.stringify(answer)}`)
  return answer.data.entry
}
const customerId = async (number: string) =>
  (
    await payload.find({
      collection: 'customers',
      where: { customerId: { equals: number } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]!.id
const entryCount = async () => (await payload.count({ collection: 'fleet-entries' })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  tokens = (await loginDemoAccounts(payload)).tokens
  tenant = (await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1 }))
    .docs[0]!.id
  const recommended = new Set(
    (
      (
        await payload.find({
          collection: 'oil-recommendations',
          where: { tenant: { equals: tenant } },
          pagination: false,
          depth: 0,
          select: { type: true },
        })
      ).docs as OilRecommendation[]
    ).map((r) => (typeof r.type === 'object' ? r.type.id : r.type)),
  )
  const inFleet = new Set(
    (
      (await payload.find({ collection: 'fleet-entries', pagination: false, depth: 0 })).docs as FleetEntry[]
    ).flatMap((e) => e.licensePlate ?? []),
  )
  const all = (
    await payload.find({ collection: 'license-plates', sort: '-plate', pagination: false, depth: 0 })
  ).docs
  for (const row of all) {
    const type = typeof row.type === 'object' ? row.type.id : row.type
    if (inFleet.has(row.plate)) continue
    if (recommended.has(type)) plates.push({ plate: row.plate, type })
  }
  const types = (await payload.find({ collection: 'vehicle-types', pagination: false, depth: 0 }))
    .docs as VehicleType[]
  const byNumber = new Map<string, number[]>()
  for (const type of types)
    if (type.typeApprovalNumber)
      byNumber.set(type.typeApprovalNumber, [...(byNumber.get(type.typeApprovalNumber) ?? []), type.id])
  const singles = [...byNumber].filter(([, ids]) => ids.length === 1 && recommended.has(ids[0]!))
  singleApproval = { number: singles[0]![0], type: singles[0]![1][0]! }
  // A second engine under another type's number (the demo data has none shared): the number fits two types,
  // and the new one has no recommendation of the tenant.
  const [number, [otherId]] = singles[1]!
  const other = types.find((type) => type.id === otherId)!
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = other
  bareType = (
    await payload.create({
      collection: 'vehicle-types',
      data: { ...copy, name: `${other.name} Variante`, typeApprovalNumber: number },
      depth: 0,
    })
  ).id
  sharedApproval = { number, types: [otherId!, bareType] }
})

describe('the fleet list', () => {
  it('lists Transporte Alpin’s seeded fleet with each entry’s next service, overdue ones among them', async () => {
    const res = await list('?limit=100')
    expect(res.status).toBe(200)
    const { entries, tableFilterFields, pagination } = res.body.data.results
    expect(pagination.total).toBeGreaterThanOrEqual(14)
    expect(entries.filter((e) => e.kind === 'machine').map((e) => e.name)).toEqual(
      expect.arrayContaining(['Hydraulikpresse Werkstatt', 'Schraubenkompressor']),
    )
    expect(entries.some((e) => e.nextDue?.overdue)).toBe(true)
    expect(entries.some((e) => e.nextDue && !e.nextDue.overdue && e.nextDue.inDays <= 14)).toBe(true)
    expect(tableFilterFields.find((f) => f.name === 'site')!.options.map((o) => o.value)).toEqual([
      'Depot Chur',
      'Depot Landquart',
    ])
  })

  it('filters by overdue, due within 14 days, kind, site and searches name and plate; sorts by next due', async () => {
    const overdue = (await list('?filters[due][]=overdue&limit=100')).body.data.results.entries
    expect(overdue.length).toBeGreaterThan(0)
    expect(overdue.every((e) => e.nextDue!.overdue)).toBe(true)
    const soon = (await list('?filters[due][]=14&limit=100')).body.data.results.entries
    expect(soon.every((e) => e.nextDue!.inDays <= 14)).toBe(true)
    expect(soon.length).toBeGreaterThan(overdue.length)
    const machines = (await list('?filters[kind][]=machine')).body.data.results.entries
    expect(machines.map((e) => e.kind)).toEqual(machines.map(() => 'machine'))
    expect(machines).toHaveLength(4)
    const chur = (await list('?filters[site][]=Depot%20Chur&limit=100')).body.data.results.entries
    expect(chur.length).toBeGreaterThan(0)
    expect(chur.every((e) => e.site === 'Depot Chur')).toBe(true)
    const searched = (await list('?search=sattelzug')).body.data.results.entries
    expect(searched.map((e) => e.name).sort()).toEqual(['Sattelzug 1', 'Sattelzug 2'])
    const plate = searched[0]!.licensePlate!
    const byPlate = (await list(`?search=${encodeURIComponent(plate.replace(' ', '').toLowerCase())}`)).body
      .data.results.entries
    expect(byPlate.map((e) => e.licensePlate)).toEqual([plate])
    const sorted = (await list('?sort=nextDue&order=asc&limit=100')).body.data.results.entries
    const dates = sorted.flatMap((e) => e.nextDue?.date ?? [])
    expect(dates).toEqual([...dates].sort())
  })

  it('answers 400 naming the parameter for a filter value that does not exist, 401 to visitors, 403 to private customers', async () => {
    const bad = await list('?filters[site][]=Nirgendwo')
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toEqual(['filters[site]'])
    expect((await list('?filters[due][]=7')).status).toBe(400)
    expect((await listApi(makeRequest('/api/fleet', as()))).status).toBe(401)
    expect((await listApi(makeRequest('/api/fleet', as('privat')))).status).toBe(403)
  })
})

describe('registering vehicles', () => {
  it('registers by plate with the recommendation’s components and the plate as the name; the same plate again is 409', async () => {
    const before = await entryCount()
    const { plate } = plates[0]!
    const res = await create({
      kind: 'vehicle',
      by: 'plate',
      plate: ` ${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)} `,
      site: 'Depot Chur',
      yearlyKm: 20000,
    })
    expect(res.status).toBe(201)
    const entry = entryOf(res.body)
    expect(entry).toMatchObject({
      kind: 'vehicle',
      source: 'plate',
      name: formatLicensePlate(plate),
      licensePlate: formatLicensePlate(plate),
      site: 'Depot Chur',
      yearlyKm: 20000,
      editable: true,
    })
    expect(entry.components.length).toBeGreaterThan(0)
    const first = entry.components[0]!
    expect(first.fromRecommendation).toBe(true)
    expect(first.product).not.toBeNull()
    expect(first.recommendation!.products[0]!.productNumber).toBe(first.product!.productNumber)
    expect(first.capacityLitres).toBe(first.recommendation!.capacityLitres)
    expect(first.intervalMonths).toBe(first.recommendation!.intervalMonths)
    // No service on record: due today.
    expect(first.nextDue).toMatchObject({ basis: 'noHistory', date: todayInZurich() })
    expect(await entryCount()).toBe(before + 1)

    const again = await create({ kind: 'vehicle', by: 'plate', plate }, 'alpin')
    expect(again.status).toBe(409)
    expect(fieldsOf(again.body)).toEqual(['plate'])
    expect(again.body.messages![0]!.message).toContain('schon im Fuhrpark')
    expect(await entryCount()).toBe(before + 1)
  })

  it('refuses a malformed plate and an unknown one with 400 naming plate, in the user’s language; nothing is added', async () => {
    const before = await entryCount()
    const malformed = await create({ kind: 'vehicle', by: 'plate', plate: 'XX 12' })
    expect(malformed.status).toBe(400)
    expect(fieldsOf(malformed.body)).toEqual(['plate'])
    expect(malformed.body.messages![0]!.message).toContain('Kontrollschild')
    const unknown = await create({ kind: 'vehicle', by: 'plate', plate: 'ZH 999999' })
    expect(unknown.status).toBe(400)
    expect(fieldsOf(unknown.body)).toEqual(['plate'])
    expect(unknown.body.messages![0]!.message).toBe(
      'Zum Kontrollschild ZH 999999 ist kein Fahrzeug hinterlegt. Wählen Sie es über die Fahrzeugwahl oder die Typengenehmigung.',
    )
    const french = await create({ kind: 'vehicle', by: 'plate', plate: 'ZH 999999' }, 'flotte', 'fr-ch')
    expect(french.body.messages![0]!.message).toContain('Aucun véhicule')
    expect(await entryCount()).toBe(before)
  })

  it('registers by type approval number; a number several types share answers the choices and adds nothing until one is chosen', async () => {
    const res = await create({
      kind: 'vehicle',
      by: 'typeApproval',
      typeApprovalNumber: singleApproval.number.toLowerCase(),
      name: 'Pool 1',
    })
    expect(res.status).toBe(201)
    expect(entryOf(res.body)).toMatchObject({
      name: 'Pool 1',
      source: 'typeApproval',
      typeApprovalNumber: singleApproval.number,
      licensePlate: null,
    })
    expect(entryOf(res.body).vehicle!.typeId).toBe(singleApproval.type)
    const unknown = await create({ kind: 'vehicle', by: 'typeApproval', typeApprovalNumber: '9ZZ999' })
    expect(unknown.status).toBe(400)
    expect(fieldsOf(unknown.body)).toEqual(['typeApprovalNumber'])
    const malformed = await create({ kind: 'vehicle', by: 'typeApproval', typeApprovalNumber: 'abc' })
    expect(malformed.status).toBe(400)
    expect(fieldsOf(malformed.body)).toEqual(['typeApprovalNumber'])
    expect(
      sharedApproval,
      'the demo database has a type approval number shared by several types',
    ).not.toBeNull()
    const before = await entryCount()
    const ask = await create({
      kind: 'vehicle',
      by: 'typeApproval',
      typeApprovalNumber: sharedApproval.number,
    })
    expect(ask.status).toBe(200)
    expect('choices' in ask.body.data && ask.body.data.choices.map((c) => c.typeId).sort()).toEqual(
      [...sharedApproval.types].sort(),
    )
    expect(await entryCount()).toBe(before)
    const chosen = await create({
      kind: 'vehicle',
      by: 'typeApproval',
      typeApprovalNumber: sharedApproval.number,
      vehicleTypeId: sharedApproval.types[1],
    })
    expect(chosen.status).toBe(201)
    expect(entryOf(chosen.body).vehicle!.typeId).toBe(sharedApproval.types[1])
  })

  it('registers by type (make → model → type); an unknown type is 400 naming vehicleTypeId', async () => {
    const res = await create({
      kind: 'vehicle',
      by: 'type',
      vehicleTypeId: plates[1]!.type,
      costCentre: 'KST 1',
    })
    expect(res.status).toBe(201)
    const entry = entryOf(res.body)
    expect(entry.source).toBe('selection')
    expect(entry.name).toBe(
      `${entry.vehicle!.make} ${entry.vehicle!.model} ${entry.vehicle!.type}`.slice(0, 80),
    )
    const unknown = await create({ kind: 'vehicle', by: 'type', vehicleTypeId: 999999 })
    expect(unknown.status).toBe(400)
    expect(fieldsOf(unknown.body)).toEqual(['vehicleTypeId'])
  })

  it('registers a vehicle without a recommendation with no components and says so', async () => {
    const res = await create({ kind: 'vehicle', by: 'type', vehicleTypeId: bareType })
    expect(res.status).toBe(201)
    expect(entryOf(res.body).components).toEqual([])
    expect(res.body.messages!.find((m) => m.type === 'info')!.message).toBe(
      'Für dieses Fahrzeug haben wir noch keine Empfehlung. Erfassen Sie die Komponenten bitte selbst.',
    )
  })
})

describe('machines, changes and deletion', () => {
  it('registers a machine with components (a Tribo product and another brand’s), edits it and deletes it with its history', async () => {
    const today = todayInZurich()
    const res = await create({
      kind: 'machine',
      name: 'Presse 7',
      machineKind: 'hydraulicPress',
      site: 'Halle 2',
      yearlyHours: 1500,
      components: [
        {
          component: 'hydraulicSystem',
          product: 'trb-hlp-isovg46',
          capacityLitres: 120,
          intervalMonths: 12,
          intervalHours: 4000,
          lastServiceDate: addDays(today, -30),
        },
        {
          component: 'gearUnit',
          productInUseText: 'Mobilgear 600 XP 220',
          capacityLitres: 8,
          intervalMonths: 24,
        },
      ],
    })
    expect(res.status).toBe(201)
    const entry = entryOf(res.body)
    expect(entry).toMatchObject({
      kind: 'machine',
      machineKind: 'hydraulicPress',
      source: 'manual',
      site: 'Halle 2',
    })
    const [hydraulic, gear] = entry.components
    expect(hydraulic!.product!.productNumber).toBe('TRB-HLP-ISOVG46')
    expect(hydraulic!.nextDue).toMatchObject({ basis: 'months', date: addMonths(addDays(today, -30), 12) })
    expect(gear!.alternativesUrl).toBe('/de-ch/alternativen?q=Mobilgear%20600%20XP%20220')

    const renamed = await patch(entry.id, {
      name: 'Presse 7 (Halle 2)',
      costCentre: 'KST 77',
      components: [
        {
          ...entry.components[0]!,
          id: hydraulic!.id,
          component: 'hydraulicSystem',
          product: 'TRB-HLP-ISOVG46',
          capacityLitres: 130,
          intervalMonths: 12,
          intervalHours: 4000,
          lastServiceDate: addDays(today, -30),
        },
      ].map(({ id, component, product, capacityLitres, intervalMonths, intervalHours, lastServiceDate }) => ({
        id,
        component,
        product,
        capacityLitres,
        intervalMonths,
        intervalHours,
        lastServiceDate,
      })),
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data.entry).toMatchObject({ name: 'Presse 7 (Halle 2)', costCentre: 'KST 77' })
    expect(renamed.body.data.entry.components).toHaveLength(1)
    expect(renamed.body.data.entry.components[0]).toMatchObject({ id: hydraulic!.id, capacityLitres: 130 })

    await markDone(entry.id, { componentId: hydraulic!.id, doneOn: today })
    const serviceCount = async () =>
      (await payload.count({ collection: 'fleet-services', where: { entry: { equals: entry.id } } }))
        .totalDocs
    expect(await serviceCount()).toBe(1)
    const gone = await remove(entry.id)
    expect(gone.status).toBe(200)
    expect((await one(entry.id)).status).toBe(404)
    expect(await serviceCount()).toBe(0)
  })

  it('refuses bad machine input with 400 naming each field, in form order, and adds nothing', async () => {
    const before = await entryCount()
    const res = await create({
      kind: 'machine',
      name: '',
      machineKind: 'rocket',
      components: [{ component: 'gearUnit', capacityLitres: -1, intervalMonths: 0 }],
    })
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body)).toEqual([
      'name',
      'machineKind',
      'components.0.capacityLitres',
      'components.0.intervalMonths',
    ])
    expect(res.body.messages![2]!.message).toMatch(/^Komponente 1: /)
    const noComponents = await create({ kind: 'machine', name: 'Leer', machineKind: 'pump', components: [] })
    expect(fieldsOf(noComponents.body)).toEqual(['components'])
    const unknownProduct = await create({
      kind: 'machine',
      name: 'Pumpe',
      machineKind: 'pump',
      components: [
        { component: 'circulation', product: 'TRB-GIBTS-NICHT', capacityLitres: 3, intervalMonths: 6 },
      ],
    })
    expect(unknownProduct.status).toBe(400)
    expect(fieldsOf(unknownProduct.body)).toEqual(['components.0.product'])
    const future = await create({
      kind: 'machine',
      name: 'Pumpe',
      machineKind: 'pump',
      components: [
        {
          component: 'circulation',
          capacityLitres: 3,
          intervalMonths: 6,
          lastServiceDate: addDays(todayInZurich(), 2),
        },
      ],
    })
    expect(fieldsOf(future.body)).toEqual(['components.0.lastServiceDate'])
    expect(await entryCount()).toBe(before)
  })
})

describe('marking a service done', () => {
  it('records the service, restarts the interval from its day and takes a newer reading; the history lists it', async () => {
    const today = todayInZurich()
    const created = entryOf(
      (
        await create({
          kind: 'vehicle',
          by: 'type',
          vehicleTypeId: plates[2]!.type,
          name: 'Service-Test',
          readingKm: 10000,
          readingDate: addDays(today, -60),
          yearlyKm: 1000,
        })
      ).body,
    )
    const engine = created.components.find((c) => c.intervalMonths) ?? created.components[0]!
    expect(engine.nextDue!.basis).toBe('noHistory')
    const doneOn = addDays(today, -3)
    const res = await markDone(created.id, {
      componentId: engine.id,
      doneOn,
      reading: 12345,
      litres: 5.5,
      note: 'Ölwechsel',
    })
    expect(res.status).toBe(201)
    const after = res.body.data.entry.components.find((c) => c.id === engine.id)!
    expect(after.lastServiceDate).toBe(doneOn)
    expect(after.lastServiceReading).toBe(12345)
    expect(after.nextDue).toMatchObject({
      basis: 'months',
      date: addMonths(doneOn, engine.intervalMonths!),
      overdue: false,
    })
    expect(res.body.data.entry).toMatchObject({ readingKm: 12345, readingDate: doneOn })
    expect(res.body.data.entry.services[0]).toMatchObject({
      doneOn,
      reading: 12345,
      litres: 5.5,
      note: 'Ölwechsel',
    })
    expect((await history(created.id)).body.data.services).toHaveLength(1)

    // An older service goes into the history but does not move the last service back.
    await markDone(created.id, { componentId: engine.id, doneOn: addDays(today, -400) })
    const detail = (await one(created.id)).body.data.entry
    expect(detail.components.find((c) => c.id === engine.id)!.lastServiceDate).toBe(doneOn)
    expect(detail.services.map((s) => s.doneOn)).toEqual([doneOn, addDays(today, -400)])
  })

  it('refuses a day in the future or before 2000 and an unknown component with 400 naming the field; nothing is written', async () => {
    const entry = (await list('?search=Sattelzug%201')).body.data.results.entries[0]!
    const detail = (await one(entry.id, 'alpin')).body.data.entry
    const count = async () => (await payload.count({ collection: 'fleet-services' })).totalDocs
    const before = await count()
    const componentId = detail.components[0]!.id
    const future = await markDone(entry.id, { componentId, doneOn: addDays(todayInZurich(), 1) })
    expect(future.status).toBe(400)
    expect(fieldsOf(future.body)).toEqual(['doneOn'])
    expect(future.body.messages![0]!.message).toBe('«Datum» darf nicht in der Zukunft liegen.')
    const old = await markDone(entry.id, { componentId, doneOn: '1999-12-31' })
    expect(fieldsOf(old.body)).toEqual(['doneOn'])
    const unknown = await markDone(entry.id, { componentId: 'nope', doneOn: todayInZurich() })
    expect(unknown.status).toBe(400)
    expect(fieldsOf(unknown.body)).toEqual(['componentId'])
    expect(await count()).toBe(before)
    expect((await one(entry.id, 'alpin')).body.data.entry.components[0]!.lastServiceDate).toBe(
      detail.components[0]!.lastServiceDate,
    )
  })
})

describe('who may see and change a fleet', () => {
  it('lets a viewer read its company’s fleet but refuses every write with 403, changing nothing', async () => {
    expect((await list('', 'ansicht')).status).toBe(200)
    const before = await entryCount()
    const refused = await create({ kind: 'vehicle', by: 'plate', plate: plates[3]!.plate }, 'ansicht')
    expect(refused.status).toBe(403)
    expect(refused.body.messages![0]!.message).toBe(
      'Mit der Rolle «Betrachter» können Sie den Fuhrpark ansehen, aber nicht ändern.',
    )
    expect((await upload('Kontrollschild\n' + plates[3]!.plate, 'f.csv', 'ansicht')).status).toBe(403)
    expect(await entryCount()).toBe(before)
    // Garage Muster's own entry, created by its administrator: the viewer reads it, may not change it.
    const own = entryOf(
      (await create({ kind: 'vehicle', by: 'plate', plate: plates[3]!.plate }, 'kunde')).body,
    )
    const read = await one(own.id, 'ansicht')
    expect(read.status).toBe(200)
    expect(read.body.data.entry.editable).toBe(false)
    expect((await patch(own.id, { name: 'x' }, 'ansicht')).status).toBe(403)
    expect((await remove(own.id, 'ansicht')).status).toBe(403)
    expect(
      (await markDone(own.id, { componentId: own.components[0]!.id, doneOn: todayInZurich() }, 'ansicht'))
        .status,
    ).toBe(403)
    expect((await one(own.id, 'kunde')).body.data.entry.name).toBe(own.name)
  })

  it('never shows another customer’s entry: 404 on GET, PATCH, DELETE and services, and its list stays its own', async () => {
    const alpin = (await list('?search=Sattelzug%201')).body.data.results.entries[0]!
    const detail = (await one(alpin.id, 'alpin')).body.data.entry
    for (const answer of [
      await one(alpin.id, 'kunde'),
      await patch(alpin.id, { name: 'Gekapert' }, 'kunde'),
      await remove(alpin.id, 'kunde'),
      await markDone(alpin.id, { componentId: detail.components[0]!.id, doneOn: todayInZurich() }, 'kunde'),
      await history(alpin.id, 'kunde'),
    ]) {
      expect(answer.status).toBe(404)
      expect(answer.body.messages![0]!.message).toBe('Dieser Eintrag wurde im Fuhrpark nicht gefunden.')
    }
    const after = (await one(alpin.id, 'alpin')).body.data.entry
    expect(after.name).toBe(detail.name)
    expect(after.services).toEqual(detail.services)
    const garage = (await list('?limit=100', 'kunde')).body.data.results.entries
    expect(garage.map((e) => e.id)).not.toContain(alpin.id)
    const rows = (
      await payload.find({
        collection: 'fleet-entries',
        where: { id: { in: garage.map((e) => e.id) } },
        depth: 0,
        pagination: false,
      })
    ).docs as FleetEntry[]
    const garageCustomer = await customerId('100200')
    expect(
      rows.every((r) => (typeof r.customer === 'object' ? r.customer.id : r.customer) === garageCustomer),
    ).toBe(true)
    expect((await one('abc', 'alpin')).status).toBe(404)
  })
})

describe('an employee acting for a contact', () => {
  it('works with the contact’s customer’s fleet: reads and registers there, never another customer’s', async () => {
    expect((await list('', 'mitarbeiter')).status).toBe(403)
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
      const fleet = (await list('?search=Sattelzug', 'mitarbeiter')).body.data.results.entries
      expect(fleet.map((e) => e.name).sort()).toEqual(['Sattelzug 1', 'Sattelzug 2'])
      const res = await create({ kind: 'vehicle', by: 'plate', plate: plates[8]!.plate }, 'mitarbeiter')
      expect(res.status).toBe(201)
      const stored = (await payload.findByID({
        collection: 'fleet-entries',
        id: entryOf(res.body).id,
        depth: 0,
      })) as FleetEntry
      expect(stored.customer).toBe(await customerId('100300'))
      const garage = (await list('?limit=1', 'kunde')).body.data.results.entries[0]!
      expect((await one(garage.id, 'mitarbeiter')).status).toBe(404)
    } finally {
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
    }
  })
})

describe('importing plates from a file', () => {
  it('adds the good rows and reports each bad one with its row number (formula, malformed, unknown, duplicate in file and in fleet)', async () => {
    const inFleet = (await list('?search=Sattelzug%201')).body.data.results.entries[0]!.licensePlate!
    const [a, b] = [plates[4]!.plate, plates[5]!.plate]
    const csv = [
      'Kontrollschild;Bezeichnung;Standort;Kostenstelle;km/Jahr',
      `${formatLicensePlate(a)};Import A;Depot Chur;KST 4100;25'000`,
      `${b};;Depot Landquart;;`,
      `${a};Doppelt;;;`,
      'XY 1;Falsch;;;',
      'ZH 999999;Unbekannt;;;',
      `${inFleet};Schon da;;;`,
      '=HYPERLINK("http://evil");x;;;',
      `${plates[6]!.plate};Zu viel;;;viel`,
    ].join('\r\n')
    const before = await entryCount()
    const res = await upload(new TextEncoder().encode(csv), 'fuhrpark.csv')
    expect(res.status).toBe(201)
    expect(res.body.data.report.added.map((r) => [r.row, r.licensePlate])).toEqual([
      [2, formatLicensePlate(a)],
      [3, formatLicensePlate(b)],
    ])
    expect(res.body.data.report.problems.map((p) => [p.row, p.reason])).toEqual([
      [4, 'Dieses Kontrollschild steht schon weiter oben in der Datei.'],
      [5, 'Das ist kein gültiges Schweizer Kontrollschild.'],
      [6, 'Zu diesem Kontrollschild ist kein Fahrzeug hinterlegt.'],
      [7, 'Dieses Fahrzeug ist schon im Fuhrpark.'],
      [8, 'Die Zeile enthält eine Formel.'],
      [9, 'Die km/Jahr sind keine ganze Zahl zwischen 0 und 500000.'],
    ])
    expect(await entryCount()).toBe(before + 2)
    const added = (await one(res.body.data.report.added[0]!.id)).body.data.entry
    expect(added).toMatchObject({
      name: 'Import A',
      site: 'Depot Chur',
      costCentre: 'KST 4100',
      yearlyKm: 25000,
      source: 'import',
    })
    expect(added.components.length).toBeGreaterThan(0)
  })

  it('reads an XLSX file without a header row; a formula cell is refused by its row', async () => {
    const rows = [
      [plates[7]!.plate, 'Excel 1', 'Depot Chur', null, 12000],
      [{ type: 'Formula', value: 'A1' } as never, 'Formel', null, null, null],
    ]
    const bytes = new Uint8Array(await writeExcelFile(rows as never).toBuffer())
    const res = await upload(bytes, 'plates.xlsx')
    expect(res.status).toBe(201)
    expect(res.body.data.report.added.map((r) => r.row)).toEqual([1])
    expect(res.body.data.report.problems.map((p) => p.row)).toEqual([2])
  })

  it('refuses a file of another type, a damaged XLSX, an empty file and one without a plate column with 400 naming file; nothing is added', async () => {
    const before = await entryCount()
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6])
    for (const [content, name, text] of [
      [png, 'bild.png', 'Das ist keine Excel- oder CSV-Datei.'],
      [damaged, 'kaputt.xlsx', 'Die Datei ist beschädigt und kann nicht gelesen werden.'],
      ['', 'leer.csv', 'Die Datei ist leer.'],
      ['Name;Ort\nLastwagen;Chur', 'ohne.csv', 'Die Datei hat keine Spalte «Kontrollschild».'],
    ] as const) {
      const res = await upload(content as Uint8Array | string, name)
      expect(res.status, name).toBe(400)
      expect(fieldsOf(res.body)).toEqual(['file'])
      expect(res.body.messages![0]!.message).toBe(text)
    }
    expect(await entryCount()).toBe(before)
  })

  it('downloads the template in the page’s language, as XLSX or CSV', async () => {
    const csv = await templateApi(
      makeRequest('/api/fleet/import/template?format=csv', {
        headers: { referer: `${ORIGIN}/fr-ch/konto/fuhrpark` },
        cookies: { tribo_account: tokens.flotte },
      }),
    )
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toContain('.csv')
    const text = await csv.text()
    expect(text).toContain('Plaque')
    const xlsx = await templateApi(makeRequest('/api/fleet/import/template', as('flotte')))
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
    expect(
      (await templateApi(makeRequest('/api/fleet/import/template?format=pdf', as('flotte')))).status,
    ).toBe(400)
  })
})
