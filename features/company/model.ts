/**
 * Company buying: the roles of a customer's shop accounts, the approval of
 * orders beyond a buyer's limit or monthly budget, and their bounds. Shared
 * by the CMS collections, the server and the account pages.
 */

// The roles themselves live in the accounts slice (every slice asks them); the company slice builds on them.
export {
  COMPANY_ROLES,
  DEFAULT_COMPANY_ROLE,
  isCompanyRole,
  mayOrder,
  type CompanyRole,
} from '../accounts/company-roles'

/** How long an invitation link is valid, in days. */
export const INVITATION_VALID_DAYS = 7

/** The largest order limit or monthly budget an administrator can set: CHF 10 million, in cents. */
export const MAX_LIMIT_CENTS = 1_000_000_000

/** The rejection reason: required, 3–500 characters. */
export const REJECTION_REASON_MIN_LENGTH = 3
export const REJECTION_REASON_MAX_LENGTH = 500

// Why an order needs approval: the checkout decides it (features/carts/checkout-schemas.ts).
export { APPROVAL_REASONS, type ApprovalReason } from '../carts/model'

/** The time zone a month of the budget is counted in. */
export const BUDGET_TIME_ZONE = 'Europe/Zurich'
