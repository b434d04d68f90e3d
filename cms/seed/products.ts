import { mediaId } from './media'
import { L, LOCAL, OTHER_LANGUAGES, type Localized, type SeedStep } from './types'

type ProductSeed = { number: string; name: Localized<string>; subtitle: Localized<string>; description: Localized<string>; image: 'product-canister' | 'product-drop' }

const same = (text: string): Localized<string> => L(text, text, text, text)

/** Six products per tenant; the tenant's prefix keeps product numbers apart. */
const PRODUCTS: ProductSeed[] = [
  {
    number: 'SYN-5W30-C3',
    name: same('Tribo Synth 5W-30 C3'),
    subtitle: L('Vollsynthetisches Leichtlauföl, ACEA C3', 'Huile basse friction entièrement synthétique, ACEA C3', 'Olio a bassa viscosità completamente sintetico, ACEA C3', 'Fully synthetic low-friction oil, ACEA C3'),
    description: L('Für moderne Benzin- und Dieselmotoren mit Partikelfilter; Freigaben VW 504 00/507 00, MB 229.51, BMW LL-04.', 'Pour moteurs essence et diesel modernes avec filtre à particules ; homologations VW 504 00/507 00, MB 229.51, BMW LL-04.', 'Per moderni motori a benzina e diesel con filtro antiparticolato; omologazioni VW 504 00/507 00, MB 229.51, BMW LL-04.', 'For modern petrol and diesel engines with particulate filters; approvals VW 504 00/507 00, MB 229.51, BMW LL-04.'),
    image: 'product-canister',
  },
  {
    number: 'SYN-0W20-VW',
    name: same('Tribo Synth 0W-20 VW'),
    subtitle: L('Leichtlauföl für VW 508 00/509 00', 'Huile basse friction pour VW 508 00/509 00', 'Olio a bassa viscosità per VW 508 00/509 00', 'Low-friction oil for VW 508 00/509 00'),
    description: L('Spart Kraftstoff in den neuesten Motoren des VW-Konzerns.', 'Économise du carburant dans les moteurs les plus récents du groupe VW.', 'Risparmia carburante nei motori più recenti del gruppo VW.', 'Saves fuel in the VW group’s latest engines.'),
    image: 'product-canister',
  },
  {
    number: 'MOTO-10W40-4T',
    name: same('Tribo Moto 4T 10W-40'),
    subtitle: L('Teilsynthetisches Motorradöl, JASO MA2', 'Huile moto semi-synthétique, JASO MA2', 'Olio moto semisintetico, JASO MA2', 'Semi-synthetic motorcycle oil, JASO MA2'),
    description: L('Für Viertaktmotoren mit Nasskupplung; schützt Getriebe und Kupplung.', 'Pour moteurs quatre temps à embrayage humide ; protège boîte et embrayage.', 'Per motori a quattro tempi con frizione a bagno d’olio; protegge cambio e frizione.', 'For four-stroke engines with wet clutches; protects gearbox and clutch.'),
    image: 'product-canister',
  },
  {
    number: 'GEAR-75W90-GL5',
    name: same('Tribo Gear 75W-90 GL-5'),
    subtitle: L('Synthetisches Achs- und Getriebeöl', 'Huile synthétique pour ponts et boîtes', 'Olio sintetico per assali e cambi', 'Synthetic axle and gear oil'),
    description: L('Für hoch belastete Hypoidgetriebe in PKW und Nutzfahrzeugen.', 'Pour engrenages hypoïdes fortement sollicités des voitures et utilitaires.', 'Per ingranaggi ipoidi molto sollecitati di auto e veicoli commerciali.', 'For heavily loaded hypoid gears in cars and commercial vehicles.'),
    image: 'product-drop',
  },
  {
    number: 'HYD-BIO-46',
    name: same('Tribo Hydro Bio 46'),
    subtitle: L('Biologisch abbaubares Hydrauliköl, ISO 15380 HEES', 'Huile hydraulique biodégradable, ISO 15380 HEES', 'Olio idraulico biodegradabile, ISO 15380 HEES', 'Biodegradable hydraulic oil, ISO 15380 HEES'),
    description: L('Für Baumaschinen in Wasserschutzzonen und für die Forstwirtschaft.', 'Pour engins de chantier en zones de protection des eaux et la foresterie.', 'Per macchine edili in zone di protezione delle acque e per la selvicoltura.', 'For construction machinery in water protection zones and forestry.'),
    image: 'product-drop',
  },
  {
    number: 'GREASE-EP2',
    name: same('Tribo Grease EP 2'),
    subtitle: L('Lithiumkomplex-Mehrzweckfett', 'Graisse polyvalente au complexe de lithium', 'Grasso multiuso al complesso di litio', 'Lithium complex multi-purpose grease'),
    description: L('Wasserbeständig und druckfest für Lager, Gelenke und Fahrwerke.', 'Résistante à l’eau et aux fortes pressions pour roulements, articulations et trains roulants.', 'Resistente all’acqua e alle alte pressioni per cuscinetti, snodi e telai.', 'Water-resistant and pressure-proof for bearings, joints and chassis.'),
    image: 'product-drop',
  },
]

const PREFIX: Record<string, string> = { tribo: 'TRB', moto: 'MTO', industrie: 'IND' }

/** The product number of seed product `index` (0-based) of a tenant. */
export function seedProductNumber(tenantSlug: string, index: number): string {
  return `${PREFIX[tenantSlug] ?? 'TRB'}-${PRODUCTS[index]!.number}`
}
export const SEED_PRODUCT_COUNT = PRODUCTS.length

/** Six products per tenant in the tenant's first product line, with names and texts in every language. */
export const productsStep: SeedStep = {
  name: 'products',
  async run(ctx) {
    for (const [tenantSlug, tenant] of ctx.tenants) {
      const lines = await ctx.payload.find({ collection: 'product-lines', where: { tenant: { equals: tenant } }, sort: 'order', limit: 1, depth: 0, ...LOCAL })
      const line = lines.docs[0]?.id
      for (const [index, product] of PRODUCTS.entries()) {
        const productNumber = seedProductNumber(tenantSlug, index)
        const existing = await ctx.payload.find({ collection: 'products', where: { and: [{ tenant: { equals: tenant } }, { productNumber: { equals: productNumber } }] }, limit: 1, depth: 0, ...LOCAL })
        if (existing.docs[0]) {
          ctx.record('products', 'existing')
          continue
        }
        const doc = await ctx.payload.create({
          collection: 'products',
          locale: 'de',
          data: { tenant, productNumber, name: product.name.de, subtitle: product.subtitle.de, description: product.description.de, image: mediaId(ctx, tenantSlug, product.image), productLine: line },
          ...LOCAL,
        })
        for (const language of OTHER_LANGUAGES) {
          await ctx.payload.update({ collection: 'products', id: doc.id, locale: language, data: { name: product.name[language], subtitle: product.subtitle[language], description: product.description[language] }, ...LOCAL })
        }
        ctx.record('products', 'created')
      }
    }
  },
}
