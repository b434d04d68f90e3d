import { z } from 'zod'

import { ZVatSummary } from '@/lib/vat'

import { MAX_QUANTITY } from '../catalog/constants'
import { ZLineAvailability } from '../availability/schemas'
import { ZArticleNumber } from '../catalog/schemas'
import { CART_CHANGE_REASONS } from './changes'
import { QUOTE_LAPSES } from './quoted-prices'
import { CART_MAX_ENTRIES, CART_REF_TEXT_MAX_LENGTH, MANUAL_PRICE_MAX_CENTS } from './constants'

/** A cart quantity: a whole number from 1 to 9999. */
export const ZCartCount = z.number().int().min(1).max(MAX_QUANTITY)

/** A line's key: what the cart handed out for it. */
export const ZItemKey = z.string().trim().min(1).max(64)

/** A reference text: at most 35 characters, never a `#`; empty clears it. */
export const ZItemRefText = z
  .string()
  .max(CART_REF_TEXT_MAX_LENGTH)
  .refine((text) => !text.includes('#'), { message: 'hash' })
  .transform((text) => text.trim())

/**
 * POST /api/b2bcart (the body is the params): one change to the cart.
 * - add: articles with a count; an article already in the cart adds its count (at most 9999);
 * - update: a line's new count;
 * - remove: a line;
 * - manualPrice: a line's manual unit price in cents (only while manual pricing is on), null clears it.
 */
export const ZB2BCartParams = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('add'),
    entries: z
      .array(z.object({ articleNumber: ZArticleNumber, count: ZCartCount }))
      .min(1)
      .max(CART_MAX_ENTRIES),
  }),
  z.object({ action: z.literal('update'), itemKey: ZItemKey, count: ZCartCount }),
  z.object({ action: z.literal('remove'), itemKey: ZItemKey }),
  z.object({
    action: z.literal('manualPrice'),
    itemKey: ZItemKey,
    manualPriceCents: z.number().int().min(1).max(MANUAL_PRICE_MAX_CENTS).nullable(),
  }),
])
export type B2BCartParams = z.infer<typeof ZB2BCartParams>

export const ZSetItemRefTextBody = z.object({ itemKey: ZItemKey, itemRefText: ZItemRefText })
export const ZSetShowItemRefTextsBody = z.object({ showItemRefTexts: z.boolean() })
export const ZSetShowManualPricingBody = z.object({ showManualPricing: z.boolean() })

const ZImage = z.object({
  srcset: z.string().optional(),
  fallback: z.string().optional(),
  alt: z.string(),
  title: z.string().optional(),
  caption: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
})

/** A line's price for this customer (cents, CHF): the scale price for its count, the manual price, or the price of an accepted quote. */
export const ZCartLinePrice = z.object({
  unitPriceCents: z.number(),
  totalCents: z.number(),
  priceType: z.enum(['net', 'retail', 'manual', 'quoted']),
  /** The list price per unit when a manual or quoted price replaces it. */
  listUnitPriceCents: z.number().nullable(),
  /** The quote whose price this is (priceType `quoted`). */
  quoteNumber: z.string().optional(),
  /** The net unit price is the customer's contract price (priceType `net`). */
  contract: z.boolean().optional(),
  scalePrices: z.array(z.object({ minQuantity: z.number(), unitPriceCents: z.number() })),
  /** The line's VAT rate in percent. */
  vatRate: z.number(),
})

