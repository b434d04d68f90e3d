import type { ProductTag } from '../../features/catalog/model'
import { L, type Localized } from './types'

/**
 * A family of products in one product group: one product per viscosity and
 * approval set. A set may name the viscosities it exists in (manufacturer
 * approvals are granted for certain grades only, e.g. VW 504 00 for 0W-30 and 5W-30).
 */
export type FamilySeed = {
  code: string
  name: string
  viscosities: string[]
  approvals: (string[] | ApprovalSet)[]
  baseOil: 'fullySynthetic' | 'synthetic' | 'semiSynthetic' | 'mineral' | 'biodegradable'
  claim: Localized<string>
}
export type ApprovalSet = { specs: string[]; only: string[] }
/** An approval set that exists only in the given viscosities. */
const only = (viscosities: string[], ...specs: string[]): ApprovalSet => ({ specs, only: viscosities })
/** A pack size: amount, unit and container. */
export type PackSeed = [
  size: number,
  unit: 'L' | 'kg' | 'g' | 'ml' | 'pcs',
  container: 'bottle' | 'canister' | 'pail' | 'drum' | 'ibc' | 'cartridge' | 'spray',
]
/** One product group of the Tribo tree (by the seed key of site-shell.ts), its products and packs. */
export type GroupSeed = {
  lineKey: string
  noun: Localized<string>
  families: FamilySeed[]
  packs: PackSeed[]
  centsPerUnit: [number, number]
  mainPack: PackSeed
}

const claim = (de: string, fr: string, it: string, en: string) => L(de, fr, it, en)

