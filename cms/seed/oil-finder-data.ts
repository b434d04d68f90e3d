import type { FuelKey, VehicleCategoryKey } from '../../features/oil-finder/model'
import { L, type Localized } from './types'

/** The seven categories in list order, with their names. */
export const CATEGORY_SEEDS: { key: VehicleCategoryKey; name: Localized<string> }[] = [
  { key: 'car', name: L('Personenwagen', 'Voitures de tourisme', 'Automobili', 'Cars') },
  { key: 'motorcycle', name: L('Motorräder', 'Motos', 'Moto', 'Motorcycles') },
  { key: 'truck', name: L('Lastwagen', 'Camions', 'Autocarri', 'Trucks') },
  { key: 'agriculture', name: L('Landwirtschaft', 'Agriculture', 'Agricoltura', 'Agriculture') },
  {
    key: 'construction',
    name: L('Baumaschinen', 'Engins de chantier', 'Macchine edili', 'Construction machinery'),
  },
  { key: 'marine', name: L('Boote', 'Bateaux', 'Imbarcazioni', 'Marine') },
  {
    key: 'garden',
    name: L('Garten und Forst', 'Jardin et forêt', 'Giardino e foresta', 'Garden and forestry'),
  },
]

/**
 * How a make names its engines. Each entry: engine label, litres, fuel and
 * the power variants in kW; `drive` suffixes mark four-wheel drive variants.
 */
export type EngineSeed = { engine: string; fuel: FuelKey; kw: number[]; litres: number }
export type EngineFamily = { engines: EngineSeed[]; drive?: string; codeLetters: string }

const e = (engine: string, fuel: FuelKey, litres: number, ...kw: number[]): EngineSeed => ({
  engine,
  fuel,
  kw,
  litres,
})

