/** A URL path segment decoded, or as it is when it is not valid percent-encoding. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
