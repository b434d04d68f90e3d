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
  let revalidateTag: typeof import('next/cache').revalidateTag
  try {
    revalidateTag = (await import('next/cache')).revalidateTag
    for (const tag of tags) revalidateTag(tag, EXPIRE_NOW)
  } catch (error) {
    req.payload.logger.debug({ msg: 'revalidateTag skipped outside Next', error: String(error) })
    return
  }
  // A render that read the old data while this change was being saved (this hook runs before the
  // transaction commits) is stored after this moment and would count as fresh until its
  // `revalidate` time. The same tags expire once more after such renders are done.
  try {
    const { after } = await import('next/server')
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, SECOND_EXPIRY_MS))
      for (const tag of tags) revalidateTag(tag, EXPIRE_NOW)
    })
  } catch (error) {
    req.payload.logger.debug({ msg: 'second expiry skipped outside a request', error: String(error) })
  }
}

/** How long after a change its tags expire a second time (renders in flight at the change are done by then). */
export const SECOND_EXPIRY_MS = 5_000

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
