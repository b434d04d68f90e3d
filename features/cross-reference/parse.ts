/**
 * Reads specifications, approvals and a viscosity out of what people type
 * ("ACEA C3, VW 504 00/507 00", "MB-Freigabe 229.51", "5w30", "HLP 46") in
 * the catalogue's own spelling (APPROVALS and VISCOSITIES of
 * features/catalog/constants.ts). Pure code: the cross-reference, its API and
 * the search's suggestion use it.
 */
import { APPROVALS, VISCOSITIES } from '@/features/catalog/constants'

export type Approval = (typeof APPROVALS)[number]

export type ParsedQuery = {
  /** The first viscosity grade named, in the catalogue's spelling ("5W-30", "ISO VG 46"), or null. */
  viscosity: string | null
  /** Specifications and approvals of the catalogue, in the order named, each once. */
  specifications: Approval[]
  /** Recognised specifications the catalogue does not know ("VW 511 00", "MB 229.31"): never met by a Tribo product. */
  otherSpecifications: string[]
}

const KNOWN = new Set<string>(APPROVALS)
const GRADES = new Set<string>(VISCOSITIES)

/**
 * Lower case, accents and umlauts folded, every run of other characters one
 * space; dots and slashes are kept (229.51, A3/B4), dashes become spaces.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9./+]+/g, ' ')
    .trim()
}

type Rule = { pattern: RegExp; specs: (match: RegExpExecArray) => string[] }

const pad2 = (value: string) => value.padStart(2, '0')

/** The rules, tried in this order over the folded text (word boundaries are spaces, slashes or the ends). */
const RULES: Rule[] = [
  // ACEA A3/B4, acea c3, C3, E6 (also "A3 B4").
  {
    pattern: /(?<![a-z0-9])(?:acea\s*)?([ab])\s*([1-7])\s*(?:\/\s*|\s)([ab])\s*([1-7])(?![a-z0-9])/g,
    specs: (m) => [`ACEA ${m[1]!.toUpperCase()}${m[2]}/${m[3]!.toUpperCase()}${m[4]}`],
  },
  {
    pattern: /(?<![a-z0-9.])(?:acea\s*)?([ce])\s*([1-9]|1[0-3])(?![a-z0-9.])/g,
    specs: (m) => [`ACEA ${m[1]!.toUpperCase()}${m[2]}`],
  },
  // API SN, API SP, API CK-4, GL-5, GL 4.
  { pattern: /(?<![a-z0-9])api\s*(s[a-p])(?![a-z0-9])/g, specs: (m) => [`API ${m[1]!.toUpperCase()}`] },
  {
    pattern: /(?<![a-z0-9])(?:api\s*)?(c[f-k])\s*4(?![a-z0-9])/g,
    specs: (m) => [`API ${m[1]!.toUpperCase()}-4`],
  },
  { pattern: /(?<![a-z0-9])(?:api\s*)?gl\s*([1-6])(?![a-z0-9])/g, specs: (m) => [`API GL-${m[1]}`] },
  // VW 504 00, VW 504.00, 50400, "504 00/507 00" (each number one approval).
  {
    pattern: /(?<![a-z0-9.])(5[0-2]\d)\s*\.?\s*(0\d)(?![a-z0-9])/g,
    specs: (m) => [`VW ${m[1]} ${m[2]}`],
  },
  // MB 229.51, MB-Freigabe 229.51, 229.5, 228.51, 235.0.
  {
    pattern: /(?<![a-z0-9.])(22[6-9]|23[0-9])\s*\.\s*(\d{1,2})(?![0-9])/g,
    specs: (m) => [`MB ${m[1]}.${m[2]}`],
  },
  // BMW LL-04, Longlife-01, LL-17 FE+.
  {
    pattern: /(?<![a-z0-9])(?:bmw\s*)?(?:ll|longlife)\s*(\d{2})(\s*fe\s*\+?)?(?![0-9])/g,
    specs: (m) => [`BMW LL-${m[1]}${m[2] ? ' FE+' : ''}`],
  },
  // Porsche C30, A40.
  {
    pattern: /(?<![a-z0-9])(?:porsche\s*)?([ac])\s*(30|40|20)(?![a-z0-9])/g,
    specs: (m) => [`Porsche ${m[1]!.toUpperCase()}${m[2]}`],
  },
  // Ford WSS-M2C913-D.
  {
    pattern: /(?<![a-z0-9])(?:ford\s*)?wss\s*m2c\s*(\d{3})\s*([a-z])(?![a-z0-9])/g,
    specs: (m) => [`Ford WSS-M2C${m[1]}-${m[2]!.toUpperCase()}`],
  },
  // GM dexos2, dexos 1.
  { pattern: /(?<![a-z0-9])(?:gm\s*)?dexos\s*([12d])(?![a-z0-9])/g, specs: (m) => [`GM dexos${m[1]}`] },
  // Renault RN17, RN 0720.
  { pattern: /(?<![a-z0-9])(?:renault\s*)?rn\s*(\d{2,4})(?![a-z0-9])/g, specs: (m) => [`Renault RN${m[1]}`] },
  // MAN M 3477, MAN 3477.
  { pattern: /(?<![a-z0-9])(?:man\s*m|man|m)\s*(3\d{3})(?![a-z0-9])/g, specs: (m) => [`MAN M ${m[1]}`] },
  // Volvo VDS-4.5, VDS 3.
  {
    pattern: /(?<![a-z0-9])(?:volvo\s*)?vds\s*(\d(?:\.\d)?)(?![0-9])/g,
    specs: (m) => [`Volvo VDS-${m[1]}`],
  },
  // Scania LDF-4.
  { pattern: /(?<![a-z0-9])(?:scania\s*)?ldf\s*(\d)(?![a-z0-9])/g, specs: (m) => [`Scania LDF-${m[1]}`] },
  // ZF TE-ML 02B.
  {
    pattern: /(?<![a-z0-9])(?:zf\s*)?te\s*ml\s*(\d{1,2})\s*([a-z])?(?![a-z0-9])/g,
    specs: (m) => [`ZF TE-ML ${pad2(m[1]!)}${(m[2] ?? '').toUpperCase()}`],
  },
  // JASO MA2, JASO MB, JASO FD (MA2 and MB also alone).
  {
    pattern: /(?<![a-z0-9])jaso\s*(ma\s*2|ma\s*1|ma|mb|fd|fc|fb)(?![a-z0-9])/g,
    specs: (m) => [`JASO ${m[1]!.replace(/\s/g, '').toUpperCase()}`],
  },
  { pattern: /(?<![a-z0-9])ma\s*2(?![a-z0-9])/g, specs: () => ['JASO MA2'] },
  // Hydraulic oils: HLP, HVLP, HEES, DIN 51524-2/-3, ISO 15380.
  { pattern: /(?<![a-z0-9])hvlp(?![a-z])/g, specs: () => ['DIN 51524-3 HVLP'] },
  { pattern: /(?<![a-z0-9])hlp(?![a-z])/g, specs: () => ['DIN 51524-2 HLP'] },
  {
    pattern: /(?<![a-z0-9])din\s*51524\s*(?:teil\s*|part\s*)?([23])(?![0-9])/g,
    specs: (m) => [m[1] === '2' ? 'DIN 51524-2 HLP' : 'DIN 51524-3 HVLP'],
  },
  { pattern: /(?<![a-z0-9])(?:iso\s*15380\s*)?hees(?![a-z])/g, specs: () => ['ISO 15380 HEES'] },
  { pattern: /(?<![a-z0-9])iso\s*15380(?!\s*hees)(?![0-9])/g, specs: () => ['ISO 15380 HEES'] },
  // Gear oils for industry: CLP, DIN 51517-3.
  {
    pattern: /(?<![a-z0-9])(?:din\s*51517\s*3\s*clp|din\s*51517\s*3|clp)(?![a-z])/g,
    specs: () => ['DIN 51517-3 CLP'],
  },
  // Food grade: NSF H1.
  { pattern: /(?<![a-z0-9])(?:nsf\s*)?h1(?![a-z0-9])/g, specs: () => ['NSF H1'] },
  // Greases: KP2K-30 (DIN 51502).
  {
    pattern: /(?<![a-z0-9])(?:din\s*51502\s*)?kp\s*(\d)\s*k(?:\s*(\d{2}))?(?![a-z0-9])/g,
    specs: (m) => [`DIN 51502 KP${m[1]}K-${m[2] ?? '30'}`],
  },
]

