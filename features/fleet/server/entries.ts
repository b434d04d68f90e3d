import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
} from 'payload'

import type { Account, FleetEntry, FleetService, Product } from '@/cms/payload-types'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import { getCatalogue, vehicleSummary } from '@/features/oil-finder/server/catalogue'
import { getRecommendation } from '@/features/oil-finder/server/recommendation'
import { findTypeByPlate } from '@/features/oil-finder/server/tenant-content'
import { formatLicensePlate } from '@/features/oil-finder/schemas'
import type { RecommendedComponent, VehicleSummary } from '@/features/oil-finder/types'
import { productPath } from '@/features/products/paths'
import { tableRequest, tableResults } from '@/features/table-lists/server/table'
import { EMPTY_TABLE_QUERY, parseTableQuery, type TableQuery } from '@/features/table-lists/query'
import type { TableResults } from '@/features/table-lists/types'
import { ConflictError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'
import type { DataApi } from '@/lib/data'
import { languageOf } from '@/lib/i18n/locales'
import { formatCount } from '@/lib/numbers'
import { getPayload } from '@/lib/payload/get-payload'
import { relationId } from '@/lib/relation-ids'

import {
  FLEET_COMPONENT_KEYS,
  FLEET_MAX_COMPONENTS,
  FLEET_MAX_ENTRIES,
  type FleetComponentKey,
  type FleetEntrySource,
} from '../constants'
import { daysBetween, nextDue, todayInZurich, type FleetUsage, type ServiceInterval } from '../due'
import {
  FLEET_DUE_FILTERS,
  FLEET_SORT_COLUMNS,
  fleetTableDefinition,
  type CreateAnswer,
  type CreateEntryInput,
  type FleetComponentDetail,
  type FleetComponentInput,
  type FleetEntryDetail,
  type FleetEntryRow,
  type FleetServiceRow,
  type NextDueInfo,
  type ServiceInput,
  type TypeChoice,
  type UpdateEntryInput,
} from '../schemas'
import { removeReminders } from './removal'
import { badField, badFields, entryMissing, fleetData, mayChangeFleet, type FleetContext } from './request'

/**
 * A customer's fleet and machine park (features/fleet): every read and write
 * through the caller's data scope (the scope rule 'fleet-entries' narrows it
 * to the caller's customer and tenant, so another customer's entry is never
 * found); vehicles come from the oil finder's database and get their
 * components from the tenant's recommendation.
 */

type Ctx = FleetContext
type Component = NonNullable<FleetEntry['components']>[number]
type ComponentRow = Omit<Component, 'id'> & { id?: string | null }

const conflict = (message: string, fields: string[]) =>
  new ConflictError([{ type: 'error', message, meta: { fields } }])

export const entryUrl = (locale: string, id: number) => `/${locale}${ACCOUNT_PATHS.fleet}/${id}`

const componentLabel = (ctx: Pick<Ctx, 't'>, key: FleetComponentKey) =>
  ctx.t(`fleet.components.${key}` as 'fleet.components.engine')

// ── Due dates ───────────────────────────────────────────────────────────────

export const usageOf = (doc: FleetEntry): FleetUsage => ({
  readingKm: doc.readingKm ?? null,
  readingHours: doc.readingHours ?? null,
  readingDate: doc.readingDate || null,
  yearlyKm: doc.yearlyKm ?? null,
  yearlyHours: doc.yearlyHours ?? null,
})

export const intervalOf = (component: Component | ComponentRow): ServiceInterval => ({
  intervalMonths: component.intervalMonths ?? null,
  intervalKm: component.intervalKm ?? null,
  intervalHours: component.intervalHours ?? null,
  lastServiceDate: component.lastServiceDate || null,
  lastServiceReading: component.lastServiceReading ?? null,
})

function componentDue(
  ctx: Pick<Ctx, 't'>,
  doc: FleetEntry,
  component: Component,
  today: string,
): NextDueInfo | null {
  const due = nextDue(intervalOf(component), usageOf(doc), today)
  if (!due) return null
  return {
    date: due.date,
    basis: due.basis,
    basisLabel: ctx.t(`fleet.basis.${due.basis}`),
    overdue: due.overdue,
    inDays: daysBetween(today, due.date),
    component: component.component,
    componentLabel: componentLabel(ctx, component.component),
  }
}

/** The entry's earliest next service over its components, or null when none falls due. */
export function entryDue(ctx: Pick<Ctx, 't'>, doc: FleetEntry, today: string): NextDueInfo | null {
  let first: NextDueInfo | null = null
  for (const component of doc.components ?? []) {
    const due = componentDue(ctx, doc, component, today)
    if (due && (!first || due.date < first.date)) first = due
  }
  return first
}

// ── Reading ─────────────────────────────────────────────────────────────────

/** Every entry of the caller's customer (at most FLEET_MAX_ENTRIES), by name. */
export async function allEntries(db: DataApi, req?: PayloadRequest): Promise<FleetEntry[]> {
  const { docs } = await db.find({
    collection: 'fleet-entries',
    depth: 0,
    pagination: false,
    sort: ['name', 'id'],
    ...(req ? { req } : {}),
  })
  return docs as FleetEntry[]
}

/** An entry of the caller's customer, or null (another customer's is not found). */
export async function findEntry(ctx: Ctx, id: number, req?: PayloadRequest): Promise<FleetEntry | null> {
  const doc = await fleetData(ctx).findByID({
    collection: 'fleet-entries',
    id,
    depth: 0,
    disableErrors: true,
    ...(req ? { req } : {}),
  })
  return (doc as FleetEntry | null) ?? null
}

const vehicleLabel = (summary: VehicleSummary | null) =>
  summary ? `${summary.make.name} ${summary.model.name} ${summary.type.name}` : null

const distinct = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((value): value is string => !!value))].sort((a, b) => a.localeCompare(b, 'de'))

