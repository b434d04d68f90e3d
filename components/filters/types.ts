/** The kinds of filter: a select, a multiselect or toggle buttons. */
export type FilterType = 'select' | 'multiselect' | 'buttonSelect'

export type FilterOption = { value: string; label: string; count?: number; disabled?: boolean }

/** True when two selections hold the same values, in any order. */
export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  const set = new Set(a)
  return b.every((v) => set.has(v))
}
