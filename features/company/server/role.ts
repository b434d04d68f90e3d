import 'server-only'

import type { Account } from '@/cms/payload-types'
import { isCompanyAdministrator, mayOrderAs } from '@/features/accounts/company-roles'
import { ForbiddenError } from '@/lib/api/errors'

export { companyRoleOf, isCompanyAdministrator, mayOrderAs } from '@/features/accounts/company-roles'

type RoleHolder = Pick<Account, 'type' | 'companyRole'> & { onBehalf?: unknown }

/** 403 for a viewer; `message` is the catalogue's text. */
export function assertMayOrder(account: RoleHolder, message: () => string): void {
  if (!mayOrderAs(account)) throw new ForbiddenError(message())
}

/** 403 for anyone but an administrator of the company (or an employee acting for one). */
export function assertCompanyAdministrator(account: RoleHolder, message: () => string): void {
  if (!isCompanyAdministrator(account)) throw new ForbiddenError(message())
}
