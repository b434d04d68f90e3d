/**
 * The cross-reference's rules, pure: which competitor product a text names,
 * and which Tribo products meet the same specifications and viscosity. A
 * specification counts as met only when it is in the Tribo product's own
 * approvals; what the catalogue does not know is never met.
 */
import { APPROVALS } from '@/features/catalog/constants'

import type { CompetitorCategory } from './constants'
import { CROSS_REFERENCE_CHOICES_LIMIT, CROSS_REFERENCE_RESULT_LIMIT } from './constants'
import { foldText, type Approval, type ParsedQuery } from './parse'

/** What a product is for, as far as its data tells (viscosity family first, then its specifications). */
export type ProductKind = 'engineOil' | 'gearOil' | 'hydraulicOil' | 'grease' | 'industrialOil'

/** A competitor product as the cross-reference reads it (spec data only). */
export type CompetitorEntry = {
  id: number
  brand: string
  name: string
  category: CompetitorCategory
  viscosity: string | null
  specifications: Approval[]
  otherSpecifications: string[]
  aliases: string[]
}

/** A Tribo product's data the matching needs. */
export type MatchableProduct = {
  productNumber: string
  viscosity: string | null
  approvals: string[]
}

/** What to match: the competitor's data, or what the text names. */
export type MatchTarget = {
  viscosity: string | null
  specifications: Approval[]
  /** Stated specifications the catalogue does not know: listed as not confirmed for every Tribo product. */
  otherSpecifications: string[]
  /** The kind of product wanted (null: any). */
  kind: ProductKind | null
  /** A competitor's category 'atf' or 'other' allows any oil that is no engine, gear or hydraulic oil. */
  category: CompetitorCategory | null
}

export type MatchLevel = 'full' | 'partial'

export type ProductMatch<P extends MatchableProduct = MatchableProduct> = {
  product: P
  level: MatchLevel
  /** Stated specifications the Tribo product holds. */
  matched: Approval[]
  /** Stated catalogue specifications it does not hold. */
  missing: Approval[]
  /** Stated specifications the catalogue does not know: not confirmed for this product. */
  unconfirmed: string[]
  /** Specifications it holds beyond the stated ones. */
  extra: string[]
  /** Same viscosity grade; null when none was stated. */
  viscositySame: boolean | null
}

const ENGINE_GRADES = /^\d{1,2}W-(16|20|30|40|50|60)$/
const GEAR_GRADES = /^(75W-80|75W-85|75W-90|75W-140|80W-90|85W-90|85W-140)$/

/** The family of a viscosity grade: SAE engine, SAE gear, ISO VG or NLGI. */
export function viscosityFamily(grade: string | null): 'engine' | 'gear' | 'iso' | 'nlgi' | null {
  if (!grade) return null
  if (GEAR_GRADES.test(grade)) return 'gear'
  if (ENGINE_GRADES.test(grade)) return 'engine'
  if (grade.startsWith('ISO VG')) return 'iso'
  if (grade.startsWith('NLGI')) return 'nlgi'
  return null
}

/** The kind of product a specification is written for; null for those of any kind (food grade NSF H1). */
export function specificationKind(spec: string): ProductKind | null {
  if (/^(API GL-|MB 235|ZF TE-ML)/.test(spec)) return 'gearOil'
  if (spec === 'DIN 51517-3 CLP') return 'gearOil'
  if (/^(DIN 51524|ISO 15380)/.test(spec)) return 'hydraulicOil'
  if (spec.startsWith('DIN 51502 K')) return 'grease'
  if (spec === 'NSF H1') return null
  return 'engineOil'
}

const familyKind = { engine: 'engineOil', gear: 'gearOil', nlgi: 'grease', iso: null } as const

/**
 * What a Tribo product is: an SAE engine grade is an engine oil, a gear grade
 * a gear oil, NLGI a grease; an ISO VG oil is a hydraulic or gear oil by its
 * approvals, else an industrial oil (ATF, compressor, food grade).
 */
