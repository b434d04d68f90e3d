import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'
import { Forbidden, NotFound } from 'payload'

import { DATA_SCOPE_KEY, scopeRuleOf, scopeWhere, stampOf, updateDataOf, type DataScope } from './scope'
import { systemApi } from './system'

/** The fields a scope stamps on what it creates: callers may leave them out. */
type Stamped = 'tenant' | 'account' | 'customer'
type StampedData<TSlug extends CollectionSlug> = Omit<RequiredDataFromCollectionSlug<TSlug>, Stamped> & Partial<Pick<RequiredDataFromCollectionSlug<TSlug>, Extract<keyof RequiredDataFromCollectionSlug<TSlug>, Stamped>>>

/** The Local API methods shop code reads and writes with; every call goes through one of lib/data's three doors. */
export type DataApi = Pick<Payload, 'find' | 'findByID' | 'count' | 'update' | 'delete' | 'findGlobal'> & {
  /** Creates a document; under a scope the tenant and owner fields come from the scope. */
  create: <TSlug extends CollectionSlug>(options: Omit<Parameters<Payload['create']>[0], 'collection' | 'data'> & { collection: TSlug; data: StampedData<TSlug> }) => Promise<DataFromCollectionSlug<TSlug>>
}

export type Args = Record<string, unknown> & { collection?: string; where?: Where; req?: Partial<PayloadRequest>; context?: Record<string, unknown>; data?: Record<string, unknown> }

const and = (...parts: (Where | undefined)[]): Where => {
  const present = parts.filter((part): part is Where => !!part && Object.keys(part).length > 0)
  return present.length === 0 ? {} : present.length === 1 ? present[0] : { and: present }
}

/** The request's own Payload when the call joins a transaction, else the process's. */
export const payloadFor = (getPayload: PayloadSource) => async (args: Args): Promise<Payload> => (args.req?.payload as Payload | undefined) ?? getPayload()

/** Nothing matches (a scope that may see nothing in a collection). */
const NOTHING: Where = { id: { equals: -1 } }

export type PayloadSource = () => Promise<Payload>

/**
 * The Local API under a scope.
 *
 * Reads: every where gets the scope's tenant and owner conditions, and the
 * read runs with `overrideAccess: false` and the scope in its context, so the
 * collection's access (cms/access/data-scope.ts) applies the same conditions
 * once more.
 *
 * Writes are checked here, by construction, before they run: the rule must
 * allow the operation for shop code; a create gets the scope's tenant and
 * owner fields; an update or delete touches only rows within the scope's
 * write conditions (by id: not found otherwise), and an update keeps the
 * scope's owner fields. The checked write then runs
 * with system rights, because Payload validates every relationship of the
 * document as the caller would read it (the notification a copy came from,
 * a colleague's account), which the scope's read rule rightly does not show.
 */
export function scopedApi(scope: DataScope, getPayload: PayloadSource): DataApi {
  const payloadOf = payloadFor(getPayload)
  const prepare = (args: Args): Args => {
    const { overrideAccess: _ignored, user: _user, ...rest } = args
    return { ...rest, overrideAccess: false, context: { ...args.context, [DATA_SCOPE_KEY]: scope } }
  }
  const narrowed = (args: Args, operation: 'read' | 'update' | 'delete' = 'read'): Where => {
    const scoped = args.collection ? scopeWhere(args.collection, scope, operation) : {}
    return scoped === false ? NOTHING : and(args.where, scoped)
  }
  const writer = systemApi('a write checked against its scope', getPayload)
  const withScope = (args: Args): Args => {
    const { overrideAccess: _ignored, user: _user, ...rest } = args
    return { ...rest, context: { ...args.context, [DATA_SCOPE_KEY]: scope } }
  }
  /** The collection's rule must list the operation for shop code (else: the system escape). */
  const allowed = (args: Args, operation: 'create' | 'update' | 'delete') => {
    const rule = scopeRuleOf(String(args.collection))
    if (!rule?.ops.includes(operation)) throw new Forbidden()
    return rule
  }
  /** A write by id: the row must lie within the scope's write conditions, else it is not found. */
  const mustExist = async (args: Args & { id?: unknown }, operation: 'update' | 'delete') => {
    const { totalDocs } = await (await payloadOf(args)).count(prepare({ collection: args.collection, req: args.req, where: narrowed({ collection: args.collection, where: { id: { equals: args.id } } }, operation) }) as never)
    if (!totalDocs) throw new NotFound()
  }
  const api = {
    find: async (args: Args) => (await payloadOf(args)).find(prepare({ ...args, where: narrowed(args) }) as never),
    count: async (args: Args) => (await payloadOf(args)).count(prepare({ ...args, where: narrowed(args) }) as never),
    // By id through a narrowed find: a row outside the scope is simply not found.
    findByID: async (args: Args & { id: number | string; disableErrors?: boolean }) => {
      const { id, disableErrors, ...rest } = args
      const { docs } = await (await payloadOf(args)).find(prepare({ ...rest, where: narrowed({ ...rest, where: { id: { equals: id } } }), limit: 1, pagination: false }) as never)
      if (docs[0]) return docs[0]
      if (disableErrors) return null
      throw new NotFound()
    },
    create: async (args: Args) => {
      const rule = allowed(args, 'create')
      if (!rule.stamp?.(scope)) throw new Forbidden()
      return writer.create(withScope({ ...args, data: { ...args.data, ...stampOf(String(args.collection), scope) } }) as never)
    },
    update: async (args: Args) => {
      allowed(args, 'update')
      // The owner fields stay the scope's: an update never moves a row to another tenant, account or customer.
      const data = updateDataOf(String(args.collection), scope, args.data)
      if (!('id' in args)) return writer.update(withScope({ ...args, data, where: narrowed(args, 'update') }) as never)
      await mustExist(args, 'update')
      return writer.update(withScope({ ...args, data }) as never)
    },
    delete: async (args: Args) => {
      allowed(args, 'delete')
      if (!('id' in args)) return writer.delete(withScope({ ...args, where: narrowed(args, 'delete') }) as never)
      await mustExist(args, 'delete')
      return writer.delete(withScope(args) as never)
    },
    findGlobal: async (args: Args) => (await payloadOf(args)).findGlobal(prepare(args) as never),
  }
  return api as unknown as DataApi
}
