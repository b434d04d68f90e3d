import { MAX_QUANTITY, type ProductTag } from './constants'

/** One quantity break: from `minQuantity` on, each unit costs `unitPriceCents`. */
export type ScalePrice = { minQuantity: number; unitPriceCents: number }
/** An article's prices in one customer price list. */
export type PriceRow = { priceListId: number; tags: ProductTag[]; scales: ScalePrice[] }
/** What pricing needs of an article. */
export type PricedArticle = {
  articleNumber: string
  disabled: boolean
  recommendedRetailPriceCents: number | null
  prices: PriceRow[]
}

/**
 * Who asks: anonymous visitors get no prices at all; a signed-in business
 * customer sees the net prices of its price list (excluding VAT), or in
 * retailer mode the recommended retail prices; a private customer (a
 * consumer) always sees the recommended retail prices including VAT, as Swiss
 * price display rules require for consumers, never a business price list.
 * Only an active e-commerce shop user gets price labels and last-order dates.
 */
export type PriceViewer =
  | { kind: 'anonymous' }
  | {
      kind: 'customer'
      priceListId: number | null
      retailerMode: boolean
      shopUser: boolean
      consumer: boolean
    }

export const ANONYMOUS: PriceViewer = { kind: 'anonymous' }

/** The price of an article at a quantity: amounts in cents (Rappen), CHF. */
export type PriceInfo = {
  articleNumber: string
  quantity: number
  unitPriceCents: number
  totalCents: number
  currency: 'CHF'
  /** net: the customer's price list, excluding VAT; retail: recommended retail price including VAT (retailer mode, private customers). */
  priceType: 'net' | 'retail'
  scalePrices: ScalePrice[]
  orderable: boolean
}

/** True when the viewer may see prices, pack sizes and availability. */
export const seesPrices = (viewer: PriceViewer): viewer is Extract<PriceViewer, { kind: 'customer' }> =>
  viewer.kind === 'customer'

/** The unit price for `quantity`: the scale with the largest minimum not above it (null below the first scale). */
export function unitPriceFor(scales: ScalePrice[], quantity: number): number | null {
  let price: number | null = null
  for (const scale of [...scales].sort((a, b) => a.minQuantity - b.minQuantity))
    if (scale.minQuantity <= quantity) price = scale.unitPriceCents
  return price
}

/** Whether the viewer's prices are recommended retail prices including VAT (a private customer, or retailer mode). */
export const seesRetailPrices = (viewer: PriceViewer): boolean =>
  seesPrices(viewer) && (viewer.retailerMode || viewer.consumer)

/** The scales the viewer pays by: its list's, or the single retail price (retailer mode, private customers); null when it has none. */
export function scalesFor(
  article: PricedArticle,
  viewer: PriceViewer,
): { scales: ScalePrice[]; priceType: 'net' | 'retail'; tags: ProductTag[] } | null {
  if (!seesPrices(viewer)) return null
  if (viewer.retailerMode || viewer.consumer)
    return article.recommendedRetailPriceCents == null
      ? null
      : {
          scales: [{ minQuantity: 1, unitPriceCents: article.recommendedRetailPriceCents }],
          priceType: 'retail',
          tags: [],
        }
  const row =
    viewer.priceListId == null ? undefined : article.prices.find((p) => p.priceListId === viewer.priceListId)
  return row && row.scales.length
    ? {
        scales: [...row.scales].sort((a, b) => a.minQuantity - b.minQuantity),
        priceType: 'net',
        tags: row.tags,
      }
    : null
}

/** Whether an article is orderable: a customer can order an article that is not disabled and has a price for it (never in retailer mode). */
export function isOrderable(article: PricedArticle, viewer: PriceViewer): boolean {
  return seesPrices(viewer) && !viewer.retailerMode && !article.disabled && scalesFor(article, viewer) != null
}

/** A valid order quantity: a whole number from 1 to 9999. */
export function isValidQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY
}

/** The price of `quantity` units for this viewer, or null (anonymous, no price list, no price). */
export function priceInfo(article: PricedArticle, viewer: PriceViewer, quantity: number): PriceInfo | null {
  if (!isValidQuantity(quantity)) return null
  const priced = scalesFor(article, viewer)
  if (!priced) return null
  const unit = unitPriceFor(priced.scales, quantity)
  if (unit == null) return null
  return {
    articleNumber: article.articleNumber,
    quantity,
    unitPriceCents: unit,
    totalCents: unit * quantity,
    currency: 'CHF',
    priceType: priced.priceType,
    scalePrices: priced.scales,
    orderable: isOrderable(article, viewer),
  }
}