const compareText = (a: string | null, b: string | null) =>
  a == null ? (b == null ? 0 : 1) : b == null ? -1 : a.localeCompare(b, 'de', { numeric: true })

function tableParts(ctx: Ctx, query: TableQuery, sites: string[], costCentres: string[]) {
  return {
    tableFilterFields: [
      {
        name: 'kind',
        label: ctx.t('fleet.table.kind'),
        type: 'select' as const,
        options: (['vehicle', 'machine'] as const).map((value) => ({
          value,
          label: ctx.t(`fleet.kinds.${value}`),
        })),
        value: query.filters.kind ?? [],
      },
      {
        name: 'due',
        label: ctx.t('fleet.table.due'),
        type: 'select' as const,
        options: FLEET_DUE_FILTERS.map((value) => ({
          value,
          label:
            value === 'overdue'
              ? ctx.t('fleet.table.dueOverdue')
              : ctx.t('fleet.table.dueWithin', { days: Number(value) }),
        })),
        value: query.filters.due ?? [],
      },
      ...(sites.length
        ? [
            {
              name: 'site',
              label: ctx.t('fleet.table.site'),
              type: 'multiselect' as const,
              options: sites.map((value) => ({ value, label: value })),
              value: query.filters.site ?? [],
            },
          ]
        : []),
      ...(costCentres.length
        ? [
            {
              name: 'costCentre',
              label: ctx.t('fleet.table.costCentre'),
              type: 'multiselect' as const,
              options: costCentres.map((value) => ({ value, label: value })),
              value: query.filters.costCentre ?? [],
            },
          ]
        : []),
    ],
    tableSortColumns: [...FLEET_SORT_COLUMNS],
    datepicker: null,
    search: { label: ctx.t('fleet.table.search'), value: query.search },
  }
}

const compactPlate = (text: string) => text.toUpperCase().replace(/[\s.\-·]+/g, '')

/**
 * GET /api/fleet (a table list): the customer's entries with their next due
 * service; search over name and plate, filters kind, due (overdue, within
 * 14/30/90 days), site and cost centre (the values in use), sort by name,
 * plate, site, cost centre or next due. A fleet is at most 2000 entries, so
 * the due dates are computed for all and filtered here. `params` that do
 * not fit are a 400 naming the parameter; the page passes `lenient` and
 * shows the first page instead.
 */
