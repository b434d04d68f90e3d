import sharp from 'sharp'

import { COMPANY } from './company'
import { dataSheetPdf, PALETTES, sceneSvg, type SceneKind } from './images'
import { L, LOCAL, OTHER_LANGUAGES, tenantId, type Localized, type SeedContext, type SeedStep } from './types'

type FileSeed = {
  filename: string
  title: Localized<string>
  make: () => Promise<{ data: Buffer; mimetype: string }>
}
type ShareSeed = { key: string; name: Localized<string>; expiresInDays: number; files: FileSeed[] }

const palette = PALETTES.tribo!

const photo = (
  filename: string,
  kind: SceneKind,
  title: Localized<string>,
  seed: number,
  width = 2400,
  height = 1600,
): FileSeed => ({
  filename,
  title,
  make: async () => ({
    data: await sharp(Buffer.from(sceneSvg(kind, palette, width, height, seed)))
      .jpeg({ quality: 88 })
      .toBuffer(),
    mimetype: 'image/jpeg',
  }),
})

const pdf = (filename: string, title: Localized<string>, heading: string, lines: string[]): FileSeed => ({
  filename,
  title,
  make: async () => ({ data: dataSheetPdf(heading, lines), mimetype: 'application/pdf' }),
})

const PHOTOS: [SceneKind, Localized<string>][] = [
  [
    'truck',
    L(
      'Tribo-Stand an der Transport-CH',
      'Stand Tribo à Transport-CH',
      'Stand Tribo a Transport-CH',
      'Tribo stand at Transport-CH',
    ),
  ],
  [
    'plant',
    L(
      'Werk Winterthur, Abfüllanlage',
      'Usine de Winterthour, ligne de remplissage',
      'Stabilimento di Winterthur, impianto di riempimento',
      'Winterthur plant, filling line',
    ),
  ],
  [
    'lab',
    L(
      'Labor: Viskositätsmessung',
      'Laboratoire : mesure de viscosité',
      'Laboratorio: misura della viscosità',
      'Laboratory: viscosity measurement',
    ),
  ],
  [
    'canister',
    L(
      'Tribo Synth 5W-30, 5-Liter-Kanister',
      'Tribo Synth 5W-30, bidon de 5 litres',
      'Tribo Synth 5W-30, tanica da 5 litri',
      'Tribo Synth 5W-30, 5-litre canister',
    ),
  ],
  [
    'gears',
    L(
      'Getriebeöl im Einsatz',
      'Huile pour engrenages en service',
      'Olio per ingranaggi in uso',
      'Gear oil at work',
    ),
  ],
  [
    'road',
    L(
      'Flottenkunde auf der Passstrasse',
      'Client flotte sur la route du col',
      'Cliente flotta sulla strada del passo',
      'Fleet customer on the pass road',
    ),
  ],
  [
    'motorcycle',
    L('Motorrad-Öl im Test', 'Huile moto en test', 'Olio moto in prova', 'Motorcycle oil under test'),
  ],
  [
    'machine',
    L(
      'Industriekunde: Werkzeugmaschine',
      'Client industriel : machine-outil',
      'Cliente industriale: macchina utensile',
      'Industrial customer: machine tool',
    ),
  ],
  [
    'drop',
    L(
      'Öltropfen, Detailaufnahme',
      'Goutte d’huile, gros plan',
      'Goccia d’olio, dettaglio',
      'Drop of oil, close-up',
    ),
  ],
  [
    'ski',
    L(
      'Sponsoring: Skiclub-Rennen',
      'Sponsoring : course du ski-club',
      'Sponsoring: gara dello sci club',
      'Sponsoring: ski club race',
    ),
  ],
]

