/** SPEC §3 "Filter types: select, multiselect, buttonSelect". */
export type FilterType = 'select' | 'multiselect' | 'buttonSelect'

/** One choice of a filter; `count` is the number of hits it would give, `disabled` greys it out. */
export type FilterOption = { value: string; label: string; count?: number; disabled?: boolean }

/** True when two selections hold the same values, in any order (SPEC §4: emit only on change). */
export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a)
  const right = new Set(b)
  return left.size === right.size && [...left].every((v) => right.has(v))
}

/** "5W-30 (40)": an option's label with its hit count, for places that only take text. */
export function optionText(option: FilterOption): string {
  return option.count === undefined ? option.label : `${option.label} (${option.count})`
}
