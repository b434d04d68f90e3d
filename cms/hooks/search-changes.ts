import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'

import { signalSearchChange } from '../../lib/search-signal'
import type { SearchChangeScope } from '../collections/search-changes'
import { tenantIdOf, type TenantScoped } from './tenant-of'

type Doc = TenantScoped & { id: number; _status?: 'draft' | 'published' | null }
/** The indexed document a change concerns (an article's change concerns its product). */
type IdsOf = (doc: Doc) => (number | null | undefined)[]

async function record(
  req: PayloadRequest,
  scope: SearchChangeScope,
  doc: Doc,
  ids: (number | null | undefined)[],
) {
  // The seed (and other bulk writes that skip revalidation) runs before the servers start, which build their indexes anew.
  if (req.context?.disableRevalidate) return
  const tenant = Number(tenantIdOf(doc))
  if (!Number.isFinite(tenant)) return
  for (const docId of new Set(ids.filter((id): id is number => typeof id === 'number'))) {
    // Same transaction as the change itself: a rolled-back save leaves no row.
    await req.payload.create({
      collection: 'search-changes',
      data: { tenant, scope, docId },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
  signalSearchChange()
}

/**
 * Hooks that log changes of an indexed collection to the search change log.
 * Drafts are not searchable: a draft save is logged only when it replaces a
 * published version (unpublishing).
 */
export function searchChangeHooks(
  scope: SearchChangeScope,
  idsOf: IdsOf = (doc) => [doc.id],
): Required<Pick<NonNullable<CollectionConfig['hooks']>, 'afterChange' | 'afterDelete'>> {
  const afterChange: CollectionAfterChangeHook<Doc> = async ({ doc, previousDoc, req }) => {
    const draftOnly = doc._status === 'draft' && previousDoc?._status !== 'published'
    if (!draftOnly) await record(req, scope, doc, [...idsOf(doc), ...(previousDoc ? idsOf(previousDoc) : [])])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = async ({ doc, req }) => {
    await record(req, scope, doc, idsOf(doc))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** Merges hook sets (each key's hooks run in order). */
export function withHooks(
  ...sets: NonNullable<CollectionConfig['hooks']>[]
): NonNullable<CollectionConfig['hooks']> {
  const merged: Record<string, unknown[]> = {}
  for (const set of sets)
    for (const [key, hooks] of Object.entries(set))
      merged[key] = [...(merged[key] ?? []), ...((hooks as unknown[]) ?? [])]
  return merged as NonNullable<CollectionConfig['hooks']>
}
