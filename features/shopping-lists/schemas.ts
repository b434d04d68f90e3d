import { z } from 'zod'

import { CONTROL_CHARACTERS_ISSUE, hasControlCharacters } from '@/lib/control-characters'

import { ZB2BCart } from '../carts/schemas'
import { ZArticleNumber, ZProductNumber } from '../catalog/schemas'
import {
  SHOPPING_LIST_CHANGE_ACTIONS,
  SHOPPING_LIST_MAX_ENTRIES,
  SHOPPING_LIST_MAX_QUANTITY,
  SHOPPING_LIST_MAX_SHARED,
  SHOPPING_LIST_NAME_MAX_LENGTH,
} from './constants'

/** A list name: trimmed, 1–80 characters (never empty), without control characters (refused, never cut away). */
export const ZShoppingListName = z
  .string()
  .trim()
  .min(1)
  .max(SHOPPING_LIST_NAME_MAX_LENGTH)
  .refine((name) => !hasControlCharacters(name), { message: CONTROL_CHARACTERS_ISSUE })

/** A quantity on a list: a whole number from 1 to 9999. */
export const ZListQuantity = z.number().int().min(1).max(SHOPPING_LIST_MAX_QUANTITY)

/**
 * One article to put on a list: the product by number (or id), the article
 * (pack size) and how many. The server checks that the article belongs to the
 * product and that this customer can order it.
 */
export const ZShoppingListEntryInput = z
  .object({
    productNumber: ZProductNumber.optional(),
    product: z.number().int().positive().optional(),
    articleNumber: ZArticleNumber,
    quantity: ZListQuantity,
  })
  .refine((entry) => entry.productNumber != null || entry.product != null, {
    message: 'productNumber or product is required',
    path: ['productNumber'],
  })
export type ShoppingListEntryInput = z.infer<typeof ZShoppingListEntryInput>

export const ZShoppingListEntriesInput = z.array(ZShoppingListEntryInput).max(SHOPPING_LIST_MAX_ENTRIES)

/** POST /api/shopping-lists: a name and the first entries (may be none). */
export const ZCreateShoppingListBody = z.object({
  name: ZShoppingListName,
  entries: ZShoppingListEntriesInput.default([]),
})

/** POST /api/shopping-lists/{id}/items: at least one entry. */
export const ZAddShoppingListItemsBody = z.object({ entries: ZShoppingListEntriesInput.min(1) })

/** A list id in the address. */
export const ZShoppingListId = z.coerce.number().int().positive()

/**
 * The parameter a failed body names in its 400: `name`, `entries`, or the
 * entry and its field (`entries.0.quantity`).
 */
export function bodyParameter(error: z.ZodError, fallback = 'body'): string {
  const path = error.issues[0]?.path ?? []
  return path.length ? path.map(String).join('.') : fallback
}

/** Whether a failed body was refused for control characters (the 400 then says so). */
export const hasControlCharacterIssue = (error: z.ZodError) =>
  error.issues[0]?.message === CONTROL_CHARACTERS_ISSUE

// ---- Answers (read by the client with these schemas; an answer that does not match is an API failure) ----

/** A person as a list names it: an account's id and name. */
export const ZListPerson = z.object({ id: z.number(), name: z.string() })
export type ListPerson = z.infer<typeof ZListPerson>

/**
 * A list in the overview (GET /api/shopping-lists): the account's own lists and
 * its company's lists shared with it. `canManage`: it is the owner (renames,
 * shares, deletes); `canEdit`: it may change the entries (owner or named
 * colleague); `shared`: shared with the company or with colleagues.
 */
export const ZShoppingListSummary = z.object({
  id: z.number(),
  name: z.string(),
  entryCount: z.number(),
  updatedAt: z.string(),
  owner: ZListPerson,
  canManage: z.boolean(),
  canEdit: z.boolean(),
  shared: z.boolean(),
})
export type ShoppingListSummary = z.infer<typeof ZShoppingListSummary>

/**
 * A change of a list (its history, newest first): when, who (`byName`; an
 * employee acting for a contact with `onBehalfOf`, the contact's name), what
 * (`action`) and `text`, the change described in the caller's language.
 */
export const ZShoppingListChange = z.object({
  at: z.string(),
  byName: z.string(),
  onBehalfOf: z.string().nullable(),
  action: z.enum(SHOPPING_LIST_CHANGE_ACTIONS),
  text: z.string(),
})
export type ShoppingListChange = z.infer<typeof ZShoppingListChange>

/** A picture (components/picture ImageData). */
const ZImage = z.object({
  srcset: z.string().optional(),
  fallback: z.string().optional(),
  alt: z.string(),
  title: z.string().optional(),
  caption: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
})

/** An entry of a list as the shop shows it: product, pack size and quantity. */
export const ZShoppingListEntry = z.object({
  /** The entry's own id (for later edits). */
  id: z.string().nullable(),
  productNumber: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  articleNumber: z.string(),
  /** "5 l"; null when the article no longer exists. */
  packLabel: z.string().nullable(),
  quantity: z.number(),
  image: ZImage.nullable(),
  /** Whether this customer can order the article now. */
  orderable: z.boolean(),
  /** The unit price at the entry's quantity in cents, for those who see prices; null for everyone else. */
  unitPriceCents: z.number().nullable().default(null),
})
export type ShoppingListEntry = z.infer<typeof ZShoppingListEntry>