export async function listEntries(
  ctx: Ctx,
  params: URLSearchParams,
  { lenient = false }: { lenient?: boolean } = {},
): Promise<TableResults<FleetEntryRow>> {
  const docs = await allEntries(fleetData(ctx))
  const sites = distinct(docs.map((doc) => doc.site))
  const costCentres = distinct(docs.map((doc) => doc.costCentre))
  const definition = fleetTableDefinition(sites, costCentres)
  let query: TableQuery
  if (lenient) {
    const parsed = parseTableQuery(params, definition)
    query = parsed.ok ? parsed.query : EMPTY_TABLE_QUERY
  } else query = tableRequest(new URL(`http://fleet.invalid/?${params}`), definition, ctx.t).query

  const today = todayInZurich()
  const catalogue = await getCatalogue(ctx.tenant.id)
  const language = languageOf(ctx.locale)
  let rows: FleetEntryRow[] = docs.map((doc) => {
    const typeId = relationId(doc.vehicleType as number | { id: number } | null)
    return {
      id: doc.id,
      kind: doc.kind,
      kindLabel: ctx.t(`fleet.kinds.${doc.kind}`),
      name: doc.name,
      licensePlate: doc.licensePlate ? formatLicensePlate(doc.licensePlate) : null,
      vehicle: typeId == null ? null : vehicleLabel(vehicleSummary(catalogue, typeId, language)),
      machineKind: doc.machineKind ? ctx.t(`fleet.machineKinds.${doc.machineKind}`) : null,
      site: doc.site || null,
      costCentre: doc.costCentre || null,
      componentCount: (doc.components ?? []).length,
      nextDue: entryDue(ctx, doc, today),
      url: entryUrl(ctx.locale, doc.id),
    }
  })
  const { filters } = query
  if (filters.kind?.length) rows = rows.filter((row) => filters.kind!.includes(row.kind))
  if (filters.site?.length) rows = rows.filter((row) => row.site != null && filters.site!.includes(row.site))
  if (filters.costCentre?.length)
    rows = rows.filter((row) => row.costCentre != null && filters.costCentre!.includes(row.costCentre))
  const due = filters.due?.[0]
  if (due === 'overdue') rows = rows.filter((row) => row.nextDue?.overdue)
  else if (due) rows = rows.filter((row) => row.nextDue != null && row.nextDue.inDays <= Number(due))
  const term = query.search.trim().toLowerCase()
  if (term) {
    const plateTerm = compactPlate(term)
    rows = rows.filter(
      (row) =>
        row.name.toLowerCase().includes(term) ||
        (row.vehicle ?? '').toLowerCase().includes(term) ||
        (plateTerm !== '' && compactPlate(row.licensePlate ?? '').includes(plateTerm)),
    )
  }
  const column = query.sort.column ?? 'name'
  const direction = query.sort.order === 'desc' ? -1 : 1
  const value = (row: FleetEntryRow): string | null =>
    column === 'nextDue'
      ? (row.nextDue?.date ?? null)
      : column === 'licensePlate'
        ? row.licensePlate
        : column === 'site'
          ? row.site
          : column === 'costCentre'
            ? row.costCentre
            : row.name
  rows.sort((a, b) => {
    const av = value(a)
    const bv = value(b)
    // Entries without a value stay last in either direction.
    if (av == null || bv == null) return compareText(av, bv) || a.id - b.id
    return direction * compareText(av, bv) || a.id - b.id
  })
  const page = rows.slice(query.offset, query.offset + query.limit)
  return tableResults(query, rows.length, page, tableParts(ctx, query, sites, costCentres))
}

/** The tenant's recommendation for a vehicle type by component, or null when it has none (no packs: the fleet shows products). */
async function recommendationOf(ctx: Ctx, typeId: number): Promise<Map<string, RecommendedComponent> | null> {
  const found = await getRecommendation({
    tenantId: ctx.tenant.id,
    typeId,
    language: languageOf(ctx.locale),
    routeLocale: ctx.locale,
    viewer: { kind: 'anonymous' },
    componentName: (key) => componentLabel(ctx, key),
  })
  if ('missing' in found) return null
  return new Map(found.components.map((component) => [component.key, component]))
}

/** The interval as the table shows it ("12 Monate / 30 000 km"), or null for none. */
function intervalLabel(ctx: Ctx, component: ComponentRow): string | null {
  const parts: string[] = []
  if (component.intervalKm)
    parts.push(ctx.t('fleet.interval.km', { value: formatCount(component.intervalKm) }))
  if (component.intervalHours)
    parts.push(ctx.t('fleet.interval.hours', { value: formatCount(component.intervalHours) }))
  if (component.intervalMonths)
    parts.push(ctx.t('fleet.interval.months', { count: component.intervalMonths }))
  return parts.length ? parts.join(' / ') : null
}

