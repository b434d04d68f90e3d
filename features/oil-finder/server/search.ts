import 'server-only'

/**
 * Vehicle search matching (pure): case-, accent- and umlaut-insensitive
 * ("Skoda" finds "Škoda", "Muenchen" and "München" are the same word), every
 * word of the query must start a word of make, model, type or engine.
 */
export function foldWords(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Spelled-out umlauts fold like the umlauts themselves (ä → a, ae → a).
      .replace(/ae/g, 'a')
      .replace(/oe/g, 'o')
      .replace(/ue/g, 'u')
  )
}

/** The words of a text, folded: "Golf VII 2.0 TDI" → "golf vii 2 0 tdi" (with a leading space, for prefix tests). */
export function searchText(parts: (string | null | undefined)[]): string {
  return ` ${foldWords(parts.filter(Boolean).join(' '))
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ')}`
}

/** The query's words, each as its folded parts ("ID.3" → ["id", "3"]); empty parts are dropped. */
export function queryWords(query: string): string[][] {
  return query
    .split(/\s+/)
    .map((word) =>
      foldWords(word)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    )
    .filter((parts) => parts.length > 0)
}

/** True when every query word's parts start words of `text` (a searchText), in order and adjacent for multi-part words. */
export function matchesAll(text: string, words: string[][]): boolean {
  return words.length > 0 && words.every((parts) => text.includes(` ${parts.join(' ')}`))
}

/** A type approval number as typed ("1vb 496") in stored form ("1VB496"), or null when it cannot be one. */
export function typeApprovalOf(query: string): string | null {
  const compact = query.replace(/[\s.-]+/g, '').toUpperCase()
  return /^[0-9][A-Z]{1,2}[0-9]{2,4}$/.test(compact) ? compact : null
}