/** The Tribo catalogue: 11 product groups, ~230 products. */
export const CATALOG: GroupSeed[] = [
  {
    lineKey: 'motor-car-synth',
    noun: L(
      'Vollsynthetisches Motorenöl',
      'Huile moteur entièrement synthétique',
      'Olio motore completamente sintetico',
      'Fully synthetic engine oil',
    ),
    families: [
      {
        code: 'SYNPRO',
        name: 'Synth Pro',
        viscosities: ['0W-30', '0W-40', '5W-30', '5W-40'],
        approvals: [
          only(['0W-30', '5W-30'], 'ACEA C3', 'API SP', 'VW 504 00', 'MB 229.51', 'BMW LL-04'),
          only(['5W-30'], 'ACEA C2', 'Renault RN17'),
          only(['0W-40', '5W-40'], 'ACEA A3/B4', 'MB 229.5', 'Porsche A40'),
          only(['5W-40'], 'ACEA C3', 'API SP', 'MB 229.51', 'BMW LL-04'),
        ],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Höchster Verschleissschutz für moderne Motoren.',
          'Protection maximale contre l’usure des moteurs modernes.',
          'Massima protezione dall’usura per motori moderni.',
          'Maximum wear protection for modern engines.',
        ),
      },
      {
        code: 'SYNECO',
        name: 'Synth Eco',
        viscosities: ['0W-16', '0W-20', '5W-20', '5W-30'],
        approvals: [
          only(['0W-20'], 'ACEA C5', 'API SP', 'VW 508 00', 'VW 509 00'),
          only(['0W-20', '5W-20'], 'ACEA C6', 'API SP'),
          only(['5W-20', '5W-30'], 'ACEA A5/B5', 'Ford WSS-M2C913-D'),
          only(['5W-30'], 'ACEA C3', 'GM dexos2'),
          only(['0W-16'], 'API SP'),
        ],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Senkt Verbrauch und CO₂-Ausstoss.',
          'Réduit la consommation et les émissions de CO₂.',
          'Riduce consumi ed emissioni di CO₂.',
          'Cuts fuel use and CO₂ emissions.',
        ),
      },
      {
        code: 'SYNLL',
        name: 'Synth Longlife',
        viscosities: ['0W-30', '5W-30'],
        approvals: [
          ['ACEA C3', 'VW 507 00', 'BMW LL-04'],
          ['ACEA C3', 'MB 229.52', 'Porsche C30'],
        ],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Für verlängerte Ölwechselintervalle.',
          'Pour des intervalles de vidange prolongés.',
          'Per intervalli di cambio olio prolungati.',
          'For extended drain intervals.',
        ),
      },
      {
        code: 'SYNHYB',
        name: 'Synth Hybrid',
        viscosities: ['0W-16', '0W-20', '5W-20'],
        approvals: [
          only(['0W-20', '5W-20'], 'API SP', 'ACEA C5'),
          only(['0W-20', '5W-20'], 'API SP', 'ACEA C6'),
          only(['0W-16'], 'API SP'),
        ],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Für Hybridantriebe mit häufigen Kaltstarts.',
          'Pour motorisations hybrides aux démarrages à froid fréquents.',
          'Per motori ibridi con frequenti avviamenti a freddo.',
          'For hybrid drives with frequent cold starts.',
        ),
      },
      {
        code: 'SYNDSL',
        name: 'Synth Diesel',
        viscosities: ['5W-30', '5W-40'],
        approvals: [
          ['ACEA C3', 'VW 505 01', 'MB 229.51'],
          only(['5W-30'], 'ACEA C2', 'Renault RN17'),
          only(['5W-30'], 'ACEA C3', 'MB 229.52', 'BMW LL-04'),
        ],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Für Dieselmotoren mit Partikelfilter.',
          'Pour moteurs diesel avec filtre à particules.',
          'Per motori diesel con filtro antiparticolato.',
          'For diesel engines with particulate filters.',
        ),
      },
      {
        code: 'SYNSPT',
        name: 'Synth Sport',
        viscosities: ['0W-40', '5W-40', '10W-60'],
        approvals: [
          only(['0W-40', '5W-40'], 'ACEA A3/B4', 'API SN', 'Porsche A40'),
          only(['5W-40', '10W-60'], 'ACEA A3/B4', 'MB 229.3'),
        ],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Stabil bei hohen Drehzahlen und auf der Rennstrecke.',
          'Stable à haut régime et sur circuit.',
          'Stabile ad alti regimi e in pista.',
          'Stable at high revs and on the track.',
        ),
      },
    ],
    packs: [
      [1, 'L', 'bottle'],
      [4, 'L', 'canister'],
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
      [60, 'L', 'drum'],
      [208, 'L', 'drum'],
    ],
    centsPerUnit: [1290, 1890],
    mainPack: [5, 'L', 'canister'],
  },
  {
    lineKey: 'motor-car-semi',
    noun: L(
      'Teilsynthetisches Motorenöl',
      'Huile moteur semi-synthétique',
      'Olio motore semisintetico',
      'Semi-synthetic engine oil',
    ),
    families: [
      {
        code: 'SEMI',
        name: 'Semi Plus',
        viscosities: ['5W-40', '10W-40', '15W-40'],
        approvals: [
          only(['5W-40', '10W-40'], 'ACEA A3/B4', 'API SN', 'VW 502 00'),
          only(['5W-40', '10W-40'], 'ACEA A3/B4', 'MB 229.3'),
          only(['15W-40'], 'ACEA A3/B4', 'API SN'),
        ],
        baseOil: 'semiSynthetic',
        claim: claim(
          'Zuverlässiger Schutz für ältere Motoren.',
          'Protection fiable des moteurs plus anciens.',
          'Protezione affidabile per motori meno recenti.',
          'Reliable protection for older engines.',
        ),
      },
      {
        code: 'SEMIHM',
        name: 'Semi High Mileage',
        viscosities: ['10W-40', '15W-40', '20W-50'],
        approvals: [['ACEA A3/B4', 'API SN']],
        baseOil: 'semiSynthetic',
        claim: claim(
          'Reduziert Ölverbrauch bei hoher Laufleistung.',
          'Réduit la consommation d’huile des moteurs à fort kilométrage.',
          'Riduce il consumo d’olio dei motori con alto chilometraggio.',
          'Reduces oil consumption in high-mileage engines.',
        ),
      },
      {
        code: 'SEMIDSL',
        name: 'Semi Diesel',
        viscosities: ['5W-40', '10W-40', '15W-40'],
        approvals: [
          only(['5W-40'], 'ACEA A3/B4', 'VW 505 01'),
          only(['5W-40', '10W-40'], 'ACEA A3/B4', 'MB 229.3'),
          only(['15W-40'], 'ACEA A3/B4', 'API SN'),
        ],
        baseOil: 'semiSynthetic',
        claim: claim(
          'Für ältere Dieselmotoren ohne Partikelfilter.',
          'Pour moteurs diesel plus anciens sans filtre à particules.',
          'Per motori diesel meno recenti senza filtro antiparticolato.',
          'For older diesel engines without particulate filters.',
        ),
      },
      {
        code: 'MIN',
        name: 'Classic',
        viscosities: ['15W-40', '20W-50'],
        approvals: [['API SN']],
        baseOil: 'mineral',
        claim: claim(
          'Mineralisches Motorenöl für Oldtimer und Youngtimer.',
          'Huile minérale pour véhicules anciens et youngtimers.',
          'Olio minerale per auto d’epoca e youngtimer.',
          'Mineral oil for classic and youngtimer cars.',
        ),
      },
    ],
    packs: [
      [1, 'L', 'bottle'],
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
      [208, 'L', 'drum'],
    ],
    centsPerUnit: [890, 1290],
    mainPack: [5, 'L', 'canister'],
  },
  {
    lineKey: 'motor-bike',
    noun: L('Motorradöl', 'Huile moto', 'Olio moto', 'Motorcycle oil'),
    families: [
      {
        code: '4TR',
        name: 'Moto 4T Racing',
        viscosities: ['5W-40', '10W-30', '10W-40', '10W-60', '15W-50', '20W-50'],
        approvals: [
          ['JASO MA2', 'API SP'],
          ['JASO MA2', 'API SN'],
        ],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Für Sportmotorräder mit Nasskupplung.',
          'Pour motos sportives à embrayage humide.',
          'Per moto sportive con frizione a bagno d’olio.',
          'For sports bikes with wet clutches.',
        ),
      },
      {
        code: '4TS',
        name: 'Moto 4T Street',
        viscosities: ['10W-30', '10W-40', '15W-40', '15W-50', '20W-50'],
        approvals: [['JASO MA2', 'API SN'], ['JASO MA2']],
        baseOil: 'semiSynthetic',
        claim: claim(
          'Für Tourer und Alltagsmaschinen.',
          'Pour routières et motos de tous les jours.',
          'Per moto da turismo e di tutti i giorni.',
          'For tourers and everyday bikes.',
        ),
      },
      {
        code: 'SCOOT',
        name: 'Scooter 4T',
        viscosities: ['5W-40', '10W-30', '10W-40'],
        approvals: [['JASO MB', 'API SN']],
        baseOil: 'semiSynthetic',
        claim: claim(
          'Für Roller mit Trockenkupplung.',
          'Pour scooters à embrayage sec.',
          'Per scooter con frizione a secco.',
          'For scooters with dry clutches.',
        ),
      },
    ],
    packs: [
      [1, 'L', 'bottle'],
      [4, 'L', 'canister'],
      [20, 'L', 'canister'],
    ],
    centsPerUnit: [1390, 2190],
    mainPack: [4, 'L', 'canister'],
  },
  {
    lineKey: 'motor-truck',
    noun: L(
      'Nutzfahrzeug-Motorenöl',
      'Huile moteur pour véhicules utilitaires',
      'Olio motore per veicoli commerciali',
      'Heavy-duty engine oil',
    ),
    families: [
      {
        code: 'TRKULT',
        name: 'Truck Ultra',
        viscosities: ['5W-30', '10W-30', '10W-40', '15W-40'],
        approvals: [
          ['ACEA E6', 'MB 228.51', 'MAN M 3477', 'Volvo VDS-4.5'],
          ['ACEA E4', 'Scania LDF-4'],
          ['ACEA E11', 'API CK-4'],
        ],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Für Euro-VI-Motoren mit langen Wechselintervallen.',
          'Pour moteurs Euro VI à longs intervalles de vidange.',
          'Per motori Euro VI con lunghi intervalli di cambio.',
          'For Euro VI engines with long drain intervals.',
        ),
      },
      {
        code: 'TRKECO',
        name: 'Truck Eco',
        viscosities: ['5W-30', '10W-30', '10W-40'],
        approvals: [
          ['ACEA E6', 'MB 228.51'],
          ['ACEA E11', 'Volvo VDS-4.5'],
        ],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Spart Diesel im Fernverkehr.',
          'Économise du diesel sur les longues distances.',
          'Risparmia gasolio nel trasporto a lunga distanza.',
          'Saves diesel in long-haul transport.',
        ),
      },
      {
        code: 'TRKPLS',
        name: 'Truck Plus',
        viscosities: ['10W-30', '10W-40', '15W-40', '20W-50'],
        approvals: [
          ['ACEA E7', 'API CK-4'],
          ['ACEA E7', 'MB 228.51'],
        ],
        baseOil: 'semiSynthetic',
        claim: claim(
          'Für gemischte Flotten und Baumaschinen.',
          'Pour flottes mixtes et engins de chantier.',
          'Per flotte miste e macchine edili.',
          'For mixed fleets and construction machinery.',
        ),
      },
      {
        code: 'AGRI',
        name: 'Agri STOU',
        viscosities: ['10W-30', '10W-40', '15W-40'],
        approvals: [['API CK-4', 'ZF TE-ML 02B'], ['ACEA E7']],
        baseOil: 'semiSynthetic',
        claim: claim(
          'Ein Öl für Motor, Getriebe und Hydraulik von Traktoren.',
          'Une huile pour moteur, boîte et hydraulique des tracteurs.',
          'Un olio per motore, cambio e idraulica dei trattori.',
          'One oil for tractor engines, gearboxes and hydraulics.',
        ),
      },
    ],
    packs: [
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
      [60, 'L', 'drum'],
      [208, 'L', 'drum'],
      [1000, 'L', 'ibc'],
    ],
    centsPerUnit: [790, 1190],
    mainPack: [20, 'L', 'canister'],
  },
  {
    lineKey: 'gear-manual',
    noun: L('Getriebeöl', 'Huile pour boîtes de vitesses', 'Olio per cambi', 'Gear oil'),
    families: [
      {
        code: 'GEARS',
        name: 'Gear Synth',
        viscosities: ['75W-80', '75W-90', '80W-90', '85W-140'],
        approvals: [
          ['API GL-4', 'ZF TE-ML 02B'],
          ['API GL-5', 'MB 235.0'],
          ['API GL-4', 'API GL-5'],
        ],
        baseOil: 'synthetic',
        claim: claim(
          'Leichtes Schalten auch bei Kälte.',
          'Passage des vitesses facile même par temps froid.',
          'Cambiate facili anche al freddo.',
          'Smooth shifting even when cold.',
        ),
      },
      {
        code: 'GEARM',
        name: 'Gear Mineral',
        viscosities: ['75W-90', '80W-90', '85W-140'],
        approvals: [['API GL-4'], ['API GL-5']],
        baseOil: 'mineral',
        claim: claim(
          'Bewährt für Achsen und Schaltgetriebe.',
          'Éprouvée pour ponts et boîtes manuelles.',
          'Collaudato per assali e cambi manuali.',
          'Proven in axles and manual gearboxes.',
        ),
      },
      {
        code: 'GEARHD',
        name: 'Gear HD',
        viscosities: ['75W-90', '80W-90', '85W-140'],
        approvals: [
          ['API GL-5', 'MAN M 3477'],
          ['API GL-5', 'ZF TE-ML 02B'],
        ],
        baseOil: 'semiSynthetic',
        claim: claim(
          'Für hoch belastete Nutzfahrzeug-Achsen.',
          'Pour ponts fortement sollicités des utilitaires.',
          'Per assali di veicoli commerciali molto sollecitati.',
          'For heavily loaded truck axles.',
        ),
      },
    ],
    packs: [
      [1, 'L', 'bottle'],
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
      [60, 'L', 'drum'],
    ],
    centsPerUnit: [1190, 1790],
    mainPack: [1, 'L', 'bottle'],
  },
  {
    lineKey: 'gear-auto',
    noun: L(
      'Automatikgetriebeöl',
      'Huile pour boîtes automatiques',
      'Olio per cambi automatici',
      'Automatic transmission fluid',
    ),
    families: [
      {
        code: 'ATF',
        name: 'ATF',
        viscosities: ['ISO VG 22', 'ISO VG 32', 'ISO VG 46'],
        approvals: [[]],
        baseOil: 'synthetic',
        claim: claim(
          'Für Wandler- und Doppelkupplungsgetriebe.',
          'Pour boîtes à convertisseur et à double embrayage.',
          'Per cambi con convertitore e a doppia frizione.',
          'For torque-converter and dual-clutch transmissions.',
        ),
      },
      {
        code: 'CVT',
        name: 'CVT Fluid',
        viscosities: ['ISO VG 22', 'ISO VG 32'],
        approvals: [[]],
        baseOil: 'synthetic',
        claim: claim(
          'Für stufenlose Getriebe.',
          'Pour boîtes à variation continue.',
          'Per cambi a variazione continua.',
          'For continuously variable transmissions.',
        ),
      },
      {
        code: 'DCT',
        name: 'DCT Fluid',
        viscosities: ['ISO VG 32', 'ISO VG 46'],
        approvals: [[]],
        baseOil: 'fullySynthetic',
        claim: claim(
          'Für Doppelkupplungsgetriebe mit Nasskupplung.',
          'Pour boîtes à double embrayage humide.',
          'Per cambi a doppia frizione a bagno d’olio.',
          'For wet dual-clutch transmissions.',
        ),
      },
    ],
    packs: [
      [1, 'L', 'bottle'],
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
    ],
    centsPerUnit: [1490, 2290],
    mainPack: [1, 'L', 'bottle'],
  },
  {
    lineKey: 'grease-multi',
    noun: L('Mehrzweckfett', 'Graisse polyvalente', 'Grasso multiuso', 'Multi-purpose grease'),
    families: [
      {
        code: 'GRLI',
        name: 'Grease Lithium',
        viscosities: ['NLGI 00', 'NLGI 0', 'NLGI 1', 'NLGI 2', 'NLGI 3'],
        approvals: [['DIN 51502 KP2K-30']],
        baseOil: 'mineral',
        claim: claim(
          'Wasserbeständig für Lager und Gelenke.',
          'Résistante à l’eau pour roulements et articulations.',
          'Resistente all’acqua per cuscinetti e snodi.',
          'Water-resistant for bearings and joints.',
        ),
      },
      {
        code: 'GRLX',
        name: 'Grease Lithium Complex',
        viscosities: ['NLGI 1', 'NLGI 2', 'NLGI 3'],
        approvals: [['DIN 51502 KP2K-30']],
        baseOil: 'mineral',
        claim: claim(
          'Hochtemperaturfest bis 180 °C.',
          'Résiste aux hautes températures jusqu’à 180 °C.',
          'Resistente alle alte temperature fino a 180 °C.',
          'Holds up to 180 °C.',
        ),
      },
      {
        code: 'GRCA',
        name: 'Grease Calcium',
        viscosities: ['NLGI 1', 'NLGI 2'],
        approvals: [['DIN 51502 KP2K-30']],
        baseOil: 'mineral',
        claim: claim(
          'Für nasse und verschmutzte Umgebungen.',
          'Pour environnements humides et sales.',
          'Per ambienti umidi e sporchi.',
          'For wet and dirty environments.',
        ),
      },
    ],
    packs: [
      [400, 'g', 'cartridge'],
      [1, 'kg', 'pail'],
      [5, 'kg', 'pail'],
      [18, 'kg', 'pail'],
      [50, 'kg', 'drum'],
    ],
    centsPerUnit: [1190, 1990],
    mainPack: [400, 'g', 'cartridge'],
  },
  {
    lineKey: 'grease-special',
    noun: L('Spezialfett', 'Graisse spéciale', 'Grasso speciale', 'Special grease'),
    families: [
      {
        code: 'GRFOOD',
        name: 'Grease Food',
        viscosities: ['NLGI 1', 'NLGI 2'],
        approvals: [['NSF H1']],
        baseOil: 'synthetic',
        claim: claim(
          'Lebensmitteltauglich nach NSF H1.',
          'Qualité alimentaire selon NSF H1.',
          'Per uso alimentare secondo NSF H1.',
          'Food grade to NSF H1.',
        ),
      },
      {
        code: 'GRHT',
        name: 'Grease High Temp',
        viscosities: ['NLGI 1', 'NLGI 2', 'NLGI 3'],
        approvals: [['DIN 51502 KP2K-30']],
        baseOil: 'synthetic',
        claim: claim(
          'Für Lager bis 250 °C.',
          'Pour roulements jusqu’à 250 °C.',
          'Per cuscinetti fino a 250 °C.',
          'For bearings up to 250 °C.',
        ),
      },
      {
        code: 'GRBIO',
        name: 'Grease Bio',
        viscosities: ['NLGI 1', 'NLGI 2'],
        approvals: [['DIN 51502 KP2K-30']],
        baseOil: 'biodegradable',
        claim: claim(
          'Biologisch abbaubar für Forst und Landwirtschaft.',
          'Biodégradable pour la forêt et l’agriculture.',
          'Biodegradabile per selvicoltura e agricoltura.',
          'Biodegradable for forestry and farming.',
        ),
      },
    ],
    packs: [
      [400, 'g', 'cartridge'],
      [1, 'kg', 'pail'],
      [5, 'kg', 'pail'],
      [18, 'kg', 'pail'],
    ],
    centsPerUnit: [2490, 3990],
    mainPack: [400, 'g', 'cartridge'],
  },
  {
    lineKey: 'industry-hydraulic',
    noun: L('Hydrauliköl', 'Huile hydraulique', 'Olio idraulico', 'Hydraulic oil'),
    families: [
      {
        code: 'HLP',
        name: 'Hydro HLP',
        viscosities: ['ISO VG 22', 'ISO VG 32', 'ISO VG 46', 'ISO VG 68', 'ISO VG 100'],
        approvals: [['DIN 51524-2 HLP']],
        baseOil: 'mineral',
        claim: claim(
          'Für Hydraulikanlagen in Industrie und Mobilhydraulik.',
          'Pour systèmes hydrauliques industriels et mobiles.',
          'Per impianti idraulici industriali e mobili.',
          'For industrial and mobile hydraulics.',
        ),
      },
      {
        code: 'HVLP',
        name: 'Hydro HVLP',
        viscosities: ['ISO VG 22', 'ISO VG 32', 'ISO VG 46', 'ISO VG 68'],
        approvals: [['DIN 51524-3 HVLP']],
        baseOil: 'mineral',
        claim: claim(
          'Hoher Viskositätsindex für wechselnde Temperaturen.',
          'Indice de viscosité élevé pour des températures variables.',
          'Alto indice di viscosità per temperature variabili.',
          'High viscosity index for changing temperatures.',
        ),
      },
      {
        code: 'HLPD',
        name: 'Hydro HLP-D',
        viscosities: ['ISO VG 22', 'ISO VG 32', 'ISO VG 46', 'ISO VG 68', 'ISO VG 100'],
        approvals: [['DIN 51524-2 HLP']],
        baseOil: 'mineral',
        claim: claim(
          'Detergierend für Anlagen mit Wassereintrag.',
          'Détergente pour installations exposées à l’eau.',
          'Detergente per impianti esposti all’acqua.',
          'Detergent for systems exposed to water.',
        ),
      },
      {
        code: 'HEES',
        name: 'Hydro Bio',
        viscosities: ['ISO VG 32', 'ISO VG 46', 'ISO VG 68'],
        approvals: [['ISO 15380 HEES']],
        baseOil: 'biodegradable',
        claim: claim(
          'Biologisch abbaubar für Wasserschutzzonen.',
          'Biodégradable pour les zones de protection des eaux.',
          'Biodegradabile per zone di protezione delle acque.',
          'Biodegradable for water protection zones.',
        ),
      },
    ],
    packs: [
      [20, 'L', 'canister'],
      [60, 'L', 'drum'],
      [208, 'L', 'drum'],
      [1000, 'L', 'ibc'],
    ],
    centsPerUnit: [490, 890],
    mainPack: [20, 'L', 'canister'],
  },
  {
    lineKey: 'industry-compressor',
    noun: L(
      'Kompressoren- und Industriegetriebeöl',
      'Huile pour compresseurs et engrenages industriels',
      'Olio per compressori e ingranaggi industriali',
      'Compressor and industrial gear oil',
    ),
    families: [
      {
        code: 'COMP',
        name: 'Compressor',
        viscosities: ['ISO VG 32', 'ISO VG 46', 'ISO VG 68', 'ISO VG 100'],
        approvals: [[]],
        baseOil: 'synthetic',
        claim: claim(
          'Für Schrauben- und Kolbenkompressoren.',
          'Pour compresseurs à vis et à piston.',
          'Per compressori a vite e a pistone.',
          'For screw and piston compressors.',
        ),
      },
      {
        code: 'CLP',
        name: 'Gear CLP',
        viscosities: ['ISO VG 100', 'ISO VG 150', 'ISO VG 220', 'ISO VG 320', 'ISO VG 460'],
        approvals: [['DIN 51517-3 CLP']],
        baseOil: 'mineral',
        claim: claim(
          'Für geschlossene Industriegetriebe.',
          'Pour réducteurs industriels fermés.',
          'Per riduttori industriali chiusi.',
          'For enclosed industrial gearboxes.',
        ),
      },
      {
        code: 'CLPS',
        name: 'Gear CLP Synth',
        viscosities: ['ISO VG 150', 'ISO VG 220', 'ISO VG 320', 'ISO VG 460'],
        approvals: [['DIN 51517-3 CLP'], ['DIN 51517-3 CLP', 'NSF H1']],
        baseOil: 'synthetic',
        claim: claim(
          'Längere Standzeit bei hohen Temperaturen.',
          'Durée de vie prolongée à haute température.',
          'Maggiore durata ad alte temperature.',
          'Longer life at high temperatures.',
        ),
      },
    ],
    packs: [
      [20, 'L', 'canister'],
      [60, 'L', 'drum'],
      [208, 'L', 'drum'],
    ],
    centsPerUnit: [690, 1490],
    mainPack: [20, 'L', 'canister'],
  },
  {
    lineKey: 'care',
    noun: L('Pflegeprodukt', 'Produit d’entretien', 'Prodotto per la cura', 'Care product'),
    families: [
      {
        code: 'CARE',
        name: 'Care',
        viscosities: [],
        approvals: [[]],
        baseOil: 'synthetic',
        claim: claim(
          'Pflege und Schutz für Fahrzeug und Werkstatt.',
          'Entretien et protection pour véhicule et atelier.',
          'Cura e protezione per veicolo e officina.',
          'Care and protection for vehicle and workshop.',
        ),
      },
    ],
    packs: [
      [400, 'ml', 'spray'],
      [1, 'L', 'bottle'],
      [5, 'L', 'canister'],
    ],
    centsPerUnit: [1290, 2490],
    mainPack: [400, 'ml', 'spray'],
  },
]

