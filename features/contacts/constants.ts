/** Contact suggestions show up to 5 entries, 400 ms after the last keystroke. */
export const CONTACT_SUGGESTION_LIMIT = 5
export const CONTACT_SEARCH_DEBOUNCE_MS = 400
/** Searching starts with the first characters (one is enough). */
export const CONTACT_SEARCH_MIN_LENGTH = 1
export const CONTACT_SEARCH_MAX_LENGTH = 100

export const CONTACT_SEARCH_PATH = '/api/contact/search'
export const CONTACT_SELECT_PATH = '/api/contact/select'
export const CONTACT_LOGOUT_PATH = '/api/contact/logout'
export const billingPartnerPath = (partnerId: string) =>
  `/api/user/billing-partner/${encodeURIComponent(partnerId)}`

/** Where the customer overview and dashboard live when the tenant names no other address. */
export const CUSTOMER_OVERVIEW_PATH = '/customer-overview'
export const DASHBOARD_PATH = '/dashboard'