async function productsById(ctx: Ctx, ids: number[]): Promise<Map<number, Product>> {
  if (!ids.length) return new Map()
  const { docs } = await fleetData(ctx).find({
    collection: 'products',
    where: { id: { in: [...new Set(ids)] } },
    depth: 0,
    pagination: false,
    locale: languageOf(ctx.locale),
    fallbackLocale: 'de',
    select: { productNumber: true, name: true },
  })
  return new Map((docs as Product[]).map((doc) => [doc.id, doc]))
}

const personName = (person: Pick<Account, 'firstName' | 'lastName'> | null | undefined) =>
  person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() : ''

/** An entry's services, newest first (at most 200). */
async function servicesOf(ctx: Ctx, doc: FleetEntry): Promise<FleetServiceRow[]> {
  const db = fleetData(ctx)
  const { docs } = await db.find({
    collection: 'fleet-services',
    where: { entry: { equals: doc.id } },
    sort: ['-doneOn', '-id'],
    depth: 0,
    limit: 200,
  })
  const services = docs as FleetService[]
  const accountIds = [
    ...new Set(
      services.map((s) => relationId(s.account as number | { id: number } | null)).filter((id) => id != null),
    ),
  ] as number[]
  const names = new Map<number, string>()
  if (accountIds.length) {
    const accounts = await db.find({
      collection: 'accounts',
      where: { id: { in: accountIds } },
      depth: 0,
      pagination: false,
      select: { firstName: true, lastName: true },
    })
    for (const account of accounts.docs) names.set(account.id, personName(account as Account))
  }
  return services.map((service) => ({
    id: service.id,
    componentId: service.componentId,
    component: service.component,
    componentLabel: componentLabel(ctx, service.component),
    doneOn: service.doneOn,
    reading: service.reading ?? null,
    litres: service.litres ?? null,
    note: service.note || null,
    by: names.get(relationId(service.account as number | { id: number } | null) ?? 0) ?? '',
  }))
}

/** GET /api/fleet/{id}: the entry with its components (each with its recommendation and next due) and its services. */
export async function entryDetail(ctx: Ctx, doc: FleetEntry): Promise<FleetEntryDetail> {
  const today = todayInZurich()
  const typeId = relationId(doc.vehicleType as number | { id: number } | null)
  const language = languageOf(ctx.locale)
  const [summary, recommendation, products, services] = await Promise.all([
    typeId == null ? null : getCatalogue(ctx.tenant.id).then((c) => vehicleSummary(c, typeId, language)),
    typeId == null ? null : recommendationOf(ctx, typeId),
    productsById(
      ctx,
      (doc.components ?? []).flatMap((c) => relationId(c.product as number | { id: number } | null) ?? []),
    ),
    servicesOf(ctx, doc),
  ])
  const components: FleetComponentDetail[] = (doc.components ?? []).map((component) => {
    const productId = relationId(component.product as number | { id: number } | null)
    const product = productId == null ? undefined : products.get(productId)
    const recommended = recommendation?.get(component.component)
    return {
      id: String(component.id),
      component: component.component,
      label: componentLabel(ctx, component.component),
      product: product
        ? {
            productNumber: product.productNumber,
            name: product.name,
            url: productPath(ctx.locale, product.productNumber),
          }
        : null,
      productInUseText: component.productInUseText || null,
      alternativesUrl: component.productInUseText
        ? `/${ctx.locale}/alternativen?q=${encodeURIComponent(component.productInUseText)}`
        : null,
      capacityLitres: component.capacityLitres ?? null,
      intervalMonths: component.intervalMonths ?? null,
      intervalKm: component.intervalKm ?? null,
      intervalHours: component.intervalHours ?? null,
      intervalLabel: intervalLabel(ctx, component),
      lastServiceDate: component.lastServiceDate || null,
      lastServiceReading: component.lastServiceReading ?? null,
      fromRecommendation: !!component.fromRecommendation,
      nextDue: componentDue(ctx, doc, component, today),
      recommendation: recommended
        ? {
            products: recommended.products.map((p) => ({
              productNumber: p.productNumber,
              name: p.name,
              url: p.url,
            })),
            capacityLitres: recommended.capacityLitres,
            interval: recommended.interval,
            intervalMonths: recommended.intervalMonths ?? null,
            intervalKm: recommended.intervalKm ?? null,
            intervalHours: recommended.intervalHours ?? null,
          }
        : null,
    }
  })
  return {
    id: doc.id,
    kind: doc.kind,
    kindLabel: ctx.t(`fleet.kinds.${doc.kind}`),
    name: doc.name,
    source: doc.source,
    sourceLabel: ctx.t(`fleet.sources.${doc.source}`),
    licensePlate: doc.licensePlate ? formatLicensePlate(doc.licensePlate) : null,
    typeApprovalNumber: doc.typeApprovalNumber || null,
    vehicle: summary
      ? {
          typeId: summary.type.id,
          make: summary.make.name,
          model: summary.model.name,
          type: summary.type.name,
          engine: summary.type.engine,
        }
      : null,
    machineKind: doc.machineKind ?? null,
    site: doc.site || null,
    costCentre: doc.costCentre || null,
    readingKm: doc.readingKm ?? null,
    readingHours: doc.readingHours ?? null,
    readingDate: doc.readingDate || null,
    yearlyKm: doc.yearlyKm ?? null,
    yearlyHours: doc.yearlyHours ?? null,
    note: doc.note || null,
    components,
    nextDue: entryDue(ctx, doc, today),
    services,
    editable: mayChangeFleet(ctx),
    url: entryUrl(ctx.locale, doc.id),
  }
}

