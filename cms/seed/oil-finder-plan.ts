import type { FuelKey, VehicleCategoryKey, VehicleComponentKey } from '../../features/oil-finder/model'
import {
  ENGINE_FAMILIES,
  MAKE_SEEDS,
  type EngineFamily,
  type EngineFamilyKey,
  type EngineSeed,
} from './oil-finder-data'
import { ENGINE_YEARS, MODEL_GENERATIONS, type ModelSeed } from './vehicle-generations'
import type { Rng } from './random'
import { L, type Localized } from './types'

/** The year the seeded vehicle data reaches to: generations without an end year are still built. */
export const NEWEST_YEAR = 2025

export type ModelPlan = {
  make: string
  category: VehicleCategoryKey
  name: string
  yearFrom: number
  yearTo: number | null
  family: EngineFamilyKey
  seed: ModelSeed
}
export type TypePlan = {
  model: number
  name: string
  engine: string
  powerKw: number
  powerHp: number
  yearFrom: number
  yearTo: number | null
  fuel: FuelKey
  engineCode: string | null
  typeApprovalNumber: string | null
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'

/** Every model generation of the makes (vehicle-generations.ts), in make order: "Golf VII" 2012–2020. */
export function planModels(): ModelPlan[] {
  return MAKE_SEEDS.flatMap((make) =>
    Object.entries(make.models).flatMap(([category, models]) =>
      (MODEL_GENERATIONS[make.name]?.[category] ?? []).flatMap((seed) =>
        seed.generations.map((generation) => ({
          make: make.name,
          category: category as VehicleCategoryKey,
          name: generation.label ? `${seed.name} ${generation.label}` : seed.name,
          yearFrom: generation.from,
          yearTo: generation.to,
          family: models.family,
          seed,
        })),
      ),
    ),
  )
}

/** The engines a model generation is offered with: its own, or its family's within the model's power range, drives and the generation's years. */
export function modelEngines(
  model: Pick<ModelPlan, 'family' | 'seed' | 'yearFrom' | 'yearTo'>,
): { engine: EngineSeed; kw: number; from: number; to: number | null }[] {
  const { seed } = model
  const years = ENGINE_YEARS[model.family] ?? {}
  const family: EngineFamily = ENGINE_FAMILIES[model.family]
  const engines =
    seed.engines ??
    family.engines.filter((engine) =>
      seed.fuels ? seed.fuels.includes(engine.fuel) : engine.fuel !== 'electric' || model.family === 'garden',
    )
  return engines.flatMap((engine) => {
    const [from, to] = seed.engines
      ? [model.yearFrom, model.yearTo]
      : (years[engine.engine] ?? [model.yearFrom, model.yearTo])
    // The engine was built while the generation was.
    if (from > (model.yearTo ?? NEWEST_YEAR) || (to != null && to < model.yearFrom)) return []
    const kws = engine.kw.filter((kw) => !seed.kw || (kw >= seed.kw[0] && kw <= seed.kw[1]))
    return kws.map((kw) => ({
      engine,
      kw,
      from: Math.max(from, model.yearFrom),
      to: to == null ? model.yearTo : model.yearTo == null ? to : Math.min(to, model.yearTo),
    }))
  })
}

function engineCode(family: EngineFamily, rng: Rng): string {
  return (
    family.codeLetters[rng.int(0, family.codeLetters.length - 1)]! +
    Array.from({ length: 3 }, () => LETTERS[rng.int(0, LETTERS.length - 1)]).join('')
  )
}

/** A type's name as the trade writes it: "Golf VIII 1.5 TSI", "3er (G20) 320d", "X3 (G01) xDrive20d", "R 1250 GS". */
function typeName(model: ModelPlan, engine: EngineSeed, drive: string): string {
  if (model.category === 'motorcycle' && model.family === 'moto') return model.name
  if (model.make === 'BMW' && model.category === 'car') {
    const series = /^(\d)er/.exec(model.seed.name)?.[1]
    if (series && engine.fuel !== 'electric')
      return `${model.name} ${series}${engine.engine}${drive ? ' xDrive' : ''}`
    if (/^X\d/.test(model.seed.name) && engine.fuel !== 'electric')
      return `${model.name} xDrive${engine.engine}`
  }
  return `${model.name} ${engine.engine}${drive}`
}

/** The types of every model generation: each engine and power variant it was built with, in its years; some cars also with four-wheel drive. */
export function planTypes(models: ModelPlan[], rng: Rng): TypePlan[] {
  const approvals = new Set<string>()
  const approval = (make: string) => {
    for (;;) {
      const initial =
        make
          .normalize('NFKD')
          .replace(/[^A-Z]/gi, '')
          .toUpperCase()[0] ?? 'X'
      const value = `${rng.int(1, 9)}${initial}${LETTERS[rng.int(0, LETTERS.length - 1)]}${rng.int(100, 999)}`
      if (!approvals.has(value)) {
        approvals.add(value)
        return value
      }
    }
  }
  return models.flatMap((model, index) => {
    const family: EngineFamily = ENGINE_FAMILIES[model.family]
    return modelEngines(model).flatMap(({ engine, kw, from, to }) => {
      // Four-wheel drive as an extra type: cars from 110 kW (not BMW's X models, whose names carry xDrive), trucks from 300 kW.
      const bmwX = model.make === 'BMW' && /^X\d/.test(model.seed.name)
      const fourWheel =
        family.drive &&
        engine.fuel !== 'electric' &&
        !model.seed.engines &&
        !bmwX &&
        kw >= (model.category === 'truck' ? 300 : 110) &&
        rng.next() < 0.35
      const drives = fourWheel ? ['', ` ${family.drive}`] : ['']
      return drives.map((drive): TypePlan => ({
        model: index,
        name: typeName(model, engine, drive),
        engine: engine.engine,
        powerKw: kw,
        powerHp: Math.round(kw * 1.35962),
        yearFrom: from,
        yearTo: to,
        fuel: engine.fuel,
        engineCode: engine.fuel === 'electric' ? null : engineCode(family, rng),
        typeApprovalNumber: rng.next() < 0.9 ? approval(model.make) : null,
      }))
    })
  })
}

/** What planning a recommendation needs of a stored type. */
export type TypeFacts = {
  name: string
  engine: string
  powerKw: number
  yearFrom: number
  fuel: FuelKey
  category: VehicleCategoryKey
  make: string
}

/** The numeric interval beside its text (the fleet counts due dates with it); none for a lifetime fill. */
export type IntervalNumbers = {
  intervalKm: number | null
  intervalHours: number | null
  intervalMonths: number | null
}

/** An interval's text in four languages with its numbers. */
type IntervalText = Localized<string> & { numbers: IntervalNumbers }

export type ComponentPlan = {
  component: VehicleComponentKey
  products: string[]
  capacityLitres: number | null
  interval: Localized<string> | null
  conditions: Localized<string> | null
} & IntervalNumbers

const thousands = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep)
const yearWord = (n: number): Localized<string> =>
  n === 1 ? L('1 Jahr', '1 an', '1 anno', '1 year') : L(`${n} Jahre`, `${n} ans`, `${n} anni`, `${n} years`)
