import 'server-only'

import { executeAuthStrategies } from 'payload'

import type { Account } from '@/cms/payload-types'
import { withOnBehalf, type OnBehalf } from './on-behalf'
import { getPayload } from '@/lib/payload/get-payload'

/** `onBehalf` is set while an employee acts for a contact; `customer` is then the contact's (see withOnBehalf). */
export type AuthenticatedAccount = Account & {
  collection: 'accounts'
  _sid?: string
  onBehalf?: OnBehalf | null
}

/**
 * The shop account behind a session token, or null. The account must belong
 * to the tenant the request addresses: a token of one tenant opens nothing on
 * another. An employee acting for a contact comes back as that contact's
 * customer (features/contacts/server/on-behalf.ts).
 */
export async function accountFromToken(
  token: string | undefined,
  tenantId: string | number | null,
): Promise<AuthenticatedAccount | null> {
  if (!token || tenantId == null) return null
  const payload = await getPayload()
  try {
    // The auth strategies alone (JWT and session check): payload.auth would also compute the
    // account's CMS permissions on every request, which nothing here reads (about 6 % of a
    // signed-in page's CPU in a profile under load).
    const { user } = await executeAuthStrategies({
      headers: new Headers({ Authorization: `JWT ${token}` }),
      payload,
      canSetHeaders: false,
    })
    if (!user || user.collection !== 'accounts') return null
    const account = user as AuthenticatedAccount
    // A user its company's administrator deactivated is signed out on its next request.
    if (account.deactivatedAt) return null
    const accountTenant =
      typeof account.tenant === 'object' && account.tenant ? account.tenant.id : account.tenant
    return String(accountTenant) === String(tenantId) ? await withOnBehalf(account) : null
  } catch {
    return null
  }
}
