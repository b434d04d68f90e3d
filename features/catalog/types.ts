import type { ImageData } from '@/components/picture/picture'

import type { ProductTag } from './constants'
import type { CatalogFilter, FacetProduct } from './facets'
import type { PriceInfo } from './pricing'

/** A pack size (variant) as a signed-in customer sees it. */
export type ArticleVariant = {
  articleNumber: string
  packSize: number
  unit: string
  /** "5 L", "400 g". */
  label: string
  container: string | null
  image: ImageData | null
  disabled: boolean
  orderable: boolean
  tags: ProductTag[]
  /** The price of one unit (with the scale prices); null without a price for this customer. */
  priceInfo: PriceInfo | null
}

/** A product of the list: public data only (no prices for visitors). */
export type ListProduct = FacetProduct & {
  productNumber: string
  title: string
  subtitle: string | null
  url: string
  image: ImageData | null
}
/** The product list: products, filters, totalCount. */
export type ProductList = { products: ListProduct[]; filters: CatalogFilter[]; totalCount: number }
