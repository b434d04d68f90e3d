import 'server-only'

import type { Account } from '@/cms/payload-types'
import { ForbiddenError } from '@/lib/api/errors'

import { DEFAULT_COMPANY_ROLE, isCompanyRole, mayOrder, type CompanyRole } from '../model'

type RoleHolder = Pick<Account, 'type' | 'companyRole'> & { onBehalf?: unknown }

/**
 * The role an account acts with in its company: its own, or — for an
 * employee acting for a contact — the contact's (withOnBehalf in
 * features/accounts/server/on-behalf.ts hands it on). An employee acting for
 * nobody has no company: it counts as a buyer (it has no cart either).
 */
export function companyRoleOf(account: RoleHolder | null | undefined): CompanyRole {
  if (!account) return DEFAULT_COMPANY_ROLE
  if (account.type === 'employee' && !account.onBehalf) return DEFAULT_COMPANY_ROLE
  return isCompanyRole(account.companyRole) ? account.companyRole : DEFAULT_COMPANY_ROLE
}

export const isCompanyAdministrator = (account: RoleHolder | null | undefined): boolean =>
  companyRoleOf(account) === 'administrator'

/** Whether the account may order (fill the B2B cart, check out, reorder, restore a saved cart). */
export const mayOrderAs = (account: RoleHolder | null | undefined): boolean =>
  mayOrder(companyRoleOf(account))

/** 403 for a viewer, for every B2B cart write and the checkout; `message` is the catalogue's text. */
export function assertMayOrder(account: RoleHolder, message: () => string): void {
  if (!mayOrderAs(account)) throw new ForbiddenError(message())
}

/** 403 for anyone but an administrator of the company (or an employee acting for one). */
export function assertCompanyAdministrator(account: RoleHolder, message: () => string): void {
  if (!isCompanyAdministrator(account)) throw new ForbiddenError(message())
}
