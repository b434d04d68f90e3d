import { mediaId } from './media'
import { L, LOCAL, OTHER_LANGUAGES, type Localized, type SeedStep } from './types'

/** A fair and when it takes place: every year, or every second year (in even or odd years). */
type FairSeed = {
  name: Localized<string>
  city: string
  country: 'CH' | 'DE' | 'AT' | 'IT'
  venue: string
  month: number
  day: number
  days: number
  cycle: 'yearly' | 'even' | 'odd'
  stand: Localized<string>
}

const same = (text: string) => L(text, text, text, text)
const stand = (hall: string, booth: string) =>
  L(
    `Halle ${hall}, Stand ${booth}`,
    `Halle ${hall}, stand ${booth}`,
    `Padiglione ${hall}, stand ${booth}`,
    `Hall ${hall}, stand ${booth}`,
  )

/** Fairs in their real rhythm and season; each is seeded at its last date before this year and its next one after, 20 in all. */
export const FAIRS: FairSeed[] = [
  {
    name: same('Transport-CH'),
    city: 'Bern',
    country: 'CH',
    venue: 'BERNEXPO',
    month: 11,
    day: 13,
    days: 4,
    cycle: 'odd',
    stand: stand('2', 'B14'),
  },
  {
    name: same('Auto Zürich'),
    city: 'Zürich',
    country: 'CH',
    venue: 'Messe Zürich',
    month: 11,
    day: 6,
    days: 4,
    cycle: 'yearly',
    stand: stand('6', 'A21'),
  },
  {
    name: same('Agrama'),
    city: 'Bern',
    country: 'CH',
    venue: 'BERNEXPO',
    month: 11,
    day: 26,
    days: 5,
    cycle: 'even',
    stand: stand('3.2', 'C08'),
  },
  {
    name: same('Swissbau'),
    city: 'Basel',
    country: 'CH',
    venue: 'Messe Basel',
    month: 1,
    day: 20,
    days: 4,
    cycle: 'even',
    stand: stand('1.1', 'D10'),
  },
  {
    name: same('AMB'),
    city: 'Stuttgart',
    country: 'DE',
    venue: 'Messe Stuttgart',
    month: 9,
    day: 15,
    days: 5,
    cycle: 'even',
    stand: stand('7', 'C31'),
  },
  {
    name: same('Automechanika'),
    city: 'Frankfurt am Main',
    country: 'DE',
    venue: 'Messe Frankfurt',
    month: 9,
    day: 8,
    days: 5,
    cycle: 'even',
    stand: stand('8.0', 'F44'),
  },
  {
    name: same('Swiss-Moto'),
    city: 'Zürich',
    country: 'CH',
    venue: 'Messe Zürich',
    month: 2,
    day: 19,
    days: 4,
    cycle: 'yearly',
    stand: stand('5', 'E02'),
  },
  {
    name: same('Vienna Autoshow'),
    city: 'Wien',
    country: 'AT',
    venue: 'Messe Wien',
    month: 1,
    day: 15,
    days: 4,
    cycle: 'yearly',
    stand: stand('B', '0412'),
  },
  {
    name: same('Suisse Public'),
    city: 'Bern',
    country: 'CH',
    venue: 'BERNEXPO',
    month: 6,
    day: 17,
    days: 4,
    cycle: 'odd',
    stand: stand('1.0', 'A40'),
  },
  {
    name: same('EIMA International'),
    city: 'Bologna',
    country: 'IT',
    venue: 'BolognaFiere',
    month: 11,
    day: 11,
    days: 5,
    cycle: 'even',
    stand: stand('19', 'B/12'),
  },
]

/** The years a fair is held in around `year`: its last one before and its next one after. */
export function fairYears(cycle: FairSeed['cycle'], year: number): [number, number] {
  const held = (y: number) => cycle === 'yearly' || (cycle === 'even') === (y % 2 === 0)
  const before = held(year - 1) ? year - 1 : year - 2
  const after = held(year + 1) ? year + 1 : year + 2
  return [before, after]
}

/** 20 fairs for Tribo: each fair at its last and its next date, so the list has upcoming and past ones. */
export const fairsStep: SeedStep = {
  name: 'fairs',
  async run(ctx) {
    const tenant = ctx.tenants.get('tribo')
    if (tenant == null) return
    const year = new Date().getUTCFullYear()
    for (const [index, fair] of FAIRS.entries()) {
      for (const held of fairYears(fair.cycle, year)) {
        const from = new Date(Date.UTC(held, fair.month - 1, fair.day))
        const to = new Date(from.getTime() + (fair.days - 1) * 86_400_000)
        const name = {
          de: `${fair.name.de} ${held}`,
          fr: `${fair.name.fr} ${held}`,
          it: `${fair.name.it} ${held}`,
          en: `${fair.name.en} ${held}`,
        }
        const existing = await ctx.payload.find({
          collection: 'fairs',
          where: { and: [{ tenant: { equals: tenant } }, { name: { equals: name.de } }] },
          locale: 'de',
          limit: 1,
          depth: 0,
          ...LOCAL,
        })
        if (existing.docs[0]) {
          ctx.record('fairs', 'existing')
          continue
        }
        const description = L(
          `Tribo zeigt an der ${fair.name.de} Schmierstoffe und Services für ${fair.city} und die ganze Region.`,
          `Tribo présente au salon ${fair.name.fr} ses lubrifiants et services.`,
          `Tribo presenta alla fiera ${fair.name.it} i suoi lubrificanti e servizi.`,
          `At ${fair.name.en}, Tribo shows its lubricants and services.`,
        )
        const doc = await ctx.payload.create({
          collection: 'fairs',
          locale: 'de',
          data: {
            tenant,
            name: name.de,
            description: description.de,
            fromDate: from.toISOString(),
            toDate: to.toISOString(),
            city: fair.city,
            country: fair.country,
            venue: fair.venue,
            stand: fair.stand.de,
            url: `https://www.tribo.ch/messen/${index + 1}`,
            image: mediaId(ctx, 'tribo', index % 2 ? 'teaser-truck' : 'teaser-machine'),
          },
          ...LOCAL,
        })
        for (const language of OTHER_LANGUAGES) {
          await ctx.payload.update({
            collection: 'fairs',
            id: doc.id,
            locale: language,
            data: { name: name[language], description: description[language], stand: fair.stand[language] },
            ...LOCAL,
          })
        }
        ctx.record('fairs', 'created')
      }
    }
  },
}