export function productKind(product: Pick<MatchableProduct, 'viscosity' | 'approvals'>): ProductKind | null {
  const family = viscosityFamily(product.viscosity)
  const byGrade = family ? familyKind[family] : null
  if (byGrade) return byGrade
  const bySpec = product.approvals.map(specificationKind).find((kind) => kind !== null) ?? null
  if (family === 'iso') return bySpec === 'hydraulicOil' || bySpec === 'gearOil' ? bySpec : 'industrialOil'
  return bySpec
}

const CATEGORY_KIND: Record<CompetitorCategory, ProductKind | null> = {
  engineOil: 'engineOil',
  gearOil: 'gearOil',
  hydraulicOil: 'hydraulicOil',
  grease: 'grease',
  atf: 'industrialOil',
  other: null,
}

/** The match target of a competitor product. */
export function competitorTarget(competitor: CompetitorEntry): MatchTarget {
  return {
    viscosity: competitor.viscosity,
    specifications: [...competitor.specifications],
    otherSpecifications: [...competitor.otherSpecifications],
    kind: CATEGORY_KIND[competitor.category],
    category: competitor.category,
  }
}

/** The match target of a text without a competitor: the kind its viscosity or first specification implies. */
export function parsedTarget(parsed: ParsedQuery): MatchTarget {
  const family = viscosityFamily(parsed.viscosity)
  const kind =
    (family ? familyKind[family] : null) ??
    parsed.specifications.map(specificationKind).find((value) => value !== null) ??
    null
  return {
    viscosity: parsed.viscosity,
    specifications: [...parsed.specifications],
    otherSpecifications: [...parsed.otherSpecifications],
    kind,
    category: null,
  }
}

/** Whether a product of this kind may stand in for what is wanted (never a hydraulic oil for an engine oil). */
export function kindsFit(wanted: ProductKind | null, actual: ProductKind | null): boolean {
  if (wanted === null) return true
  return actual === wanted
}

const APPROVAL_ORDER = new Map<string, number>(APPROVALS.map((value, index) => [value, index]))
const byCatalogueOrder = (a: string, b: string) =>
  (APPROVAL_ORDER.get(a) ?? Number.MAX_SAFE_INTEGER) - (APPROVAL_ORDER.get(b) ?? Number.MAX_SAFE_INTEGER)

/** One product against the target, or null when it shares neither viscosity nor any specification, or is of another kind. */
export function matchProduct<P extends MatchableProduct>(
  target: MatchTarget,
  product: P,
): ProductMatch<P> | null {
  if (!kindsFit(target.kind, productKind(product))) return null
  const held = new Set(product.approvals)
  const matched = target.specifications.filter((spec) => held.has(spec))
  const missing = target.specifications.filter((spec) => !held.has(spec))
  const stated = new Set<string>(target.specifications)
  const extra = product.approvals.filter((spec) => !stated.has(spec)).sort(byCatalogueOrder)
  const viscositySame = target.viscosity ? product.viscosity === target.viscosity : null
  if (!viscositySame && matched.length === 0) return null
  // Only the grade confirmed while the stated specifications are all unknown to the catalogue: partial.
  const full =
    viscositySame !== false &&
    missing.length === 0 &&
    (matched.length > 0 || !target.otherSpecifications.length)
  return {
    product,
    level: full ? 'full' : 'partial',
    matched,
    missing,
    unconfirmed: [...target.otherSpecifications],
    extra,
    viscositySame,
  }
}

/**
 * The Tribo products for a target, best first: full matches (same viscosity,
 * every stated catalogue specification held — and at least one held when
 * the others stated are unknown to the catalogue), then partial ones by the
 * number of specifications held, the same viscosity, the fewest extra
 * approvals and the product number; at most `limit`.
 */
export function matchProducts<P extends MatchableProduct>(
  target: MatchTarget,
  products: readonly P[],
  limit = CROSS_REFERENCE_RESULT_LIMIT,
): ProductMatch<P>[] {
  if (!target.viscosity && target.specifications.length === 0) return []
  return products
    .map((product) => matchProduct(target, product))
    .filter((match): match is ProductMatch<P> => match !== null)
    .sort(
      (a, b) =>
        (a.level === 'full' ? 0 : 1) - (b.level === 'full' ? 0 : 1) ||
        b.matched.length - a.matched.length ||
        Number(b.viscositySame === true) - Number(a.viscositySame === true) ||
        a.extra.length - b.extra.length ||
        a.product.productNumber.localeCompare(b.product.productNumber),
    )
    .slice(0, limit)
}

