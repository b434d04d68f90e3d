import { mediaId } from './media'
import { L, LOCAL, OTHER_LANGUAGES, type Localized, type SeedStep } from './types'

type FairSeed = { name: Localized<string>; city: string; country: 'CH' | 'DE' | 'AT' | 'IT'; venue: string; month: number; days: number; stand: Localized<string> }

const same = (text: string) => L(text, text, text, text)
const stand = (hall: string, booth: string) => L(`Halle ${hall}, Stand ${booth}`, `Halle ${hall}, stand ${booth}`, `Padiglione ${hall}, stand ${booth}`, `Hall ${hall}, stand ${booth}`)

/** Yearly fairs (month 1–12); each is seeded for the past and the coming year, 20 in all. */
const FAIRS: FairSeed[] = [
  { name: same('Transport-CH'), city: 'Bern', country: 'CH', venue: 'BERNEXPO', month: 11, days: 4, stand: stand('2', 'B14') },
  { name: same('auto-salon Genève'), city: 'Genève', country: 'CH', venue: 'Palexpo', month: 2, days: 10, stand: stand('6', 'A21') },
  { name: same('Agrama'), city: 'Bern', country: 'CH', venue: 'BERNEXPO', month: 11, days: 5, stand: stand('3.2', 'C08') },
  { name: same('Swissbau'), city: 'Basel', country: 'CH', venue: 'Messe Basel', month: 1, days: 4, stand: stand('1.1', 'D10') },
  { name: same('AMB'), city: 'Stuttgart', country: 'DE', venue: 'Messe Stuttgart', month: 9, days: 5, stand: stand('7', 'C31') },
  { name: same('Automechanika'), city: 'Frankfurt am Main', country: 'DE', venue: 'Messe Frankfurt', month: 9, days: 5, stand: stand('8.0', 'F44') },
  { name: same('Swiss Moto'), city: 'Zürich', country: 'CH', venue: 'Messe Zürich', month: 2, days: 4, stand: stand('5', 'E02') },
  { name: same('Intertech Vienna'), city: 'Wien', country: 'AT', venue: 'Messe Wien', month: 5, days: 3, stand: stand('B', '0412') },
  { name: same('Prodex'), city: 'Basel', country: 'CH', venue: 'Messe Basel', month: 5, days: 4, stand: stand('1.0', 'A40') },
  { name: same('EIMA Agrimach'), city: 'Bologna', country: 'IT', venue: 'BolognaFiere', month: 11, days: 5, stand: stand('19', 'B/12') },
]

/** 20 fairs for Tribo: each yearly fair last year and next year, so the list has upcoming and past ones. */
export const fairsStep: SeedStep = {
  name: 'fairs',
  async run(ctx) {
    const tenant = ctx.tenants.get('tribo')
    if (tenant == null) return
    const year = new Date().getUTCFullYear()
    for (const [index, fair] of FAIRS.entries()) {
      for (const offset of [-1, 1]) {
        const from = new Date(Date.UTC(year + offset, fair.month - 1, 8 + (index % 10)))
        const to = new Date(from.getTime() + (fair.days - 1) * 86_400_000)
        const name = { de: `${fair.name.de} ${year + offset}`, fr: `${fair.name.fr} ${year + offset}`, it: `${fair.name.it} ${year + offset}`, en: `${fair.name.en} ${year + offset}` }
        const existing = await ctx.payload.find({ collection: 'fairs', where: { and: [{ tenant: { equals: tenant } }, { name: { equals: name.de } }] }, locale: 'de', limit: 1, depth: 0, ...LOCAL })
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
          data: { tenant, name: name.de, description: description.de, fromDate: from.toISOString(), toDate: to.toISOString(), city: fair.city, country: fair.country, venue: fair.venue, stand: fair.stand.de, url: `https://www.tribo.ch/messen/${index + 1}`, image: mediaId(ctx, 'tribo', index % 2 ? 'teaser-truck' : 'teaser-machine') },
          ...LOCAL,
        })
        for (const language of OTHER_LANGUAGES) {
          await ctx.payload.update({ collection: 'fairs', id: doc.id, locale: language, data: { name: name[language], description: description[language], stand: fair.stand[language] }, ...LOCAL })
        }
        ctx.record('fairs', 'created')
      }
    }
  },
}
