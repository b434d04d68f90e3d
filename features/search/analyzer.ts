/**
 * The search analyzer: how texts become index terms and how a visitor's
 * query becomes a query over those terms. Pure functions, shared by the index
 * (documents) and the query side so both always agree.
 *
 * German first:
 * - umlauts and their spellings fold together: "Öl", "Oel", "ol" → `ol`;
 *   ß → ss; accents are dropped in every language ("Huile" = "huile");
 * - light stemming of endings ("Motoren" → `motor`, "Öle" → `ol`, "synthetische" → `synthetisch`);
 * - compound words are split at the domain's head words ("Motorenöl" → `motor` + `ol`,
 *   "Kettenspray" → `kett` + `spray`), so "Motoröl", "Motoroel" and "motorol" all match "Motorenöl";
 * - codes (article numbers, "5W-30", "VW 504.00") stay whole and are matched exactly, also
 *   without their separators ("5w30").
 */

export type SearchLanguage = 'de' | 'fr' | 'it' | 'en'

/** A word of text or query: letters and digits, joined by - . / + inside codes ("5W-30", "229.51"). */
const TOKEN = /[\p{L}\p{N}]+(?:[-./+][\p{L}\p{N}]+)*/gu
const HAS_DIGIT = /\p{N}/u
const DIACRITICS = /\p{M}+/gu

/** Splits a text into its raw words (original spelling). */
export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? []
}

/** Lower case, ß → ss, no accents; German also folds ae/oe/ue to a/o/u (as "ä", "ö", "ü" do). */
export function fold(word: string, language: SearchLanguage): string {
  let folded = word.toLowerCase().replace(/ß/g, 'ss')
  // The umlaut spellings fold before the accents go, so "Oel" and "Öl" meet at `ol`.
  if (language === 'de')
    folded = folded
      .replace(/ae/g, 'a')
      .replace(/oe/g, 'o')
      .replace(/(?<!q)ue/g, 'u')
  return folded.normalize('NFD').replace(DIACRITICS, '')
}

export const isCode = (term: string) => HAS_DIGIT.test(term)

const GERMAN_ENDINGS = ['ern', 'em', 'en', 'er', 'es', 'e', 's', 'n'] as const

