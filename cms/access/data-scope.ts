import type { Access, CollectionConfig, Where } from 'payload'

import { dataScopeOf, matchesStamp, scopeRuleOf, scopeWhere } from '../../lib/data/scope'

import { isEditorUser } from './is-editor'

type Operation = 'read' | 'create' | 'update' | 'delete'

/** Matches no document. */
const NOTHING: Where = { id: { equals: -1 } }
const OPERATIONS: readonly Operation[] = ['read', 'create', 'update', 'delete']

/**
 * One operation's access with the data scope in front: a Local API call made
 * through lib/data carries the request's scope (tenant, account, customer) in
 * its context, and Payload then narrows the query to the scope's rows, or
 * refuses the operation when shop code may not run it. Everything else (REST,
 * GraphQL, the admin, editors) keeps the collection's own access.
 */
function scoped(slug: string, operation: Operation, own: Access | undefined): Access {
  const fallback: Access = own ?? (({ req }) => !!req.user)
  return (args) => {
    const scope = dataScopeOf(args.req)
    if (!scope || isEditorUser(args.req.user)) return fallback(args)
    const rule = scopeRuleOf(slug)
    if (!rule?.ops.includes(operation)) return false
    if (operation === 'create')
      return matchesStamp(slug, scope, args.data as Record<string, unknown> | undefined)
    // A scope without the owner (a visitor reading orders) finds nothing, like another customer's rows.
    return scopeWhere(slug, scope, operation) || NOTHING
  }
}

/** The collections with scope rules (lib/data/scope.ts) get the scope in front of their access. */
export function withDataScope(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    if (!scopeRuleOf(collection.slug)) return collection
    const access = { ...collection.access }
    for (const operation of OPERATIONS)
      access[operation] = scoped(collection.slug, operation, collection.access?.[operation])
    return { ...collection, access }
  })
}
