import { MAX_QUANTITY } from '../catalog/constants'

/** A list name has 1–80 characters (trimmed). */
export const SHOPPING_LIST_NAME_MAX_LENGTH = 80

/** At most 9999 of one article, on a list too. */
export const SHOPPING_LIST_MAX_QUANTITY = MAX_QUANTITY

/** At most this many articles on one list (and in one request). */
export const SHOPPING_LIST_MAX_ENTRIES = 200

/** The API of the shopping lists. */
export const SHOPPING_LISTS_PATH = '/api/shopping-lists'
export const shoppingListPath = (id: number | string) =>
  `${SHOPPING_LISTS_PATH}/${encodeURIComponent(String(id))}`
export const shoppingListItemsPath = (id: number | string) => `${shoppingListPath(id)}/items`
export const shoppingListCartPath = (id: number | string) => `${shoppingListPath(id)}/cart`
export const shoppingListExportPath = (id: number | string) => `${shoppingListPath(id)}/export`
