import type { ImageData } from '@/components/picture/picture'

import type { CompetitorCategory } from './constants'
import type { MatchLevel } from './match'
import type { Approval } from './parse'

/** A competitor product as the page shows it: the data its maker states (no texts). */
export type CrossReferenceCompetitor = {
  brand: string
  name: string
  category: CompetitorCategory
  viscosity: string | null
  specifications: Approval[]
  otherSpecifications: string[]
}

/** Another competitor product the text may mean (a link to its own cross-reference). */
export type CompetitorChoice = { brand: string; name: string }

/** A Tribo product of an answer: public data only, never prices. */
export type CrossReferenceProduct = {
  name: string
  productNumber: string
  /** Its product page, /{locale}/p/{productNumber}. */
  link: string
  image: ImageData | null
  viscosity: string | null
}

/** One Tribo alternative: what it meets and what it does not. */
export type CrossReferenceResult = {
  product: CrossReferenceProduct
  level: MatchLevel
  /** Stated specifications the Tribo product holds. */
  matched: Approval[]
  /** Stated catalogue specifications it does not hold. */
  missing: Approval[]
  /** Stated specifications the catalogue does not know: not confirmed for the Tribo product. */
  unconfirmed: string[]
  /** Approvals it holds beyond the stated ones. */
  extra: string[]
  /** Same viscosity grade; null when none was stated. */
  viscositySame: boolean | null
}

/** GET /api/cross-reference?q= answers this in `data`. */
export type CrossReferenceAnswer = {
  query: string
  competitor: CrossReferenceCompetitor | null
  competitorChoices: CompetitorChoice[]
  /** Only a brand was named: `competitorChoices` are its products. */
  brandOnly: boolean
  parsed: { viscosity: string | null; specifications: Approval[]; otherSpecifications: string[] }
  results: CrossReferenceResult[]
}

/** The search's suggestion for a text: a competitor product, a brand or a list of specifications. */
export type CrossReferenceSuggestion =
  | { kind: 'competitor'; label: string; url: string }
  | { kind: 'brand'; label: string; url: string }
  | { kind: 'specifications'; label: string; url: string }
