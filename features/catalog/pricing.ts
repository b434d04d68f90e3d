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
      /**
       * The agreed net unit prices of the customer's active contracts, by
       * article number (the lowest when several agree one): they cap every
       * scale of the price list and make an article without a list price
       * orderable at that price. Net prices only: never in retailer mode,
       * never for private customers.
       */
      contractPrices?: Readonly<Record<string, number>>
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
  /** Set when the unit price at this quantity is the customer's contract price (below its list price, or without one). */
  contract?: true
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

/** What the viewer pays by: the scales, whether net or retail, the price list's tags, and the contract price that capped them. */
export type ViewerScales = {
  scales: ScalePrice[]
  priceType: 'net' | 'retail'
  tags: ProductTag[]
  /** The agreed contract unit price that applies (net prices only). */
  contractUnitPriceCents?: number
  /** The price list's own scales before the contract capped them (empty: no list price). */
  listScales?: ScalePrice[]
}

/** The agreed contract unit price of an article for a viewer that pays net prices, or null. */
export function contractPriceFor(
  article: Pick<PricedArticle, 'articleNumber'>,
  viewer: PriceViewer,
): number | null {
  if (!seesPrices(viewer) || viewer.retailerMode || viewer.consumer) return null
  const price = viewer.contractPrices?.[article.articleNumber]
  return typeof price === 'number' && Number.isSafeInteger(price) && price >= 0 ? price : null
}

/**
 * The price list's scales capped by a contract price: every scale costs at most the contract
 * price, the contract price holds from one unit on, and a scale that is no cheaper than the one
 * before it is no quantity break any more (dropped).
 */
export function capByContract(list: ScalePrice[], contract: number): ScalePrice[] {
  const capped: ScalePrice[] = []
  const sorted = [...list].sort((a, b) => a.minQuantity - b.minQuantity)
  if (!sorted.length || sorted[0]!.minQuantity > 1) capped.push({ minQuantity: 1, unitPriceCents: contract })
  for (const scale of sorted) {
    const unitPriceCents = Math.min(scale.unitPriceCents, contract)
    const previous = capped[capped.length - 1]
    if (previous && previous.unitPriceCents <= unitPriceCents) continue
    capped.push({ minQuantity: scale.minQuantity, unitPriceCents })
  }
  return capped
}

/**
 * The scales the viewer pays by: its list's — each capped by the customer's contract price,
 * which also prices an article missing from the list —, or the single retail price (retailer
 * mode, private customers; contracts never apply there); null when it has none.
 */
export function scalesFor(article: PricedArticle, viewer: PriceViewer): ViewerScales | null {
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
  const list = row && row.scales.length ? [...row.scales].sort((a, b) => a.minQuantity - b.minQuantity) : null
  const contract = contractPriceFor(article, viewer)
  if (contract != null)
    return {
      scales: capByContract(list ?? [], contract),
      priceType: 'net',
      tags: list ? row!.tags : [],
      contractUnitPriceCents: contract,
      listScales: list ?? [],
    }
  return list ? { scales: list, priceType: 'net', tags: row!.tags } : null
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
    ...(isContractPrice(priced, quantity, unit) ? { contract: true as const } : {}),
  }
}

/** Whether the unit price at a quantity is the contract's: it is the contract price and the list has none as low. */
function isContractPrice(priced: ViewerScales, quantity: number, unit: number): boolean {
  if (priced.contractUnitPriceCents == null || unit !== priced.contractUnitPriceCents) return false
  const listUnit = unitPriceFor(priced.listScales ?? [], quantity)
  return listUnit == null || listUnit > unit
}