export const ENGINE_FAMILIES = {
  vag: {
    codeLetters: 'CDEB',
    drive: '4Motion',
    engines: [
      e('1.0 TSI', 'petrol', 1.0, 70, 81),
      e('1.2 TSI', 'petrol', 1.2, 77, 81),
      e('1.4 TSI', 'petrol', 1.4, 90, 110, 118),
      e('1.5 TSI', 'petrol', 1.5, 96, 110),
      e('2.0 TSI', 'petrol', 2.0, 140, 180, 221),
      e('3.0 TSI', 'petrol', 3.0, 250),
      e('1.9 TDI', 'diesel', 1.9, 77, 96),
      e('1.6 TDI', 'diesel', 1.6, 66, 85),
      e('2.0 TDI', 'diesel', 2.0, 85, 110, 140, 147),
      e('3.0 TDI', 'diesel', 3.0, 170, 210, 250),
      e('1.4 TSI eHybrid', 'plugInHybrid', 1.4, 150, 180),
      e('1.5 TSI eHybrid', 'plugInHybrid', 1.5, 150, 200),
      e('e-Motor', 'electric', 0, 110, 150, 210),
    ],
  },
  audi: {
    codeLetters: 'CDEH',
    drive: 'quattro',
    engines: [
      e('1.4 TFSI', 'petrol', 1.4, 92, 110),
      e('1.8 TFSI', 'petrol', 1.8, 118, 132),
      e('2.0 TFSI', 'petrol', 2.0, 155, 169, 185),
      e('2.0 TDI', 'diesel', 2.0, 105, 110, 140),
      e('3.0 TDI', 'diesel', 3.0, 160, 180, 200),
      e('30 TFSI', 'petrol', 1.0, 81),
      e('35 TFSI', 'petrol', 1.5, 110),
      e('40 TFSI', 'petrol', 2.0, 140, 150),
      e('45 TFSI', 'petrol', 2.0, 180, 195),
      e('35 TDI', 'diesel', 2.0, 110, 120),
      e('40 TDI', 'diesel', 2.0, 140, 150),
      e('50 TDI', 'diesel', 3.0, 210, 220),
      e('e-tron', 'electric', 0, 170, 220),
    ],
  },
  bmw: {
    codeLetters: 'BN',
    drive: 'xDrive',
    engines: [
      e('16i', 'petrol', 1.6, 90),
      e('18i', 'petrol', 1.5, 100, 103),
      e('20i', 'petrol', 2.0, 135, 141),
      e('25i', 'petrol', 2.5, 160),
      e('30i', 'petrol', 2.0, 180, 190),
      e('35i', 'petrol', 3.0, 225),
      e('40i', 'petrol', 3.0, 250, 275),
      e('16d', 'diesel', 1.5, 85),
      e('18d', 'diesel', 2.0, 100, 110),
      e('20d', 'diesel', 2.0, 140, 145),
      e('30d', 'diesel', 3.0, 195, 210),
      e('30e', 'plugInHybrid', 2.0, 215),
      e('eDrive40', 'electric', 0, 250),
      e('M50', 'electric', 0, 400),
    ],
  },
  mercedes: {
    codeLetters: 'MOT',
    drive: '4MATIC',
    engines: [
      e('180', 'petrol', 1.3, 100),
      e('200', 'petrol', 1.3, 120, 135),
      e('250', 'petrol', 2.0, 155),
      e('300', 'petrol', 2.0, 190, 200),
      e('180 CDI', 'diesel', 1.8, 80),
      e('220 CDI', 'diesel', 2.1, 125),
      e('250 CDI', 'diesel', 2.1, 150),
      e('200 d', 'diesel', 2.0, 110, 120),
      e('220 d', 'diesel', 2.0, 125, 147),
      e('300 d', 'diesel', 2.0, 195),
      e('300 e', 'plugInHybrid', 2.0, 230),
      e('EQ', 'electric', 0, 150, 215),
    ],
  },
  toyota: {
    codeLetters: 'MAGRZ',
    drive: 'AWD',
    engines: [
      e('1.0 VVT-i', 'petrol', 1.0, 53),
      e('1.33 Dual VVT-i', 'petrol', 1.33, 73),
      e('1.5 Hybrid', 'hybrid', 1.5, 85),
      e('1.8 Hybrid', 'hybrid', 1.8, 90, 103),
      e('2.0 Hybrid', 'hybrid', 2.0, 135),
      e('2.5 Hybrid', 'hybrid', 2.5, 160),
      e('2.0 D-4D', 'diesel', 2.0, 105),
      e('2.4 D-4D', 'diesel', 2.4, 110),
      e('2.8 D-4D', 'diesel', 2.8, 150),
      e('3.0 D-4D', 'diesel', 3.0, 127),
    ],
  },
  generic: {
    codeLetters: 'KHRD',
    drive: '4x4',
    engines: [
      e('1.0', 'petrol', 1.0, 55, 74),
      e('1.2 Turbo', 'petrol', 1.2, 81, 96),
      e('1.5 Turbo', 'petrol', 1.5, 110, 120),
      e('1.6', 'petrol', 1.6, 77, 85),
      e('2.0 Turbo', 'petrol', 2.0, 147, 180),
      e('1.5 Diesel', 'diesel', 1.5, 85, 96),
      e('1.6 Diesel', 'diesel', 1.6, 70, 85),
      e('2.0 Diesel', 'diesel', 2.0, 110, 130),
      e('1.6 Hybrid', 'hybrid', 1.6, 104),
      e('Elektro', 'electric', 0, 100, 150),
    ],
  },
  tesla: {
    codeLetters: 'T',
    drive: 'Dual Motor',
    engines: [
      e('Standard Range', 'electric', 0, 208),
      e('Long Range', 'electric', 0, 324, 366),
      e('Performance', 'electric', 0, 393, 460),
    ],
  },
  moto: {
    codeLetters: 'MDK',
    engines: [
      e('125', 'petrol', 0.125, 11),
      e('390', 'petrol', 0.373, 32),
      e('690', 'petrol', 0.693, 55),
      e('800', 'petrol', 0.8, 70, 81),
      e('900', 'petrol', 0.9, 85, 93),
      e('1000', 'petrol', 1.0, 110, 132),
      e('1200', 'petrol', 1.2, 100, 125),
      e('1300', 'petrol', 1.3, 114, 130),
    ],
  },
  harley: {
    codeLetters: 'HD',
    engines: [
      e('Milwaukee-Eight 107', 'petrol', 1.75, 68),
      e('Milwaukee-Eight 114', 'petrol', 1.87, 69, 71),
      e('Milwaukee-Eight 117', 'petrol', 1.92, 76),
      e('Revolution Max 975', 'petrol', 0.975, 67),
      e('Revolution Max 1250', 'petrol', 1.25, 110),
    ],
  },
  truck: {
    codeLetters: 'DCSOM',
    drive: '6x4',
    engines: [
      e('5.1 Euro 6', 'diesel', 5.1, 115, 130, 170),
      e('7.7 Euro 6', 'diesel', 7.7, 175, 220, 260),
      e('9.3 Euro 6', 'diesel', 9.3, 235, 265),
      e('10.7 Euro 6', 'diesel', 10.7, 265, 290),
      e('12.8 Euro 5', 'diesel', 12.8, 320, 360),
      e('12.8 Euro 6', 'diesel', 12.8, 309, 331, 353),
      e('13.0 Euro 6', 'diesel', 13.0, 338, 375),
      e('16.4 V8', 'diesel', 16.4, 390, 441, 485),
      e('Electric', 'electric', 0, 230, 330),
    ],
  },
  tractor: {
    codeLetters: 'PSAG',
    drive: 'Allrad',
    engines: [
      e('2.9 Stage V', 'diesel', 2.9, 55, 66),
      e('3.6 Stage V', 'diesel', 3.6, 75, 85),
      e('4.5 Stage V', 'diesel', 4.5, 88, 103),
      e('6.1 Stage V', 'diesel', 6.1, 125, 147, 162),
      e('6.8 Stage V', 'diesel', 6.8, 170, 191),
      e('9.0 Stage V', 'diesel', 9.0, 235, 273),
      e('12.4 Stage V', 'diesel', 12.4, 330, 380),
    ],
  },
  construction: {
    codeLetters: 'CCDT',
    engines: [
      e('3.4 Stage V', 'diesel', 3.4, 55, 74),
      e('4.4 Stage V', 'diesel', 4.4, 93, 105),
      e('6.7 Stage V', 'diesel', 6.7, 129, 158),
      e('9.3 Stage V', 'diesel', 9.3, 210, 250),
      e('15.2 Stage V', 'diesel', 15.2, 340, 400),
    ],
  },
  outboard: {
    codeLetters: 'F',
    engines: [
      e('F20', 'petrol', 0.43, 15),
      e('F40', 'petrol', 0.75, 29),
      e('F60', 'petrol', 1.0, 44),
      e('F100', 'petrol', 1.8, 74),
      e('F150', 'petrol', 2.8, 110),
      e('F200', 'petrol', 2.8, 147),
      e('F300', 'petrol', 4.2, 221),
    ],
  },
  inboard: {
    codeLetters: 'D',
    engines: [
      e('D2-75', 'diesel', 2.2, 55),
      e('D4-320', 'diesel', 3.7, 235),
      e('D6-440', 'diesel', 5.5, 324),
      e('V8-300', 'petrol', 5.7, 221),
      e('V8-350', 'petrol', 6.2, 257),
    ],
  },
  garden: {
    codeLetters: 'G',
    engines: [
      e('B&S 575EX', 'petrol', 0.14, 2),
      e('B&S 675EXi', 'petrol', 0.16, 2.3),
      e('Honda GCV170', 'petrol', 0.17, 2.6),
      e('Kawasaki FR651V', 'petrol', 0.73, 15),
      e('Kawasaki FS730V', 'petrol', 0.73, 18),
      e('Akku 36 V', 'electric', 0, 1.5),
    ],
  },
} satisfies Record<string, EngineFamily>
export type EngineFamilyKey = keyof typeof ENGINE_FAMILIES