const numbered = (text: Localized<string>, numbers: Partial<IntervalNumbers>): IntervalText => ({
  ...text,
  numbers: { intervalKm: null, intervalHours: null, intervalMonths: null, ...numbers },
})
/** "30 000 km / 2 Jahre": every 30 000 km or 24 months, whichever comes first. */
const km = (n: number, years: number): IntervalText => {
  const y = yearWord(years)
  return numbered(
    L(
      `${thousands(n, ' ')} km / ${y.de}`,
      `${thousands(n, ' ')} km / ${y.fr}`,
      `${thousands(n, '.')} km / ${y.it}`,
      `${thousands(n, ',')} km / ${y.en}`,
    ),
    { intervalKm: n, intervalMonths: 12 * years },
  )
}
/** "500 Betriebsstunden / 1 Jahr": every 500 h or 12 months, whichever comes first. */
const hours = (n: number, years: number): IntervalText => {
  const y = yearWord(years)
  return numbered(
    L(
      `${thousands(n, ' ')} Betriebsstunden / ${y.de}`,
      `${thousands(n, ' ')} heures de service / ${y.fr}`,
      `${thousands(n, '.')} ore di esercizio / ${y.it}`,
      `${thousands(n, ',')} operating hours / ${y.en}`,
    ),
    { intervalHours: n, intervalMonths: 12 * years },
  )
}
const everyYears = (n: number): IntervalText =>
  numbered(L(`alle ${n} Jahre`, `tous les ${n} ans`, `ogni ${n} anni`, `every ${n} years`), {
    intervalMonths: 12 * n,
  })
const LIFETIME: IntervalText = numbered(
  L('Lebensdauerfüllung', 'Remplissage à vie', 'Riempimento a vita', 'Lifetime fill'),
  {},
)

