/** A cart line's reference text: at most 35 characters (what an ERP order line takes), never a `#` (SPEC §5). */
export const CART_REF_TEXT_MAX_LENGTH = 35

/** At most this many lines in one cart. */
export const CART_MAX_ENTRIES = 200

/** A manual unit price: 0.01 to 99 999.99 CHF, in cents. */
export const MANUAL_PRICE_MAX_CENTS = 9_999_999

/** Where the B2B cart lives when the tenant configures no b2BCartUrl. */
export const B2B_CART_PAGE_PATH = '/warenkorb'
