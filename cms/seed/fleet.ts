import type { FleetEntry, OilRecommendation, VehicleModel, VehicleType } from '../payload-types'
import { swissToday } from '../../lib/dates'
import type { FleetComponentKey, MachineKind } from '../../features/fleet/model'
import { ACCOUNT_SEEDS } from './accounts'
import { customerKey } from './customers'
import { LOCAL, tenantId, type SeedStep } from './types'

/**
 * The demo fleet of Transporte Alpin GmbH (100300): twelve vehicles with
 * licence plates from the oil finder's database (trucks and cars whose types
 * have a recommendation, their components taken from it) and four machines,
 * at the depots Chur and Landquart with cost centres, readings and yearly
 * figures. Last services are dated back from today so that some services are
 * overdue, some due within 14 days and several in the next calendar quarter;
 * a few services are in the history. Idempotent: nothing is added when the
 * customer has a fleet.
 */

const CUSTOMER = '100300'
const DAY_MS = 86_400_000

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`)
const addDays = (day: string, days: number) => new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10)
/** The same day `months` earlier (the month's last day when it lacks it). */
function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const total = y * 12 + (m - 1) - months
  const year = Math.floor(total / 12)
  const month = total - year * 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10)
}
/** The first day of the next calendar quarter. */
function nextQuarterStart(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const start = Math.floor((m - 1) / 3) * 3 + 3
  return start >= 12 ? `${y + 1}-01-01` : `${y}-${String(start + 1).padStart(2, '0')}-01`
}

type VehiclePlan = {
  category: 'truck' | 'car'
  name: string
  site: string
  costCentre: string
  yearlyKm: number
  /** When the engine's service falls due, in days from today. */
  dueIn: (today: string) => number
}

const CHUR = 'Depot Chur'
const LANDQUART = 'Depot Landquart'
const inQuarter = (offset: number) => (today: string) =>
  Math.round((toUtc(nextQuarterStart(today)) - toUtc(today)) / DAY_MS) + offset

const VEHICLES: VehiclePlan[] = [
  {
    category: 'truck',
    name: 'Sattelzug 1',
    site: CHUR,
    costCentre: 'KST 4100',
    yearlyKm: 60_000,
    dueIn: () => -18,
  },
  {
    category: 'truck',
    name: 'Sattelzug 2',
    site: CHUR,
    costCentre: 'KST 4100',
    yearlyKm: 60_000,
    dueIn: () => 6,
  },
  {
    category: 'truck',
    name: 'Kipper',
    site: LANDQUART,
    costCentre: 'KST 4200',
    yearlyKm: 45_000,
    dueIn: inQuarter(9),
  },
  {
    category: 'truck',
    name: 'Wechselbrücke',
    site: LANDQUART,
    costCentre: 'KST 4200',
    yearlyKm: 50_000,
    dueIn: inQuarter(40),
  },
  {
    category: 'truck',
    name: 'Kranwagen',
    site: CHUR,
    costCentre: 'KST 4300',
    yearlyKm: 30_000,
    dueIn: () => 120,
  },
  {
    category: 'car',
    name: 'Lieferwagen Chur 1',
    site: CHUR,
    costCentre: 'KST 4100',
    yearlyKm: 9_000,
    dueIn: () => -4,
  },
  {
    category: 'car',
    name: 'Lieferwagen Chur 2',
    site: CHUR,
    costCentre: 'KST 4100',
    yearlyKm: 9_000,
    dueIn: () => 11,
  },
  {
    category: 'car',
    name: 'Servicewagen',
    site: LANDQUART,
    costCentre: 'KST 4200',
    yearlyKm: 8_000,
    dueIn: inQuarter(20),
  },
  {
    category: 'car',
    name: 'Kurierfahrzeug',
    site: LANDQUART,
    costCentre: 'KST 4200',
    yearlyKm: 10_000,
    dueIn: inQuarter(55),
  },
  {
    category: 'car',
    name: 'Disposition',
    site: CHUR,
    costCentre: 'KST 9000',
    yearlyKm: 7_000,
    dueIn: inQuarter(75),
  },
  {
    category: 'car',
    name: 'Geschäftsleitung',
    site: CHUR,
    costCentre: 'KST 9000',
    yearlyKm: 10_000,
    dueIn: () => 200,
  },
  {
    category: 'car',
    name: 'Werkstattwagen',
    site: LANDQUART,
    costCentre: 'KST 4300',
    yearlyKm: 6_000,
    dueIn: () => 35,
  },
]

type MachineComponentPlan = {
  component: FleetComponentKey
  product: string
  capacityLitres: number
  intervalMonths: number
  intervalHours?: number
  dueIn: (today: string) => number
}
type MachinePlan = {
  name: string
  machineKind: MachineKind
  site: string
  costCentre: string
  readingHours: number
  yearlyHours: number
  components: MachineComponentPlan[]
}

const MACHINES: MachinePlan[] = [
  {
    name: 'Hydraulikpresse Werkstatt',
    machineKind: 'hydraulicPress',
    site: LANDQUART,
    costCentre: 'KST 4300',
    readingHours: 8_400,
    yearlyHours: 1_200,
    components: [
      {
        component: 'hydraulicSystem',
        product: 'TRB-HLP-ISOVG46',
        capacityLitres: 180,
        intervalMonths: 12,
        intervalHours: 4_000,
        dueIn: () => 8,
      },
    ],
  },
  {
    name: 'Schraubenkompressor',
    machineKind: 'compressor',
    site: CHUR,
    costCentre: 'KST 4300',
    readingHours: 12_600,
    yearlyHours: 2_000,
    components: [
      {
        component: 'compressorOil',
        product: 'TRB-COMP-ISOVG46',
        capacityLitres: 12,
        intervalMonths: 12,
        intervalHours: 4_000,
        dueIn: inQuarter(15),
      },
    ],
  },
  {
    name: 'Gabelstapler Lager',
    machineKind: 'forklift',
    site: CHUR,
    costCentre: 'KST 4100',
    readingHours: 5_300,
    yearlyHours: 900,
    components: [
      {
        component: 'hydraulicSystem',
        product: 'TRB-HLP-ISOVG32',
        capacityLitres: 28,
        intervalMonths: 24,
        intervalHours: 2_000,
        dueIn: () => -30,
      },
      {
        component: 'gearUnit',
        product: 'TRB-CLP-ISOVG220',
        capacityLitres: 6,
        intervalMonths: 24,
        dueIn: inQuarter(30),
      },
    ],
  },
  {
    name: 'Getriebe Förderband',
    machineKind: 'gearUnit',
    site: LANDQUART,
    costCentre: 'KST 4200',
    readingHours: 21_000,
    yearlyHours: 4_000,
    components: [
      {
        component: 'gearUnit',
        product: 'TRB-CLP-ISOVG220',
        capacityLitres: 45,
        intervalMonths: 24,
        intervalHours: 20_000,
        dueIn: inQuarter(60),
      },
    ],
  },
]

export const fleetStep: SeedStep = {
  name: 'fleet',
  async run(ctx) {
    const { payload } = ctx
    const tenant = tenantId(ctx, 'tribo')
    const customer = ctx.customers.get(customerKey('tribo', CUSTOMER))
    if (customer == null) return
    const existing = await payload.count({
      collection: 'fleet-entries',
      where: { customer: { equals: customer } },
      ...LOCAL,
    })
    if (existing.totalDocs) {
      ctx.record('fleet-entries', 'existing')
      return
    }
    const username = ACCOUNT_SEEDS.find(
      (a) => a.customerId === CUSTOMER && a.companyRole === 'administrator',
    )?.username
    const account = username
      ? (
          await payload.find({
            collection: 'accounts',
            where: { username: { equals: username } },
            limit: 1,
            depth: 0,
            ...LOCAL,
          })
        ).docs[0]
      : undefined
    const today = swissToday()

    // Plates whose type has a recommendation of this tenant with an engine interval, by category.
    const plates = (
      await payload.find({
        collection: 'license-plates',
        sort: 'plate',
        pagination: false,
        depth: 0,
        ...LOCAL,
      })
    ).docs
    const typeIds = [...new Set(plates.map((p) => (typeof p.type === 'object' ? p.type.id : p.type)))]
    const [types, recommendations] = await Promise.all([
      payload.find({
        collection: 'vehicle-types',
        where: { id: { in: typeIds } },
        pagination: false,
        depth: 0,
        ...LOCAL,
      }),
      payload.find({
        collection: 'oil-recommendations',
        where: { and: [{ tenant: { equals: tenant } }, { type: { in: typeIds } }] },
        pagination: false,
        depth: 0,
        locale: 'de',
        ...LOCAL,
      }),
    ])
    const modelIds = [
      ...new Set(
        (types.docs as VehicleType[]).map((t) => (typeof t.model === 'object' ? t.model.id : t.model)),
      ),
    ]
    const [models, categories] = await Promise.all([
      payload.find({
        collection: 'vehicle-models',
        where: { id: { in: modelIds } },
        pagination: false,
        depth: 0,
        ...LOCAL,
      }),
      payload.find({ collection: 'vehicle-categories', pagination: false, depth: 0, ...LOCAL }),
    ])
    const categoryKey = new Map(categories.docs.map((c) => [c.id, c.key]))
    const modelCategory = new Map(
      (models.docs as VehicleModel[]).map((m) => [
        m.id,
        categoryKey.get(typeof m.category === 'object' ? m.category.id : m.category),
      ]),
    )
    const typeCategory = new Map(
      (types.docs as VehicleType[]).map((t) => [
        t.id,
        modelCategory.get(typeof t.model === 'object' ? t.model.id : t.model),
      ]),
    )
    const typeApproval = new Map(
      (types.docs as VehicleType[]).map((t) => [t.id, t.typeApprovalNumber || null]),
    )
    const recommendationOf = new Map(
      (recommendations.docs as OilRecommendation[]).map((r) => [
        typeof r.type === 'object' ? r.type.id : r.type,
        r,
      ]),
    )
    const candidates = {
      truck: [] as { plate: string; type: number }[],
      car: [] as { plate: string; type: number }[],
    }
    for (const plate of plates) {
      const type = typeof plate.type === 'object' ? plate.type.id : plate.type
      const category = typeCategory.get(type)
      const engine = recommendationOf.get(type)?.components?.find((c) => c.component === 'engine')
      if (
        (category === 'truck' || category === 'car') &&
        engine?.intervalMonths &&
        (engine.products ?? []).length
      )
        candidates[category].push({ plate: plate.plate, type })
    }

    const products = new Map(
      (
        await payload.find({
          collection: 'products',
          where: {
            and: [
              { tenant: { equals: tenant } },
              { productNumber: { in: MACHINES.flatMap((m) => m.components.map((c) => c.product)) } },
            ],
          },
          pagination: false,
          depth: 0,
          select: { productNumber: true },
          ...LOCAL,
        })
      ).docs.map((p) => [p.productNumber, p.id]),
    )

    const stamp = account ? { createdBy: account.id, updatedBy: account.id } : {}
    const created: FleetEntry[] = []
    const used = { truck: 0, car: 0 }
    for (const plan of VEHICLES) {
      const pick = candidates[plan.category][used[plan.category]++]
      if (!pick) continue
      const recommendation = recommendationOf.get(pick.type)!
      const engineDue = addDays(today, plan.dueIn(today))
      const components = (recommendation.components ?? []).slice(0, 12).map((row, index) => {
        const product = (row.products ?? [])[0]
        // The engine's last service lies one interval before its due day; the others' half a year ago.
        const lastServiceDate =
          row.component === 'engine' && row.intervalMonths
            ? monthsBefore(engineDue, row.intervalMonths)
            : addDays(today, -(150 + index * 20))
        return {
          component: row.component,
          product: product == null ? null : typeof product === 'object' ? product.id : product,
          capacityLitres: row.capacityLitres ?? null,
          intervalMonths: row.intervalMonths ?? null,
          intervalKm: row.intervalKm ?? null,
          intervalHours: row.intervalHours ?? null,
          lastServiceDate: row.intervalMonths || row.intervalKm || row.intervalHours ? lastServiceDate : null,
          lastServiceReading: null,
          fromRecommendation: true,
        }
      })
      const doc = (await payload.create({
        collection: 'fleet-entries',
        data: {
          tenant,
          customer,
          kind: 'vehicle',
          source: 'plate',
          name: plan.name,
          vehicleType: pick.type,
          licensePlate: pick.plate,
          typeApprovalNumber: typeApproval.get(pick.type) ?? null,
          site: plan.site,
          costCentre: plan.costCentre,
          yearlyKm: plan.yearlyKm,
          components,
          ...stamp,
        },
        depth: 0,
        ...LOCAL,
      })) as FleetEntry
      created.push(doc)
      ctx.record('fleet-entries', 'created')
    }
    for (const plan of MACHINES) {
      const doc = (await payload.create({
        collection: 'fleet-entries',
        data: {
          tenant,
          customer,
          kind: 'machine',
          source: 'manual',
          name: plan.name,
          machineKind: plan.machineKind,
          site: plan.site,
          costCentre: plan.costCentre,
          readingHours: plan.readingHours,
          readingDate: addDays(today, -7),
          yearlyHours: plan.yearlyHours,
          components: plan.components.map((c) => ({
            component: c.component,
            product: products.get(c.product) ?? null,
            capacityLitres: c.capacityLitres,
            intervalMonths: c.intervalMonths,
            intervalHours: c.intervalHours ?? null,
            lastServiceDate: monthsBefore(addDays(today, c.dueIn(today)), c.intervalMonths),
            lastServiceReading: null,
            fromRecommendation: false,
          })),
          ...stamp,
        },
        depth: 0,
        ...LOCAL,
      })) as FleetEntry
      created.push(doc)
      ctx.record('fleet-entries', 'created')
    }

    // The history: the last service of each entry's first component on record.
    for (const doc of created.slice(0, 6)) {
      const component = doc.components?.[0]
      if (!component?.lastServiceDate) continue
      await payload.create({
        collection: 'fleet-services',
        data: {
          tenant,
          customer,
          account: account?.id ?? null,
          entry: doc.id,
          componentId: String(component.id),
          component: component.component,
          doneOn: component.lastServiceDate,
          litres: component.capacityLitres ?? null,
          product: component.product ?? null,
          note: 'Werkstatt Depot',
        },
        depth: 0,
        ...LOCAL,
      })
      ctx.record('fleet-services', 'created')
    }
  },
}
