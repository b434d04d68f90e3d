import { PLACES, type Place } from '../../features/dealers/model'
import type { PartnerType } from '../../features/dealers/model'
import { createRng, type Rng } from './random'
import { PRODUCT_LINE_SEEDS } from './site-shell'
import { LOCAL, tenantId, type SeedStep } from './types'

/** Dealers per country: 300 in all. */
const PER_COUNTRY = { CH: 160, DE: 95, AT: 45 } as const

const SURNAMES = {
  CH: [
    'Müller',
    'Meier',
    'Schmid',
    'Keller',
    'Weber',
    'Huber',
    'Schneider',
    'Steiner',
    'Fischer',
    'Gerber',
    'Brunner',
    'Baumann',
    'Frei',
    'Zimmermann',
    'Moser',
    'Widmer',
    'Wyss',
    'Graf',
    'Roth',
    'Bachmann',
    'Kälin',
    'Lüthi',
    'Zürcher',
    'Studer',
  ],
  fr: [
    'Dubois',
    'Favre',
    'Rochat',
    'Perret',
    'Bonvin',
    'Chevalley',
    'Pittet',
    'Girard',
    'Rey',
    'Morand',
    'Jaquet',
    'Cuendet',
  ],
  it: ['Bernasconi', 'Rossi', 'Ferrari', 'Fontana', 'Pedrazzini', 'Galli', 'Bianchi', 'Crivelli', 'Rusconi'],
  DE: [
    'Schulz',
    'Wagner',
    'Becker',
    'Hoffmann',
    'Schäfer',
    'Koch',
    'Bauer',
    'Richter',
    'Klein',
    'Wolf',
    'Neumann',
    'Schwarz',
    'Zimmer',
    'Braun',
    'Krüger',
    'Hartmann',
    'Lange',
    'Werner',
  ],
  AT: [
    'Gruber',
    'Huber',
    'Wagner',
    'Pichler',
    'Steiner',
    'Moser',
    'Mayer',
    'Hofer',
    'Leitner',
    'Berger',
    'Fuchs',
    'Eder',
    'Schwaiger',
    'Brandstätter',
  ],
} as const

/** What a dealer's name says it sells: the top-level product lines (seed keys) it carries. */
type Trade = 'garage' | 'farm' | 'moto' | 'truck' | 'lubricants'
const TRADE_LINES: Record<Trade, string[]> = {
  garage: ['motor', 'gear', 'care'],
  farm: ['motor', 'gear', 'grease', 'industry'],
  moto: ['motor', 'care'],
  truck: ['motor', 'gear', 'grease'],
  lubricants: ['motor', 'gear', 'grease', 'industry', 'care'],
}

/** Name patterns per language area: {s} a surname, {c} the town. */
const NAME_PATTERNS: Record<keyof typeof SURNAMES, [string, Trade][]> = {
  CH: [
    ['Garage {s} AG', 'garage'],
    ['Auto {c} AG', 'garage'],
    ['{s} Landtechnik GmbH', 'farm'],
    ['Motos {s}', 'moto'],
    ['Agro-Center {c}', 'farm'],
    ['{s} Nutzfahrzeuge AG', 'truck'],
    ['Carrosserie & Garage {s}', 'garage'],
    ['Schmierstoffe {s} GmbH', 'lubricants'],
    ['Zweirad {s}', 'moto'],
    ['Autocenter {c} AG', 'garage'],
  ],
  fr: [
    ['Garage {s} SA', 'garage'],
    ['Garage du Lac {s}', 'garage'],
    ['Auto-Service {c} SA', 'garage'],
    ['Motos {s} Sàrl', 'moto'],
    ['Agritechnique {s} SA', 'farm'],
    ['Centre Poids Lourds {c}', 'truck'],
  ],
  it: [
    ['Garage {s} SA', 'garage'],
    ['Autofficina {s}', 'garage'],
    ['Moto {s} Sagl', 'moto'],
    ['Centro Auto {c} SA', 'garage'],
    ['Agrotecnica {s} SA', 'farm'],
  ],
  DE: [
    ['Autohaus {s} GmbH', 'garage'],
    ['Kfz-Service {s}', 'garage'],
    ['{s} Landmaschinen GmbH', 'farm'],
    ['Motorrad {s}', 'moto'],
    ['Nutzfahrzeuge {c} GmbH', 'truck'],
    ['Reifen & Service {s}', 'garage'],
    ['Kfz-Meisterbetrieb {s}', 'garage'],
    ['Mineralöle {s} KG', 'lubricants'],
  ],
  AT: [
    ['Autohaus {s} GmbH', 'garage'],
    ['Kfz-Technik {s}', 'garage'],
    ['Landtechnik {s} KG', 'farm'],
    ['Motorrad {s} e.U.', 'moto'],
    ['Nutzfahrzeuge {c} GmbH', 'truck'],
    ['Werkstatt {s}', 'garage'],
  ],
}

