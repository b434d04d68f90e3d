import 'server-only'

import type { Product, ProductReview } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { visitorData } from '@/lib/data'
import { languageOf, type ContentLanguage } from '@/lib/i18n/locales'

import { averageRating } from '../rating'
import type { ReviewKind } from '../schemas'
import type { ProductReviews, PublicReview } from '../types'

/**
 * Product reviews are readable in the CMS by editors only; shop code reads
 * them as a visitor of the tenant (the data scope's rule), and this module is
 * the one place that decides what the public sees: approved reviews of the
 * tenant, without e-mail addresses.
 */
const PUBLIC_FIELDS = {
  kind: true,
  name: true,
  rating: true,
  comment: true,
  answer: true,
  createdAt: true,
} as const

async function readProductReviews(
  tenantId: number | string,
  productId: number,
  language: ContentLanguage,
): Promise<ProductReviews> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'product-reviews',
    where: { and: [{ product: { equals: productId } }, { status: { equals: 'approved' } }] },
    locale: language,
    fallbackLocale: 'de',
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    select: PUBLIC_FIELDS,
  })
  const reviews = (docs as Pick<ProductReview, 'id' | keyof typeof PUBLIC_FIELDS>[]).map(
    (doc): PublicReview => ({
      id: doc.id,
      kind: doc.kind,
      name: doc.name,
      rating: doc.kind === 'rating' && typeof doc.rating === 'number' ? doc.rating : null,
      comment: doc.comment,
      date: doc.createdAt,
      answer: doc.answer?.trim() ? doc.answer : null,
    }),
  )
  const rated = reviews.filter((review) => review.rating !== null)
  return {
    reviews,
    count: reviews.length,
    ratingCount: rated.length,
    averageRating: averageRating(rated.map((review) => review.rating)),
  }
}

/**
 * The approved ratings and questions of a product with their count and the
 * average of the stars, answers in the page's language. Cached until a review
 * of the tenant changes (editors approving one).
 */
export function getProductReviews(
  tenantId: number | string,
  productId: number,
  locale: string,
): Promise<ProductReviews> {
  const language = languageOf(locale)
  return cached(
    () => readProductReviews(tenantId, productId, language),
    ['reviews:product', String(tenantId), String(productId), language],
    [cacheTags.reviews(tenantId)],
  )()
}

/** A product of the tenant by product number or id, or null. */
export async function findReviewProduct(
  tenantId: number | string,
  product: number | string,
): Promise<{ id: number; productNumber: string } | null> {
  const { docs } = await visitorData(tenantId).find({
    collection: 'products',
    where: typeof product === 'number' ? { id: { equals: product } } : { productNumber: { equals: product } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { productNumber: true },
  })
  const doc = docs[0] as Pick<Product, 'id' | 'productNumber'> | undefined
  return doc ? { id: doc.id, productNumber: doc.productNumber } : null
}

export type NewReview = {
  tenantId: number | string
  productId: number
  kind: ReviewKind
  rating: number | null
  name: string
  email: string
  comment: string
  language: ContentLanguage
}

/** Stores a review as pending: nothing shows before an editor approves it. */
export async function createPendingReview(review: NewReview): Promise<{ id: number }> {
  // A visitor's review: the door stamps the tenant.
  const doc = await visitorData(review.tenantId).create({
    collection: 'product-reviews',
    data: {
      product: review.productId,
      kind: review.kind,
      rating: review.kind === 'rating' ? review.rating : null,
      status: 'pending',
      name: review.name,
      email: review.email,
      comment: review.comment,
      language: review.language,
    },
    depth: 0,
    // A pending review changes nothing the public sees: keep the cached lists.
    context: { disableRevalidate: true },
  })
  return { id: doc.id }
}
