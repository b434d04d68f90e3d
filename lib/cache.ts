import { unstable_cache } from 'next/cache'

/**
 * Next's data cache with tags (invalidated from Payload hooks through
 * lib/cache-tags.ts). Outside a Next server (CLI scripts, integration tests)
 * there is no cache to use, so the function simply runs.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  tags: string[],
): (...args: A) => Promise<R> {
  const wrapped = unstable_cache(fn, keyParts, { tags })
  return async (...args: A) => {
    try {
      return await wrapped(...args)
    } catch (error) {
      if (error instanceof Error && error.message.includes('incrementalCache missing')) return fn(...args)
      throw error
    }
  }
}