/** Legal forms and branch marks that a web address leaves out. */
const LEGAL_FORMS = /\s+(AG|GmbH|SA|Sàrl|Sagl|KG|e\.U\.)$/

const STREETS = {
  CH: [
    'Bahnhofstrasse',
    'Industriestrasse',
    'Hauptstrasse',
    'Dorfstrasse',
    'Gewerbestrasse',
    'Werkstrasse',
    'Kantonsstrasse',
    'Bernstrasse',
    'Zürcherstrasse',
    'Luzernerstrasse',
  ],
  fr: [
    'Route de Lausanne',
    'Rue de l’Industrie',
    'Avenue de la Gare',
    'Route Cantonale',
    'Chemin des Artisans',
    'Rue du Simplon',
  ],
  it: ['Via Cantonale', 'Via Industria', 'Via San Gottardo', 'Via Stazione', 'Via Luganetto'],
  DE: [
    'Hauptstraße',
    'Industriestraße',
    'Gewerbestraße',
    'Bahnhofstraße',
    'Robert-Bosch-Straße',
    'Daimlerstraße',
    'Carl-Benz-Straße',
    'Am Gewerbepark',
  ],
  AT: [
    'Hauptstraße',
    'Industriestraße',
    'Gewerbepark',
    'Bahnhofstraße',
    'Wiener Straße',
    'Linzer Straße',
    'Salzburger Straße',
  ],
} as const

const HOURS = [
  'Mo–Fr 07:30–12:00, 13:30–18:00 · Sa 08:00–12:00',
  'Mo–Fr 07:00–12:00, 13:00–17:30',
  'Mo–Fr 08:00–18:30 · Sa 08:00–16:00',
  'Mo–Sa 06:00–22:00',
]

const PHONE_PREFIX = { CH: '+41', DE: '+49', AT: '+43' } as const
const DOMAIN = { CH: 'ch', DE: 'de', AT: 'at' } as const

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The partner types of one demo dealer: mostly dealers, some service points, a few distributors and online dealers. */
function typesOf(rng: Rng): PartnerType[] {
  const roll = rng.next()
  if (roll < 0.06) return ['ZBM005']
  if (roll < 0.11) return ['ZBM018']
  if (roll < 0.2) return ['ZBM019']
  if (roll < 0.3) return ['ZBM004', 'ZBM019']
  if (roll < 0.34) return ['ZBM004', 'ZBM018']
  return ['ZBM004']
}

/**
 * The web domain of a dealer: its name without the legal form, plus the town
 * when the name does not contain it ("Garage Müller AG" in Bern →
 * garage-mueller-bern.ch, "Auto Basel AG" → auto-basel.ch).
 */
export function dealerDomain(name: string, town: string, country: keyof typeof DOMAIN): string {
  const core = slugOf(name.replace(LEGAL_FORMS, ''))
  const place = slugOf(town.replace(/\/.*$/, ''))
  return `${core.includes(place) ? core : `${core}-${place}`}.${DOMAIN[country]}`
}

