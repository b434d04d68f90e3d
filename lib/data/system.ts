import type { Payload } from 'payload'

import { payloadFor, type Args, type DataApi, type PayloadSource } from './api'

const processPayload: PayloadSource = async () => (await import('../payload/get-payload')).getPayload()

/**
 * THE SYSTEM ESCAPE: the Local API with every access check off. For work no
 * visitor or account does itself and that no scope describes — resolving the
 * tenant of a host, signing in and password recovery before there is an
 * account, the checkout's and the cart's locked writes, the search indexer,
 * the audit log, fan-out of notifications, seed, migrations and tests. Name
 * the reason; ESLint (eslint.config.mjs) lists the files that may import this.
 * Everything else reads and writes through `shopData`/`visitorData`
 * (lib/data/index.ts), narrowed to its tenant and owner.
 */
export function systemData(reason: string, payload?: Payload): DataApi {
  return systemApi(reason, payload ? async () => payload : processPayload)
}

/** `systemData` on a given Payload source (lib/data/api.ts runs a scope's checked writes with it). */
export function systemApi(reason: string, source: PayloadSource): DataApi {
  if (!reason.trim()) throw new Error('System data access needs a reason.')
  const payloadOf = payloadFor(source)
  const run = (method: keyof DataApi) => async (args: Args) => {
    const instance = await payloadOf(args)
    return (instance[method] as (options: unknown) => Promise<unknown>).call(instance, { ...args, overrideAccess: true })
  }
  return { find: run('find'), findByID: run('findByID'), count: run('count'), create: run('create'), update: run('update'), delete: run('delete'), findGlobal: run('findGlobal') } as unknown as DataApi
}
