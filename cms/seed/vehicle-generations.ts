import type { EngineSeed } from './oil-finder-data'

/**
 * Model generations of the oil finder's makes with the years they were built
 * (the newest still built: no end year), as the trade knows them: "Golf VII"
 * 2012–2020, "3er (G20)" since 2019, "Actros (MP5)" since 2019. A model's
 * engines are the make's engine family narrowed to the generation's years
 * (ENGINE_YEARS) and the model's power range; motorcycles and garden machines
 * name their engines themselves.
 */
export type Generation = { label: string; from: number; to: number | null }
export type ModelSeed = {
  name: string
  generations: Generation[]
  /** The power range of the model's engines in kW (engines of the family outside it are not offered). */
  kw?: [number, number]
  /** Only these drives (e.g. electric cars). */
  fuels?: EngineSeed['fuel'][]
  /** The model's own engines (motorcycles, garden machines): they replace the family's. */
  engines?: EngineSeed[]
}

const g = (label: string, from: number, to: number | null = null): Generation => ({ label, from, to })
const m = (name: string, kw: [number, number] | undefined, ...generations: Generation[]): ModelSeed => ({
  name,
  kw,
  generations,
})
const ev = (name: string, ...generations: Generation[]): ModelSeed => ({
  name,
  fuels: ['electric'],
  generations,
})
const own = (name: string, engines: EngineSeed[], ...generations: Generation[]): ModelSeed => ({
  name,
  engines,
  generations,
})
const engine = (label: string, litres: number, ...kw: number[]): EngineSeed => ({
  engine: label,
  fuel: 'petrol',
  litres,
  kw,
})
const battery = (label: string, ...kw: number[]): EngineSeed => ({
  engine: label,
  fuel: 'electric',
  litres: 0,
  kw,
})
/** An engine by its maker's name (Harley-Davidson, outboards). */
const named = (label: string, litres: number, ...kw: number[]): EngineSeed => engine(label, litres, ...kw)
/** A motorcycle's engine: displacement in cm³ and power in kW. */
const bike = (cm3: number, ...kw: number[]): EngineSeed => engine(`${cm3} cm³`, cm3 / 1000, ...kw)

/** Years of the engines of a family (by family and engine label): an engine is only offered in generations built while it was. */
export const ENGINE_YEARS: Record<string, Record<string, [number, number | null]>> = {
  vag: {
    '1.0 TSI': [2015, null],
    '1.2 TSI': [2010, 2018],
    '1.4 TSI': [2007, 2020],
    '1.5 TSI': [2017, null],
    '2.0 TSI': [2009, null],
    '3.0 TSI': [2018, null],
    '1.9 TDI': [1996, 2010],
    '1.6 TDI': [2009, 2020],
    '2.0 TDI': [2008, null],
    '3.0 TDI': [2010, null],
    '1.4 TSI eHybrid': [2014, 2020],
    '1.5 TSI eHybrid': [2020, null],
    'e-Motor': [2019, null],
  },
  audi: {
    '1.4 TFSI': [2007, 2018],
    '1.8 TFSI': [2007, 2018],
    '2.0 TFSI': [2004, 2018],
    '2.0 TDI': [2008, 2018],
    '3.0 TDI': [2004, 2018],
    '30 TFSI': [2018, null],
    '35 TFSI': [2018, null],
    '40 TFSI': [2018, null],
    '45 TFSI': [2018, null],
    '35 TDI': [2018, null],
    '40 TDI': [2018, null],
    '50 TDI': [2018, null],
    'e-tron': [2018, null],
  },
  bmw: {
    '16i': [2004, 2015],
    '18i': [2004, null],
    '20i': [2005, null],
    '25i': [2005, 2016],
    '30i': [2005, null],
    '35i': [2006, 2016],
    '40i': [2015, null],
    '16d': [2007, 2019],
    '18d': [2007, null],
    '20d': [2005, null],
    '30d': [2005, null],
    '30e': [2015, null],
    eDrive40: [2021, null],
    M50: [2021, null],
  },
  mercedes: {
    '180': [2012, null],
    '200': [2007, null],
    '250': [2007, 2018],
    '300': [2018, null],
    '180 CDI': [2003, 2015],
    '220 CDI': [2003, 2015],
    '250 CDI': [2009, 2015],
    '200 d': [2014, null],
    '220 d': [2014, null],
    '300 d': [2018, null],
    '300 e': [2019, null],
    EQ: [2019, null],
  },
  toyota: {
    '1.0 VVT-i': [2005, null],
    '1.33 Dual VVT-i': [2009, 2019],
    '1.5 Hybrid': [2020, null],
    '1.8 Hybrid': [2009, null],
    '2.0 Hybrid': [2019, null],
    '2.5 Hybrid': [2018, null],
    '2.0 D-4D': [2006, 2019],
    '2.4 D-4D': [2015, null],
    '2.8 D-4D': [2015, null],
    '3.0 D-4D': [2002, 2015],
  },
  generic: {
    '1.0': [2003, null],
    '1.2 Turbo': [2012, null],
    '1.5 Turbo': [2016, null],
    '1.6': [2000, 2015],
    '2.0 Turbo': [2006, null],
    '1.5 Diesel': [2014, null],
    '1.6 Diesel': [2008, 2018],
    '2.0 Diesel': [2006, null],
    '1.6 Hybrid': [2016, null],
    Elektro: [2012, null],
  },
  truck: {
    '5.1 Euro 6': [2013, null],
    '7.7 Euro 6': [2013, null],
    '9.3 Euro 6': [2013, null],
    '10.7 Euro 6': [2013, null],
    '12.8 Euro 6': [2013, null],
    '13.0 Euro 6': [2013, null],
    '16.4 V8': [2013, null],
    '12.8 Euro 5': [2007, 2014],
    Electric: [2018, null],
  },
}