/** A cart entry: itemKey, itemRefText, articleNumber, count, product (plus its price and state). */
export const ZCartEntry = z.object({
  itemKey: z.string(),
  itemRefText: z.string(),
  articleNumber: z.string(),
  count: z.number(),
  product: z.object({
    productNumber: z.string(),
    title: z.string(),
    url: z.string().nullable(),
    image: ZImage.nullable(),
    packLabel: z.string().nullable(),
  }),
  price: ZCartLinePrice.nullable(),
  manualPriceCents: z.number().nullable(),
  /**
   * When the line can be delivered (stock, restock date, on request), for signed-in business
   * customers; null for those who see no availability, absent in the B2C cart.
   */
  availability: ZLineAvailability.nullable().optional(),
  /**
   * The accepted quote the line comes from: its number, the quoted quantity and last valid day,
   * and whether its price holds now (else why not: the line is priced from the list).
   */
  quote: z
    .object({
      quoteNumber: z.string().nullable(),
      applies: z.boolean(),
      reason: z.enum(QUOTE_LAPSES).nullable(),
      quantity: z.number().nullable(),
      validUntil: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** Why the line cannot be ordered now (only in entriesNotOrderable). */
  notOrderableReason: z.enum(['articleMissing', 'articleDisabled', 'noPrice']).nullable(),
})
export type CartEntry = z.infer<typeof ZCartEntry>

/** A change of a line since the customer last saw it (one of the cart change reasons), to be confirmed. */
export const ZCartChange = z.object({
  id: z.string(),
  reason: z.enum(CART_CHANGE_REASONS),
  itemKey: z.string(),
  articleNumber: z.string(),
  title: z.string(),
  /** Before and now: unit prices in cents (pricingChanged), counts (countUpdated) or pack labels (variantChanged). */
  from: z.union([z.number(), z.string()]).nullable(),
  to: z.union([z.number(), z.string()]).nullable(),
})
export type CartChange = z.infer<typeof ZCartChange>

/** The B2B cart: entries, entriesNotOrderable, showItemRefTexts, showManualPricing (plus totals and what the viewer may do). */
export const ZB2BCart = z.object({
  entries: z.array(ZCartEntry),
  entriesNotOrderable: z.array(ZCartEntry),
  showItemRefTexts: z.boolean(),
  showManualPricing: z.boolean(),
  /** Whether manual pricing can be switched on (an employee acting for a contact). */
  manualPricingAvailable: z.boolean(),
  /** Sum of the orderable lines, in cents (net; in retailer mode the retail prices including VAT). */
  totalCents: z.number(),
  /** The orderable lines' VAT per rate with net total, VAT and total including VAT. */
  vat: ZVatSummary,
  priceType: z.enum(['net', 'retail']),
  /** Retailer mode: the cart shows retail prices and cannot be submitted. */
  retailerMode: z.boolean(),
  count: z.number(),
  /** What changed since the customer last saw the cart (shown as notifications to confirm). */
  changes: z.array(ZCartChange),
})
export type B2BCart = z.infer<typeof ZB2BCart>

/** The parameter a failed body names in its 400 (`itemKey`, `entries.0.count` …). */
export function bodyParameter(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue && issue.path.length ? issue.path.join('.') : 'body'
}

/** The product number of a B2C add: visitors choose a product, the shop puts its standard pack in the cart. */
const ZB2CAddEntry = z.union([
  z.object({ articleNumber: ZArticleNumber, count: ZCartCount }).strict(),
  z.object({ productNumber: z.string().trim().min(1).max(40), count: ZCartCount }).strict(),
])

/** POST /api/b2ccart/: one change of the B2C cart (add by article or product number, update a count, remove a line). */
export const ZB2CCartParams = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), entries: z.array(ZB2CAddEntry).min(1).max(CART_MAX_ENTRIES) }),
  z.object({ action: z.literal('update'), itemKey: ZItemKey, count: ZCartCount }),
  z.object({ action: z.literal('remove'), itemKey: ZItemKey }),
])
export type B2CCartParams = z.infer<typeof ZB2CCartParams>

/** The B2C cart: entries (plus its id, the count and — only for those who see prices — the total). */
export const ZB2CCart = z.object({
  id: z.string().nullable(),
  entries: z.array(ZCartEntry),
  count: z.number(),
  totalCents: z.number().nullable(),
  /** The VAT the total contains (private customers see prices including VAT); null for those who see no prices. */
  vat: ZVatSummary.nullable(),
})
export type B2CCart = z.infer<typeof ZB2CCart>