/** A care product: its name, the type on the label (or none), its packs and, where it differs from the group, its price per litre or kilogram. */
export type CareSeed = {
  name: string
  grade: string | null
  packs: PackSeed[]
  centsPerUnit?: [number, number]
}

const SPRAY: PackSeed = [400, 'ml', 'spray']
const SMALL_BOTTLE: PackSeed = [300, 'ml', 'bottle']
const TRIGGER: PackSeed[] = [
  [500, 'ml', 'bottle'],
  [5, 'L', 'canister'],
]
const WORKSHOP: PackSeed[] = [
  [1, 'L', 'bottle'],
  [5, 'L', 'canister'],
  [20, 'L', 'canister'],
]

/** The care products (they have no viscosity), in product-number order: TRB-CARE-01 … */
export const CARE_PRODUCTS: CareSeed[] = [
  { name: 'Multi Spray', grade: null, packs: [SPRAY, [5, 'L', 'canister']] },
  { name: 'Chain Spray', grade: null, packs: [SPRAY] },
  {
    name: 'Brake Cleaner',
    grade: null,
    packs: [
      [500, 'ml', 'spray'],
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
      [60, 'L', 'drum'],
    ],
    centsPerUnit: [690, 990],
  },
  { name: 'Contact Spray', grade: null, packs: [[200, 'ml', 'spray']] },
  { name: 'Silicone Spray', grade: null, packs: [SPRAY] },
  { name: 'Rust Remover', grade: null, packs: [SPRAY, [5, 'L', 'canister']] },
  {
    name: 'Copper Paste',
    grade: null,
    packs: [
      [300, 'ml', 'spray'],
      [500, 'g', 'pail'],
    ],
    centsPerUnit: [3490, 4990],
  },
  { name: 'White Grease Spray', grade: null, packs: [SPRAY] },
  { name: 'Engine Cleaner', grade: null, packs: [SMALL_BOTTLE] },
  { name: 'Injector Cleaner', grade: null, packs: [SMALL_BOTTLE] },
  { name: 'DPF Cleaner', grade: null, packs: [SPRAY, [1, 'L', 'bottle']] },
  { name: 'Radiator Flush', grade: null, packs: [SMALL_BOTTLE] },
  { name: 'Windscreen Wash', grade: null, packs: WORKSHOP, centsPerUnit: [290, 490] },
  {
    name: 'Antifreeze G12',
    grade: 'G12',
    packs: [
      [1, 'L', 'bottle'],
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
      [208, 'L', 'drum'],
    ],
    centsPerUnit: [590, 890],
  },
  {
    name: 'Antifreeze G13',
    grade: 'G13',
    packs: [
      [1, 'L', 'bottle'],
      [5, 'L', 'canister'],
      [20, 'L', 'canister'],
      [208, 'L', 'drum'],
    ],
    centsPerUnit: [690, 990],
  },
  {
    name: 'Brake Fluid DOT 4',
    grade: 'DOT 4',
    packs: [
      [500, 'ml', 'bottle'],
      [1, 'L', 'bottle'],
      [5, 'L', 'canister'],
    ],
    centsPerUnit: [1290, 1790],
  },
  {
    name: 'Brake Fluid DOT 5.1',
    grade: 'DOT 5.1',
    packs: [
      [500, 'ml', 'bottle'],
      [1, 'L', 'bottle'],
      [5, 'L', 'canister'],
    ],
    centsPerUnit: [1590, 2190],
  },
  {
    name: 'AdBlue',
    grade: 'AdBlue',
    packs: [
      [10, 'L', 'canister'],
      [208, 'L', 'drum'],
      [1000, 'L', 'ibc'],
    ],
    centsPerUnit: [55, 95],
  },
  {
    name: 'Hand Cleaner',
    grade: null,
    packs: [
      [3, 'L', 'pail'],
      [10, 'L', 'pail'],
    ],
    centsPerUnit: [690, 990],
  },
  { name: 'Cutting Oil', grade: null, packs: WORKSHOP, centsPerUnit: [790, 1190] },
  {
    name: 'Assembly Paste',
    grade: null,
    packs: [
      [250, 'g', 'pail'],
      [1, 'kg', 'pail'],
    ],
    centsPerUnit: [3490, 4990],
  },
  { name: 'Leak Stop', grade: null, packs: [SMALL_BOTTLE] },
  { name: 'Oil Additive', grade: null, packs: [SMALL_BOTTLE] },
  { name: 'Fuel Stabiliser', grade: null, packs: [[250, 'ml', 'bottle']] },
  { name: 'Plastic Care', grade: null, packs: TRIGGER },
  { name: 'Leather Care', grade: null, packs: [[250, 'ml', 'bottle']] },
  { name: 'Glass Cleaner', grade: null, packs: TRIGGER, centsPerUnit: [590, 890] },
  { name: 'Rim Cleaner', grade: null, packs: TRIGGER },
  { name: 'Insect Remover', grade: null, packs: TRIGGER },
  { name: 'Cockpit Spray', grade: null, packs: [SPRAY] },
  { name: 'Degreaser', grade: null, packs: WORKSHOP, centsPerUnit: [690, 990] },
  { name: 'Lock Spray', grade: null, packs: [[50, 'ml', 'spray']] },
  { name: 'Belt Spray', grade: null, packs: [SPRAY] },
  { name: 'PTFE Spray', grade: null, packs: [SPRAY] },
  {
    name: 'Ceramic Paste',
    grade: null,
    packs: [
      [300, 'ml', 'spray'],
      [250, 'g', 'pail'],
    ],
    centsPerUnit: [3990, 5490],
  },
  { name: 'Graphite Spray', grade: null, packs: [SPRAY] },
]

/** Product tags: a few new products, a few bestsellers (deterministic by index). */
export function tagsFor(index: number): ProductTag[] {
  if (index % 29 === 3) return ['NEW']
  if (index % 17 === 5) return ['BESTSELLER']
  if (index % 41 === 7) return ['NEW', 'BESTSELLER']
  return []
}

/** Three customer price lists: garages, fleets, industry (factor on the base price). */
export const PRICE_LISTS = [
  { code: 'PL-GARAGE', name: 'Garagen und Werkstätten', factor: 1 },
  { code: 'PL-FLEET', name: 'Transport und Flotten', factor: 0.94 },
  { code: 'PL-INDUSTRY', name: 'Industrie', factor: 0.9 },
] as const

/** Which customer uses which list. */
export const CUSTOMER_PRICE_LISTS: Record<string, (typeof PRICE_LISTS)[number]['code']> = {
  '100200': 'PL-GARAGE',
  '100300': 'PL-FLEET',
  '900100': 'PL-GARAGE',
}
