/** The ids of a relationship field, whether Payload populated the documents or not. */
export function relationIds(value: readonly (number | { id: number } | null | undefined)[] | null | undefined): number[] {
  return (value ?? []).map((entry) => (typeof entry === 'object' && entry ? entry.id : entry)).filter((id): id is number => typeof id === 'number')
}
