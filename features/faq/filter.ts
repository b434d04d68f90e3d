import type { FaqEntry } from './types'

/** Lower case without accents, so "Ol" finds "Öl" and "getriebeol" finds "Getriebeöl". */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The questions matching a search: every word of the term must occur in the
 * question, its answer or the name of its category, when `categoryTitles`
 * names them (order and accents do not matter). An empty term keeps every
 * question.
 */
export function filterFaqEntries<
  T extends Pick<FaqEntry, 'question' | 'answer'> & Partial<Pick<FaqEntry, 'categoryId'>>,
>(entries: readonly T[], term: string, categoryTitles?: ReadonlyMap<number, string>): T[] {
  const words = normalizeSearch(term).split(' ').filter(Boolean)
  if (!words.length) return [...entries]
  return entries.filter((entry) => {
    const category = entry.categoryId != null ? (categoryTitles?.get(entry.categoryId) ?? '') : ''
    const haystack = normalizeSearch(`${entry.question} ${entry.answer} ${category}`)
    return words.every((word) => haystack.includes(word))
  })
}

/** An answer's paragraphs (blank lines separate them). */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}