/** A make, the categories it builds for (with the engine family of its models there; the models and their generations are in vehicle-generations.ts) and its logo colour. */
export type MakeSeed = {
  name: string
  popular?: boolean
  color: string
  models: Partial<Record<VehicleCategoryKey, { family: EngineFamilyKey; names: string[] }>>
}

const car = (family: EngineFamilyKey, ...names: string[]) => ({ car: { family, names } })

/** 40 makes; every model name becomes one or more generations (models) below. */
export const MAKE_SEEDS: MakeSeed[] = [
  {
    name: 'VW',
    popular: true,
    color: '#001e50',
    models: {
      ...car(
        'vag',
        'Golf',
        'Polo',
        'Passat',
        'Tiguan',
        'T-Roc',
        'Touran',
        'Touareg',
        'Arteon',
        'ID.3',
        'ID.4',
        'Caddy',
        'Transporter',
      ),
    },
  },
  {
    name: 'Audi',
    popular: true,
    color: '#1a1a1a',
    models: car('audi', 'A1', 'A3', 'A4', 'A6', 'Q2', 'Q3', 'Q5', 'Q7', 'Q4 e-tron', 'TT'),
  },
  {
    name: 'BMW',
    popular: true,
    color: '#0066b1',
    models: {
      ...car('bmw', '1er', '2er', '3er', '5er', 'X1', 'X3', 'X5', 'i4'),
      motorcycle: { family: 'moto', names: ['R 1250 GS', 'S 1000 RR', 'F 900 R', 'R nineT', 'G 310 R'] },
    },
  },
  {
    name: 'Mercedes-Benz',
    popular: true,
    color: '#333333',
    models: {
      ...car(
        'mercedes',
        'A-Klasse',
        'B-Klasse',
        'C-Klasse',
        'E-Klasse',
        'GLA',
        'GLC',
        'GLE',
        'Vito',
        'Sprinter',
      ),
      truck: { family: 'truck', names: ['Actros', 'Arocs', 'Atego', 'eActros'] },
    },
  },
  {
    name: 'Toyota',
    popular: true,
    color: '#eb0a1e',
    models: car('toyota', 'Yaris', 'Corolla', 'C-HR', 'RAV4', 'Aygo X', 'Hilux', 'Land Cruiser', 'Prius'),
  },
  {
    name: 'Škoda',
    color: '#4ba82e',
    models: car('vag', 'Fabia', 'Scala', 'Octavia', 'Superb', 'Kamiq', 'Karoq', 'Kodiaq', 'Enyaq'),
  },
  { name: 'Seat', color: '#d4541c', models: car('vag', 'Ibiza', 'Leon', 'Arona', 'Ateca', 'Tarraco') },
  {
    name: 'Opel',
    color: '#f7ff14',
    models: car('generic', 'Corsa', 'Astra', 'Insignia', 'Mokka', 'Grandland', 'Zafira'),
  },
  {
    name: 'Ford',
    color: '#003478',
    models: car(
      'generic',
      'Fiesta',
      'Focus',
      'Kuga',
      'Puma',
      'Mondeo',
      'Ranger',
      'Transit',
      'Mustang Mach-E',
    ),
  },
  {
    name: 'Renault',
    color: '#ffcc33',
    models: car('generic', 'Clio', 'Captur', 'Mégane', 'Austral', 'Kangoo', 'Zoe'),
  },
  {
    name: 'Peugeot',
    color: '#1c1c1c',
    models: car('generic', '208', '308', '2008', '3008', '5008', 'Partner'),
  },
  { name: 'Volvo', color: '#1c3f94', models: car('generic', 'XC40', 'XC60', 'XC90', 'V60', 'V90', 'EX30') },
  {
    name: 'Hyundai',
    color: '#002c5f',
    models: car('generic', 'i10', 'i20', 'i30', 'Tucson', 'Kona', 'Ioniq 5'),
  },
  { name: 'Porsche', color: '#b12b28', models: car('audi', '911', 'Cayenne', 'Macan', 'Panamera', 'Taycan') },
  { name: 'Tesla', color: '#cc0000', models: car('tesla', 'Model 3', 'Model Y', 'Model S', 'Model X') },
  {
    name: 'Honda',
    color: '#cc0000',
    models: {
      ...car('generic', 'Jazz', 'Civic', 'HR-V', 'CR-V'),
      motorcycle: {
        family: 'moto',
        names: ['CB500F', 'CBR1000RR Fireblade', 'Africa Twin', 'NC750X', 'Gold Wing'],
      },
      garden: { family: 'garden', names: ['HRX 476', 'HRG 466', 'HF 2417'] },
    },
  },
  {
    name: 'Suzuki',
    color: '#e30613',
    models: {
      ...car('generic', 'Swift', 'Vitara', 'S-Cross', 'Jimny'),
      motorcycle: { family: 'moto', names: ['GSX-R1000', 'V-Strom 650', 'SV650', 'Hayabusa'] },
    },
  },
  {
    name: 'Ducati',
    popular: true,
    color: '#cc0000',
    models: {
      motorcycle: {
        family: 'moto',
        names: [
          'Panigale V4',
          'Monster',
          'Multistrada V4',
          'Scrambler',
          'Diavel V4',
          'Streetfighter V4',
          'Hypermotard 950',
        ],
      },
    },
  },
  {
    name: 'KTM',
    popular: true,
    color: '#ff6600',
    models: {
      motorcycle: {
        family: 'moto',
        names: [
          '390 Duke',
          '790 Duke',
          '1290 Super Duke R',
          '890 Adventure',
          '1290 Super Adventure',
          '350 EXC-F',
          '450 SX-F',
        ],
      },
    },
  },
  {
    name: 'Harley-Davidson',
    color: '#f26f21',
    models: {
      motorcycle: {
        family: 'harley',
        names: ['Street Glide', 'Road King', 'Fat Boy', 'Sportster S', 'Pan America', 'Low Rider'],
      },
    },
  },
  {
    name: 'Kawasaki',
    color: '#66cc33',
    models: {
      motorcycle: { family: 'moto', names: ['Z900', 'Ninja ZX-10R', 'Versys 650', 'Z650', 'Vulcan S'] },
    },
  },
  {
    name: 'Triumph',
    color: '#1a1a1a',
    models: {
      motorcycle: {
        family: 'moto',
        names: ['Street Triple 765', 'Speed Triple 1200', 'Tiger 900', 'Bonneville T120', 'Trident 660'],
      },
    },
  },
  {
    name: 'Yamaha',
    color: '#2b2d83',
    models: {
      motorcycle: {
        family: 'moto',
        names: ['MT-07', 'MT-09', 'YZF-R1', 'Ténéré 700', 'Tracer 9', 'XMAX 300'],
      },
    },
  },
  {
    name: 'Scania',
    popular: true,
    color: '#041e42',
    models: { truck: { family: 'truck', names: ['R-Serie', 'S-Serie', 'G-Serie', 'P-Serie', 'L-Serie'] } },
  },
  {
    name: 'MAN',
    color: '#e40045',
    models: { truck: { family: 'truck', names: ['TGX', 'TGS', 'TGM', 'TGL', 'eTGM'] } },
  },
  {
    name: 'Iveco',
    color: '#00529b',
    models: { truck: { family: 'truck', names: ['S-Way', 'X-Way', 'Eurocargo', 'Daily'] } },
  },
  { name: 'DAF', color: '#003a70', models: { truck: { family: 'truck', names: ['XF', 'XG', 'CF', 'LF'] } } },
  {
    name: 'John Deere',
    popular: true,
    color: '#367c2b',
    models: { agriculture: { family: 'tractor', names: ['6R', '7R', '8R', '5M', '6M', '5R'] } },
  },
  {
    name: 'Fendt',
    popular: true,
    color: '#5b8c3a',
    models: {
      agriculture: {
        family: 'tractor',
        names: ['200 Vario', '300 Vario', '500 Vario', '700 Vario', '900 Vario', '1000 Vario'],
      },
    },
  },
  {
    name: 'Claas',
    color: '#b5bd00',
    models: {
      agriculture: {
        family: 'tractor',
        names: ['Arion 400', 'Arion 600', 'Axion 800', 'Axion 900', 'Lexion'],
      },
    },
  },
  {
    name: 'New Holland',
    color: '#0047ab',
    models: { agriculture: { family: 'tractor', names: ['T5', 'T6', 'T7', 'T8', 'TK4'] } },
  },
  {
    name: 'Deutz-Fahr',
    color: '#5aa02c',
    models: { agriculture: { family: 'tractor', names: ['5D', '5G', '6 Series', '7 Series', '8280 TTV'] } },
  },
  {
    name: 'Caterpillar',
    color: '#ffcd11',
    models: {
      construction: {
        family: 'construction',
        names: [
          '320 Hydraulikbagger',
          '336 Hydraulikbagger',
          '950 Radlader',
          'D6 Dozer',
          '308 Minibagger',
          '745 Dumper',
        ],
      },
    },
  },
  {
    name: 'Liebherr',
    color: '#ffd500',
    models: {
      construction: { family: 'construction', names: ['R 920', 'R 938', 'L 550', 'L 566', 'A 918'] },
    },
  },
  {
    name: 'Komatsu',
    color: '#1b3a7a',
    models: { construction: { family: 'construction', names: ['PC210', 'PC360', 'WA380', 'D65'] } },
  },
  {
    name: 'Yamaha Marine',
    color: '#2b2d83',
    models: {
      marine: { family: 'outboard', names: ['F-Serie Viertakt', 'VF Viertakt', 'XF Offshore', 'Portable'] },
    },
  },
  {
    name: 'Mercury Marine',
    color: '#111111',
    models: { marine: { family: 'outboard', names: ['FourStroke', 'Pro XS', 'Verado', 'SeaPro'] } },
  },
  {
    name: 'Volvo Penta',
    color: '#1c3f94',
    models: { marine: { family: 'inboard', names: ['Aquamatic', 'IPS', 'Inboard Diesel', 'DPS Duoprop'] } },
  },
  {
    name: 'Husqvarna',
    color: '#273a60',
    models: {
      garden: { family: 'garden', names: ['LC 140S', 'LC 247', 'TC 138', 'TS 142', 'Automower 430X'] },
    },
  },
  {
    name: 'Stihl',
    color: '#f37a1f',
    models: { garden: { family: 'garden', names: ['RM 248', 'RM 448', 'RM 545', 'RT 4082', 'RMA 339'] } },
  },
]

