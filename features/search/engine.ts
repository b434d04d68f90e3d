import MiniSearch, { type Query } from 'minisearch'

import {
  buildQuery,
  codeTerms,
  compoundParts,
  editDistance,
  fold,
  isCode,
  stem,
  textTerms,
  tokenize,
  type SearchLanguage,
} from './analyzer'
import type { ContentEntry, SearchProduct } from './types'

/** A product as the index takes it: the tile data plus the texts and codes it is found by. */
export type ProductDocument = SearchProduct & {
  articleNumbers: string[]
  alternativeTitle: string | null
  label: string | null
  description: string | null
  features: string[]
  /** The title of the product's group and of the groups above it. */
  groupTitles: string[]
}
/** A page, news article or file as the index takes it: the hit plus its full text. */
export type ContentDocument = ContentEntry & { body: string }

export type SearchOptions = {
  /** The last word is still being typed (live search): it also matches as a prefix. */
  prefixLast?: boolean
}

/**
 * The search index of one site language. The rest of the
 * application talks to this interface only, so the engine behind it can be
 * replaced by a search server without touching the API or the pages.
 */
export interface SearchIndex {
  readonly language: SearchLanguage
  /** Every matching product, best first. */
  searchProducts(query: string, options?: SearchOptions): SearchProduct[]
  /** Every matching content entry, best first. */
  searchContents(query: string, options?: SearchOptions): ContentEntry[]
  /** All products (for a search by filters alone), by title. */
  allProducts(): SearchProduct[]
  /** A did-you-mean of one or two words when a query word is unknown and a close known word exists; else null. */
  suggest(query: string): string | null
  putProduct(doc: ProductDocument): void
  removeProduct(id: number): void
  putContent(doc: ContentDocument): void
  removeContent(id: string): void
  /** The ids of the content entries of one kind (to replace them all). */
  contentIds(kind: ContentEntry['kind']): string[]
  size(): { products: number; contents: number; words: number }
}

const PRODUCT_CODE_FIELDS = new Set(['productNumber', 'articleNumbers', 'viscosity', 'approvals'])
const PRODUCT_FIELDS = [
  'productNumber',
  'articleNumbers',
  'viscosity',
  'approvals',
  'title',
  'alternativeTitle',
  'subtitle',
  'label',
  'groupTitles',
  'description',
  'features',
]
const PRODUCT_BOOST = {
  productNumber: 8,
  articleNumbers: 8,
  viscosity: 4,
  approvals: 3,
  title: 5,
  alternativeTitle: 3,
  subtitle: 2,
  label: 1,
  groupTitles: 2,
  description: 1,
  features: 1,
}
const CONTENT_FIELDS = ['title', 'body']
const CONTENT_BOOST = { title: 4, body: 1 }
/** A suggestion is only made for queries of one or two words. */
const SUGGESTION_MAX_WORDS = 2
/** Words shorter than this are neither suggested nor corrected. */
const SUGGESTION_MIN_LENGTH = 3

/** A field's text; the id stays as it is (MiniSearch reads the id through the same function). */
const fieldText = (doc: Record<string, unknown>, field: string): string => {
  const value = doc[field]
  if (field === 'id') return value as string
  if (Array.isArray(value)) return value.join(' \n ')
  return value == null ? '' : String(value)
}

/** Creates an empty index for one language (MiniSearch with the German-aware analyzer). */
export function createSearchIndex(language: SearchLanguage): SearchIndex {
  return new MiniSearchIndex(language)
}

class MiniSearchIndex implements SearchIndex {
  readonly language: SearchLanguage
  private readonly products: MiniSearch<ProductDocument>
  private readonly contents: MiniSearch<ContentDocument>
  private readonly productDocs = new Map<number, SearchProduct>()
  private readonly contentDocs = new Map<string, ContentDocument>()
  /** Every term the index holds (for did-you-mean: is a query word known?). */
  private readonly terms = new Set<string>()
  /** Folded word → its spellings in the texts and how often each occurs (the did-you-mean vocabulary). */
  private readonly vocabulary = new Map<string, Map<string, number>>()

  constructor(language: SearchLanguage) {
    this.language = language
    const searchOptions = {
      tokenize: (text: string) => [text],
      processTerm: (term: string) => term,
      combineWith: 'AND' as const,
    }
    const record = (terms: string[]) => {
      for (const term of terms) this.terms.add(term)
      return terms
    }
    this.products = new MiniSearch<ProductDocument>({
      fields: PRODUCT_FIELDS,
      idField: 'id',
      extractField: (doc, field) => fieldText(doc as unknown as Record<string, unknown>, field),
      tokenize: (text) => tokenize(text),
      processTerm: (term, field) =>
        record(
          field && PRODUCT_CODE_FIELDS.has(field) ? codeTerms(term, language) : textTerms(term, language),
        ),
      searchOptions: { ...searchOptions, boost: PRODUCT_BOOST },
    })
    this.contents = new MiniSearch<ContentDocument>({
      fields: CONTENT_FIELDS,
      idField: 'id',
      extractField: (doc, field) => fieldText(doc as unknown as Record<string, unknown>, field),
      tokenize: (text) => tokenize(text),
      processTerm: (term) => record(textTerms(term, language)),
      searchOptions: { ...searchOptions, boost: CONTENT_BOOST },
    })
  }

