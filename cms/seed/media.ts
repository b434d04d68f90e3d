import sharp from 'sharp'

import { COMPANY, MILESTONES, milestoneImageKey } from './company'
import { dataSheetPdf, PALETTES, sceneSvg, type SceneKind } from './images'
import { L, LOCAL, OTHER_LANGUAGES, type Localized, type SeedContext, type SeedStep } from './types'

type ImageSeed = {
  key: string
  kind: SceneKind
  width: number
  height: number
  alt: Localized<string>
  seed?: number
}

const ALT: Record<SceneKind, Localized<string>> = {
  road: L(
    'Landstrasse in der Abendsonne',
    'Route de campagne au soleil couchant',
    'Strada di campagna al tramonto',
    'Country road in the evening sun',
  ),
  plant: L(
    'Das Tribo-Werk mit Mischtanks',
    'L’usine Tribo et ses cuves de mélange',
    'Lo stabilimento Tribo con i serbatoi di miscelazione',
    'The Tribo plant with its blending tanks',
  ),
  lab: L(
    'Prüfröhrchen im Tribo-Labor',
    'Éprouvettes dans le laboratoire Tribo',
    'Provette nel laboratorio Tribo',
    'Test tubes in the Tribo laboratory',
  ),
  canister: L(
    'Tribo-Kanister mit Motorenöl',
    'Bidon Tribo d’huile moteur',
    'Tanica Tribo di olio motore',
    'Tribo canister of engine oil',
  ),
  gears: L(
    'Zahnräder und ein Öltropfen',
    'Engrenages et goutte d’huile',
    'Ingranaggi e una goccia d’olio',
    'Gears and a drop of oil',
  ),
  motorcycle: L(
    'Motorrad auf der Passstrasse',
    'Moto sur la route du col',
    'Moto sulla strada del passo',
    'Motorcycle on the mountain pass road',
  ),
  machine: L(
    'Werkzeugmaschine mit Getriebe',
    'Machine-outil avec engrenage',
    'Macchina utensile con ingranaggio',
    'Machine tool with gearbox',
  ),
  portrait: L('Porträt', 'Portrait', 'Ritratto', 'Portrait'),
  drop: L('Öltropfen', 'Goutte d’huile', 'Goccia d’olio', 'Drop of oil'),
  truck: L(
    'Lastwagen einer Transportflotte',
    'Camion d’une flotte de transport',
    'Camion di una flotta di trasporto',
    'Truck of a haulage fleet',
  ),
  ski: L('Skipiste im Winter', 'Piste de ski en hiver', 'Pista da sci in inverno', 'Ski slope in winter'),
  history: L(
    'Jahreszahl aus der Firmengeschichte',
    'Année de l’histoire de l’entreprise',
    'Anno della storia aziendale',
    'A year from the company history',
  ),
}

const image = (key: string, kind: SceneKind, width: number, height: number, seed?: number): ImageSeed => ({
  key,
  kind,
  width,
  height,
  alt: ALT[kind],
  seed,
})

/** Every demo picture a tenant's pages use, by key. */
export const IMAGE_SEEDS: ImageSeed[] = [
  image('stage-road', 'road', 1920, 820),
  image('stage-plant', 'plant', 1920, 820),
  image('stage-lab', 'lab', 1920, 820),
  image('stage-mobile', 'gears', 1200, 900),
  image('circle-canister', 'canister', 600, 600),
  image('product-canister', 'canister', 600, 800),
  image('product-drop', 'drop', 600, 800),
  image('news-road', 'road', 1200, 675),
  image('news-gears', 'gears', 1200, 675),
  image('news-plant', 'plant', 1200, 675),
  image('news-moto', 'motorcycle', 1200, 675),
  image('news-lab', 'lab', 1200, 675),
  image('teaser-truck', 'truck', 1200, 800),
  image('teaser-machine', 'machine', 1200, 800),
  image('parallax-gears', 'gears', 1920, 1080),
  image('hotspot-machine', 'machine', 1600, 900),
  image('portrait-a', 'portrait', 400, 400),
  image('portrait-b', 'portrait', 400, 400, 1),
  image('sponsoring-moto', 'motorcycle', 1200, 800),
  image('sponsoring-ski', 'ski', 1200, 800),
  ...MILESTONES.map((milestone) => image(milestoneImageKey(milestone), 'history', 800, 600, milestone.year)),
]

