import type { Canton } from './constants'
import { addDays, dayOf, weekdayOf } from './days'

/**
 * Swiss public holidays as data: how each holiday's date is found (a fixed date, a distance
 * from Easter Sunday, or a rule of its own) and which holidays each canton keeps. Only the
 * federal 1 August is the same everywhere; the cantons decide the rest. The table lists the days
 * a canton keeps as a whole (its law or the general custom of its businesses), not those only
 * some communes keep (Corpus Christi in Solothurn, St Stephen's Day in Fribourg): a warehouse in
 * such a commune sets the nearest canton whose days it keeps.
 */

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dayOf(year, month, day)
}

/** The `n`-th (1-based) given weekday (0 Sunday … 6 Saturday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = dayOf(year, month, 1)
  const offset = (weekday - weekdayOf(first) + 7) % 7
  return addDays(first, offset + (n - 1) * 7)
}

type Rule =
  { fixed: [month: number, day: number] } | { easter: number } | { date: (year: number) => string | null }

/** Every holiday some canton keeps, and how its date falls. */
const RULES = {
  newYear: { fixed: [1, 1] },
  berchtold: { fixed: [1, 2] },
  /** Neuchâtel: 2 January only when New Year falls on a Sunday. */
  berchtoldAfterSunday: { date: (year) => (weekdayOf(dayOf(year, 1, 1)) === 0 ? dayOf(year, 1, 2) : null) },
  epiphany: { fixed: [1, 6] },
  republicDay: { fixed: [3, 1] },
  stJoseph: { fixed: [3, 19] },
  goodFriday: { easter: -2 },
  easterMonday: { easter: 1 },
  /**
   * Glarus: the first Thursday of April; when that is Maundy Thursday, the Thursday after
   * Easter.
   */
  naefelserFahrt: {
    date: (year) => {
      const first = nthWeekday(year, 4, 4, 1)
      return first === addDays(easterSunday(year), -3) ? addDays(easterSunday(year), 4) : first
    },
  },
  labourDay: { fixed: [5, 1] },
  ascension: { easter: 39 },
  whitMonday: { easter: 50 },
  corpusChristi: { easter: 60 },
  jurassicIndependence: { fixed: [6, 23] },
  peterAndPaul: { fixed: [6, 29] },
  nationalDay: { fixed: [8, 1] },
  assumption: { fixed: [8, 15] },
  /** Geneva: the Thursday after the first Sunday of September. */
  genevaFast: { date: (year) => addDays(nthWeekday(year, 9, 0, 1), 4) },
  /** Vaud and Neuchâtel: the Monday after the third Sunday of September (Federal Fast). */
  fastMonday: { date: (year) => addDays(nthWeekday(year, 9, 0, 3), 1) },
  brotherKlaus: { fixed: [9, 25] },
  allSaints: { fixed: [11, 1] },
  immaculateConception: { fixed: [12, 8] },
  christmas: { fixed: [12, 25] },
  stStephen: { fixed: [12, 26] },
  /** Neuchâtel: 26 December only when Christmas falls on a Sunday. */
  stStephenAfterSunday: {
    date: (year) => (weekdayOf(dayOf(year, 12, 25)) === 0 ? dayOf(year, 12, 26) : null),
  },
  restoration: { fixed: [12, 31] },
} satisfies Record<string, Rule>

export type Holiday = keyof typeof RULES
export const HOLIDAYS = Object.keys(RULES) as Holiday[]

/** What most cantons keep: New Year, Good Friday, Easter Monday, Ascension, Whit Monday, 1 August, Christmas. */
const COMMON: Holiday[] = [
  'newYear',
  'goodFriday',
  'easterMonday',
  'ascension',
  'whitMonday',
  'nationalDay',
  'christmas',
]
/** The Catholic feasts the central and southern cantons keep. */
const CATHOLIC: Holiday[] = ['corpusChristi', 'assumption', 'allSaints', 'immaculateConception']

