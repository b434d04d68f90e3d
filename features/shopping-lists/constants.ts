import { MAX_QUANTITY } from '../catalog/constants'

/** A list name has 1–80 characters (trimmed). */
export const SHOPPING_LIST_NAME_MAX_LENGTH = 80

/** At most 9999 of one article, on a list too. */
export const SHOPPING_LIST_MAX_QUANTITY = MAX_QUANTITY

/** At most this many articles on one list (and in one request). */
export const SHOPPING_LIST_MAX_ENTRIES = 200

/** A list is shared with at most this many named colleagues. */
export const SHOPPING_LIST_MAX_SHARED = 100

/** The newest changes a list keeps (who changed what), newest first. */
export const SHOPPING_LIST_CHANGES_KEPT = 50

/** What a change of a list did (a row of its history). */
export const SHOPPING_LIST_CHANGE_ACTIONS = [
  'create',
  'rename',
  'add',
  'quantity',
  'remove',
  'reorder',
  'share',
] as const
export type ShoppingListChangeAction = (typeof SHOPPING_LIST_CHANGE_ACTIONS)[number]

/** The API of the shopping lists. */
export const SHOPPING_LISTS_PATH = '/api/shopping-lists'
export const shoppingListPath = (id: number | string) =>
  `${SHOPPING_LISTS_PATH}/${encodeURIComponent(String(id))}`
export const shoppingListItemsPath = (id: number | string) => `${shoppingListPath(id)}/items`
export const shoppingListCartPath = (id: number | string) => `${shoppingListPath(id)}/cart`
export const shoppingListExportPath = (id: number | string) => `${shoppingListPath(id)}/export`
/** The colleagues a list can be shared with (GET). */
export const SHOPPING_LIST_COLLEAGUES_PATH = `${SHOPPING_LISTS_PATH}/colleagues`