/** Viscosity grades: SAE (5W-30), ISO VG (also after HLP, HVLP, HEES, CLP) and NLGI. */
const VISCOSITY_RULES: { pattern: RegExp; grade: (match: RegExpExecArray) => string }[] = [
  {
    pattern: /(?<![a-z0-9])(?:sae\s*)?(\d{1,2})\s*w\s*(\d{2,3})(?![0-9])/g,
    grade: (m) => `${Number(m[1])}W-${m[2]}`,
  },
  { pattern: /(?<![a-z0-9])(?:iso\s*)?vg\s*(\d{2,4})(?![0-9])/g, grade: (m) => `ISO VG ${m[1]}` },
  {
    pattern: /(?<![a-z0-9])(?:hvlp|hlpd|hlp|hees|hetg|hepg|clp)\s*(\d{2,4})(?![0-9])/g,
    grade: (m) => `ISO VG ${m[1]}`,
  },
  { pattern: /(?<![a-z0-9])nlgi\s*(000|00|0|[1-6])(?![0-9])/g, grade: (m) => `NLGI ${m[1]}` },
  { pattern: /(?<![a-z0-9])kp\s*(\d)\s*k/g, grade: (m) => `NLGI ${m[1]}` },
]

/** The specifications and the viscosity a text names (see the module comment); unknown grades are left out. */
export function parseQuery(text: string): ParsedQuery {
  const folded = ` ${foldText(text)} `
  const found: { at: number; spec: string }[] = []
  for (const rule of RULES) {
    for (const match of folded.matchAll(rule.pattern)) {
      for (const spec of rule.specs(match as RegExpExecArray)) found.push({ at: match.index, spec })
    }
  }
  found.sort((a, b) => a.at - b.at)
  const specifications: Approval[] = []
  const otherSpecifications: string[] = []
  for (const { spec } of found) {
    if (KNOWN.has(spec)) {
      if (!specifications.includes(spec as Approval)) specifications.push(spec as Approval)
    } else if (!otherSpecifications.includes(spec)) otherSpecifications.push(spec)
  }
  const grades: { at: number; grade: string }[] = []
  for (const rule of VISCOSITY_RULES) {
    for (const match of folded.matchAll(rule.pattern)) {
      const grade = rule.grade(match as RegExpExecArray)
      if (GRADES.has(grade)) grades.push({ at: match.index, grade })
    }
  }
  grades.sort((a, b) => a.at - b.at)
  return { viscosity: grades[0]?.grade ?? null, specifications, otherSpecifications }
}
