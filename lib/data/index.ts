import 'server-only'

import { getPayload } from '@/lib/payload/get-payload'

import { scopedApi, type DataApi } from './api'
import { visitorScope, type DataScope } from './scope'

export type { DataApi } from './api'
export { dataScope, directoryScope, visitorScope, type DataScope } from './scope'

/**
 * The data-access boundary (docs/architecture.md "Data access"): shop code
 * reads and writes Payload through these, never through the Local API itself.
 *
 * - `shopData(scope)`: as the request's account — the tenant's rows, and of
 *   the shop's own collections only the account's or its customer's.
 * - `visitorData(tenant)`: as an anonymous visitor of a tenant — published
 *   content and what the shop shows to everyone.
 * - `systemData(reason)` (lib/data/system.ts): the named escape for system work.
 */
export function shopData(scope: DataScope): DataApi {
  return scopedApi(scope, getPayload)
}

export function visitorData(tenant: number | string | { id: number | string }): DataApi {
  return scopedApi(visitorScope(tenant), getPayload)
}
