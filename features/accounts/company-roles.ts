import type { Account } from '@/cms/payload-types'

/**
 * The roles of a business customer's shop accounts within their company, and
 * the questions every slice asks of them (may this account order? does it
 * administer its company?). Here, in the accounts slice below the others,
 * so carts, catalog, orders and lists can ask without depending on the
 * company slice that builds the users and approval pages on top.
 *
 * administrator: manages the company's users and their limits, approves orders, sees all orders.
 * buyer: orders within its order limit and monthly budget (beyond them the order awaits approval).
 * viewer: sees prices, lists and orders; cannot order.
 */
export const COMPANY_ROLES = ['administrator', 'buyer', 'viewer'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const isCompanyRole = (value: unknown): value is CompanyRole =>
  typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value)

/** The role an account has without one stored (accounts of employees, older rows): a buyer without limits. */
export const DEFAULT_COMPANY_ROLE: CompanyRole = 'buyer'

/** Whether a role may place orders (and fill, save and restore carts for that purpose). */
export const mayOrder = (role: CompanyRole): boolean => role !== 'viewer'

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

/** Whether the signed-in user of a session may order (viewers may not; visitors order through the B2C cart). For islands and pages. */
export const mayOrderIn = (session: { companyRole: CompanyRole | null }): boolean =>
  session.companyRole == null || mayOrder(session.companyRole)

/** Whether the signed-in user of a session administers its company (users, limits, approvals). */
export const administersCompany = (session: { companyRole: CompanyRole | null }): boolean =>
  session.companyRole === 'administrator'
