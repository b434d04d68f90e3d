import { z } from 'zod'

import { ZProductNumber } from '@/features/catalog/schemas'

/** POST /api/favourites { productNumber }. */
export const ZFavouriteBody = z.strictObject({ productNumber: ZProductNumber })

const ZImage = z.object({
  srcset: z.string().optional(),
  fallback: z.string().optional(),
  alt: z.string(),
  title: z.string().optional(),
  caption: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
})

/** GET /api/favourites: the product numbers the account keeps as favourites (for the hearts on tiles and product pages). */
export const ZFavouriteNumbers = z.object({ productNumbers: z.array(z.string()) })
export type FavouriteNumbers = z.infer<typeof ZFavouriteNumbers>

/** A favourite as the favourites page shows it. */
export const ZFavouriteEntry = z.object({
  productNumber: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  url: z.string(),
  image: ZImage.nullable(),
  /** The product's pack sizes ("1 l", "5 l" …). */
  packLabels: z.array(z.string()),
  /** The lowest unit price the viewer pays, in cents; null for visitors without prices or without a price. */
  priceFromCents: z.number().nullable(),
  addedAt: z.string(),
})
export type FavouriteEntry = z.infer<typeof ZFavouriteEntry>

/** GET /api/favourites/entries: { favourites }, the last added first. */
export const ZFavouriteEntries = z.object({ favourites: z.array(ZFavouriteEntry) })
