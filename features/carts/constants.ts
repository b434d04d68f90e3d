/** A cart line's reference text: at most 35 characters (what an ERP order line takes), never a `#`. */
export const CART_REF_TEXT_MAX_LENGTH = 35

/** At most this many lines in one cart. */
export const CART_MAX_ENTRIES = 200

/** A manual unit price: 0.01 to 99 999.99 CHF, in cents. */
export const MANUAL_PRICE_MAX_CENTS = 9_999_999

/** Where the B2B cart lives when the tenant configures no b2BCartUrl. */
export const B2B_CART_PAGE_PATH = '/warenkorb'

/** Where the B2C cart lives (the seeded tenants' b2CCartUrl). */
export const B2C_CART_PAGE_PATH = '/shop/warenkorb'

/** Where the checkout (delivery and invoice, overview) and its confirmation live, below the cart. */
export const CHECKOUT_PAGE_PATH = '/warenkorb/kasse'
export const CHECKOUT_CONFIRMATION_PATH = '/warenkorb/bestaetigung'

/** The customer's purchase-order number: what an ERP order header takes (35 characters). */
export const PURCHASE_ORDER_NUMBER_MAX_LENGTH = 35

/** A cost centre (10 characters, as in the ERP). */
export const COST_CENTRE_MAX_LENGTH = 10

/** A remark to the order. */
export const ORDER_REMARK_MAX_LENGTH = 500

/** The key a checkout sends with its submit (a double click or a retry sends the same one): 16 to 64 URL-safe characters. */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export { ADDRESS_TYPES, type AddressType } from '@/features/addresses/constants'

/** The B2B cart's API (GET the cart, POST add / update / remove). */
export const B2B_CART_PATH = '/api/b2bcart'

/** A saved cart's name: 1–80 characters, as a shopping list's. */
export const SAVED_CART_NAME_MAX_LENGTH = 80

/** At most this many saved carts per account and customer. */
export const SAVED_CARTS_MAX = 50

/** The saved carts' API: GET the list, POST { name } saves the B2B cart; /{id} GET and DELETE; /{id}/restore POST { mode }. */
export const SAVED_CARTS_PATH = '/api/saved-carts'
export const savedCartPath = (id: number | string) => `${SAVED_CARTS_PATH}/${encodeURIComponent(String(id))}`
export const savedCartRestorePath = (id: number | string) => `${savedCartPath(id)}/restore`

/** How a saved cart goes back into the cart: added to what is there (equal articles add their counts), or instead of it. */
export const RESTORE_MODES = ['merge', 'replace'] as const
export type RestoreMode = (typeof RESTORE_MODES)[number]

/** Why an order needs an administrator's approval: above the buyer's order limit, beyond its monthly budget, or both. */
export const APPROVAL_REASONS = ['limit', 'budget'] as const
export type ApprovalReason = (typeof APPROVAL_REASONS)[number]
