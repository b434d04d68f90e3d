import 'server-only'

import { createLocalReq, logoutOperation } from 'payload'

import { getPayload } from '@/lib/payload/get-payload'

import type { AuthenticatedAccount } from './current-account'

/** Ends the account's server-side session so the token stops working everywhere. */
export async function logout(account: AuthenticatedAccount): Promise<void> {
  const payload = await getPayload()
  const req = await createLocalReq({ user: account }, payload)
  await logoutOperation({ collection: payload.collections.accounts, req })
}