/** The holidays each canton keeps (besides 1 August, which every canton keeps). */
export const CANTON_HOLIDAYS: Record<Canton, readonly Holiday[]> = {
  AG: [...COMMON, 'berchtold', 'stStephen'],
  AI: [...COMMON, ...CATHOLIC, 'stStephen'],
  AR: [...COMMON, 'stStephen'],
  BE: [...COMMON, 'berchtold', 'stStephen'],
  BL: [...COMMON, 'labourDay', 'stStephen'],
  BS: [...COMMON, 'labourDay', 'stStephen'],
  FR: [...COMMON, ...CATHOLIC, 'berchtold'],
  GE: [...COMMON, 'genevaFast', 'restoration'],
  GL: [...COMMON, 'berchtold', 'naefelserFahrt', 'allSaints', 'stStephen'],
  GR: [...COMMON, 'stStephen'],
  JU: [
    ...COMMON,
    'berchtold',
    'labourDay',
    'corpusChristi',
    'jurassicIndependence',
    'assumption',
    'allSaints',
  ],
  LU: [...COMMON, ...CATHOLIC, 'berchtold', 'stStephen'],
  NE: [...COMMON, 'berchtoldAfterSunday', 'republicDay', 'labourDay', 'fastMonday', 'stStephenAfterSunday'],
  NW: [...COMMON, ...CATHOLIC, 'stJoseph', 'stStephen'],
  OW: [...COMMON, ...CATHOLIC, 'berchtold', 'brotherKlaus', 'stStephen'],
  SG: [...COMMON, 'allSaints', 'stStephen'],
  SH: [...COMMON, 'berchtold', 'labourDay', 'stStephen'],
  SO: [...COMMON, 'berchtold', 'stStephen'],
  SZ: [...COMMON, ...CATHOLIC, 'epiphany', 'stJoseph', 'stStephen'],
  TG: [...COMMON, 'berchtold', 'labourDay', 'stStephen'],
  // Ticino keeps no Good Friday.
  TI: [
    ...COMMON.filter((holiday) => holiday !== 'goodFriday'),
    ...CATHOLIC,
    'epiphany',
    'stJoseph',
    'labourDay',
    'peterAndPaul',
    'stStephen',
  ],
  UR: [...COMMON, ...CATHOLIC, 'epiphany', 'stJoseph', 'stStephen'],
  VD: [...COMMON, 'berchtold', 'fastMonday'],
  // Valais keeps neither Good Friday, Easter Monday, Whit Monday nor St Stephen's Day.
  VS: ['newYear', 'stJoseph', 'ascension', 'nationalDay', ...CATHOLIC, 'christmas'],
  ZG: [...COMMON, ...CATHOLIC, 'berchtold', 'stStephen'],
  ZH: [...COMMON, 'berchtold', 'labourDay', 'stStephen'],
}

function dateOf(holiday: Holiday, year: number): string | null {
  const rule: Rule = RULES[holiday]
  if ('fixed' in rule) return dayOf(year, rule.fixed[0], rule.fixed[1])
  if ('easter' in rule) return addDays(easterSunday(year), rule.easter)
  return rule.date(year)
}

const byYear = new Map<string, Map<string, Holiday>>()

/** A canton's holidays of a year, by day (weekends included: a holiday on a Sunday is still listed). */
export function holidaysOf(canton: Canton, year: number): Map<string, Holiday> {
  const key = `${canton}:${year}`
  let days = byYear.get(key)
  if (!days) {
    days = new Map()
    for (const holiday of new Set(['nationalDay' as Holiday, ...CANTON_HOLIDAYS[canton]])) {
      const day = dateOf(holiday, year)
      if (day) days.set(day, holiday)
    }
    days = new Map([...days].sort(([a], [b]) => (a < b ? -1 : 1)))
    byYear.set(key, days)
  }
  return days
}

/** The holiday the canton keeps on `day`, or null. */
export const holidayOn = (day: string, canton: Canton): Holiday | null =>
  holidaysOf(canton, Number(day.slice(0, 4))).get(day) ?? null