// ── Writing ─────────────────────────────────────────────────────────────────

/** Runs `work` in one transaction (everything or nothing). */
export async function inTransaction<T>(work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const payload = await getPayload()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The product ids of the tenant's product numbers (unknown ones are missing from the map). */
async function productIdsByNumber(ctx: Ctx, numbers: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(numbers)]
  if (!wanted.length) return new Map()
  const { docs } = await fleetData(ctx).find({
    collection: 'products',
    where: { productNumber: { in: wanted } },
    depth: 0,
    pagination: false,
    select: { productNumber: true },
  })
  return new Map((docs as Product[]).map((doc) => [doc.productNumber, doc.id]))
}

/** The components of a vehicle type from the tenant's recommendation: its first product, fill, intervals; none without one. */
export async function recommendedComponents(ctx: Ctx, typeId: number): Promise<ComponentRow[]> {
  const recommendation = await recommendationOf(ctx, typeId)
  if (!recommendation) return []
  const components = [...recommendation.values()].filter((component) =>
    (FLEET_COMPONENT_KEYS as readonly string[]).includes(component.key),
  )
  const ids = await productIdsByNumber(
    ctx,
    components.flatMap((component) => component.products[0]?.productNumber ?? []),
  )
  return components.slice(0, FLEET_MAX_COMPONENTS).map((component) => ({
    component: component.key,
    product: ids.get(component.products[0]?.productNumber ?? '') ?? null,
    capacityLitres: component.capacityLitres,
    intervalMonths: component.intervalMonths ?? null,
    intervalKm: component.intervalKm ?? null,
    intervalHours: component.intervalHours ?? null,
    lastServiceDate: null,
    lastServiceReading: null,
    fromRecommendation: true,
    productInUseText: null,
  }))
}

/** Component rows from a form: product numbers resolved to the tenant's products (400 naming the row's field otherwise). */
async function componentRows(
  ctx: Ctx,
  inputs: FleetComponentInput[],
  existing: Component[] = [],
): Promise<ComponentRow[]> {
  const ids = await productIdsByNumber(
    ctx,
    inputs.flatMap((input) => input.product ?? []),
  )
  const problems: { field: string; index: number; problem: 'invalid' }[] = []
  const messages: { field: string; message: string }[] = []
  const byId = new Map(existing.map((component) => [String(component.id), component]))
  const rows = inputs.map((input, index) => {
    const before = input.id ? byId.get(input.id) : undefined
    if (input.id && !before) problems.push({ field: `components.${index}.id`, index, problem: 'invalid' })
    const product = input.product ? (ids.get(input.product) ?? null) : null
    if (input.product && product == null)
      messages.push({
        field: `components.${index}.product`,
        message: ctx.t('fleet.api.productUnknown', { position: index + 1, productNumber: input.product }),
      })
    const row: ComponentRow = {
      ...(before ? { id: String(before.id) } : {}),
      component: input.component,
      product,
      productInUseText: input.productInUseText ?? null,
      capacityLitres: input.capacityLitres ?? null,
      intervalMonths: input.intervalMonths ?? null,
      intervalKm: input.intervalKm ?? null,
      intervalHours: input.intervalHours ?? null,
      lastServiceDate: input.lastServiceDate ?? null,
      lastServiceReading: input.lastServiceReading ?? null,
      fromRecommendation: false,
    }
    // A row that still holds the recommendation's product, fill and interval stays marked as recommended.
    row.fromRecommendation =
      !!before?.fromRecommendation &&
      relationId(before.product as number | { id: number } | null) === row.product &&
      (before.capacityLitres ?? null) === row.capacityLitres &&
      (before.intervalMonths ?? null) === row.intervalMonths &&
      (before.intervalKm ?? null) === row.intervalKm &&
      (before.intervalHours ?? null) === row.intervalHours
    return row
  })
  if (messages.length || problems.length) {
    const error = badFields(ctx.t, problems)
    throw badFieldsWith(error, messages)
  }
  return rows
}

