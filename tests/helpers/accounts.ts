import type { Payload } from 'payload'

import type { Account } from '@/cms/payload-types'

/**
 * The seeded shop accounts: Garage Muster AG (100200: kunde administrator, einkauf buyer with
 * limits, ansicht viewer; lieferung, buchhaltung, beschaffung and teile buyers without limits,
 * one per feature so tests never share a cart), Transporte Alpin GmbH (100300: alpin administrator, disposition
 * buyer, flotte buyer for the fleet specs), a signed-in non-shop user, an employee without customer.
 */
export const DEMO_ACCOUNTS = {
  kunde: 'Kunde-2026!',
  einkauf: 'Einkauf-2026!',
  ansicht: 'Ansicht-2026!',
  lieferung: 'Lieferung-2026!',
  buchhaltung: 'Buchhaltung-2026!',
  beschaffung: 'Beschaffung-2026!',
  teile: 'Teile-2026!',
  alpin: 'Alpin-2026!',
  disposition: 'Disposition-2026!',
  flotte: 'Flotte-2026!',
  privat: 'Privat-2026!',
  mitarbeiter: 'Mitarbeiter-2026!',
} as const
export type DemoAccount = keyof typeof DEMO_ACCOUNTS

/** Signs the demo accounts in through the Local API: their session tokens (for the account cookie) and accounts. */
export async function loginDemoAccounts(
  payload: Payload,
): Promise<{ tokens: Record<DemoAccount, string>; accounts: Record<DemoAccount, Account> }> {
  const tokens = {} as Record<DemoAccount, string>
  const accounts = {} as Record<DemoAccount, Account>
  for (const [username, password] of Object.entries(DEMO_ACCOUNTS) as [DemoAccount, string][]) {
    const result = await payload.login({ collection: 'accounts', data: { username, password } as never })
    tokens[username] = result.token!
    accounts[username] = result.user as Account
  }
  return { tokens, accounts }
}