/** Model generations by make; every model name of a make is listed with its generations, oldest first. */
export const MODEL_GENERATIONS: Record<string, Partial<Record<string, ModelSeed[]>>> = {
  VW: {
    car: [
      m('Golf', [63, 245], g('V', 2003, 2008), g('VI', 2008, 2012), g('VII', 2012, 2020), g('VIII', 2019)),
      m('Polo', [55, 152], g('V', 2009, 2017), g('VI', 2017)),
      m('Passat', [88, 200], g('B7', 2010, 2014), g('B8', 2014, 2023), g('B9', 2023)),
      m('Tiguan', [85, 235], g('I', 2007, 2016), g('II', 2016, 2024), g('III', 2024)),
      m('T-Roc', [81, 221], g('', 2017)),
      m('Touran', [81, 140], g('I', 2003, 2015), g('II', 2015)),
      m('Touareg', [170, 340], g('II', 2010, 2018), g('III', 2018)),
      m('Arteon', [110, 235], g('', 2017, 2024)),
      ev('ID.3', g('', 2019)),
      ev('ID.4', g('', 2020)),
      m('Caddy', [55, 90], g('III', 2003, 2020), g('V', 2020)),
      m(
        'Transporter',
        [62, 150],
        g('T5', 2003, 2015),
        g('T6', 2015, 2019),
        g('T6.1', 2019, 2024),
        g('T7', 2024),
      ),
    ],
  },
  Audi: {
    car: [
      m('A1', [60, 150], g('8X', 2010, 2018), g('GB', 2018)),
      m('A3', [81, 221], g('8P', 2003, 2012), g('8V', 2012, 2020), g('8Y', 2020)),
      m('A4', [100, 210], g('B8', 2007, 2015), g('B9', 2015, 2024)),
      m('A6', [130, 250], g('C7', 2011, 2018), g('C8', 2018)),
      m('Q2', [81, 221], g('', 2016)),
      m('Q3', [100, 221], g('8U', 2011, 2018), g('F3', 2018)),
      m('Q5', [110, 250], g('8R', 2008, 2017), g('FY', 2017)),
      m('Q7', [160, 300], g('4L', 2006, 2015), g('4M', 2015)),
      ev('Q4 e-tron', g('', 2021)),
      m('TT', [110, 230], g('8J', 2006, 2014), g('8S', 2014, 2023)),
    ],
  },
  BMW: {
    car: [
      m('1er', [80, 240], g('(E87)', 2004, 2011), g('(F20)', 2011, 2019), g('(F40)', 2019, 2024)),
      m('2er', [100, 275], g('(F22)', 2014, 2021), g('(G42)', 2021)),
      m('3er', [100, 275], g('(E90)', 2005, 2012), g('(F30)', 2012, 2019), g('(G20)', 2019)),
      m('5er', [120, 275], g('(F10)', 2010, 2017), g('(G30)', 2017, 2023), g('(G60)', 2023)),
      m('X1', [100, 235], g('(E84)', 2009, 2015), g('(F48)', 2015, 2022), g('(U11)', 2022)),
      m('X3', [110, 275], g('(F25)', 2010, 2017), g('(G01)', 2017, 2024), g('(G45)', 2024)),
      m('X5', [170, 400], g('(E70)', 2006, 2013), g('(F15)', 2013, 2018), g('(G05)', 2018)),
      ev('i4', g('(G26)', 2021)),
    ],
    motorcycle: [
      own('R 1250 GS', [bike(1254, 100)], g('', 2019, 2023)),
      own('S 1000 RR', [bike(999, 152)], g('', 2019)),
      own('F 900 R', [bike(895, 77)], g('', 2020)),
      own('R nineT', [bike(1170, 81)], g('', 2014, 2023)),
      own('G 310 R', [bike(313, 25)], g('', 2016)),
    ],
  },
  'Mercedes-Benz': {
    car: [
      m('A-Klasse', [80, 165], g('(W176)', 2012, 2018), g('(W177)', 2018)),
      m('B-Klasse', [80, 165], g('(W246)', 2011, 2018), g('(W247)', 2018)),
      m('C-Klasse', [100, 230], g('(W204)', 2007, 2014), g('(W205)', 2014, 2021), g('(W206)', 2021)),
      m('E-Klasse', [110, 235], g('(W212)', 2009, 2016), g('(W213)', 2016, 2023), g('(W214)', 2023)),
      m('GLA', [100, 165], g('(X156)', 2013, 2019), g('(H247)', 2020)),
      m('GLC', [120, 235], g('(X253)', 2015, 2022), g('(X254)', 2022)),
      m('GLE', [150, 300], g('(W166)', 2015, 2019), g('(V167)', 2019)),
      m('Vito', [80, 150], g('(W639)', 2003, 2014), g('(W447)', 2014)),
      m('Sprinter', [80, 150], g('(906)', 2006, 2018), g('(907)', 2018)),
    ],
    truck: [
      m('Actros', [300, 460], g('(MP4)', 2011, 2019), g('(MP5)', 2019)),
      m('Arocs', [230, 460], g('', 2013)),
      m('Atego', [110, 240], g('', 2013)),
      ev('eActros', g('', 2021)),
    ],
  },
  Toyota: {
    car: [
      m('Yaris', [50, 120], g('(XP130)', 2011, 2020), g('(XP210)', 2020)),
      m('Corolla', [85, 145], g('(E210)', 2019)),
      m('C-HR', [85, 145], g('I', 2016, 2023), g('II', 2023)),
      m('RAV4', [100, 170], g('(XA40)', 2013, 2018), g('(XA50)', 2018)),
      m('Aygo X', [50, 60], g('', 2022)),
      m('Hilux', [100, 160], g('(AN120)', 2015)),
      m('Land Cruiser', [100, 160], g('(J150)', 2009, 2023), g('(J250)', 2024)),
      m('Prius', [85, 165], g('(XW30)', 2009, 2015), g('(XW50)', 2015, 2022), g('(XW60)', 2023)),
    ],
  },
  Škoda: {
    car: [
      m('Fabia', [50, 140], g('III', 2014, 2021), g('IV', 2021)),
      m('Scala', [70, 120], g('', 2019)),
      m('Octavia', [66, 200], g('II', 2004, 2013), g('III', 2013, 2020), g('IV', 2020)),
      m('Superb', [88, 200], g('II', 2008, 2015), g('III', 2015, 2023), g('IV', 2023)),
      m('Kamiq', [70, 120], g('', 2019)),
      m('Karoq', [81, 140], g('', 2017)),
      m('Kodiaq', [96, 180], g('I', 2016, 2024), g('II', 2024)),
      ev('Enyaq', g('', 2020)),
    ],
  },
  Seat: {
    car: [
      m('Ibiza', [55, 115], g('IV', 2008, 2017), g('V', 2017)),
      m('Leon', [66, 221], g('III', 2012, 2020), g('IV', 2020)),
      m('Arona', [70, 115], g('', 2017)),
      m('Ateca', [81, 140], g('', 2016)),
      m('Tarraco', [110, 180], g('', 2018)),
    ],
  },
  Opel: {
    car: [
      m('Corsa', [50, 100], g('E', 2014, 2019), g('F', 2019)),
      m('Astra', [70, 150], g('J', 2009, 2015), g('K', 2015, 2021), g('L', 2021)),
      m('Insignia', [81, 190], g('A', 2008, 2017), g('B', 2017, 2022)),
      m('Mokka', [74, 120], g('I', 2012, 2019), g('II', 2020)),
      m('Grandland', [96, 150], g('X', 2017, 2024), g('II', 2024)),
      m('Zafira', [85, 150], g('Tourer', 2011, 2019), g('Life', 2019)),
    ],
  },
  Ford: {
    car: [
      m('Fiesta', [55, 147], g('Mk7', 2008, 2017), g('Mk8', 2017, 2023)),
      m('Focus', [74, 206], g('Mk3', 2011, 2018), g('Mk4', 2018, 2025)),
      m('Kuga', [88, 180], g('II', 2012, 2019), g('III', 2019)),
      m('Puma', [70, 147], g('', 2019)),
      m('Mondeo', [88, 180], g('Mk4', 2007, 2014), g('Mk5', 2014, 2022)),
      m('Ranger', [96, 180], g('T6', 2011, 2022), g('', 2022)),
      m('Transit', [77, 140], g('', 2014)),
      ev('Mustang Mach-E', g('', 2020)),
    ],
  },
  Renault: {
    car: [
      m('Clio', [55, 110], g('IV', 2012, 2019), g('V', 2019)),
      m('Captur', [66, 120], g('I', 2013, 2019), g('II', 2019)),
      m('Mégane', [80, 221], g('III', 2008, 2016), g('IV', 2016, 2023)),
      m('Austral', [96, 150], g('', 2022)),
      m('Kangoo', [55, 100], g('II', 2008, 2021), g('III', 2021)),
      ev('Zoe', g('', 2012, 2024)),
    ],
  },
  Peugeot: {
    car: [
      m('208', [55, 115], g('I', 2012, 2019), g('II', 2019)),
      m('308', [80, 150], g('II', 2013, 2021), g('III', 2021)),
      m('2008', [74, 115], g('I', 2013, 2019), g('II', 2019)),
      m('3008', [96, 150], g('II', 2016, 2023), g('III', 2023)),
      m('5008', [96, 150], g('II', 2017, 2023), g('III', 2024)),
      m('Partner', [55, 100], g('', 2018)),
    ],
  },
  Volvo: {
    car: [
      m('XC40', [95, 185], g('', 2017)),
      m('XC60', [110, 235], g('I', 2008, 2017), g('II', 2017)),
      m('XC90', [140, 235], g('I', 2002, 2014), g('II', 2014)),
      m('V60', [110, 235], g('I', 2010, 2018), g('II', 2018)),
      m('V90', [110, 235], g('', 2016, 2024)),
      ev('EX30', g('', 2023)),
    ],
  },
  Hyundai: {
    car: [
      m('i10', [49, 74], g('II', 2013, 2019), g('III', 2019)),
      m('i20', [55, 150], g('II', 2014, 2020), g('III', 2020)),
      m('i30', [70, 206], g('II', 2011, 2016), g('III', 2016)),
      m('Tucson', [85, 195], g('III', 2015, 2020), g('IV', 2020)),
      m('Kona', [85, 150], g('I', 2017, 2023), g('II', 2023)),
      ev('Ioniq 5', g('', 2021)),
    ],
  },
  Porsche: {
    car: [
      own(
        '911',
        [named('Carrera', 3.0, 283), named('Carrera S', 3.0, 331), named('Turbo S', 3.7, 478)],
        g('(991)', 2011, 2019),
        g('(992)', 2019),
      ),
      own(
        'Cayenne',
        [
          named('3.0 V6', 3.0, 250),
          named('S 2.9 V6', 2.9, 324),
          named('Turbo 4.0 V8', 4.0, 404),
          { engine: 'E-Hybrid', fuel: 'plugInHybrid', litres: 3.0, kw: [346] },
        ],
        g('(92A)', 2010, 2017),
        g('(9YA)', 2017),
      ),
      own(
        'Macan',
        [named('2.0', 2.0, 180), named('S 2.9 V6', 2.9, 280), named('GTS 2.9 V6', 2.9, 324)],
        g('(95B)', 2014, 2024),
      ),
      own(
        'Panamera',
        [
          named('4 2.9 V6', 2.9, 243),
          named('4S 2.9 V6', 2.9, 324),
          named('Turbo 4.0 V8', 4.0, 404),
          { engine: '4 E-Hybrid', fuel: 'plugInHybrid', litres: 2.9, kw: [340] },
        ],
        g('(970)', 2009, 2016),
        g('(971)', 2016, 2023),
        g('(976)', 2023),
      ),
      ev('Taycan', g('', 2019)),
    ],
  },
  Tesla: {
    car: [
      ev('Model 3', g('', 2017)),
      ev('Model Y', g('', 2020)),
      ev('Model S', g('', 2012)),
      ev('Model X', g('', 2015)),
    ],
  },
  Honda: {
    car: [
      m('Jazz', [66, 100], g('III', 2013, 2020), g('IV', 2020)),
      m('Civic', [88, 235], g('X', 2017, 2022), g('XI', 2022)),
      m('HR-V', [80, 110], g('II', 2015, 2021), g('III', 2021)),
      m('CR-V', [110, 150], g('IV', 2012, 2018), g('V', 2018, 2023), g('VI', 2023)),
    ],
    motorcycle: [
      own('CB500F', [bike(471, 35)], g('', 2013)),
      own('CBR1000RR Fireblade', [bike(999, 141)], g('(SC77)', 2017, 2019), g('(SC82)', 2020)),
      own('Africa Twin', [bike(998, 70)], g('(CRF1000L)', 2016, 2019)),
      own('Africa Twin', [bike(1084, 75)], g('(CRF1100L)', 2020)),
      own('NC750X', [bike(745, 43)], g('', 2014)),
      own('Gold Wing', [bike(1833, 93)], g('', 2018)),
    ],
    garden: [
      own('HRX 476', [engine('Honda GCV170', 0.17, 3.3)], g('', 2013)),
      own('HRG 466', [engine('Honda GCV145', 0.15, 2.6)], g('', 2014)),
      own('HF 2417', [engine('Honda GXV530', 0.53, 12.2)], g('', 2016)),
    ],
  },
  Suzuki: {
    car: [
      m('Swift', [60, 105], g('V', 2017, 2024), g('VI', 2024)),
      m('Vitara', [80, 105], g('IV', 2015)),
      m('S-Cross', [80, 105], g('I', 2013, 2021), g('II', 2021)),
      m('Jimny', [70, 80], g('IV', 2018)),
    ],
    motorcycle: [
      own('GSX-R1000', [bike(999, 148)], g('', 2017)),
      own('V-Strom 650', [bike(645, 51)], g('', 2017)),
      own('SV650', [bike(645, 55)], g('', 2016)),
      own('Hayabusa', [bike(1340, 140)], g('', 2021)),
    ],
  },
  Ducati: {
    motorcycle: [
      own('Panigale V4', [bike(1103, 158)], g('', 2018)),
      own('Monster', [bike(937, 82)], g('', 2021)),
      own('Multistrada V4', [bike(1158, 125)], g('', 2021)),
      own('Scrambler', [bike(803, 54)], g('', 2015)),
      own('Diavel V4', [bike(1158, 124)], g('', 2023)),
      own('Streetfighter V4', [bike(1103, 153)], g('', 2020)),
      own('Hypermotard 950', [bike(937, 84)], g('', 2019)),
    ],
  },
  KTM: {
    motorcycle: [
      own('390 Duke', [bike(373, 32)], g('', 2017)),
      own('790 Duke', [bike(799, 77)], g('', 2018)),
      own('1290 Super Duke R', [bike(1301, 132)], g('', 2020)),
      own('890 Adventure', [bike(889, 77)], g('', 2021)),
      own('1290 Super Adventure', [bike(1301, 118)], g('', 2021)),
      own('350 EXC-F', [bike(350, 34)], g('', 2017)),
      own('450 SX-F', [bike(450, 47)], g('', 2016)),
    ],
  },
  'Harley-Davidson': {
    motorcycle: [
      own(
        'Street Glide',
        [
          named('Milwaukee-Eight 107', 1.746, 68),
          named('Milwaukee-Eight 114', 1.868, 71),
          named('Milwaukee-Eight 117', 1.923, 77),
        ],
        g('', 2017),
      ),
      own(
        'Road King',
        [named('Milwaukee-Eight 107', 1.746, 68), named('Milwaukee-Eight 114', 1.868, 71)],
        g('', 2017, 2023),
      ),
      own('Fat Boy', [named('Milwaukee-Eight 114', 1.868, 69)], g('', 2018)),
      own('Sportster S', [named('Revolution Max 1250T', 1.252, 90)], g('', 2021)),
      own('Pan America', [named('Revolution Max 1250', 1.252, 112)], g('', 2021)),
      own(
        'Low Rider',
        [named('Milwaukee-Eight 114', 1.868, 69), named('Milwaukee-Eight 117', 1.923, 77)],
        g('', 2018),
      ),
    ],
  },
  Kawasaki: {
    motorcycle: [
      own('Z900', [bike(948, 92)], g('', 2017)),
      own('Ninja ZX-10R', [bike(998, 149)], g('', 2021)),
      own('Versys 650', [bike(649, 51)], g('', 2015)),
      own('Z650', [bike(649, 50)], g('', 2017)),
      own('Vulcan S', [bike(649, 45)], g('', 2015)),
    ],
  },
  Triumph: {
    motorcycle: [
      own('Street Triple 765', [bike(765, 88)], g('', 2017)),
      own('Speed Triple 1200', [bike(1160, 132)], g('', 2021)),
      own('Tiger 900', [bike(888, 79)], g('', 2020)),
      own('Bonneville T120', [bike(1200, 59)], g('', 2016)),
      own('Trident 660', [bike(660, 60)], g('', 2021)),
    ],
  },
  Yamaha: {
    motorcycle: [
      own('MT-07', [bike(689, 54)], g('', 2014)),
      own('MT-09', [bike(890, 87)], g('', 2021)),
      own('YZF-R1', [bike(998, 147)], g('', 2015)),
      own('Ténéré 700', [bike(689, 54)], g('', 2019)),
      own('Tracer 9', [bike(890, 87)], g('', 2021)),
      own('XMAX 300', [bike(292, 20)], g('', 2017)),
    ],
  },
  Scania: {
    truck: [
      m('R-Serie', [300, 500], g('', 2016)),
      m('S-Serie', [300, 500], g('', 2016)),
      m('G-Serie', [260, 400], g('', 2017)),
      m('P-Serie', [200, 310], g('', 2017)),
      m('L-Serie', [200, 270], g('', 2018)),
    ],
  },
  MAN: {
    truck: [
      m('TGX', [290, 470], g('', 2007, 2020), g('II', 2020)),
      m('TGS', [250, 400], g('', 2007, 2020), g('II', 2020)),
      m('TGM', [160, 240], g('II', 2020)),
      m('TGL', [110, 190], g('II', 2020)),
      ev('eTGM', g('', 2018)),
    ],
  },
  Iveco: {
    truck: [
      m('S-Way', [300, 420], g('', 2019)),
      m('X-Way', [250, 420], g('', 2017)),
      m('Eurocargo', [110, 240], g('', 2015)),
      own(
        'Daily',
        [
          { engine: '2.3 Euro 6', fuel: 'diesel', litres: 2.3, kw: [100, 116] },
          { engine: '3.0 Euro 6', fuel: 'diesel', litres: 3.0, kw: [132, 155] },
        ],
        g('', 2014),
      ),
    ],
  },
  DAF: {
    truck: [
      m('XF', [300, 390], g('(106)', 2013, 2021)),
      m('XG', [300, 390], g('', 2021)),
      m('CF', [220, 390], g('', 2013)),
      m('LF', [110, 240], g('', 2013)),
    ],
  },
  'John Deere': {
    agriculture: [
      m('6R', [80, 190], g('', 2015)),
      m('7R', [160, 260], g('', 2020)),
      m('8R', [220, 310], g('', 2020)),
      m('5M', [70, 95], g('', 2014)),
      m('6M', [80, 150], g('', 2012)),
      m('5R', [60, 95], g('', 2020)),
    ],
  },
  Fendt: {
    agriculture: [
      m('200 Vario', [55, 90], g('', 2020)),
      m('300 Vario', [80, 105], g('', 2019)),
      m('500 Vario', [90, 125], g('', 2016)),
      m('700 Vario', [140, 215], g('Gen6', 2016, 2023), g('Gen7', 2023)),
      m('900 Vario', [210, 310], g('Gen6', 2019)),
      m('1000 Vario', [290, 390], g('', 2015)),
    ],
  },
  Claas: {
    agriculture: [
      m('Arion 400', [65, 105], g('', 2013)),
      m('Arion 600', [105, 140], g('', 2013)),
      m('Axion 800', [150, 220], g('', 2012)),
      m('Axion 900', [235, 330], g('', 2014)),
      m('Lexion', [330, 390], g('8000', 2019)),
    ],
  },
  'New Holland': {
    agriculture: [
      m('T5', [70, 90], g('', 2016)),
      m('T6', [85, 130], g('', 2016)),
      m('T7', [100, 235], g('', 2015)),
      m('T8', [200, 320], g('', 2017)),
      m('TK4', [55, 80], g('', 2015)),
    ],
  },
  'Deutz-Fahr': {
    agriculture: [
      m('5D', [55, 80], g('', 2014)),
      m('5G', [70, 90], g('', 2017)),
      m('6 Series', [90, 170], g('', 2016)),
      m('7 Series', [160, 200], g('', 2016)),
      m('8280 TTV', [200, 240], g('', 2018)),
    ],
  },
  Caterpillar: {
    construction: [
      m('320 Hydraulikbagger', [100, 130], g('', 2017)),
      m('336 Hydraulikbagger', [200, 260], g('', 2018)),
      m('950 Radlader', [150, 200], g('GC', 2016)),
      m('D6 Dozer', [150, 230], g('', 2019)),
      m('308 Minibagger', [45, 75], g('', 2019)),
      m('745 Dumper', [340, 400], g('', 2017)),
    ],
  },
  Liebherr: {
    construction: [
      m('R 920', [100, 130], g('', 2017)),
      m('R 938', [130, 160], g('', 2017)),
      m('L 550', [120, 160], g('', 2016)),
      m('L 566', [170, 260], g('', 2016)),
      m('A 918', [90, 130], g('', 2017)),
    ],
  },
  Komatsu: {
    construction: [
      m('PC210', [100, 130], g('', 2017)),
      m('PC360', [190, 260], g('', 2017)),
      m('WA380', [130, 160], g('', 2016)),
      m('D65', [150, 230], g('', 2017)),
    ],
  },
  'Yamaha Marine': {
    marine: [
      m('F-Serie Viertakt', [15, 150], g('', 2010)),
      m('VF Viertakt', [60, 120], g('', 2019)),
      m('XF Offshore', [200, 320], g('', 2018)),
      m('Portable', [1, 20], g('', 2015)),
    ],
  },
  'Mercury Marine': {
    marine: [
      own(
        'FourStroke',
        [
          named('FourStroke 60', 1.0, 44),
          named('FourStroke 115', 2.1, 85),
          named('FourStroke 150', 3.0, 110),
        ],
        g('', 2014),
      ),
      own('Pro XS', [named('Pro XS 115', 2.1, 85), named('Pro XS 250 V8', 4.6, 184)], g('', 2018)),
      own('Verado', [named('Verado 300 V8', 4.6, 221), named('Verado 400 V10', 5.7, 294)], g('', 2017)),
      own('SeaPro', [named('SeaPro 150', 3.0, 110), named('SeaPro 300 V8', 4.6, 221)], g('', 2016)),
    ],
  },
  'Volvo Penta': {
    marine: [
      m('Aquamatic', [200, 260], g('', 2012)),
      m('IPS', [230, 330], g('', 2005)),
      m('Inboard Diesel', [50, 330], g('', 2010)),
      m('DPS Duoprop', [200, 330], g('', 2008)),
    ],
  },
  Husqvarna: {
    garden: [
      own('LC 140S', [engine('Briggs & Stratton 575EX', 0.14, 2)], g('', 2014)),
      own('LC 247', [engine('Husqvarna HS 166', 0.17, 2.2)], g('', 2018)),
      own('TC 138', [engine('Briggs & Stratton 3130', 0.5, 6.2)], g('', 2014)),
      own('TS 142', [engine('Kawasaki FS600V', 0.6, 12.6)], g('', 2018)),
      own('Automower 430X', [battery('Akku 18 V', 0.05)], g('', 2016)),
    ],
  },
  Stihl: {
    garden: [
      own('RM 248', [engine('Stihl EVC 200', 0.14, 2.1)], g('', 2014)),
      own('RM 448', [engine('Stihl EVC 200', 0.14, 2.1)], g('', 2014)),
      own('RM 545', [engine('Briggs & Stratton 750EXi', 0.16, 2.6)], g('', 2016)),
      own('RT 4082', [engine('Briggs & Stratton 3130', 0.5, 6.2)], g('', 2018)),
      own('RMA 339', [battery('Akku 36 V', 0.7)], g('', 2016)),
    ],
  },
}
