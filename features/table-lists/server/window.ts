/**
 * Payload pages by page number, table lists by offset (SPEC §3). An offset
 * that is not a multiple of the limit (offset=25&limit=20) falls inside two
 * pages: this finds the smallest page size whose one page covers
 * [offset, offset + limit), and where in that page the rows start.
 */
export function offsetWindow(offset: number, limit: number): { page: number; limit: number; skip: number } {
  for (let size = limit; ; size++) {
    const index = Math.floor(offset / size)
    if ((index + 1) * size >= offset + limit) return { page: index + 1, limit: size, skip: offset - index * size }
  }
}
