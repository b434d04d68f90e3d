/** The ids of a relationship field, whether Payload populated the documents or not. */
export function relationIds(
  value: readonly (number | { id: number } | null | undefined)[] | null | undefined,
): number[] {
  return (value ?? [])
    .map((entry) => (typeof entry === 'object' && entry ? entry.id : entry))
    .filter((id): id is number => typeof id === 'number')
}

/** The id of a single relationship value, whether Payload populated the document or not; null when empty. */
export function relationId(value: number | { id: number } | null | undefined): number | null {
  return value == null ? null : typeof value === 'object' ? value.id : value
}