export const DATASHEET_KEY = 'datasheet-synth'

const idKey = (tenant: string, key: string) => `${tenant}:${key}`

/** The id of a seeded picture of a tenant (filled by the media step). */
export function mediaId(ctx: SeedContext, tenant: string, key: string): number {
  const id = ctx.media.get(idKey(tenant, key))
  if (id == null)
    throw new Error(`Seed: media "${key}" of tenant "${tenant}" is missing; run the media step first`)
  return id
}

async function ensureMedia(
  ctx: SeedContext,
  tenantSlug: string,
  tenant: number,
  key: string,
  ext: string,
  alt: Localized<string>,
  file: () => Promise<{ data: Buffer; mimetype: string }>,
) {
  const filename = `${tenantSlug}-${key}.${ext}`
  const { payload } = ctx
  // Payload renames an upload whose file name is taken on disk (…-1.jpg), e.g. after the database was reset.
  const stored = new RegExp(`^${tenantSlug}-${key}(-\\d+)?\\.${ext}$`)
  const candidates = await payload.find({
    collection: 'media',
    where: { and: [{ tenant: { equals: tenant } }, { filename: { like: `${tenantSlug}-${key}` } }] },
    limit: 50,
    depth: 0,
    ...LOCAL,
  })
  const existing = candidates.docs.find((doc) => stored.test(doc.filename ?? ''))
  if (existing) {
    ctx.media.set(idKey(tenantSlug, key), existing.id)
    ctx.record('media', 'existing')
    return
  }
  const { data, mimetype } = await file()
  const doc = await payload.create({
    collection: 'media',
    locale: 'de',
    data: { tenant, alt: alt.de },
    file: { data, mimetype, name: filename, size: data.length },
    ...LOCAL,
  })
  for (const language of OTHER_LANGUAGES)
    await payload.update({
      collection: 'media',
      id: doc.id,
      locale: language,
      data: { alt: alt[language] },
      ...LOCAL,
    })
  ctx.media.set(idKey(tenantSlug, key), doc.id)
  ctx.record('media', 'created')
}

/** Draws the demo pictures in each tenant's colours and uploads them with alt texts in every language. */
export const mediaStep: SeedStep = {
  name: 'media',
  async run(ctx) {
    for (const [tenantSlug, tenant] of ctx.tenants) {
      const palette = PALETTES[tenantSlug] ?? PALETTES.tribo!
      for (const seed of IMAGE_SEEDS) {
        await ensureMedia(ctx, tenantSlug, tenant, seed.key, 'jpg', seed.alt, async () => ({
          data: await sharp(Buffer.from(sceneSvg(seed.kind, palette, seed.width, seed.height, seed.seed)))
            .jpeg({ quality: 80, progressive: true })
            .toBuffer(),
          mimetype: 'image/jpeg',
        }))
      }
      await ensureMedia(
        ctx,
        tenantSlug,
        tenant,
        DATASHEET_KEY,
        'pdf',
        L(
          'Produktdatenblatt Tribo Synth 5W-30',
          'Fiche technique Tribo Synth 5W-30',
          'Scheda tecnica Tribo Synth 5W-30',
          'Product data sheet Tribo Synth 5W-30',
        ),
        async () => ({
          data: dataSheetPdf('Tribo Synth 5W-30 - Produktdatenblatt', [
            'Vollsynthetisches Leichtlauf-Motorenoel fuer PKW mit Benzin- und Dieselmotoren.',
            'Spezifikationen: ACEA C3, API SP. Freigaben: VW 504 00/507 00, MB 229.51, BMW LL-04.',
            'Viskositaet bei 40 C: 68 mm2/s   bei 100 C: 11.9 mm2/s   Viskositaetsindex: 172',
            'Flammpunkt (COC): 230 C   Pourpoint: -42 C   Dichte bei 15 C: 0.851 g/ml',
            'Gebinde: 1 l, 4 l, 5 l, 20 l, 60 l, 208 l.',
            `${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.town}, www.tribo.ch`,
          ]),
          mimetype: 'application/pdf',
        }),
      )
    }
  },
}
