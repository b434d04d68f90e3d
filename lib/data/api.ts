import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'
import { NotFound } from 'payload'

import { DATA_SCOPE_KEY, scopeWhere, stampOf, type DataScope } from './scope'

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
 * The Local API under a scope: every where gets the scope's tenant and owner
 * conditions, every create the scope's owner fields, and the call runs with
 * `overrideAccess: false` and the scope in its context, so the collection's
 * access (cms/access/data-scope.ts) checks the same conditions once more.
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
    create: async (args: Args) => (await payloadOf(args)).create(prepare({ ...args, data: { ...args.data, ...stampOf(String(args.collection), scope) } }) as never),
    update: async (args: Args) => (await payloadOf(args)).update(prepare('id' in args ? args : { ...args, where: narrowed(args, 'update') }) as never),
    delete: async (args: Args) => (await payloadOf(args)).delete(prepare('id' in args ? args : { ...args, where: narrowed(args, 'delete') }) as never),
    findGlobal: async (args: Args) => (await payloadOf(args)).findGlobal(prepare(args) as never),
  }
  return api as unknown as DataApi
}
