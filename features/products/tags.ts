/** The labels a product can carry. */
export const PRODUCT_TAGS = ['NEW', 'BESTSELLER', 'SALE'] as const
export type ProductTag = (typeof PRODUCT_TAGS)[number]
