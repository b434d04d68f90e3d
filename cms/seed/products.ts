import type { Product } from '../payload-types'
import type { PackSeed } from './catalog-data'
import { ensurePackMedia } from './pack-media'
import { packAlt, packArticleNumber, packPicture } from './product-images'
import { findLine, PRODUCT_LINE_SEEDS } from './site-shell'
import { L, LOCAL, OTHER_LANGUAGES, type Localized, type SeedStep } from './types'

/** A hotspot on the showcase picture that points at this product. */
export type HotspotSeed = {
  title: Localized<string>
  alternativeTitle?: Localized<string>
  text: Localized<string>
  tags: string
}

/**
 * A hand-written product of a tenant: texts, the product line it belongs to
 * (seed key of site-shell.ts), its technical data and packs. The first pack
 * of `packs` that equals `mainPack` is the product's picture.
 */
export type ProductSeed = {
  number: string
  name: Localized<string>
  subtitle: Localized<string>
  description: Localized<string>
  lineKey: string
  /** Viscosity or type printed large on the label. */
  grade: string | null
  viscosity?: NonNullable<Product['viscosity']>
  baseOil?: NonNullable<Product['baseOil']>
  approvals?: NonNullable<Product['approvals']>
  packs: PackSeed[]
  mainPack: PackSeed
  /** Price per litre or kilogram in cents (tenants with prices). */
  centsPerUnit: [number, number]
  hotspot?: HotspotSeed
}

const same = (text: string): Localized<string> => L(text, text, text, text)