/**
 * One list with its entries (GET /api/shopping-lists/{id}), its owner, whom it
 * is shared with, what the caller may do with it and its recent changes.
 */
export const ZShoppingListDetail = z.object({
  id: z.number(),
  name: z.string(),
  updatedAt: z.string(),
  entries: z.array(ZShoppingListEntry),
  owner: ZListPerson,
  canManage: z.boolean(),
  canEdit: z.boolean(),
  sharedWithCompany: z.boolean(),
  /** The colleagues who may change the entries. */
  sharedWith: z.array(ZListPerson),
  /** The newest change, or null for a list nobody changed since sharing came. */
  lastChange: ZShoppingListChange.nullable(),
  changes: z.array(ZShoppingListChange),
})
export type ShoppingListDetail = z.infer<typeof ZShoppingListDetail>

export const ZShoppingListsData = z.object({ shoppingLists: z.array(ZShoppingListSummary) })
/** GET /api/shopping-lists/colleagues: the active users of the caller's company a list can be shared with. */
export const ZColleaguesData = z.object({ colleagues: z.array(ZListPerson) })
export const ZShoppingListData = z.object({ shoppingList: ZShoppingListDetail })
export const ZShoppingListCreatedData = z.object({
  shoppingLists: z.array(ZShoppingListSummary),
  shoppingList: ZShoppingListDetail,
})

// ---- Changes of one list (PATCH, DELETE, add to cart) ----

/** An entry's id on its list (the row id the detail answers). */
export const ZShoppingListEntryId = z.string().trim().min(1).max(64)

/**
 * PATCH /api/shopping-lists/{id}: any of
 * - `name`: the new name (same rules as on create; the owner only);
 * - `quantities`: entries with a new quantity (1–9999);
 * - `remove`: entries to take off (ids no longer on the list are ignored, so removing twice is harmless);
 * - `order`: every remaining entry's id in the new order;
 * - `sharedWithCompany`: every user of the company sees the list (the owner only);
 * - `sharedWith`: the colleagues (account ids) who may change the entries, replacing the ones before (the owner only).
 * At least one of them; unknown keys are refused (400 naming the key).
 */
export const ZUpdateShoppingListBody = z
  .object({
    name: ZShoppingListName.optional(),
    quantities: z
      .array(z.object({ id: ZShoppingListEntryId, quantity: ZListQuantity }).strict())
      .min(1)
      .max(SHOPPING_LIST_MAX_ENTRIES)
      .optional(),
    remove: z.array(ZShoppingListEntryId).min(1).max(SHOPPING_LIST_MAX_ENTRIES).optional(),
    order: z.array(ZShoppingListEntryId).max(SHOPPING_LIST_MAX_ENTRIES).optional(),
    sharedWithCompany: z.boolean().optional(),
    sharedWith: z.array(z.number().int().positive()).max(SHOPPING_LIST_MAX_SHARED).optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.name !== undefined ||
      body.quantities !== undefined ||
      body.remove !== undefined ||
      body.order !== undefined ||
      body.sharedWithCompany !== undefined ||
      body.sharedWith !== undefined,
    { message: 'empty', path: [] },
  )
export type UpdateShoppingListBody = z.infer<typeof ZUpdateShoppingListBody>

/** A referer: a path on this site (`/de-ch/konto/merklisten`), or an absolute address that the server reduces to its path when it is this site's. */
export const ZReferer = z.string().trim().min(1).max(2000)

/** DELETE /api/shopping-lists/{id}: where the browser comes from (the body holds the referer). */
export const ZDeleteShoppingListBody = z.object({ referer: ZReferer }).strict()

/** What `z.object().strict()` names for an unknown key: the key itself (so the 400 says which). */
export function updateParameter(error: z.ZodError, fallback = 'body'): string {
  const issue = error.issues[0]
  if (issue?.code === 'unrecognized_keys' && issue.keys.length)
    return [...issue.path.map(String), issue.keys[0]!].join('.')
  return bodyParameter(error, fallback)
}

/** An article of a list that could not go into the cart, and why. */
export const ZSkippedEntry = z.object({
  articleNumber: z.string(),
  title: z.string(),
  reason: z.enum(['articleMissing', 'articleDisabled', 'articleNotOrderable']),
})
export type SkippedEntry = z.infer<typeof ZSkippedEntry>

/** The answer of "add list to cart": the B2B cart (entries, count …) and what was skipped. */
export const ZListToCartData = ZB2BCart.extend({ skipped: z.array(ZSkippedEntry) })

/** A pack size as the variant dialog needs it (a part of GET /api/product/variants' rows). */
export const ZVariantRow = z.object({
  articleNumber: z.string(),
  label: z.string(),
  disabled: z.boolean(),
  orderable: z.boolean(),
  priceInfo: z
    .object({
      unitPriceCents: z.number(),
      priceType: z.enum(['net', 'retail']),
      scalePrices: z.array(z.object({ minQuantity: z.number(), unitPriceCents: z.number() })),
    })
    .nullable(),
})
export type VariantRow = z.infer<typeof ZVariantRow>
export const ZVariantTableData = z.object({
  variantTable: z.object({ columns: z.array(z.number()), rows: z.array(ZVariantRow) }),
})
export type VariantTable = z.infer<typeof ZVariantTableData>['variantTable']