  searchProducts(query: string, options: SearchOptions = {}): SearchProduct[] {
    const tree = buildQuery(query, this.language, options)
    if (!tree) return []
    return this.products.search(tree as Query).flatMap((hit) => this.productDocs.get(hit.id as number) ?? [])
  }

  searchContents(query: string, options: SearchOptions = {}): ContentEntry[] {
    const tree = buildQuery(query, this.language, options)
    if (!tree) return []
    return this.contents.search(tree as Query).flatMap((hit) => {
      const doc = this.contentDocs.get(hit.id as string)
      if (!doc) return []
      const { body: _body, ...entry } = doc
      return [entry]
    })
  }

  allProducts(): SearchProduct[] {
    return [...this.productDocs.values()].sort((a, b) => a.title.localeCompare(b.title, this.language))
  }

  suggest(query: string): string | null {
    const words = tokenize(query)
    if (!words.length || words.length > SUGGESTION_MAX_WORDS) return null
    let changed = false
    const corrected = words.map((word) => {
      const folded = fold(word, this.language)
      if (isCode(folded) || folded.length < SUGGESTION_MIN_LENGTH || this.isKnown(folded)) return word
      const better = this.closestWord(folded)
      if (!better) return word
      changed = true
      return better
    })
    return changed ? corrected.join(' ') : null
  }

  putProduct(doc: ProductDocument): void {
    if (this.products.has(doc.id)) this.products.discard(doc.id)
    this.products.add(doc)
    const {
      articleNumbers: _a,
      alternativeTitle: _t,
      label: _l,
      description: _d,
      features: _f,
      groupTitles: _g,
      ...hit
    } = doc
    this.productDocs.set(doc.id, hit)
    this.learn([
      doc.title,
      doc.subtitle,
      doc.alternativeTitle,
      doc.description,
      ...doc.features,
      ...doc.groupTitles,
    ])
  }

  removeProduct(id: number): void {
    if (this.products.has(id)) this.products.discard(id)
    this.productDocs.delete(id)
  }

  putContent(doc: ContentDocument): void {
    if (this.contents.has(doc.id)) this.contents.discard(doc.id)
    this.contents.add(doc)
    this.contentDocs.set(doc.id, doc)
    this.learn([doc.title, doc.body])
  }

  removeContent(id: string): void {
    if (this.contents.has(id)) this.contents.discard(id)
    this.contentDocs.delete(id)
  }

  contentIds(kind: ContentEntry['kind']): string[] {
    return [...this.contentDocs.values()].filter((doc) => doc.kind === kind).map((doc) => doc.id)
  }

  size() {
    return { products: this.productDocs.size, contents: this.contentDocs.size, words: this.vocabulary.size }
  }

  /** A word is known when the index holds it, its stem, or all parts of it as a compound. */
  private isKnown(folded: string): boolean {
    if (this.terms.has(folded) || this.terms.has(stem(folded, this.language))) return true
    const parts = compoundParts(folded, this.language)
    return parts.length > 0 && parts.every((part) => this.terms.has(part))
  }

  /** The vocabulary word nearest to an unknown word (one edit up to 4 letters, two above), the more frequent on a tie. */
  private closestWord(folded: string): string | null {
    const max = folded.length <= 4 ? 1 : 2
    let best: { word: string; distance: number; count: number } | null = null
    for (const [candidate, spellings] of this.vocabulary) {
      if (Math.abs(candidate.length - folded.length) > max) continue
      const distance = editDistance(folded, candidate, max)
      if (distance > max) continue
      const total = [...spellings.values()].reduce((sum, n) => sum + n, 0)
      if (best && (distance > best.distance || (distance === best.distance && total <= best.count))) continue
      const [spelling] = [...spellings].sort((a, b) => b[1] - a[1])[0]!
      best = { word: spelling, distance, count: total }
    }
    return best?.word ?? null
  }

  /** Adds the words of texts to the did-you-mean vocabulary (letters only, three or more). */
  private learn(texts: (string | null | undefined)[]) {
    for (const text of texts) {
      if (!text) continue
      for (const word of tokenize(text)) {
        if (word.length < SUGGESTION_MIN_LENGTH || isCode(word) || /[-./+]/.test(word)) continue
        const folded = fold(word, this.language)
        const spellings = this.vocabulary.get(folded) ?? new Map<string, number>()
        spellings.set(word, (spellings.get(word) ?? 0) + 1)
        this.vocabulary.set(folded, spellings)
      }
    }
  }
}
