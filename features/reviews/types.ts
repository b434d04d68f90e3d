import type { ReviewKind } from './schemas'

/** An approved rating or question as the product page shows it (never the e-mail address). */
export type PublicReview = {
  id: number
  kind: ReviewKind
  name: string
  /** 1–5, or null when none was given (always null for questions). */
  rating: number | null
  comment: string
  /** When it was written (ISO). */
  date: string
  /** Our reply in the page's language, or null. */
  answer: string | null
}

/** The approved feedback of one product. */
export type ProductReviews = {
  reviews: PublicReview[]
  /** Approved ratings and questions. */
  count: number
  /** Approved reviews with stars. */
  ratingCount: number
  /** Mean of the stars, one decimal; null without any. */
  averageRating: number | null
}
