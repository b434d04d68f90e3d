import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

/**
 * Expires at once: the next request after a publish renders from the database. (The 'max'
 * profile would mark the tags stale only, and the first request after it would still get the
 * old page while the new one renders in the background.)
 */
const EXPIRE_NOW = { expire: 0 }

/**
 * Invalidates Next cache tags after editors change content. Skipped when the
 * caller (the seed, migrations, tests) sets `context.disableRevalidate`, and
 * harmless outside a Next request (the CLI has no cache to invalidate).
 */
export async function revalidateTags(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, EXPIRE_NOW)
  } catch (error) {
    req.payload.logger.debug({ msg: 'revalidateTag skipped outside Next', error: String(error) })
  }
}

export function revalidateAfterChange<T extends Record<string, unknown>>(
  tagsFor: (doc: T) => string[],
): CollectionAfterChangeHook<T & { id: string | number }> {
  return async ({ doc, previousDoc, req }) => {
    const tags = new Set([...tagsFor(doc as T), ...(previousDoc ? tagsFor(previousDoc as T) : [])])
    await revalidateTags(req, [...tags])
    return doc
  }
}

export function revalidateAfterDelete<T extends Record<string, unknown>>(
  tagsFor: (doc: T) => string[],
): CollectionAfterDeleteHook<T & { id: string | number }> {
  return async ({ doc, req }) => {
    await revalidateTags(req, tagsFor(doc as T))
    return doc
  }
}