function badFieldsWith(error: ReturnType<typeof badFields>, extra: { field: string; message: string }[]) {
  for (const { field, message } of extra)
    error.messages.push({ type: 'error', message, meta: { fields: [field] } })
  return error
}

/** How many entries the customer has; 409 when the fleet is full. */
async function assertRoom(ctx: Ctx, adding = 1, req?: PayloadRequest): Promise<void> {
  const { totalDocs } = await fleetData(ctx).count({ collection: 'fleet-entries', ...(req ? { req } : {}) })
  if (totalDocs + adding > FLEET_MAX_ENTRIES)
    throw conflict(ctx.t('fleet.api.fleetFull', { max: FLEET_MAX_ENTRIES }), ['body'])
}

/** The customer's entry with this plate, or null. */
export async function entryWithPlate(
  ctx: Ctx,
  plate: string,
  req?: PayloadRequest,
): Promise<FleetEntry | null> {
  const { docs } = await fleetData(ctx).find({
    collection: 'fleet-entries',
    where: { licensePlate: { equals: plate } },
    limit: 1,
    depth: 0,
    ...(req ? { req } : {}),
  })
  return (docs[0] as FleetEntry | undefined) ?? null
}

const plateInFleet = (ctx: Ctx, plate: string) =>
  conflict(ctx.t('fleet.api.plateInFleet', { plate: formatLicensePlate(plate) }), ['plate'])

type Usage = Pick<
  CreateEntryInput,
  'site' | 'costCentre' | 'readingKm' | 'readingHours' | 'readingDate' | 'yearlyKm' | 'yearlyHours' | 'note'
>

const usageData = (input: Partial<Usage>) => {
  const data: Record<string, unknown> = {}
  for (const key of [
    'site',
    'costCentre',
    'readingKm',
    'readingHours',
    'readingDate',
    'yearlyKm',
    'yearlyHours',
    'note',
  ] as const)
    if (input[key] !== undefined) data[key] = input[key]
  // A reading without its day is today's.
  if ((input.readingKm != null || input.readingHours != null) && !input.readingDate)
    data.readingDate = todayInZurich()
  return data
}

/** The document of a new vehicle entry: the type, its plate and number, the recommendation's components. */
export async function vehicleData(
  ctx: Ctx,
  summary: VehicleSummary,
  source: FleetEntrySource,
  extra: { plate?: string | null; name?: string | null } & Partial<Usage>,
): Promise<Record<string, unknown>> {
  const components = await recommendedComponents(ctx, summary.type.id)
  const plate = extra.plate ?? null
  return {
    kind: 'vehicle',
    source,
    name:
      extra.name ||
      (plate
        ? formatLicensePlate(plate)
        : `${summary.make.name} ${summary.model.name} ${summary.type.name}`
      ).slice(0, 80),
    vehicleType: summary.type.id,
    licensePlate: plate,
    typeApprovalNumber: summary.type.typeApprovalNumber,
    components,
    ...usageData(extra),
    createdBy: ctx.account.id,
    updatedBy: ctx.account.id,
  }
}

/** Creates an entry; a plate another request registered meanwhile is a 409. */
export async function createEntryDoc(
  ctx: Ctx,
  data: Record<string, unknown>,
  req?: PayloadRequest,
): Promise<FleetEntry> {
  try {
    return (await fleetData(ctx).create({
      collection: 'fleet-entries',
      data: data as never,
      depth: 0,
      ...(req ? { req } : {}),
    })) as FleetEntry
  } catch (error) {
    const plate = typeof data.licensePlate === 'string' ? data.licensePlate : null
    if (plate && !req && (await entryWithPlate(ctx, plate))) throw plateInFleet(ctx, plate)
    throw error
  }
}

