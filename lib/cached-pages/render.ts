import 'server-only'

import { cache } from 'react'

import type { TenantRoute } from '@/lib/tenancy/routing-table'

/** What a cached page knows instead of the request: its tenant (from the address) and the tenant's canonical origin. */
export type CachedRender = { tenant: TenantRoute | null; origin: string }

const scope = cache((): { current: CachedRender | null } => ({ current: null }))

/**
 * Marks this render as one for the full route cache (app/(site)/cached):
 * code that would read the request (tenant from the host, the account and
 * cart cookies, the origin, draft mode) takes these values instead, so the
 * page stays static. Set once per render by the cached tree's entries,
 * before anything else runs (React's per-request cache, like next-intl's
 * setRequestLocale).
 */
export function enterCachedRender(render: CachedRender): void {
  scope().current = render
}

/** The cached render this is, or null for a render of one request. */
export function cachedRender(): CachedRender | null {
  return scope().current
}