const TRIBO: ProductSeed[] = [
  {
    number: 'SYN-5W30-C3',
    name: same('Tribo Synth 5W-30 C3'),
    subtitle: L(
      'Vollsynthetisches Leichtlauföl, ACEA C3',
      'Huile basse friction entièrement synthétique, ACEA C3',
      'Olio a bassa viscosità completamente sintetico, ACEA C3',
      'Fully synthetic low-friction oil, ACEA C3',
    ),
    description: L(
      'Für moderne Benzin- und Dieselmotoren mit Partikelfilter; Freigaben VW 504 00/507 00, MB 229.51, BMW LL-04.',
      'Pour moteurs essence et diesel modernes avec filtre à particules ; homologations VW 504 00/507 00, MB 229.51, BMW LL-04.',
      'Per moderni motori a benzina e diesel con filtro antiparticolato; omologazioni VW 504 00/507 00, MB 229.51, BMW LL-04.',
      'For modern petrol and diesel engines with particulate filters; approvals VW 504 00/507 00, MB 229.51, BMW LL-04.',
    ),
    lineKey: 'motor-car-synth',
    grade: '5W-30',
    viscosity: '5W-30',
    baseOil: 'fullySynthetic',
    approvals: ['ACEA C3', 'API SP', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04'],
    packs: [
      [1, 'L', 'bottle'],
      [4, 'L', 'canister'],
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
      [60, 'L', 'drum'],
      [208, 'L', 'drum'],
    ],
    mainPack: [5, 'L', 'canister'],
    centsPerUnit: [1390, 1390],
  },
  {
    number: 'SYN-0W20-VW',
    name: same('Tribo Synth 0W-20 VW'),
    subtitle: L(
      'Leichtlauföl für VW 508 00/509 00',
      'Huile basse friction pour VW 508 00/509 00',
      'Olio a bassa viscosità per VW 508 00/509 00',
      'Low-friction oil for VW 508 00/509 00',
    ),
    description: L(
      'Spart Kraftstoff in den neuesten Motoren des VW-Konzerns.',
      'Économise du carburant dans les moteurs les plus récents du groupe VW.',
      'Risparmia carburante nei motori più recenti del gruppo VW.',
      'Saves fuel in the VW group’s latest engines.',
    ),
    lineKey: 'motor-car-synth',
    grade: '0W-20',
    viscosity: '0W-20',
    baseOil: 'fullySynthetic',
    approvals: ['ACEA C5', 'VW 508 00', 'VW 509 00'],
    packs: [
      [1, 'L', 'bottle'],
      [4, 'L', 'canister'],
      [5, 'L', 'canister'],
      [208, 'L', 'drum'],
    ],
    mainPack: [4, 'L', 'canister'],
    centsPerUnit: [1590, 1590],
  },
  {
    number: 'MOTO-10W40-4T',
    name: same('Tribo Moto 4T 10W-40'),
    subtitle: L(
      'Teilsynthetisches Motorradöl, JASO MA2',
      'Huile moto semi-synthétique, JASO MA2',
      'Olio moto semisintetico, JASO MA2',
      'Semi-synthetic motorcycle oil, JASO MA2',
    ),
    description: L(
      'Für Viertaktmotoren mit Nasskupplung; schützt Getriebe und Kupplung.',
      'Pour moteurs quatre temps à embrayage humide ; protège boîte et embrayage.',
      'Per motori a quattro tempi con frizione a bagno d’olio; protegge cambio e frizione.',
      'For four-stroke engines with wet clutches; protects gearbox and clutch.',
    ),
    lineKey: 'motor-bike',
    grade: '10W-40',
    viscosity: '10W-40',
    baseOil: 'semiSynthetic',
    approvals: ['JASO MA2', 'API SN'],
    packs: [
      [1, 'L', 'bottle'],
      [4, 'L', 'canister'],
      [20, 'L', 'canister'],
    ],
    mainPack: [1, 'L', 'bottle'],
    centsPerUnit: [1490, 1490],
  },
  {
    number: 'GEAR-75W90-GL5',
    name: same('Tribo Gear 75W-90 GL-5'),
    subtitle: L(
      'Synthetisches Achs- und Getriebeöl',
      'Huile synthétique pour ponts et boîtes',
      'Olio sintetico per assali e cambi',
      'Synthetic axle and gear oil',
    ),
    description: L(
      'Für hoch belastete Hypoidgetriebe in PKW und Nutzfahrzeugen.',
      'Pour engrenages hypoïdes fortement sollicités des voitures et utilitaires.',
      'Per ingranaggi ipoidi molto sollecitati di auto e veicoli commerciali.',
      'For heavily loaded hypoid gears in cars and commercial vehicles.',
    ),
    lineKey: 'gear-manual',
    grade: '75W-90',
    viscosity: '75W-90',
    baseOil: 'synthetic',
    approvals: ['API GL-5', 'MAN M 3477'],
    packs: [
      [1, 'L', 'bottle'],
      [20, 'L', 'canister'],
      [60, 'L', 'drum'],
    ],
    mainPack: [1, 'L', 'bottle'],
    centsPerUnit: [1690, 1690],
    hotspot: {
      title: L('Getriebe', 'Boîte de vitesses', 'Cambio', 'Gearbox'),
      alternativeTitle: L('Getriebeöl', 'Huile de boîte', 'Olio cambio', 'Gear oil'),
      text: L(
        'Synthetisches Getriebeöl für hohe Lasten.',
        'Huile de boîte synthétique pour fortes charges.',
        'Olio sintetico per cambi ad alto carico.',
        'Synthetic gear oil for high loads.',
      ),
      tags: '75W-90, API GL-5',
    },
  },
  {
    number: 'HYD-BIO-46',
    name: same('Tribo Hydro Bio 46'),
    subtitle: L(
      'Biologisch abbaubares Hydrauliköl, ISO 15380 HEES',
      'Huile hydraulique biodégradable, ISO 15380 HEES',
      'Olio idraulico biodegradabile, ISO 15380 HEES',
      'Biodegradable hydraulic oil, ISO 15380 HEES',
    ),
    description: L(
      'Für Baumaschinen in Wasserschutzzonen und für die Forstwirtschaft.',
      'Pour engins de chantier en zones de protection des eaux et la foresterie.',
      'Per macchine edili in zone di protezione delle acque e per la selvicoltura.',
      'For construction machinery in water protection zones and forestry.',
    ),
    lineKey: 'industry-hydraulic',
    grade: 'ISO VG 46',
    viscosity: 'ISO VG 46',
    baseOil: 'biodegradable',
    approvals: ['ISO 15380 HEES'],
    packs: [
      [20, 'L', 'canister'],
      [60, 'L', 'drum'],
      [208, 'L', 'drum'],
      [1000, 'L', 'ibc'],
    ],
    mainPack: [20, 'L', 'canister'],
    centsPerUnit: [890, 890],
    hotspot: {
      title: L('Hydraulik', 'Hydraulique', 'Idraulica', 'Hydraulics'),
      text: L(
        'Biologisch abbaubar nach ISO 15380.',
        'Biodégradable selon ISO 15380.',
        'Biodegradabile secondo ISO 15380.',
        'Biodegradable to ISO 15380.',
      ),
      tags: 'HEES 46',
    },
  },
  {
    number: 'GREASE-EP2',
    name: same('Tribo Grease EP 2'),
    subtitle: L(
      'Lithiumkomplex-Mehrzweckfett',
      'Graisse polyvalente au complexe de lithium',
      'Grasso multiuso al complesso di litio',
      'Lithium complex multi-purpose grease',
    ),
    description: L(
      'Wasserbeständig und druckfest für Lager, Gelenke und Fahrwerke.',
      'Résistante à l’eau et aux fortes pressions pour roulements, articulations et trains roulants.',
      'Resistente all’acqua e alle alte pressioni per cuscinetti, snodi e telai.',
      'Water-resistant and pressure-proof for bearings, joints and chassis.',
    ),
    lineKey: 'grease-multi',
    grade: 'NLGI 2',
    viscosity: 'NLGI 2',
    baseOil: 'mineral',
    approvals: ['DIN 51502 KP2K-30'],
    packs: [
      [400, 'g', 'cartridge'],
      [1, 'kg', 'pail'],
      [5, 'kg', 'pail'],
      [18, 'kg', 'pail'],
    ],
    mainPack: [400, 'g', 'cartridge'],
    centsPerUnit: [1890, 1890],
  },
]

const MOTO: ProductSeed[] = [
  {
    number: 'MOTO-10W40-4T',
    name: same('Tribo Moto 4T 10W-40'),
    subtitle: L(
      'Teilsynthetisches Motorradöl, JASO MA2',
      'Huile moto semi-synthétique, JASO MA2',
      'Olio moto semisintetico, JASO MA2',
      'Semi-synthetic motorcycle oil, JASO MA2',
    ),
    description: L(
      'Für Viertaktmotoren mit Nasskupplung; schützt Getriebe und Kupplung.',
      'Pour moteurs quatre temps à embrayage humide ; protège boîte et embrayage.',
      'Per motori a quattro tempi con frizione a bagno d’olio; protegge cambio e frizione.',
      'For four-stroke engines with wet clutches; protects gearbox and clutch.',
    ),
    lineKey: 'moto-4t',
    grade: '10W-40',
    viscosity: '10W-40',
    baseOil: 'semiSynthetic',
    approvals: ['JASO MA2', 'API SN'],
    packs: [
      [1, 'L', 'bottle'],
      [4, 'L', 'canister'],
    ],
    mainPack: [1, 'L', 'bottle'],
    centsPerUnit: [1490, 1490],
  },
  {
    number: 'MOTO-10W60-RACE',
    name: same('Tribo Moto 4T Racing 10W-60'),
    subtitle: L(
      'Vollsynthetisches Rennöl, JASO MA2',
      'Huile de course entièrement synthétique, JASO MA2',
      'Olio da corsa completamente sintetico, JASO MA2',
      'Fully synthetic racing oil, JASO MA2',
    ),
    description: L(
      'Für Sportmotorräder und Rennstrecke: scherstabil bis zum Begrenzer.',
      'Pour motos sportives et circuit : stable au cisaillement jusqu’au rupteur.',
      'Per moto sportive e pista: stabile al taglio fino al limitatore.',
      'For sports bikes and the track: shear-stable up to the rev limiter.',
    ),
    lineKey: 'moto-4t',
    grade: '10W-60',
    viscosity: '10W-60',
    baseOil: 'fullySynthetic',
    approvals: ['JASO MA2', 'API SP'],
    packs: [
      [1, 'L', 'bottle'],
      [4, 'L', 'canister'],
    ],
    mainPack: [1, 'L', 'bottle'],
    centsPerUnit: [2290, 2290],
  },
  {
    number: 'MOTO-2T-SYN',
    name: same('Tribo Moto 2T Synth'),
    subtitle: L(
      'Vollsynthetisches Zweitaktöl, JASO FD',
      'Huile deux temps entièrement synthétique, JASO FD',
      'Olio due tempi completamente sintetico, JASO FD',
      'Fully synthetic two-stroke oil, JASO FD',
    ),
    description: L(
      'Für Getrennt- und Mischschmierung; verbrennt raucharm und rückstandsarm.',
      'Pour graissage séparé ou par mélange ; combustion pauvre en fumée et en résidus.',
      'Per lubrificazione separata o a miscela; combustione con poco fumo e pochi residui.',
      'For oil injection and premix; burns with little smoke and few deposits.',
    ),
    lineKey: 'moto-2t',
    grade: '2T',
    baseOil: 'fullySynthetic',
    approvals: ['JASO FD'],
    packs: [[1, 'L', 'bottle']],
    mainPack: [1, 'L', 'bottle'],
    centsPerUnit: [1990, 1990],
  },
  {
    number: 'CHAIN-ROAD',
    name: same('Tribo Chain Lube Road'),
    subtitle: L(
      'Kettenspray für Strassenmotorräder',
      'Spray chaîne pour motos routières',
      'Spray catena per moto stradali',
      'Chain spray for road motorcycles',
    ),
    description: L(
      'Haftet auch bei Regen, schleudert kaum und ist O-Ring-verträglich.',
      'Adhère même sous la pluie, ne projette presque pas et respecte les joints toriques.',
      'Aderisce anche sotto la pioggia, non schizza quasi e rispetta gli O-ring.',
      'Sticks even in the rain, hardly flings off and is safe for O-rings.',
    ),
    lineKey: 'moto-chain',
    grade: null,
    packs: [[400, 'ml', 'spray']],
    mainPack: [400, 'ml', 'spray'],
    centsPerUnit: [3990, 3990],
    hotspot: {
      title: L('Kette', 'Chaîne', 'Catena', 'Chain'),
      text: L(
        'Alle 500 bis 1000 km auf die warme Kette sprühen.',
        'Pulvériser sur la chaîne chaude tous les 500 à 1000 km.',
        'Spruzzare sulla catena calda ogni 500–1000 km.',
        'Spray onto the warm chain every 500 to 1,000 km.',
      ),
      tags: 'O-Ring, X-Ring',
    },
  },
  {
    number: 'CHAIN-CLEAN',
    name: same('Tribo Chain Cleaner'),
    subtitle: L('Kettenreiniger', 'Nettoyant chaîne', 'Detergente catena', 'Chain cleaner'),
    description: L(
      'Löst Schmutz und altes Fett, ohne Dichtringe anzugreifen.',
      'Dissout saleté et vieille graisse sans attaquer les joints.',
      'Scioglie sporco e grasso vecchio senza intaccare le guarnizioni.',
      'Dissolves dirt and old grease without harming the seals.',
    ),
    lineKey: 'moto-chain',
    grade: null,
    packs: [[500, 'ml', 'spray']],
    mainPack: [500, 'ml', 'spray'],
    centsPerUnit: [2490, 2490],
  },
  {
    number: 'FORK-10W',
    name: same('Tribo Fork Oil 10W'),
    subtitle: L(
      'Gabelöl mittel, SAE 10W',
      'Huile de fourche moyenne, SAE 10W',
      'Olio forcella medio, SAE 10W',
      'Medium fork oil, SAE 10W',
    ),
    description: L(
      'Für Teleskopgabeln und Federbeine; gleichmässige Dämpfung bei jeder Temperatur.',
      'Pour fourches télescopiques et amortisseurs ; amortissement régulier à toute température.',
      'Per forcelle telescopiche e ammortizzatori; smorzamento costante a ogni temperatura.',
      'For telescopic forks and shocks; even damping at any temperature.',
    ),
    lineKey: 'moto-fork',
    grade: '10W',
    baseOil: 'synthetic',
    packs: [
      [500, 'ml', 'bottle'],
      [1, 'L', 'bottle'],
    ],
    mainPack: [1, 'L', 'bottle'],
    centsPerUnit: [2490, 2490],
    hotspot: {
      title: L('Gabel', 'Fourche', 'Forcella', 'Fork'),
      text: L(
        'Gabelöl etwa alle 20 000 km wechseln.',
        'Vidanger l’huile de fourche environ tous les 20 000 km.',
        'Cambiare l’olio forcella circa ogni 20 000 km.',
        'Change the fork oil about every 20,000 km.',
      ),
      tags: 'SAE 10W',
    },
  },
]

const INDUSTRIE: ProductSeed[] = [
  {
    number: 'HYD-HLP-46',
    name: same('Tribo Hydro HLP 46'),
    subtitle: L(
      'Hydrauliköl HLP nach DIN 51524-2',
      'Huile hydraulique HLP selon DIN 51524-2',
      'Olio idraulico HLP secondo DIN 51524-2',
      'HLP hydraulic oil to DIN 51524-2',
    ),
    description: L(
      'Für Pressen, Spritzgiessmaschinen und Werkzeugmaschinen; gute Filtrierbarkeit und Luftabscheidung.',
      'Pour presses, machines d’injection et machines-outils ; bonne filtrabilité et désaération.',
      'Per presse, macchine a iniezione e macchine utensili; buona filtrabilità e disaerazione.',
      'For presses, injection moulding and machine tools; good filterability and air release.',
    ),
    lineKey: 'ind-hydraulic',
    grade: 'ISO VG 46',
    viscosity: 'ISO VG 46',
    baseOil: 'mineral',
    approvals: ['DIN 51524-2 HLP'],
    packs: [
      [20, 'L', 'canister'],
      [208, 'L', 'drum'],
      [1000, 'L', 'ibc'],
    ],
    mainPack: [208, 'L', 'drum'],
    centsPerUnit: [590, 590],
    hotspot: {
      title: L('Hydraulik', 'Hydraulique', 'Idraulica', 'Hydraulics'),
      text: L(
        'Hydrauliköl HLP für die Presse.',
        'Huile hydraulique HLP pour la presse.',
        'Olio idraulico HLP per la pressa.',
        'HLP hydraulic oil for the press.',
      ),
      tags: 'HLP 46',
    },
  },
  {
    number: 'HYD-BIO-46',
    name: same('Tribo Hydro Bio 46'),
    subtitle: L(
      'Biologisch abbaubares Hydrauliköl, ISO 15380 HEES',
      'Huile hydraulique biodégradable, ISO 15380 HEES',
      'Olio idraulico biodegradabile, ISO 15380 HEES',
      'Biodegradable hydraulic oil, ISO 15380 HEES',
    ),
    description: L(
      'Für Anlagen in Wasserschutzzonen, Schleusen und Wasserkraftwerke.',
      'Pour installations en zones de protection des eaux, écluses et centrales hydroélectriques.',
      'Per impianti in zone di protezione delle acque, chiuse e centrali idroelettriche.',
      'For plants in water protection zones, locks and hydropower stations.',
    ),
    lineKey: 'ind-hydraulic',
    grade: 'ISO VG 46',
    viscosity: 'ISO VG 46',
    baseOil: 'biodegradable',
    approvals: ['ISO 15380 HEES'],
    packs: [
      [20, 'L', 'canister'],
      [208, 'L', 'drum'],
      [1000, 'L', 'ibc'],
    ],
    mainPack: [208, 'L', 'drum'],
    centsPerUnit: [890, 890],
  },
  {
    number: 'GEAR-CLP-220',
    name: same('Tribo Gear CLP 220'),
    subtitle: L(
      'Industriegetriebeöl CLP nach DIN 51517-3',
      'Huile pour engrenages industriels CLP selon DIN 51517-3',
      'Olio per ingranaggi industriali CLP secondo DIN 51517-3',
      'CLP industrial gear oil to DIN 51517-3',
    ),
    description: L(
      'Für geschlossene Stirnrad- und Kegelradgetriebe mit hoher Last.',
      'Pour réducteurs fermés à engrenages droits et coniques fortement chargés.',
      'Per riduttori chiusi a ingranaggi cilindrici e conici ad alto carico.',
      'For heavily loaded enclosed spur and bevel gearboxes.',
    ),
    lineKey: 'ind-gear',
    grade: 'ISO VG 220',
    viscosity: 'ISO VG 220',
    baseOil: 'mineral',
    approvals: ['DIN 51517-3 CLP'],
    packs: [
      [20, 'L', 'canister'],
      [208, 'L', 'drum'],
    ],
    mainPack: [20, 'L', 'canister'],
    centsPerUnit: [790, 790],
    hotspot: {
      title: L('Getriebe', 'Réducteur', 'Riduttore', 'Gearbox'),
      alternativeTitle: L(
        'Industriegetriebeöl',
        'Huile pour engrenages',
        'Olio per ingranaggi',
        'Industrial gear oil',
      ),
      text: L(
        'CLP 220 für das Hauptgetriebe.',
        'CLP 220 pour le réducteur principal.',
        'CLP 220 per il riduttore principale.',
        'CLP 220 for the main gearbox.',
      ),
      tags: 'ISO VG 220, CLP',
    },
  },
  {
    number: 'GEAR-CLPS-320',
    name: same('Tribo Gear CLP Synth 320'),
    subtitle: L(
      'Synthetisches Industriegetriebeöl (PAO)',
      'Huile synthétique pour engrenages industriels (PAO)',
      'Olio sintetico per ingranaggi industriali (PAO)',
      'Synthetic industrial gear oil (PAO)',
    ),
    description: L(
      'Für Schneckengetriebe und hohe Öltemperaturen; verlängert die Standzeit deutlich.',
      'Pour engrenages à vis sans fin et huiles très chaudes ; prolonge nettement la durée de vie.',
      'Per riduttori a vite senza fine e alte temperature dell’olio; prolunga nettamente la durata.',
      'For worm gears and high oil temperatures; lasts considerably longer.',
    ),
    lineKey: 'ind-gear',
    grade: 'ISO VG 320',
    viscosity: 'ISO VG 320',
    baseOil: 'synthetic',
    approvals: ['DIN 51517-3 CLP'],
    packs: [
      [20, 'L', 'canister'],
      [208, 'L', 'drum'],
    ],
    mainPack: [20, 'L', 'canister'],
    centsPerUnit: [1890, 1890],
  },
  {
    number: 'FOOD-GREASE-2',
    name: same('Tribo Food Grease H1 EP 2'),
    subtitle: L(
      'Lebensmitteltaugliches Mehrzweckfett, NSF H1',
      'Graisse polyvalente de qualité alimentaire, NSF H1',
      'Grasso multiuso per uso alimentare, NSF H1',
      'Food-grade multi-purpose grease, NSF H1',
    ),
    description: L(
      'Aluminiumkomplexfett für Lager in Abfüll- und Verpackungsanlagen; wasserbeständig.',
      'Graisse au complexe d’aluminium pour roulements des lignes de remplissage et d’emballage ; résistante à l’eau.',
      'Grasso al complesso di alluminio per cuscinetti di impianti di riempimento e confezionamento; resistente all’acqua.',
      'Aluminium complex grease for bearings in filling and packaging lines; water-resistant.',
    ),
    lineKey: 'ind-food',
    grade: 'NLGI 2',
    viscosity: 'NLGI 2',
    baseOil: 'synthetic',
    approvals: ['NSF H1'],
    packs: [
      [400, 'g', 'cartridge'],
      [18, 'kg', 'pail'],
    ],
    mainPack: [400, 'g', 'cartridge'],
    centsPerUnit: [2990, 2990],
  },
  {
    number: 'FOOD-OIL-68',
    name: same('Tribo Food Oil H1 68'),
    subtitle: L(
      'Lebensmitteltaugliches Hydraulik- und Getriebeöl, NSF H1',
      'Huile hydraulique et pour engrenages de qualité alimentaire, NSF H1',
      'Olio idraulico e per ingranaggi per uso alimentare, NSF H1',
      'Food-grade hydraulic and gear oil, NSF H1',
    ),
    description: L(
      'Für Hydraulik, Ketten und Getriebe mit möglichem Lebensmittelkontakt.',
      'Pour hydraulique, chaînes et engrenages en contact possible avec les aliments.',
      'Per idraulica, catene e ingranaggi con possibile contatto con alimenti.',
      'For hydraulics, chains and gears with possible food contact.',
    ),
    lineKey: 'ind-food',
    grade: 'ISO VG 68',
    viscosity: 'ISO VG 68',
    baseOil: 'synthetic',
    approvals: ['NSF H1'],
    packs: [
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
      [208, 'L', 'drum'],
    ],
    mainPack: [20, 'L', 'canister'],
    centsPerUnit: [2190, 2190],
  },
]

/** Six hand-written products per tenant, each in the tenant's product line it belongs to. */
export const PRODUCT_SEEDS: Record<string, ProductSeed[]> = { tribo: TRIBO, moto: MOTO, industrie: INDUSTRIE }

const PREFIX: Record<string, string> = { tribo: 'TRB', moto: 'MTO', industrie: 'IND' }

/** The product number of hand-written product `index` (0-based) of a tenant. */
export function seedProductNumber(tenantSlug: string, index: number): string {
  return `${PREFIX[tenantSlug] ?? 'TRB'}-${PRODUCT_SEEDS[tenantSlug]![index]!.number}`
}
export const SEED_PRODUCT_COUNT = 6

/** The pictures of a product's packs; the main pack's picture is the product's. */
export function productPictures(
  tenantSlug: string,
  seed: ProductSeed,
  productNumber: string,
  packs: PackSeed[] = seed.packs,
) {
  const line = findLine(PRODUCT_LINE_SEEDS[tenantSlug] ?? [], seed.lineKey)
  return packs.map((pack) => ({
    key: packArticleNumber(productNumber, pack),
    svg: packPicture(tenantSlug, line?.topKey ?? seed.lineKey, {
      name: seed.name.de,
      grade: seed.grade,
      pack,
    }),
    alt: packAlt(seed.name, pack),
  }))
}

/** The hand-written products of every tenant, in their product lines, with names and texts in every language and a picture of their main pack. */
export const productsStep: SeedStep = {
  name: 'products',
  async run(ctx) {
    for (const [tenantSlug, tenant] of ctx.tenants) {
      const seeds = PRODUCT_SEEDS[tenantSlug] ?? []
      const lineIds = new Map<string, number | null>()
      for (const seed of seeds) {
        if (lineIds.has(seed.lineKey)) continue
        const slug = findLine(PRODUCT_LINE_SEEDS[tenantSlug] ?? [], seed.lineKey)?.line.slug.de
        const found = slug
          ? await ctx.payload.find({
              collection: 'product-lines',
              where: { and: [{ tenant: { equals: tenant } }, { slug: { equals: slug } }] },
              locale: 'de',
              limit: 1,
              depth: 0,
              ...LOCAL,
            })
          : null
        lineIds.set(seed.lineKey, found?.docs[0]?.id ?? null)
      }
      const pictures = seeds.flatMap((seed, index) =>
        productPictures(tenantSlug, seed, seedProductNumber(tenantSlug, index), [seed.mainPack]),
      )
      const media = await ensurePackMedia(ctx, tenantSlug, tenant, pictures)
      for (const [index, product] of seeds.entries()) {
        const productNumber = seedProductNumber(tenantSlug, index)
        const existing = await ctx.payload.find({
          collection: 'products',
          where: { and: [{ tenant: { equals: tenant } }, { productNumber: { equals: productNumber } }] },
          limit: 1,
          depth: 0,
          ...LOCAL,
        })
        if (existing.docs[0]) {
          ctx.record('products', 'existing')
          continue
        }
        const doc = await ctx.payload.create({
          collection: 'products',
          locale: 'de',
          data: {
            tenant,
            productNumber,
            name: product.name.de,
            subtitle: product.subtitle.de,
            description: product.description.de,
            image: media.get(packArticleNumber(productNumber, product.mainPack)),
            productLine: lineIds.get(product.lineKey),
            viscosity: product.viscosity,
            baseOil: product.baseOil,
            approvals: product.approvals,
          },
          ...LOCAL,
        })
        for (const language of OTHER_LANGUAGES) {
          await ctx.payload.update({
            collection: 'products',
            id: doc.id,
            locale: language,
            data: {
              name: product.name[language],
              subtitle: product.subtitle[language],
              description: product.description[language],
            },
            ...LOCAL,
          })
        }
        ctx.record('products', 'created')
      }
    }
  },
}