/** A light stemmer: plural and inflection endings, never below three letters. Codes are left alone. */
export function stem(term: string, language: SearchLanguage): string {
  if (isCode(term)) return term
  switch (language) {
    case 'de': {
      // Short words lose only a final e ("Öle" → `ol`).
      if (term.length <= 4) return term.length >= 3 && term.endsWith('e') ? term.slice(0, -1) : term
      const ending = GERMAN_ENDINGS.find((e) => term.endsWith(e) && term.length - e.length >= 4)
      return ending ? term.slice(0, -ending.length) : term
    }
    case 'fr':
      return term.length > 3 && /[sx]$/.test(term) ? term.slice(0, -1) : term
    case 'it':
      return term.length > 4 && /[aeio]$/.test(term) ? term.slice(0, -1) : term
    case 'en':
      if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`
      return term.length > 3 && term.endsWith('s') && !term.endsWith('ss') ? term.slice(0, -1) : term
  }
}

/**
 * The heads of German compounds in our assortment (folded spelling). A word
 * ending in one of them, with at least three letters before it, splits into
 * the stemmed rest and the head; the rest may split again ("Hochleistungsmotorenöl").
 */
const GERMAN_HEADS = [
  'schmierstoff',
  'datenblatt',
  'blatt',
  'schmiermittel',
  'flussigkeit',
  'konzentrat',
  'hydraulik',
  'frostschutz',
  'reiniger',
  'getriebe',
  'additiv',
  'kuhlmittel',
  'pflege',
  'mittel',
  'spray',
  'paste',
  'wachs',
  'fluid',
  'motor',
  'kette',
  'fett',
  'ol',
].sort((a, b) => b.length - a.length)

/** The parts of a German compound (stemmed), or [] when it is not one. */
export function compoundParts(term: string, language: SearchLanguage, depth = 0): string[] {
  if (language !== 'de' || isCode(term) || depth > 2) return []
  // The inflected form too: "Motorenöle" splits as "Motorenöl".
  for (const word of new Set([term, stem(term, 'de')])) {
    for (const head of GERMAN_HEADS) {
      if (word.length - head.length < 3 || !word.endsWith(head)) continue
      const rest = stem(word.slice(0, -head.length), 'de')
      const restParts = compoundParts(rest, language, depth + 1)
      return [...(restParts.length ? restParts : [rest]), stem(head, 'de')]
    }
  }
  return []
}

/** The separator-free spelling of a code ("5w-30" → "5w30"), or null. */
const squashed = (term: string) => (/[-./+]/.test(term) ? term.replace(/[-./+]/g, '') : null)

/** Index terms of one raw word of running text: the folded word, its stem, its compound parts; codes whole and squashed. */
export function textTerms(word: string, language: SearchLanguage): string[] {
  const folded = fold(word, language)
  if (isCode(folded)) return unique([folded, squashed(folded)])
  // Letter words joined by hyphens ("Hochleistungs-Motorenöl") count as their parts too.
  const pieces = folded.split(/[-./+]/).filter(Boolean)
  const terms = pieces.length > 1 ? [pieces.join('')] : []
  for (const piece of pieces) terms.push(piece, stem(piece, language), ...compoundParts(piece, language))
  return unique(terms)
}

/** Index terms of a code field (article and product numbers, viscosity, approvals): folded, whole and squashed, never stemmed. */
export function codeTerms(word: string, language: SearchLanguage): string[] {
  const folded = fold(word, language)
  return unique([folded, squashed(folded)])
}

function unique(terms: (string | null)[]): string[] {
  return [...new Set(terms.filter((t): t is string => !!t && t.length > 0))]
}

/** A query over index terms, in the shape MiniSearch takes (strings are leaf terms). */
export type QueryNode =
  string | { combineWith: 'AND' | 'OR'; queries: QueryNode[]; fuzzy?: number | false; prefix?: boolean }

/** Edits allowed for a term: none for codes and words under 5 letters ("kett" must not find "fett"), one from 5, two from 8. */
export function fuzzinessOf(term: string): number | false {
  if (isCode(term) || term.length < 5) return false
  return term.length < 8 ? 1 : 2
}

/**
 * A query as words (each word must match — AND), each word as alternatives
 * (OR): the folded word (fuzzy; a prefix when `prefixLast` and it is the last
 * word, as while typing), its stem, and all its compound parts together.
 * Codes match exactly (the squashed spelling too). Returns null for a query
 * without words.
 */
export function buildQuery(
  query: string,
  language: SearchLanguage,
  { prefixLast = false } = {},
): QueryNode | null {
  const words = tokenize(query)
  if (!words.length) return null
  const nodes = words.map((word, i): QueryNode => {
    const prefix = prefixLast && i === words.length - 1
    const folded = fold(word, language)
    if (isCode(folded)) {
      const alternatives = codeTerms(word, language)
      return { combineWith: 'OR', queries: alternatives, fuzzy: false, prefix: prefix && folded.length >= 3 }
    }
    const pieces = folded.split(/[-./+]/).filter(Boolean)
    if (pieces.length > 1)
      return {
        combineWith: 'AND',
        queries: pieces.map((piece) => wordNode(piece, language, prefix && piece === pieces.at(-1))),
      }
    return wordNode(folded, language, prefix)
  })
  return nodes.length === 1 ? nodes[0]! : { combineWith: 'AND', queries: nodes }
}

function wordNode(folded: string, language: SearchLanguage, prefix: boolean): QueryNode {
  const stemmed = stem(folded, language)
  const alternatives: QueryNode[] = [
    {
      combineWith: 'OR',
      queries: [folded],
      fuzzy: fuzzinessOf(folded),
      prefix: prefix && folded.length >= 3,
    },
  ]
  if (stemmed !== folded)
    alternatives.push({ combineWith: 'OR', queries: [stemmed], fuzzy: fuzzinessOf(stemmed), prefix: false })
  const parts = compoundParts(folded, language)
  // Parts match exactly: a fuzzy `motor` would also find "Moto" and rank motorcycle oils above engine oils.
  if (parts.length) alternatives.push({ combineWith: 'AND', queries: parts, fuzzy: false, prefix: false })
  return alternatives.length === 1 ? alternatives[0]! : { combineWith: 'OR', queries: alternatives }
}

/** Damerau–Levenshtein distance (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}