const typeChoice = (ctx: Ctx, summary: VehicleSummary): TypeChoice => ({
  typeId: summary.type.id,
  label: `${summary.make.name} ${summary.model.name} ${summary.type.name} (${ctx.t('fleet.add.power', {
    kw: summary.type.powerKw,
  })})`,
  years: summary.type.yearTo
    ? `${summary.type.yearFrom}–${summary.type.yearTo}`
    : ctx.t('fleet.add.since', { from: summary.type.yearFrom }),
})

/**
 * POST /api/fleet: registers a vehicle (by type, type approval number or
 * plate) or a machine. A type approval number that fits several types
 * answers `{ choices }` and registers nothing; the dialog asks again with
 * the chosen `vehicleTypeId`.
 */
export async function createEntry(ctx: Ctx, input: CreateEntryInput) {
  await assertRoom(ctx)
  const language = languageOf(ctx.locale)
  let data: Record<string, unknown>
  if (input.kind === 'machine') {
    const components = await componentRows(ctx, input.components)
    data = {
      kind: 'machine',
      source: 'manual',
      name: input.name,
      machineKind: input.machineKind,
      components,
      ...usageData(input),
      createdBy: ctx.account.id,
      updatedBy: ctx.account.id,
    }
  } else if (input.by === 'plate') {
    if (await entryWithPlate(ctx, input.plate)) throw plateInFleet(ctx, input.plate)
    const summary = await findTypeByPlate(ctx.tenant.id, input.plate, language)
    if (!summary)
      throw badField(
        ctx,
        'plate',
        ctx.t('fleet.api.plateUnknown', { plate: formatLicensePlate(input.plate) }),
      )
    data = await vehicleData(ctx, summary, 'plate', { ...input, plate: input.plate })
  } else {
    const catalogue = await getCatalogue(ctx.tenant.id)
    let summary: VehicleSummary | null
    if (input.by === 'type') {
      summary = vehicleSummary(catalogue, input.vehicleTypeId, language)
      if (!summary) throw badField(ctx, 'vehicleTypeId', ctx.t('fleet.api.typeUnknown'))
    } else {
      const fitting = catalogue.types
        .filter((type) => type.typeApprovalNumber === input.typeApprovalNumber)
        .flatMap((type) => vehicleSummary(catalogue, type.id, language) ?? [])
      if (!fitting.length)
        throw badField(
          ctx,
          'typeApprovalNumber',
          ctx.t('fleet.api.typeApprovalUnknown', { number: input.typeApprovalNumber }),
        )
      summary =
        fitting.length === 1
          ? fitting[0]!
          : (fitting.find((found) => found.type.id === input.vehicleTypeId) ?? null)
      if (!summary)
        return reply<CreateAnswer>(
          { choices: fitting.map((found) => typeChoice(ctx, found)) },
          {
            messages: [
              {
                type: 'info',
                message: ctx.t('fleet.api.chooseType', {
                  number: input.typeApprovalNumber,
                  count: fitting.length,
                }),
              },
            ],
          },
        )
    }
    data = await vehicleData(ctx, summary, input.by === 'type' ? 'selection' : 'typeApproval', input)
  }
  const doc = await createEntryDoc(ctx, data)
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'fleetEntry.create', {
    entry: doc.id,
    name: doc.name,
  })
  const noComponents = !(doc.components ?? []).length
  return reply<CreateAnswer>(
    { entry: await entryDetail(ctx, doc) },
    {
      status: 201,
      messages: [
        { type: 'success', message: ctx.t('fleet.api.created', { name: doc.name }) },
        ...(noComponents && doc.kind === 'vehicle'
          ? [{ type: 'info' as const, message: ctx.t('fleet.api.noRecommendation') }]
          : []),
      ],
    },
  )
}

/** PATCH /api/fleet/{id}: name, kind, tags, readings, yearly figures, note and the components as they should be. */
export async function updateEntry(ctx: Ctx, id: number, input: UpdateEntryInput) {
  const doc = await findEntry(ctx, id)
  if (!doc) throw entryMissing(ctx)
  const data: Record<string, unknown> = { ...usageData(input), updatedBy: ctx.account.id }
  if (input.name !== undefined) data.name = input.name
  if (input.machineKind !== undefined && doc.kind === 'machine') data.machineKind = input.machineKind
  if (input.components !== undefined)
    data.components = await componentRows(ctx, input.components, doc.components ?? [])
  const updated = (await fleetData(ctx).update({
    collection: 'fleet-entries',
    id,
    data,
    depth: 0,
  })) as FleetEntry
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'fleetEntry.update', {
    entry: id,
    fields: Object.keys(input),
  })
  return reply(
    { entry: await entryDetail(ctx, updated) },
    { messages: [{ type: 'success', message: ctx.t('fleet.api.updated', { name: updated.name }) }] },
  )
}