// ——— Finding the competitor product a text names ———

/** Words of a text for name matching: folded, SAE grades written together ("5w30"), slashes and dots as spaces. */
export function nameWords(text: string): string[] {
  return foldText(text)
    .replace(/(\d{1,2})\s*w\s*(\d{2,3})/g, '$1w$2')
    .split(/[\s./+]+/)
    .filter(Boolean)
}

/** Words that say nothing about which product is meant. */
const FILLER = new Set([
  'alternative',
  'alternativen',
  'alternativa',
  'alternatives',
  'ersatz',
  'zu',
  'fur',
  'for',
  'pour',
  'per',
  'von',
  'de',
  'di',
  'oel',
  'ol',
  'oil',
  'huile',
  'olio',
  'motorol',
  'motoroel',
  'motorenol',
  'sae',
])

/** A word that names a product rather than a grade or a number. */
const isNameWord = (word: string) => /[a-z]/.test(word) && !/^\d{1,2}w\d{2,3}$/.test(word)

export type CompetitorLookup = {
  /** The product the text names, when one fits best. */
  competitor: CompetitorEntry | null
  /** Other products that fit the text (or a brand's products when only the brand was named). */
  choices: CompetitorEntry[]
  /** Only a brand was named. */
  brandOnly: boolean
}

const sortByName = (a: CompetitorEntry, b: CompetitorEntry) =>
  a.brand.localeCompare(b.brand) || a.name.localeCompare(b.name)

/**
 * The competitor product a text names, word by word (case, accents and
 * hyphens do not matter; the brand may be left out; aliases count): every
 * word of the text must be one of the product's words — the last one may be
 * begun only — and at least one must be a name word (not a grade or a
 * number). The closest product (fewest words of its name left over) is
 * chosen when it is the only closest one; the others become choices. A
 * brand alone lists that brand's products.
 */
export function findCompetitor(text: string, competitors: readonly CompetitorEntry[]): CompetitorLookup {
  const words = nameWords(text).filter((word) => !FILLER.has(word))
  if (!words.length || !words.some(isNameWord)) return { competitor: null, choices: [], brandOnly: false }
  const brandMatches = competitors.filter((entry) => {
    const brand = nameWords(entry.brand)
    return words.length <= brand.length && words.every((word, index) => brand[index] === word)
  })
  if (brandMatches.length)
    return {
      competitor: null,
      choices: [...brandMatches].sort(sortByName).slice(0, CROSS_REFERENCE_CHOICES_LIMIT),
      brandOnly: true,
    }
  const last = words.length - 1
  const scored: { entry: CompetitorEntry; left: number }[] = []
  for (const entry of competitors) {
    const brand = nameWords(entry.brand)
    let best: number | null = null
    for (const label of [entry.name, ...entry.aliases]) {
      const own = [...brand, ...nameWords(label)]
      const used = new Set<number>()
      const fits = words.every((word, index) => {
        const at = own.findIndex(
          (candidate, position) =>
            !used.has(position) && (candidate === word || (index === last && candidate.startsWith(word))),
        )
        if (at < 0) return false
        used.add(at)
        return true
      })
      if (!fits) continue
      // The brand's words may be left out without counting as left over.
      const left = own.filter((_, position) => !used.has(position) && position >= brand.length).length
      if (best === null || left < best) best = left
    }
    if (best !== null) scored.push({ entry, left: best })
  }
  if (!scored.length) return { competitor: null, choices: [], brandOnly: false }
  scored.sort((a, b) => a.left - b.left || sortByName(a.entry, b.entry))
  const [first, second] = scored
  const chosen = first && (!second || first.left < second.left) ? first.entry : null
  return {
    competitor: chosen,
    choices: scored
      .map((item) => item.entry)
      .filter((entry) => entry !== chosen)
      .slice(0, CROSS_REFERENCE_CHOICES_LIMIT),
    brandOnly: false,
  }
}

/** "Castrol Edge 5W-30 LL": brand and name as one label. */
export const competitorLabel = (entry: Pick<CompetitorEntry, 'brand' | 'name'>) =>
  `${entry.brand} ${entry.name}`
