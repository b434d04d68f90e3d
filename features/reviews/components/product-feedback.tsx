import { getTranslations } from 'next-intl/server'

import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { formatDate } from '@/lib/dates'

import { formatRating } from '../rating'
import { getProductReviews } from '../server/reviews'
import { FeedbackForms } from './feedback-forms.client'
import styles from './product-feedback.module.css'
import { Stars } from './stars'
import { counted } from '@/lib/numbers'

export type ProductFeedbackProps = {
  /** The product number the forms send (e.g. `TRB-SYN-5W30-C3`). */
  productNumber: string
  /** The product's id, whose approved reviews are shown. */
  productId: number
  /** The page's route locale (`de-ch`, `fr-ch`, `en` …). */
  locale: string
}

/**
 * "Bewertungen und Fragen" on the product page: the average of
 * the approved ratings, the approved ratings and questions with our answers
 * (never e-mail addresses), and the buttons that open the rating and question
 * forms. The tenant comes from the request.
 */
export async function ProductFeedback({ productNumber, productId, locale }: ProductFeedbackProps) {
  const tenant = await getRequestTenant()
  if (!tenant) return null
  const [feedback, t] = await Promise.all([
    getProductReviews(tenant.id, productId, locale),
    getTranslations({ locale, namespace: 'reviews' }),
  ])
  const headingId = `product-feedback-${productId}`

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="product-feedback">
      <h2 id={headingId} className={styles.title}>
        {t('title')}
      </h2>
      <div className={styles.summary} data-testid="product-feedback-summary">
        {feedback.averageRating !== null ? (
          <>
            <Stars
              value={feedback.averageRating}
              label={t('average', { average: formatRating(feedback.averageRating) })}
              size={24}
            />
            <span className={styles.average} aria-hidden="true">
              {formatRating(feedback.averageRating)}
            </span>
          </>
        ) : null}
        <span className={styles.count}>{t('summary', counted(feedback.ratingCount))}</span>
      </div>

      <FeedbackForms productNumber={productNumber} />

      {feedback.count === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('list')}>
          {feedback.reviews.map((review) => (
            <li key={review.id} className={styles.item}>
              <article className={styles.review}>
                <div className={styles.reviewHead}>
                  {review.kind === 'question' ? (
                    <span className={styles.badge}>{t('question')}</span>
                  ) : review.rating !== null ? (
                    <Stars
                      value={review.rating}
                      label={t('average', { average: formatRating(review.rating) })}
                      size={18}
                    />
                  ) : (
                    <span className={styles.noStars}>{t('noStars')}</span>
                  )}
                  <span className={styles.meta}>
                    <span className={styles.name}>{review.name}</span>
                    <time dateTime={review.date}>{formatDate(review.date)}</time>
                  </span>
                </div>
                <p className={styles.comment}>{review.comment}</p>
                {review.answer ? (
                  <div className={styles.answer}>
                    <p className={styles.answerTitle}>{t('answer')}</p>
                    <p className={styles.answerText}>{review.answer}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
