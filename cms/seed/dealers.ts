import { PLACES, type Place } from '../../features/dealers/places'
import type { PartnerType } from '../../features/dealers/partner-types'
import { createRng, type Rng } from './random'
import { LOCAL, tenantId, type SeedStep } from './types'

/** Dealers per country: 300 in all. */
const PER_COUNTRY = { CH: 160, DE: 95, AT: 45 } as const

const SURNAMES = {
  CH: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth', 'Bachmann', 'Kälin', 'Lüthi', 'Zürcher', 'Studer'],
  fr: ['Dubois', 'Favre', 'Rochat', 'Perret', 'Bonvin', 'Chevalley', 'Pittet', 'Girard', 'Rey', 'Morand', 'Jaquet', 'Cuendet'],
  it: ['Bernasconi', 'Rossi', 'Ferrari', 'Fontana', 'Pedrazzini', 'Galli', 'Bianchi', 'Crivelli', 'Rusconi'],
  DE: ['Schulz', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Schwarz', 'Zimmer', 'Braun', 'Krüger', 'Hartmann', 'Lange', 'Werner'],
  AT: ['Gruber', 'Huber', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer', 'Leitner', 'Berger', 'Fuchs', 'Eder', 'Schwaiger', 'Brandstätter'],
} as const

const NAME_PATTERNS = {
  CH: ['Garage {s} AG', 'Auto {c} AG', '{s} Landtechnik GmbH', 'Motos {s}', 'Agro-Center {c}', '{s} Nutzfahrzeuge AG', 'Carrosserie & Garage {s}', 'Schmierstoffe {s} GmbH', 'Zweirad {s}', 'Autocenter {c} AG'],
  fr: ['Garage {s} SA', 'Garage du Lac {s}', 'Auto-Service {c} SA', 'Motos {s} Sàrl', 'Agritechnique {s} SA', 'Centre Poids Lourds {c}'],
  it: ['Garage {s} SA', 'Autofficina {s}', 'Moto {s} Sagl', 'Centro Auto {c} SA', 'Agrotecnica {s} SA'],
  DE: ['Autohaus {s} GmbH', 'Kfz-Service {s}', '{s} Landmaschinen GmbH', 'Motorrad {s}', 'Nutzfahrzeuge {c} GmbH', 'Reifen & Service {s}', 'Kfz-Meisterbetrieb {s}', 'Mineralöle {s} KG'],
  AT: ['Autohaus {s} GmbH', 'Kfz-Technik {s}', 'Landtechnik {s} KG', 'Motorrad {s} e.U.', 'Nutzfahrzeuge {c} GmbH', 'Werkstatt {s}'],
} as const

const STREETS = {
  CH: ['Bahnhofstrasse', 'Industriestrasse', 'Hauptstrasse', 'Dorfstrasse', 'Gewerbestrasse', 'Werkstrasse', 'Kantonsstrasse', 'Bernstrasse', 'Zürcherstrasse', 'Luzernerstrasse'],
  fr: ['Route de Lausanne', 'Rue de l’Industrie', 'Avenue de la Gare', 'Route Cantonale', 'Chemin des Artisans', 'Rue du Simplon'],
  it: ['Via Cantonale', 'Via Industria', 'Via San Gottardo', 'Via Stazione', 'Via Luganetto'],
  DE: ['Hauptstraße', 'Industriestraße', 'Gewerbestraße', 'Bahnhofstraße', 'Robert-Bosch-Straße', 'Daimlerstraße', 'Carl-Benz-Straße', 'Am Gewerbepark'],
  AT: ['Hauptstraße', 'Industriestraße', 'Gewerbepark', 'Bahnhofstraße', 'Wiener Straße', 'Linzer Straße', 'Salzburger Straße'],
} as const

const HOURS = ['Mo–Fr 07:30–12:00, 13:30–18:00 · Sa 08:00–12:00', 'Mo–Fr 07:00–12:00, 13:00–17:30', 'Mo–Fr 08:00–18:30 · Sa 08:00–16:00', 'Mo–Sa 06:00–22:00']

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

/** One demo dealer near `place`, with a plausible name, street, phone and coordinates within a few kilometres. */
export function demoDealer(rng: Rng, place: Place, index: number) {
  const style = place.area ?? place.country
  const surname = rng.pick(SURNAMES[style])
  const name = rng.pick(NAME_PATTERNS[style]).replace('{s}', surname).replace('{c}', place.name.replace(/\/.*$/, ''))
  const postalCode = place.postalCode.slice(0, -1) + String(rng.int(0, 9))
  const phone = `${PHONE_PREFIX[place.country]} ${rng.int(21, 91)} ${rng.int(100, 999)} ${String(rng.int(0, 99)).padStart(2, '0')} ${String(rng.int(0, 99)).padStart(2, '0')}`
  const domain = `${slugOf(surname)}-${slugOf(place.name.replace(/\/.*$/, ''))}.${DOMAIN[place.country]}`
  return {
    name: index > 0 && rng.next() < 0.02 ? `${name} (Filiale)` : name,
    partnerTypes: typesOf(rng),
    topDealer: rng.next() < 0.1,
    street: `${rng.pick(STREETS[style])} ${rng.int(1, 180)}`,
    postalCode,
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

/** 300 dealers of the main tenant across Switzerland, Germany and Austria, each carrying one to three product lines. */
export const dealersStep: SeedStep = {
  name: 'dealers',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const { totalDocs } = await payload.count({ collection: 'dealers', where: { tenant: { equals: tenant } }, ...LOCAL })
    if (totalDocs > 0) {
      ctx.record('dealers', 'existing')
      return
    }
    const lines = await payload.find({ collection: 'product-lines', where: { and: [{ tenant: { equals: tenant } }, { parent: { exists: false } }] }, sort: 'order', limit: 20, depth: 0, ...LOCAL })
    const lineIds = lines.docs.map((line) => line.id)
    const rng = createRng('tribo:dealers')
    for (const [country, count] of Object.entries(PER_COUNTRY) as [keyof typeof PER_COUNTRY, number][]) {
      const places = PLACES.filter((place) => place.country === country)
      for (let i = 0; i < count; i++) {
        // Bigger towns first and more often: every town gets one, the first third of the list gets the rest.
        const place = i < places.length ? places[i]! : places[rng.int(0, Math.ceil(places.length / 3))]!
        const dealer = demoDealer(rng, place, i)
        const assortment = lineIds.length ? rng.sample(lineIds, rng.int(1, Math.min(3, lineIds.length))) : []
        await payload.create({ collection: 'dealers', data: { tenant, ...dealer, assortment }, ...LOCAL })
        ctx.record('dealers', 'created')
      }
    }
  },
}
