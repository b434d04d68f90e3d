/**
 * Company buying: the roles of a customer's shop accounts, the approval of
 * orders beyond a buyer's limit or monthly budget, and their bounds. Shared
 * by the CMS collections, the server and the account pages.
 */

/**
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

/** How long an invitation link is valid, in days. */
export const INVITATION_VALID_DAYS = 7

/** The largest order limit or monthly budget an administrator can set: CHF 10 million, in cents. */
export const MAX_LIMIT_CENTS = 1_000_000_000

/** The rejection reason: required, 3–500 characters. */
export const REJECTION_REASON_MIN_LENGTH = 3
export const REJECTION_REASON_MAX_LENGTH = 500

/** Why an order needs approval: above the buyer's order limit, beyond its monthly budget, or both. */
export const APPROVAL_REASONS = ['limit', 'budget'] as const
export type ApprovalReason = (typeof APPROVAL_REASONS)[number]

/** The time zone a month of the budget is counted in. */
export const BUDGET_TIME_ZONE = 'Europe/Zurich'