/** DELETE /api/fleet/{id}: the entry, its services and its reminders, in one transaction. */
export async function deleteEntry(ctx: Ctx, id: number) {
  const doc = await findEntry(ctx, id)
  if (!doc) throw entryMissing(ctx)
  await inTransaction(async (req) => {
    const db = fleetData(ctx)
    await db.delete({ collection: 'fleet-services', where: { entry: { equals: id } }, req })
    await removeReminders(
      Number(ctx.tenant.id),
      relationId(doc.customer as number | { id: number })!,
      id,
      req,
    )
    await db.delete({ collection: 'fleet-entries', id, req })
  })
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'fleetEntry.delete', {
    entry: id,
    name: doc.name,
  })
  return reply(
    { id },
    { messages: [{ type: 'success', message: ctx.t('fleet.api.deleted', { name: doc.name }) }] },
  )
}

/** Which meter a component's readings count: km with a km interval, hours with an hour interval, else by the entry's kind. */
const meterOf = (doc: FleetEntry, component: Component): 'km' | 'hours' =>
  component.intervalKm ? 'km' : component.intervalHours ? 'hours' : doc.kind === 'vehicle' ? 'km' : 'hours'

/**
 * POST /api/fleet/{id}/services: a service done on one component. Writes the
 * service and, when it is the newest, sets the component's last service
 * (the interval restarts from it) and the entry's reading when newer — in
 * one transaction.
 */
export async function recordService(ctx: Ctx, id: number, input: ServiceInput) {
  const doc = await findEntry(ctx, id)
  if (!doc) throw entryMissing(ctx)
  const component = (doc.components ?? []).find((c) => String(c.id) === input.componentId)
  if (!component) throw badField(ctx, 'componentId', ctx.t('fleet.api.componentUnknown'))
  const updated = await inTransaction(async (req) => {
    const db = fleetData(ctx)
    const product = relationId(component.product as number | { id: number } | null)
    await db.create({
      collection: 'fleet-services',
      data: {
        account: ctx.account.id,
        entry: id,
        componentId: String(component.id),
        component: component.component,
        doneOn: input.doneOn,
        reading: input.reading ?? null,
        litres: input.litres ?? component.capacityLitres ?? null,
        product,
        note: input.note ?? null,
      },
      depth: 0,
      req,
    })
    const newest = !component.lastServiceDate || input.doneOn >= component.lastServiceDate
    const meter = meterOf(doc, component)
    const data: Record<string, unknown> = { updatedBy: ctx.account.id }
    if (newest)
      data.components = (doc.components ?? []).map((c) =>
        c.id === component.id
          ? { ...c, lastServiceDate: input.doneOn, lastServiceReading: input.reading ?? null }
          : c,
      )
    if (input.reading != null) {
      const current = meter === 'km' ? doc.readingKm : doc.readingHours
      if (
        (current == null || input.reading >= current) &&
        (!doc.readingDate || input.doneOn >= doc.readingDate)
      ) {
        data[meter === 'km' ? 'readingKm' : 'readingHours'] = input.reading
        data.readingDate = input.doneOn
      }
    }
    return (await db.update({ collection: 'fleet-entries', id, data, depth: 0, req })) as FleetEntry
  })
  await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'fleetEntry.service', {
    entry: id,
    component: component.component,
    doneOn: input.doneOn,
  })
  return reply(
    { entry: await entryDetail(ctx, updated) },
    {
      status: 201,
      messages: [
        {
          type: 'success',
          message: ctx.t('fleet.api.serviceDone', {
            component: componentLabel(ctx, component.component),
            name: updated.name,
          }),
        },
      ],
    },
  )
}

/** GET /api/fleet/{id}/services: the entry's services, newest first. */
export async function listServices(ctx: Ctx, id: number) {
  const doc = await findEntry(ctx, id)
  if (!doc) throw entryMissing(ctx)
  return { services: await servicesOf(ctx, doc) }
}