const CONDITIONS = {
  shortTrips: L(
    'Bei Kurzstrecken, Anhängerbetrieb oder Staub Intervall halbieren.',
    'En cas de trajets courts, de remorquage ou de poussière, réduire l’intervalle de moitié.',
    'In caso di tragitti brevi, traino o polvere, dimezzare l’intervallo.',
    'Halve the interval for short trips, towing or dusty conditions.',
  ),
  track: L(
    'Nach Rennstreckeneinsatz sofort wechseln.',
    'Vidanger immédiatement après une utilisation sur circuit.',
    'Sostituire subito dopo l’uso in pista.',
    'Change immediately after track use.',
  ),
  coolant: L(
    'Frostschutz bis −30 °C; nicht mit anderen Kühlmitteltypen mischen.',
    'Antigel jusqu’à −30 °C ; ne pas mélanger avec d’autres types.',
    'Antigelo fino a −30 °C; non miscelare con altri tipi.',
    'Antifreeze down to −30 °C; do not mix with other coolant types.',
  ),
  brakeFluid: L(
    'Spätestens bei mehr als 3 % Wasseranteil wechseln.',
    'Remplacer au plus tard à partir de 3 % d’eau.',
    'Sostituire al più tardi oltre il 3 % di acqua.',
    'Replace at the latest above 3 % water content.',
  ),
  heavyDuty: L(
    'Bei Einsatz im Baustellenverkehr Intervall um ein Drittel kürzen.',
    'En usage chantier, raccourcir l’intervalle d’un tiers.',
    'In uso cantiere, ridurre l’intervallo di un terzo.',
    'Shorten the interval by a third in construction-site use.',
  ),
  bio: L(
    'In Wasserschutzzonen das biologisch abbaubare Öl verwenden.',
    'En zone de protection des eaux, utiliser l’huile biodégradable.',
    'Nelle zone di protezione delle acque usare l’olio biodegradabile.',
    'Use the biodegradable oil in water protection zones.',
  ),
  saltWater: L(
    'Nach Fahrten im Salzwasser mit Süsswasser spülen und Getriebeöl auf Wasser prüfen.',
    'Après navigation en eau salée, rincer à l’eau douce et contrôler l’huile d’embase.',
    'Dopo l’uso in acqua salata sciacquare con acqua dolce e controllare l’olio del piede.',
    'After salt-water use, flush with fresh water and check the gear oil for water.',
  ),
  season: L(
    'Vor der Winterpause wechseln.',
    'Vidanger avant l’hivernage.',
    'Sostituire prima della pausa invernale.',
    'Change before winter storage.',
  ),
}

const n = (code: string, viscosity: string) =>
  `TRB-${code}-${viscosity.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`
const CARE = {
  chain: 'TRB-CARE-02',
  g12: 'TRB-CARE-14',
  g13: 'TRB-CARE-15',
  dot4: 'TRB-CARE-16',
  dot51: 'TRB-CARE-17',
}
const litres = (rng: Rng, min: number, max: number) => Math.round((min + rng.next() * (max - min)) * 10) / 10

/**
 * The recommendation of one type: its components with products of the
 * matching product line (engine oil by fuel, age and power; gear oil, ATF,
 * brake fluid, coolant, hydraulic oil …), fill quantities and intervals.
 * The catalogue has no fork oil: the thin hydraulic oil (ISO VG 22) stands in.
 */
