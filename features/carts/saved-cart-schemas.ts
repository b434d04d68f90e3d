import { z } from 'zod'

import { CONTROL_CHARACTERS_ISSUE, hasControlCharacters } from '@/lib/control-characters'

import { RESTORE_MODES, SAVED_CART_NAME_MAX_LENGTH } from './constants'
import { ZB2BCart } from './schemas'

/** A saved cart's name: trimmed, 1–80 characters, without control characters (refused, never cut away). */
export const ZSavedCartName = z
  .string()
  .trim()
  .min(1)
  .max(SAVED_CART_NAME_MAX_LENGTH)
  .refine((name) => !hasControlCharacters(name), { message: CONTROL_CHARACTERS_ISSUE })

/** POST /api/saved-carts: the name the current B2B cart is saved under. */
export const ZSaveCartBody = z.object({ name: ZSavedCartName }).strict()

/** POST /api/saved-carts/{id}/restore: merge into the cart, or replace it. */
export const ZRestoreSavedCartBody = z.object({ mode: z.enum(RESTORE_MODES) }).strict()

/** A saved cart's id in the address. */
export const ZSavedCartId = z.coerce.number().int().positive()

/** The field a refused body names (`name`, `mode`, or an unknown key), and whether control characters were the reason. */
export function savedCartBodyField(error: z.ZodError): { field: string; control: boolean } {
  const issue = error.issues[0]
  const field =
    issue?.code === 'unrecognized_keys' && issue.keys[0]
      ? issue.keys[0]
      : issue?.path.length
        ? issue.path.map(String).join('.')
        : 'body'
  return { field, control: issue?.message === CONTROL_CHARACTERS_ISSUE }
}

// ---- Answers (read by the client with these schemas; an answer that does not match is an API failure) ----

/** A saved cart in the list: who saved it (and for which contact, when an employee did), when, how many lines, its total now. */
export const ZSavedCartSummary = z.object({
  id: z.number(),
  name: z.string(),
  savedAt: z.string(),
  lineCount: z.number(),
  /** The orderable lines at today's prices for the viewer (cents, net; retail in retailer mode); null for those who see no prices. */
  totalCents: z.number().nullable(),
  ownerName: z.string(),
  /** The contact an employee saved it for, or null. */
  contactName: z.string().nullable(),
  /** The caller's own saved cart: only these are restored and deleted (an administrator sees the colleagues' too). */
  own: z.boolean(),
})
export type SavedCartSummary = z.infer<typeof ZSavedCartSummary>

const ZImage = z.object({
  srcset: z.string().optional(),
  fallback: z.string().optional(),
  alt: z.string(),
  title: z.string().optional(),
  caption: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
})

/** Why a saved line cannot go into the cart now. */
export const SAVED_LINE_PROBLEMS = ['articleMissing', 'articleDisabled', 'articleNotOrderable'] as const

/** A saved line as the shop shows it: product, pack, count, today's price, whether it can be ordered. */
export const ZSavedCartLine = z.object({
  itemKey: z.string(),
  articleNumber: z.string(),
  productNumber: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  packLabel: z.string().nullable(),
  image: ZImage.nullable(),
  count: z.number(),
  itemRefText: z.string(),
  unitPriceCents: z.number().nullable(),
  totalCents: z.number().nullable(),
  orderable: z.boolean(),
  notOrderableReason: z.enum(SAVED_LINE_PROBLEMS).nullable(),
})
export type SavedCartLine = z.infer<typeof ZSavedCartLine>

export const ZSavedCartDetail = ZSavedCartSummary.extend({ lines: z.array(ZSavedCartLine) })
export type SavedCartDetail = z.infer<typeof ZSavedCartDetail>

/** GET /api/saved-carts and DELETE /api/saved-carts/{id}: the saved carts the caller sees (an administrator: the company's). */
export const ZSavedCartsData = z.object({ savedCarts: z.array(ZSavedCartSummary), companyView: z.boolean() })
export type SavedCartsData = z.infer<typeof ZSavedCartsData>

/** GET /api/saved-carts/{id}. */
export const ZSavedCartData = z.object({ savedCart: ZSavedCartDetail })

/** POST /api/saved-carts: the emptied cart and the new saved cart. */
export const ZSaveCartData = z.object({ cart: ZB2BCart, savedCart: ZSavedCartSummary })
export type SaveCartData = z.infer<typeof ZSaveCartData>

/** A saved line that did not go back into the cart, and why. */
export const ZSkippedLine = z.object({
  articleNumber: z.string(),
  title: z.string(),
  reason: z.enum(SAVED_LINE_PROBLEMS),
})
export type SkippedLine = z.infer<typeof ZSkippedLine>

/** POST /api/saved-carts/{id}/restore: the cart now, and the lines skipped as not orderable (the saved cart stays). */
export const ZRestoreSavedCartData = z.object({ cart: ZB2BCart, skipped: z.array(ZSkippedLine) })
export type RestoreSavedCartData = z.infer<typeof ZRestoreSavedCartData>