/** Cantons by how often their plates are seeded (more cars in bigger cantons). */
export const PLATE_CANTONS = [
  'ZH',
  'ZH',
  'ZH',
  'BE',
  'BE',
  'AG',
  'AG',
  'VD',
  'VD',
  'SG',
  'LU',
  'TI',
  'GE',
  'BL',
  'FR',
  'SO',
  'TG',
  'VS',
  'GR',
  'NE',
  'SZ',
  'ZG',
  'BS',
  'SH',
  'JU',
  'AR',
  'NW',
  'OW',
  'GL',
  'UR',
  'AI',
]

/** The disclaimer every tenant starts with. */
export const DISCLAIMER: { title: Localized<string>; text: Localized<string> } = {
  title: L(
    'Hinweis zur Ölempfehlung',
    'Remarque sur la recommandation d’huile',
    'Avvertenza sulla raccomandazione dell’olio',
    'About the oil recommendation',
  ),
  text: L(
    'Die Empfehlungen beruhen auf Herstellerangaben und unserer Erfahrung. Sie ersetzen nicht die Betriebsanleitung Ihres Fahrzeugs: Massgebend sind die dort genannten Spezifikationen, Füllmengen und Wechselintervalle.\n\nFüllmengen sind Richtwerte; prüfen Sie den Stand nach dem Befüllen. Für Schäden durch falsche Anwendung übernehmen wir keine Haftung.',
    'Les recommandations reposent sur les indications des constructeurs et sur notre expérience. Elles ne remplacent pas le manuel de votre véhicule : les spécifications, quantités et intervalles qui y figurent font foi.\n\nLes quantités sont indicatives ; contrôlez le niveau après le remplissage. Nous déclinons toute responsabilité en cas de mauvaise utilisation.',
    'Le raccomandazioni si basano sulle indicazioni dei costruttori e sulla nostra esperienza. Non sostituiscono il manuale del veicolo: fanno fede le specifiche, le quantità e gli intervalli ivi indicati.\n\nLe quantità sono indicative; controllare il livello dopo il riempimento. Non rispondiamo di danni dovuti a un uso errato.',
    'The recommendations are based on manufacturers’ data and our experience. They do not replace your vehicle’s manual: the specifications, capacities and intervals given there prevail.\n\nCapacities are guide values; check the level after filling. We accept no liability for damage caused by incorrect use.',
  ),
}

/** The quick access list of the main tenant: make and model name of each popular vehicle (its first type). */
export const QUICK_ACCESS: [make: string, model: string][] = [
  ['VW', 'Golf'],
  ['Škoda', 'Octavia'],
  ['BMW', '3er'],
  ['Toyota', 'Yaris'],
  ['Tesla', 'Model 3'],
  ['Ducati', 'Monster'],
  ['Scania', 'R-Serie'],
  ['Fendt', '700 Vario'],
]