export function planRecommendation(type: TypeFacts, rng: Rng): ComponentPlan[] {
  const c = (
    component: VehicleComponentKey,
    products: string[],
    capacityLitres: number | null,
    interval: IntervalText | null,
    conditions: Localized<string> | null = null,
  ): ComponentPlan => ({
    component,
    products,
    capacityLitres,
    interval: interval && L(interval.de, interval.fr, interval.it, interval.en),
    conditions,
    intervalKm: interval?.numbers.intervalKm ?? null,
    intervalHours: interval?.numbers.intervalHours ?? null,
    intervalMonths: interval?.numbers.intervalMonths ?? null,
  })
  const electric = type.fuel === 'electric'
  const fourWheel = / (4Motion|quattro|xDrive|4MATIC|AWD|4x4|Allrad|6x4)$/.test(type.name)
  const kw = type.powerKw
  switch (type.category) {
    case 'car': {
      const parts: ComponentPlan[] = []
      if (!electric) {
        const oil =
          type.yearFrom < 2000
            ? [n('MIN', '15W-40'), n('SEMI', '10W-40')]
            : type.yearFrom < 2008
              ? [n('SEMI', '10W-40'), n('SYNPRO', '5W-40')]
              : type.fuel === 'hybrid' || type.fuel === 'plugInHybrid'
                ? [n('SYNHYB', '0W-20'), n('SYNECO', '0W-20')]
                : type.fuel === 'diesel'
                  ? [n('SYNDSL', '5W-30'), n('SYNLL', '5W-30')]
                  : type.make === 'Toyota'
                    ? [n('SYNECO', '0W-20'), n('SYNHYB', '0W-20')]
                    : kw > 180
                      ? [n('SYNSPT', '0W-40'), n('SYNPRO', '5W-40')]
                      : [n('SYNPRO', '5W-30'), n('SYNLL', '5W-30')]
        parts.push(
          c(
            'engine',
            oil,
            litres(rng, 3.6, kw > 150 ? 7.5 : 5.5),
            type.yearFrom >= 2012 ? km(30000, 2) : km(15000, 1),
            CONDITIONS.shortTrips,
          ),
        )
      }
      if (electric) parts.push(c('gearbox', [n('ATF', 'ISO VG 22')], litres(rng, 0.8, 1.6), LIFETIME))
      else if (rng.next() < 0.55)
        parts.push(
          c('gearbox', [n('GEARS', '75W-90'), n('GEARM', '75W-90')], litres(rng, 1.7, 2.4), km(120000, 8)),
        )
      else
        parts.push(
          c(
            'automaticTransmission',
            rng.next() < 0.5 ? [n('DCT', 'ISO VG 32')] : [n('ATF', 'ISO VG 32')],
            litres(rng, 5.5, 7.5),
            km(60000, 4),
          ),
        )
      if (fourWheel)
        parts.push(c('differential', [n('GEARS', '75W-90')], litres(rng, 0.8, 1.4), km(60000, 4)))
      if (type.yearFrom < 2010 && !electric)
        parts.push(c('powerSteering', [n('ATF', 'ISO VG 22')], litres(rng, 0.8, 1.2), LIFETIME))
      parts.push(c('brakes', [CARE.dot4], 1, everyYears(2), CONDITIONS.brakeFluid))
      parts.push(
        c(
          'cooling',
          [
            type.yearFrom >= 2008 && ['VW', 'Audi', 'Škoda', 'Seat', 'Porsche'].includes(type.make)
              ? CARE.g13
              : CARE.g12,
          ],
          litres(rng, electric ? 4 : 5.5, electric ? 6.5 : 9),
          everyYears(5),
          CONDITIONS.coolant,
        ),
      )
      return parts
    }
    case 'motorcycle': {
      const harley = type.make === 'Harley-Davidson' && type.engine.startsWith('Milwaukee')
      const sport = kw >= 90
      const parts: ComponentPlan[] = [
        c(
          'engine',
          harley
            ? [n('4TS', '20W-50')]
            : sport
              ? [n('4TR', '10W-60'), n('4TR', '10W-40')]
              : /XMAX/.test(type.name)
                ? [n('SCOOT', '10W-40')]
                : [n('4TS', '10W-40'), n('4TR', '10W-40')],
          litres(rng, harley ? 4.5 : 2.2, harley ? 5.2 : 4.2),
          km(sport ? 6000 : 10000, 1),
          sport ? CONDITIONS.track : null,
        ),
      ]
      if (harley) {
        parts.push(c('gearbox', [n('GEARS', '75W-90')], 0.9, km(20000, 2)))
        parts.push(c('primaryDrive', [n('GEARM', '80W-90')], 0.9, km(20000, 2)))
      }
      parts.push(c('fork', [n('HLP', 'ISO VG 22')], litres(rng, 0.45, 0.7), km(20000, 2)))
      parts.push(c('brakes', [sport ? CARE.dot51 : CARE.dot4], 0.5, everyYears(2), CONDITIONS.brakeFluid))
      if (!harley && kw > 25)
        parts.push(c('cooling', [CARE.g12], litres(rng, 1.5, 2.6), everyYears(4), CONDITIONS.coolant))
      if (!harley) parts.push(c('chain', [CARE.chain], null, km(500, 1)))
      return parts
    }
    case 'truck': {
      const parts: ComponentPlan[] = []
      if (!electric)
        parts.push(
          c(
            'engine',
            type.yearFrom >= 2014
              ? [n('TRKULT', '10W-40'), n('TRKECO', '5W-30')]
              : [n('TRKPLS', '15W-40'), n('TRKULT', '10W-40')],
            litres(rng, 28, 45),
            km(100000, 1),
            CONDITIONS.heavyDuty,
          ),
        )
      parts.push(
        c(
          'gearbox',
          [n('GEARS', '75W-80')],
          litres(rng, electric ? 4 : 12, electric ? 6 : 16),
          km(450000, 4),
        ),
      )
      parts.push(c('differential', [n('GEARHD', '80W-90')], litres(rng, 12, 18), km(200000, 2)))
      if (!electric)
        parts.push(c('powerSteering', [n('ATF', 'ISO VG 22')], litres(rng, 3.5, 5), km(200000, 2)))
      parts.push(
        c(
          'cooling',
          [CARE.g12],
          litres(rng, electric ? 15 : 40, electric ? 25 : 70),
          everyYears(4),
          CONDITIONS.coolant,
        ),
      )
      return parts
    }
    case 'agriculture': {
      const parts: ComponentPlan[] = [
        c(
          'engine',
          [n('AGRI', '10W-40'), n('TRKPLS', '15W-40')],
          litres(rng, 12, kw > 200 ? 38 : 26),
          hours(500, 1),
          CONDITIONS.heavyDuty,
        ),
        c('gearbox', [n('AGRI', '10W-30')], litres(rng, 50, kw > 200 ? 160 : 110), hours(1500, 2)),
      ]
      if (kw > 150)
        parts.push(
          c(
            'hydraulics',
            [n('HVLP', 'ISO VG 46'), n('HEES', 'ISO VG 46')],
            litres(rng, 40, 90),
            hours(2000, 2),
            CONDITIONS.bio,
          ),
        )
      if (/ Allrad$/.test(type.name) || kw > 100)
        parts.push(c('finalDrive', [n('GEARM', '85W-140')], litres(rng, 6, 12), hours(1500, 2)))
      parts.push(c('cooling', [CARE.g12], litres(rng, 20, 40), everyYears(3), CONDITIONS.coolant))
      return parts
    }
    case 'construction':
      return [
        c(
          'engine',
          [n('TRKPLS', '15W-40'), n('TRKULT', '10W-40')],
          litres(rng, 15, kw > 250 ? 48 : 32),
          hours(500, 1),
          CONDITIONS.heavyDuty,
        ),
        c(
          'hydraulics',
          [n('HLP', 'ISO VG 46'), n('HEES', 'ISO VG 46')],
          litres(rng, 120, kw > 250 ? 450 : 260),
          hours(4000, 3),
          CONDITIONS.bio,
        ),
        c('finalDrive', [n('GEARHD', '80W-90')], litres(rng, 6, 20), hours(2000, 2)),
        c('cooling', [CARE.g12], litres(rng, 25, 60), everyYears(3), CONDITIONS.coolant),
      ]
    case 'marine':
      return type.fuel === 'diesel' || type.engine.startsWith('V8')
        ? [
            c('engine', [n('TRKPLS', '15W-40')], litres(rng, 8, 20), hours(200, 1), CONDITIONS.season),
            c('sterndrive', [n('GEARS', '75W-90')], litres(rng, 2, 3.2), hours(200, 1), CONDITIONS.saltWater),
            c('cooling', [CARE.g12], litres(rng, 10, 20), everyYears(2), CONDITIONS.coolant),
          ]
        : [
            c('engine', [n('4TS', '10W-30')], litres(rng, 1.5, 7), hours(100, 1), CONDITIONS.season),
            c(
              'sterndrive',
              [n('GEARM', '80W-90')],
              litres(rng, 0.5, 1.2),
              hours(100, 1),
              CONDITIONS.saltWater,
            ),
          ]
    case 'garden': {
      if (electric) return [c('gearbox', [n('GRLI', 'NLGI 00')], 0.1, LIFETIME)]
      const parts: ComponentPlan[] = [
        c(
          'engine',
          [n('4TS', '10W-30'), n('MIN', '15W-40')],
          litres(rng, kw > 10 ? 1.5 : 0.5, kw > 10 ? 2 : 0.6),
          hours(50, 1),
          CONDITIONS.season,
        ),
      ]
      if (kw > 10) parts.push(c('hydraulics', [n('HLP', 'ISO VG 46')], litres(rng, 1.5, 2.5), hours(300, 3)))
      return parts
    }
  }
}