/** One demo dealer in `place`: a name in the local style, the town's postal code, a phone, an address and coordinates within a few kilometres. */
export function demoDealer(rng: Rng, place: Place, index: number) {
  const style = place.area ?? place.country
  const surname = rng.pick(SURNAMES[style])
  const town = place.name.replace(/\/.*$/, '')
  const [pattern, trade] = rng.pick(NAME_PATTERNS[style])
  const name = pattern.replace('{s}', surname).replace('{c}', town)
  const phone = `${PHONE_PREFIX[place.country]} ${rng.int(21, 91)} ${rng.int(100, 999)} ${String(rng.int(0, 99)).padStart(2, '0')} ${String(rng.int(0, 99)).padStart(2, '0')}`
  const domain = dealerDomain(name, place.name, place.country)
  // A town's own name does not make a street there ("Bernstrasse" in Bern).
  const streets = STREETS[style].filter((street) => !slugOf(street).startsWith(slugOf(town).slice(0, 4)))
  return {
    name: index > 0 && rng.next() < 0.02 ? `${name} (Filiale)` : name,
    trade,
    partnerTypes: typesOf(rng),
    topDealer: rng.next() < 0.1,
    street: `${rng.pick(streets)} ${rng.int(1, 180)}`,
    postalCode: place.postalCode,
    city: place.name,
    country: place.country,
    lat: Math.round((place.lat + (rng.next() - 0.5) * 0.06) * 1e6) / 1e6,
    lng: Math.round((place.lng + (rng.next() - 0.5) * 0.08) * 1e6) / 1e6,
    phone,
    email: `info@${domain}`,
    website: `https://www.${domain}`,
    openingHours: rng.pick(HOURS),
  }
}

/** 300 dealers of the main tenant across Switzerland, Germany and Austria, each carrying one to three of the product lines its trade sells. */
export const dealersStep: SeedStep = {
  name: 'dealers',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const { totalDocs } = await payload.count({
      collection: 'dealers',
      where: { tenant: { equals: tenant } },
      ...LOCAL,
    })
    if (totalDocs > 0) {
      ctx.record('dealers', 'existing')
      return
    }
    const lines = await payload.find({
      collection: 'product-lines',
      where: { and: [{ tenant: { equals: tenant } }, { parent: { exists: false } }] },
      sort: 'order',
      limit: 20,
      locale: 'de',
      depth: 0,
      ...LOCAL,
    })
    // Top-level lines by seed key (matched on the German slug).
    const lineIdOf = new Map(
      (PRODUCT_LINE_SEEDS.tribo ?? []).map((seed) => [
        seed.key,
        lines.docs.find((line) => line.slug === seed.slug.de)?.id,
      ]),
    )
    const rng = createRng('tribo:dealers')
    for (const [country, count] of Object.entries(PER_COUNTRY) as [keyof typeof PER_COUNTRY, number][]) {
      const places = PLACES.filter((place) => place.country === country)
      for (let i = 0; i < count; i++) {
        // Bigger towns first and more often: every town gets one, the first third of the list gets the rest.
        const place = i < places.length ? places[i]! : places[rng.int(0, Math.ceil(places.length / 3))]!
        const { trade, ...dealer } = demoDealer(rng, place, i)
        // A dealer carries one to three of the lines its trade sells, engine oils first.
        const lineIds = TRADE_LINES[trade]
          .map((key) => lineIdOf.get(key))
          .filter((id): id is number => id != null)
        const assortment = lineIds.length
          ? [lineIds[0]!, ...rng.sample(lineIds.slice(1), rng.int(0, Math.min(2, lineIds.length - 1)))]
          : []
        await payload.create({ collection: 'dealers', data: { tenant, ...dealer, assortment }, ...LOCAL })
        ctx.record('dealers', 'created')
      }
    }
  },
}
