export { PRODUCT_TAGS, type ProductTag } from '@/features/products/tags'

/** The price fetch after a quantity change is debounced. */
export const PRICE_DEBOUNCE_MS = 400

/** SAE and ISO viscosity grades the catalog uses (filters, comparison). */
export const VISCOSITIES = [
  '0W-16',
  '0W-20',
  '0W-30',
  '0W-40',
  '5W-20',
  '5W-30',
  '5W-40',
  '10W-30',
  '10W-40',
  '10W-60',
  '15W-40',
  '15W-50',
  '20W-50',
  '75W-80',
  '75W-90',
  '80W-90',
  '85W-140',
  'ISO VG 22',
  'ISO VG 32',
  'ISO VG 46',
  'ISO VG 68',
  'ISO VG 100',
  'ISO VG 150',
  'ISO VG 220',
  'ISO VG 320',
  'ISO VG 460',
  'NLGI 00',
  'NLGI 0',
  'NLGI 1',
  'NLGI 2',
  'NLGI 3',
] as const

/** Specifications and manufacturer approvals (filters, comparison). */
export const APPROVALS = [
  'ACEA A3/B4',
  'ACEA A5/B5',
  'ACEA C2',
  'ACEA C3',
  'ACEA C5',
  'ACEA C6',
  'ACEA E4',
  'ACEA E6',
  'ACEA E7',
  'ACEA E11',
  'API SN',
  'API SP',
  'API CK-4',
  'API GL-4',
  'API GL-5',
  'VW 502 00',
  'VW 504 00',
  'VW 505 01',
  'VW 507 00',
  'VW 508 00',
  'VW 509 00',
  'MB 229.3',
  'MB 229.5',
  'MB 229.51',
  'MB 229.52',
  'MB 229.71',
  'MB 228.51',
  'MB 235.0',
  'BMW LL-01',
  'BMW LL-04',
  'BMW LL-17 FE+',
  'Porsche C30',
  'Porsche A40',
  'Ford WSS-M2C913-D',
  'GM dexos2',
  'Renault RN17',
  'MAN M 3477',
  'Volvo VDS-4.5',
  'Scania LDF-4',
  'ZF TE-ML 02B',
  'JASO MA2',
  'JASO MB',
  'JASO FD',
  'DIN 51524-2 HLP',
  'DIN 51524-3 HVLP',
  'ISO 15380 HEES',
  'DIN 51517-3 CLP',
  'NSF H1',
  'DIN 51502 KP2K-30',
] as const

export const BASE_OILS = ['fullySynthetic', 'synthetic', 'semiSynthetic', 'mineral', 'biodegradable'] as const
export const PACK_UNITS = ['L', 'kg', 'g', 'ml', 'pcs'] as const
export const CONTAINERS = ['bottle', 'canister', 'pail', 'drum', 'ibc', 'cartridge', 'spray'] as const
export const DOCUMENT_KINDS = ['datasheet', 'safetyDataSheet', 'approval', 'brochure'] as const

/** At most 9999 of one article. */
export const MAX_QUANTITY = 9999

/** A product number: 3–40 capitals, digits and dashes, after trimming and upper-casing (ZProductNumber). */
export const PRODUCT_NUMBER_PATTERN = /^[A-Z0-9-]{3,40}$/

/** The product list loads 12 at a time, at most 48 per request. */
export const LIST_PAGE_SIZE = 12
export const LIST_MAX_LIMIT = 48
