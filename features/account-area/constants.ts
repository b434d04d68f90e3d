/**
 * Where the signed-in account pages live (order history and detail,
 * ordered products, customers, contracts, addresses, shopping lists,
 * favourites, safety data sheets). Tenants may point orderHistoryUrl,
 * contractDetailUrl and shoppingListUrl elsewhere; these are the defaults.
 */
export const ACCOUNT_PATHS = {
  orders: '/konto/bestellungen',
  orderedProducts: '/konto/bestellte-produkte',
  customers: '/konto/kunden',
  contracts: '/konto/vertraege',
  safetyDataSheets: '/konto/sicherheitsdatenblaetter',
  addresses: '/konto/adressen',
  favourites: '/konto/favoriten',
  shoppingLists: '/konto/merklisten',
  savedCarts: '/konto/gespeicherte-warenkoerbe',
  users: '/konto/benutzer',
  approvals: '/konto/freigaben',
  documents: '/konto/dokumente',
  repeatOrders: '/konto/abos',
  quotes: '/konto/offerten',
  fleet: '/konto/fuhrpark',
  fleetPlan: '/konto/fuhrpark/oelplan',
} as const

export type AccountPage = keyof typeof ACCOUNT_PATHS

/** The order detail below the order history: /konto/bestellungen/{orderNumber}. */
export const orderDetailPath = (orderNumber: string) =>
  `${ACCOUNT_PATHS.orders}/${encodeURIComponent(orderNumber)}`

/** A contract's positions: /konto/vertraege/{contractNumber}. */
export const contractDetailPath = (contractNumber: string) =>
  `${ACCOUNT_PATHS.contracts}/${encodeURIComponent(contractNumber)}`

/** A shopping list: /konto/merklisten/{id}. */
export const shoppingListPath = (id: number | string) => `${ACCOUNT_PATHS.shoppingLists}/${id}`

/** Table lists: 20 rows per page by default, at most 100. */
export const TABLE_MAX_LIMIT = 100

/** Safety data sheets: PDF only, at most 20 MB (an editor's upload). */
export const SAFETY_DATA_SHEET_MAX_BYTES = 20 * 1024 * 1024

/** Languages a safety data sheet is issued in. */
export const SAFETY_DATA_SHEET_LANGUAGES = ['de', 'fr', 'it', 'en'] as const

/** Contract states. */
export const CONTRACT_STATUSES = ['active', 'planned', 'expired'] as const
export type ContractStatus = (typeof CONTRACT_STATUSES)[number]

/** Contract kinds: a framework agreement (quantities called off over time) or a price agreement. */
export const CONTRACT_TYPES = ['framework', 'price'] as const