/** The demo shares: one with 20 files (more than the 6 shown at first), one that has expired. */
const SHARES: ShareSeed[] = [
  {
    key: 'press-transport',
    name: L(
      'Pressebilder Transport-CH',
      'Photos de presse Transport-CH',
      'Foto stampa Transport-CH',
      'Press pictures Transport-CH',
    ),
    expiresInDays: 365,
    files: [
      ...PHOTOS.flatMap(([kind, title], index) => [
        photo(`tribo-presse-${String(index * 2 + 1).padStart(2, '0')}-${kind}.jpg`, kind, title, index),
        photo(
          `tribo-presse-${String(index * 2 + 2).padStart(2, '0')}-${kind}-hoch.jpg`,
          kind,
          L(
            `${title.de} (Hochformat)`,
            `${title.fr} (portrait)`,
            `${title.it} (verticale)`,
            `${title.en} (portrait)`,
          ),
          index + 10,
          1600,
          2400,
        ),
      ]).slice(0, 17),
      pdf(
        'tribo-pressemitteilung-transport-ch.pdf',
        L(
          'Pressemitteilung Transport-CH',
          'Communiqué de presse Transport-CH',
          'Comunicato stampa Transport-CH',
          'Press release Transport-CH',
        ),
        'Tribo an der Transport-CH',
        [
          'Tribo zeigt in Bern Schmierstoffe fuer Nutzfahrzeuge und Flotten.',
          'Neu: Tribo Truck 10W-40 mit verlaengerten Oelwechselintervallen.',
          `Kontakt Medien: medien@tribo.ch, ${COMPANY.phone}`,
        ],
      ),
      pdf(
        'tribo-factsheet-unternehmen.pdf',
        L('Factsheet Unternehmen', 'Fiche entreprise', 'Scheda aziendale', 'Company fact sheet'),
        'Tribo AG - Factsheet',
        [
          `Schweizer Schmierstoffhersteller seit ${COMPANY.founded}, Sitz in ${COMPANY.town}.`,
          `${COMPANY.employees} Mitarbeitende, Labor und Produktion in der Schweiz.`,
        ],
      ),
      {
        filename: 'tribo-bildlegenden.txt',
        title: L('Bildlegenden', 'Légendes des photos', 'Didascalie delle foto', 'Picture captions'),
        make: async () => ({
          data: Buffer.from(
            PHOTOS.map(([, title], i) => `${i + 1}. ${title.de}`).join('\n') +
              '\n\nFotos: Tribo AG, Abdruck honorarfrei mit Quellenangabe.\n',
            'utf8',
          ),
          mimetype: 'text/plain',
        }),
      },
    ],
  },
  {
    key: 'dealer-training',
    name: L(
      'Unterlagen Händlerschulung',
      'Documents formation revendeurs',
      'Documenti formazione rivenditori',
      'Dealer training documents',
    ),
    expiresInDays: -30,
    files: [
      pdf(
        'schulung-motorenoele.pdf',
        L('Schulung Motorenöle', 'Formation huiles moteur', 'Formazione oli motore', 'Engine oil training'),
        'Schulung Motorenoele',
        ['Viskositaetsklassen, Spezifikationen und Freigaben.'],
      ),
      pdf(
        'schulung-getriebeoele.pdf',
        L(
          'Schulung Getriebeöle',
          'Formation huiles pour engrenages',
          'Formazione oli per ingranaggi',
          'Gear oil training',
        ),
        'Schulung Getriebeoele',
        ['API GL-4 und GL-5, ATF-Spezifikationen.'],
      ),
      photo(
        'schulung-gruppenbild.jpg',
        'plant',
        L('Gruppenbild', 'Photo de groupe', 'Foto di gruppo', 'Group picture'),
        3,
      ),
      pdf(
        'schulung-teilnehmerliste.pdf',
        L('Teilnehmerliste', 'Liste des participants', 'Elenco dei partecipanti', 'List of participants'),
        'Teilnehmerliste',
        ['Vertraulich.'],
      ),
    ],
  },
]

async function ensureFile(ctx: SeedContext, tenant: number, seed: FileSeed): Promise<number> {
  const { payload } = ctx
  const stem = seed.filename.replace(/\.[^.]+$/, '')
  const found = await payload.find({
    collection: 'share-files',
    where: { and: [{ tenant: { equals: tenant } }, { filename: { like: stem } }] },
    limit: 20,
    depth: 0,
    ...LOCAL,
  })
  const ext = seed.filename.split('.').pop()
  const existing = found.docs.find((doc) => new RegExp(`^${stem}(-\\d+)?\\.${ext}$`).test(doc.filename ?? ''))
  if (existing) {
    ctx.record('share-files', 'existing')
    return existing.id
  }
  const { data, mimetype } = await seed.make()
  const doc = await payload.create({
    collection: 'share-files',
    locale: 'de',
    data: { tenant, title: seed.title.de },
    file: { data, mimetype, name: seed.filename, size: data.length },
    ...LOCAL,
  })
  for (const language of OTHER_LANGUAGES)
    await payload.update({
      collection: 'share-files',
      id: doc.id,
      locale: language,
      data: { title: seed.title[language] },
      ...LOCAL,
    })
  ctx.record('share-files', 'created')
  return doc.id
}

/** Two file shares of the main tenant; their links (random tokens) are logged and shown in the CMS. */
export const fileSharesStep: SeedStep = {
  name: 'file shares',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    for (const share of SHARES) {
      const found = await payload.find({
        collection: 'file-shares',
        where: { and: [{ tenant: { equals: tenant } }, { name: { equals: share.name.de } }] },
        locale: 'de',
        limit: 1,
        depth: 0,
        ...LOCAL,
      })
      let doc = found.docs[0]
      if (doc) ctx.record('file-shares', 'existing')
      else {
        const assets: number[] = []
        for (const file of share.files) assets.push(await ensureFile(ctx, tenant, file))
        const expiresAt = new Date(Date.now() + share.expiresInDays * 86_400_000).toISOString()
        doc = await payload.create({
          collection: 'file-shares',
          locale: 'de',
          data: { tenant, name: share.name.de, expiresAt, assets },
          ...LOCAL,
        })
        for (const language of OTHER_LANGUAGES)
          await payload.update({
            collection: 'file-shares',
            id: doc.id,
            locale: language,
            data: { name: share.name[language] },
            ...LOCAL,
          })
        ctx.record('file-shares', 'created')
      }
      ctx.log(`seed: file share "${share.name.de}" → /de-ch/share/${doc.token}`)
    }
  },
}
