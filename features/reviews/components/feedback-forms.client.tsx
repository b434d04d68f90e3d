'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useCallback, useId, useRef, useState } from 'react'

import type { ReviewKind } from '../schemas'
import styles from './product-feedback.module.css'

const loadReviewForm = () => import('./review-form.client')
/**
 * The form (with react-hook-form, zod and the captcha) in a chunk of its own: it downloads when a
 * visitor points at or focuses one of the buttons, not with every product page.
 */
const ReviewForm = dynamic(() => loadReviewForm().then((m) => m.ReviewForm), { ssr: false })
const preloadReviewForm = () => void loadReviewForm()

/** The two buttons "Produkt bewerten" and "Frage stellen"; each opens its form below them (a second click closes it). */
export function FeedbackForms({ productNumber }: { productNumber: string }) {
  const t = useTranslations('reviews')
  const [open, setOpen] = useState<ReviewKind | null>(null)
  const id = useId()
  const formId = `${id}-form`
  const openers = useRef<Partial<Record<ReviewKind, HTMLButtonElement | null>>>({})
  const lastOpened = useRef<ReviewKind | null>(null)
  const toggle = (kind: ReviewKind) => {
    lastOpened.current = kind
    setOpen((current) => (current === kind ? null : kind))
  }
  const close = useCallback(() => {
    setOpen(null)
    // Focus goes back to the button that opened the form.
    const kind = lastOpened.current
    if (kind) requestAnimationFrame(() => openers.current[kind]?.focus())
  }, [])

  return (
    <div className={styles.forms}>
      <div className={styles.actions}>
        {(['rating', 'question'] as const).map((kind) => (
          <button
            key={kind}
            ref={(element) => {
              openers.current[kind] = element
            }}
            type="button"
            className={open === kind ? 'button button--primary' : 'button button--secondary'}
            aria-expanded={open === kind}
            aria-controls={open === kind ? formId : undefined}
            onClick={() => toggle(kind)}
            onPointerEnter={preloadReviewForm}
            onFocus={preloadReviewForm}
          >
            {kind === 'rating' ? t('rateProduct') : t('askQuestion')}
          </button>
        ))}
      </div>
      {open ? (
        <ReviewForm key={open} id={formId} kind={open} productNumber={productNumber} onClose={close} />
      ) : null}
    </div>
  )
}
