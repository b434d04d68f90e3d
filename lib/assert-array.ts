/** Lists such as product lines, the navigation tree and breadcrumbs must be arrays. */
export const NOT_AN_ARRAY_MESSAGE = 'The given payload is not of type Array.'

export function assertArray<T>(value: T[] | unknown): T[] {
  if (!Array.isArray(value)) throw new TypeError(NOT_AN_ARRAY_MESSAGE)
  return value as T[]
}
