import type { APPROVALS } from '../../features/catalog/model'
import type { CompetitorCategory } from '../../features/cross-reference/model'
import { LOCAL, type SeedStep } from './types'

/**
 * Competitors' products for the cross-reference (/alternativen): brand,
 * name, viscosity and the specifications and approvals their makers state —
 * spec data only, no texts. `other` holds stated specifications the catalogue
 * does not know (never claimed for a Tribo product); `aliases` are other
 * names people search for.
 */
type Approval = (typeof APPROVALS)[number]

type CompetitorSeed = {
  brand: string
  name: string
  category: CompetitorCategory
  viscosity: string | null
  specs: Approval[]
  other?: string[]
  aliases?: string[]
}

const engine = (
  brand: string,
  name: string,
  viscosity: string,
  specs: Approval[],
  other: string[] = [],
  aliases: string[] = [],
): CompetitorSeed => ({ brand, name, category: 'engineOil', viscosity, specs, other, aliases })

const of = (
  category: CompetitorCategory,
  brand: string,
  name: string,
  viscosity: string | null,
  specs: Approval[],
  other: string[] = [],
  aliases: string[] = [],
): CompetitorSeed => ({ brand, name, category, viscosity, specs, other, aliases })

export const COMPETITOR_SEEDS: CompetitorSeed[] = [
  // Castrol
  engine(
    'Castrol',
    'Edge 5W-30 LL',
    '5W-30',
    ['ACEA C3', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04'],
    ['MB 229.31'],
    ['Edge Titanium FST 5W-30 LL', 'Edge LL 5W-30'],
  ),
  engine('Castrol', 'Edge 0W-20 V', '0W-20', ['ACEA C5', 'VW 508 00', 'VW 509 00'], ['Porsche C20']),
  engine(
    'Castrol',
    'Edge 5W-40',
    '5W-40',
    ['ACEA C3', 'VW 502 00', 'VW 505 01', 'BMW LL-04', 'Porsche A40'],
    ['VW 505 00', 'MB 229.31'],
  ),
  engine('Castrol', 'Magnatec 10W-40 A3/B4', '10W-40', ['ACEA A3/B4', 'API SN', 'VW 502 00', 'MB 229.3']),
  engine(
    'Castrol',
    'Vecton Long Drain 10W-40 E6/E9',
    '10W-40',
    ['ACEA E6', 'ACEA E7', 'MB 228.51', 'MAN M 3477'],
    ['ACEA E9', 'Volvo VDS-3', 'Scania LDF-3'],
  ),
  of(
    'gearOil',
    'Castrol',
    'Syntrans Transaxle 75W-90',
    '75W-90',
    ['API GL-4', 'API GL-5'],
    ['MIL-PRF-2105E'],
  ),
  of('atf', 'Castrol', 'Transmax Dexron VI Mercon LV', null, [], ['Dexron VI', 'Mercon LV', 'JASO 1A']),
  of(
    'hydraulicOil',
    'Castrol',
    'Hyspin AWS 46',
    'ISO VG 46',
    ['DIN 51524-2 HLP'],
    ['ISO 11158 HM', 'Denison HF-0'],
  ),
  // Mobil
  engine(
    'Mobil',
    'Mobil 1 ESP 5W-30',
    '5W-30',
    ['ACEA C2', 'ACEA C3', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'MB 229.52', 'BMW LL-04', 'Porsche C30'],
    [],
    ['1 ESP 5W-30'],
  ),
  engine(
    'Mobil',
    'Mobil 1 FS 0W-40',
    '0W-40',
    ['ACEA A3/B4', 'API SN', 'MB 229.5', 'Porsche A40', 'VW 502 00'],
    ['VW 505 00'],
  ),
  engine(
    'Mobil',
    'Delvac 1 LE 5W-30',
    '5W-30',
    ['ACEA E6', 'ACEA E7', 'MB 228.51', 'MAN M 3477', 'Volvo VDS-4.5'],
    ['Cummins CES 20086'],
  ),
  engine(
    'Mobil',
    'Delvac MX 15W-40',
    '15W-40',
    ['ACEA E7', 'API CK-4'],
    ['MB 228.3', 'Volvo VDS-3', 'Cummins CES 20081'],
  ),
  of(
    'hydraulicOil',
    'Mobil',
    'DTE 25',
    'ISO VG 46',
    ['DIN 51524-2 HLP'],
    ['Denison HF-0', 'Eaton E-FDGN-TB002-E'],
    ['DTE 25 Ultra'],
  ),
  of('hydraulicOil', 'Mobil', 'DTE 10 Excel 46', 'ISO VG 46', ['DIN 51524-3 HVLP'], ['Denison HF-0']),
  of('gearOil', 'Mobil', 'Mobilube HD 75W-90', '75W-90', ['API GL-5'], ['MAN 342 Typ M-3', 'ZF TE-ML 05A']),
  of('grease', 'Mobil', 'Mobilgrease XHP 222', 'NLGI 2', [], ['DIN 51825 KP2N-20']),
  // Shell
  engine(
    'Shell',
    'Helix Ultra ECT C3 5W-30',
    '5W-30',
    ['ACEA C3', 'API SP', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04'],
    ['MB 229.31', 'Chrysler MS-13340'],
    ['Helix Ultra ECT 5W-30'],
  ),
  engine('Shell', 'Helix Ultra Professional AV-L 0W-30', '0W-30', ['ACEA C3', 'VW 504 00', 'VW 507 00']),
  engine(
    'Shell',
    'Helix HX7 10W-40',
    '10W-40',
    ['ACEA A3/B4', 'API SN', 'VW 502 00'],
    ['VW 505 00', 'Renault RN0700'],
  ),
  engine(
    'Shell',
    'Rimula R6 LME 5W-30',
    '5W-30',
    ['ACEA E6', 'MB 228.51', 'MAN M 3477'],
    ['MAN M 3677', 'Deutz DQC IV-18 LA'],
  ),
  engine(
    'Shell',
    'Rimula R4 L 15W-40',
    '15W-40',
    ['ACEA E7', 'API CK-4', 'MB 228.51'],
    ['Volvo VDS-4', 'Cummins CES 20086'],
  ),
  of(
    'hydraulicOil',
    'Shell',
    'Tellus S2 MX 46',
    'ISO VG 46',
    ['DIN 51524-2 HLP'],
    ['ISO 11158 HM'],
    ['Tellus S2 M 46'],
  ),
  of(
    'hydraulicOil',
    'Shell',
    'Tellus S2 VX 46',
    'ISO VG 46',
    ['DIN 51524-3 HVLP'],
    ['ISO 11158 HV'],
    ['Tellus S2 V 46'],
  ),
  of('gearOil', 'Shell', 'Spirax S6 AXME 75W-90', '75W-90', ['API GL-5'], ['MB 235.8', 'MAN 342 Typ S-1']),
  of('grease', 'Shell', 'Gadus S2 V220 2', 'NLGI 2', [], ['DIN 51502 KP2K-20']),
  // TotalEnergies
  engine(
    'TotalEnergies',
    'Quartz Ineo ECS 5W-30',
    '5W-30',
    ['ACEA C2'],
    ['PSA B71 2290'],
    ['Total Quartz Ineo ECS 5W-30'],
  ),
  engine(
    'TotalEnergies',
    'Quartz Ineo MC3 5W-30',
    '5W-30',
    ['ACEA C3', 'MB 229.51', 'BMW LL-04', 'VW 505 01'],
    ['MB 229.31'],
  ),
  engine(
    'TotalEnergies',
    'Rubia TIR 8900 10W-40',
    '10W-40',
    ['ACEA E6', 'MB 228.51', 'MAN M 3477', 'Volvo VDS-4.5'],
    ['Renault RLD-2', 'Mack EO-N'],
    ['Total Rubia TIR 8900 10W-40'],
  ),
  of(
    'hydraulicOil',
    'TotalEnergies',
    'Azolla ZS 46',
    'ISO VG 46',
    ['DIN 51524-2 HLP'],
    ['ISO 11158 HM'],
    ['Total Azolla ZS 46'],
  ),
  // Motul
  engine('Motul', '8100 X-clean+ 5W-30', '5W-30', [
    'ACEA C3',
    'VW 504 00',
    'VW 507 00',
    'MB 229.51',
    'MB 229.52',
    'BMW LL-04',
    'Porsche C30',
  ]),
  engine(
    'Motul',
    'Specific 504 00 507 00 5W-30',
    '5W-30',
    ['ACEA C3', 'VW 504 00', 'VW 507 00'],
    [],
    ['Specific 504.00 507.00 5W-30'],
  ),
  engine('Motul', '7100 4T 10W-40', '10W-40', ['API SP', 'JASO MA2']),
  of('gearOil', 'Motul', 'Motylgear 75W-90', '75W-90', ['API GL-4', 'API GL-5']),
  // Liqui Moly
  engine('Liqui Moly', 'Top Tec 4200 5W-30', '5W-30', [
    'ACEA C3',
    'VW 504 00',
    'VW 507 00',
    'MB 229.51',
    'BMW LL-04',
    'Porsche C30',
  ]),
  engine('Liqui Moly', 'Special Tec AA 0W-20', '0W-20', ['API SP'], ['ILSAC GF-6A']),
  engine(
    'Liqui Moly',
    'Top Tec Truck 4050 10W-40',
    '10W-40',
    ['ACEA E6', 'ACEA E11', 'MB 228.51', 'Volvo VDS-4.5'],
    ['Renault RLD-3'],
  ),
  // Fuchs
  engine(
    'Fuchs',
    'Titan GT1 Pro C-3 5W-30',
    '5W-30',
    ['ACEA C3', 'BMW LL-04', 'MB 229.51', 'MB 229.52', 'VW 505 01'],
    ['VW 505 00'],
  ),
  of('gearOil', 'Fuchs', 'Titan Sintopoid LS 75W-90', '75W-90', ['API GL-5', 'MB 235.0'], ['ZF TE-ML 05C']),
  of('grease', 'Fuchs', 'Renolit MP 2', 'NLGI 2', ['DIN 51502 KP2K-30']),
  of('hydraulicOil', 'Fuchs', 'Renolin B 46 HVI', 'ISO VG 46', ['DIN 51524-3 HVLP']),
  // Valvoline
  engine('Valvoline', 'SynPower FE 0W-20', '0W-20', ['ACEA C5', 'API SP'], ['GM dexos1', 'ILSAC GF-6A']),
  engine('Valvoline', 'MaxLife 10W-40', '10W-40', ['ACEA A3/B4', 'API SN'], ['MB 229.1']),
  // Motorex (CH)
  engine(
    'Motorex',
    'Select SP-X 5W-30',
    '5W-30',
    ['ACEA C3', 'VW 504 00', 'VW 507 00', 'MB 229.51', 'BMW LL-04'],
    ['Fiat 9.55535-S3'],
  ),
  engine('Motorex', 'Top Speed 4T 10W-40', '10W-40', ['JASO MA2', 'API SN']),
  of('hydraulicOil', 'Motorex', 'Corex HLP 46', 'ISO VG 46', ['DIN 51524-2 HLP']),
  of('atf', 'Motorex', 'ATF Dexron III', null, [], ['Dexron III H', 'Allison C-4', 'MB 236.1']),
  // Panolin (CH)
  of(
    'hydraulicOil',
    'Panolin',
    'HLP Synth 46',
    'ISO VG 46',
    ['ISO 15380 HEES'],
    ['SS 15 54 34 SP'],
    ['HLP-Synth 46'],
  ),
  of('grease', 'Panolin', 'Biogrease EP 2', 'NLGI 2', ['DIN 51502 KP2K-30']),
]

/** Creates the competitor products that are missing (found by brand and name; one list for every tenant). */
export const competitorProductsStep: SeedStep = {
  name: 'competitor-products',
  async run(ctx) {
    for (const seed of COMPETITOR_SEEDS) {
      const existing = await ctx.payload.find({
        collection: 'competitor-products',
        where: { and: [{ brand: { equals: seed.brand } }, { name: { equals: seed.name } }] },
        limit: 1,
        depth: 0,
        ...LOCAL,
      })
      if (existing.docs[0]) {
        ctx.record('competitor-products', 'existing')
        continue
      }
      await ctx.payload.create({
        collection: 'competitor-products',
        data: {
          brand: seed.brand,
          name: seed.name,
          category: seed.category,
          viscosity: seed.viscosity as never,
          specifications: seed.specs,
          otherSpecifications: seed.other?.length ? seed.other : undefined,
          aliases: seed.aliases?.length ? seed.aliases : undefined,
        },
        ...LOCAL,
      })
      ctx.record('competitor-products', 'created')
    }
  },
}
