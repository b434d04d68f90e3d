import 'server-only'

import { cookies } from 'next/headers'
import { cache } from 'react'

import { cachedRender } from '@/lib/cached-pages/render'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { ACCOUNT_COOKIE } from './cookie'
import { accountFromToken, type AuthenticatedAccount } from './current-account'

// One authentication per page render: the layout, the page, its metadata and the session all ask.
const accountOfRender = cache(async (tenantId: TenantRoute['id']): Promise<AuthenticatedAccount | null> => {
  const jar = await cookies()
  return accountFromToken(jar.get(ACCOUNT_COOKIE)?.value, tenantId)
})

/** The signed-in shop account of this request, for the tenant it addresses. */
export async function getCurrentAccount(tenant: TenantRoute): Promise<AuthenticatedAccount | null> {
  // A page of the full route cache is the visitors' page: no account, and no cookie read.
  if (cachedRender()) return null
  return accountOfRender(tenant.id)
}
