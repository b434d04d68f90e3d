import 'server-only'

import { createHash, timingSafeEqual } from 'node:crypto'

import { tenantContext, type TenantContext } from '@/features/tenancy/server/route-context'
import { NotFoundError, UnauthorizedError } from '@/lib/api/errors'
import type { RouteBase } from '@/lib/api/route'
import { erpApiToken } from '@/lib/env'

/** Whether the bearer token of a request is the ERP's: compared in constant time (digests of equal length). */
export function isErpToken(authorization: string | null, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  if (!match) return false
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(match[1]!), digest(token))
}

/**
 * The caller of the ERP's endpoints (the `auth` of defineRoute): the tenant of the host it calls
 * (503 without one), and the ERP's bearer token (ERP_API_TOKEN). Without a configured token the
 * endpoint does not exist (404); a missing or wrong token is a 401 with `WWW-Authenticate`.
 */
export async function erpContext({ request }: Pick<RouteBase, 'request'>): Promise<TenantContext> {
  const ctx = await tenantContext({ request })
  const token = erpApiToken()
  if (!token) throw new NotFoundError(ctx.t('orderDocuments.api.unknownEndpoint'))
  if (!isErpToken(request.headers.get('authorization'), token))
    throw new UnauthorizedError(ctx.t('orderDocuments.api.tokenRequired'), {
      headers: { 'WWW-Authenticate': 'Bearer realm="tribo-erp"' },
    })
  return ctx
}
