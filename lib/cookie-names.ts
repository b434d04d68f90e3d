/**
 * The cookies that make a page personal, named once: the features set them, the
 * proxy and the page cache (lib/cached-pages) read them and cannot import feature code.
 */
/** The shop account's session (apart from the CMS editor's own cookie). */
export const ACCOUNT_COOKIE = 'tribo_account'
/** A visitor's B2C cart: a random token; the cart itself stays on the server. */
export const B2C_CART_COOKIE = 'tribo_b2c_cart'
/** One-time messages that survive a full page load (lib/api/flash). */
export const FLASH_COOKIE = 'tribo_flash'
