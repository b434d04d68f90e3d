'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { useSession } from '@/features/session/components/session-provider.client'
import { ApiHttpError } from '@/lib/api/client'
import { useCaptchaToken } from '@/lib/captcha/use-captcha-token'

import { useSubmitReview } from '../queries'
import { nextRating, STARS } from '../rating'
import {
  COMMENT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REVIEW_CAPTCHA_ACTION,
  ZReviewFields,
  type ReviewKind,
} from '../schemas'
import styles from './product-feedback.module.css'
import { StarIcon } from './stars'
import { counted } from '@/lib/numbers'

/** How long the thanks stay before the form resets and closes. */
export const THANKS_DURATION_MS = 3000

const ZReviewForm = ZReviewFields.pick({ name: true, email: true, comment: true })
type ReviewFormValues = z.infer<typeof ZReviewForm>
type FieldName = keyof ReviewFormValues
const EMPTY: ReviewFormValues = { name: '', email: '', comment: '' }
type FormErrors = { messages: string[]; fields: string[] }
const NO_ERRORS: FormErrors = { messages: [], fields: [] }

/** The optional 1–5 stars: each star is a toggle button; the chosen one pressed again clears the rating. */
export function StarRatingInput({
  value,
  onChange,
  disabled,
}: {
  value: number | null
  onChange: (value: number | null) => void
  disabled?: boolean
}) {
  const t = useTranslations('reviews.form')
  const id = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  // Arrow keys move between the stars; Tab leaves the group.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key]
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? STARS.length - 1 : step ? index + step : null
    if (target === null || target < 0 || target >= STARS.length) return
    event.preventDefault()
    buttons.current[target]?.focus()
  }
  return (
    <fieldset className={styles.rating} disabled={disabled}>
      <legend className="field__label">{t('rating')}</legend>
      <div className={styles.ratingButtons}>
        {STARS.map((star, index) => (
          <button
            key={star}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            className={styles.ratingButton}
            aria-pressed={value === star}
            aria-label={t('star', counted(star))}
            onClick={() => onChange(nextRating(value, star))}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <StarIcon fill={value !== null && star <= value ? 1 : 0} size={28} />
          </button>
        ))}
      </div>
      <p id={`${id}-status`} className={styles.ratingStatus} aria-live="polite">
        {value !== null ? t('ratingChosen', counted(value)) : t('ratingNone')}
      </p>
    </fieldset>
  )
}

type ReviewFormProps = {
  kind: ReviewKind
  productNumber: string
  /** Called when the visitor cancels, and after the thanks have been shown. */
  onClose: () => void
  id?: string
}

/**
 * The rating or question form: name, e-mail and message are
 * required (submit stays disabled while one is empty or the request runs),
 * stars are optional (rating form only), `username` is a honeypot no person
 * sees. The captcha token is fetched on submit. After a 201 the thanks show
 * for 3 s, then the form resets and closes; errors show in the form and the
 * input stays.
 */
export function ReviewForm({ kind, productNumber, onClose, id: givenId }: ReviewFormProps) {
  const t = useTranslations('reviews.form')
  const tFields = useTranslations('reviews.api.fields')
  const locale = useLocale()
  const captcha = useSession((state) => state.session.captcha)
  const getCaptchaToken = useCaptchaToken(captcha)
  const generatedId = useId()
  const id = givenId ?? generatedId
  const ids = {
    title: `${id}-title`,
    name: `${id}-name`,
    email: `${id}-email`,
    comment: `${id}-comment`,
    honeypot: `${id}-username`,
    errors: `${id}-errors`,
  }
  const { register, handleSubmit, control, reset, formState, setFocus } = useForm<ReviewFormValues>({
    resolver: zodResolver(ZReviewForm),
    defaultValues: EMPTY,
  })
  const [rating, setRating] = useState<number | null>(null)
  // Errors found before sending (the fields, the captcha); the server's come from the request's failure.
  const [localErrors, setLocalErrors] = useState<FormErrors>(NO_ERRORS)
  const send = useSubmitReview()
  const failure = send.error
  const errors = useMemo<FormErrors>(() => {
    if (!failure) return localErrors
    if (failure instanceof ApiHttpError && failure.messages.length)
      return {
        messages: failure.messages.map((message) => message.message),
        fields: failure.messages.flatMap((message) => message.meta?.fields ?? []),
      }
    return { messages: [t('unknownError')], fields: [] }
  }, [failure, localErrors, t])
  const [thanks, setThanks] = useState(false)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  const watched = useWatch({ control, name: ['name', 'email', 'comment'] })
  const filled = watched.every((value) => (value ?? '').trim() !== '')
  const busy = formState.isSubmitting || send.isPending
  const canSubmit = filled && !busy && !thanks

  useEffect(() => setFocus('name'), [setFocus])

  useEffect(() => {
    if (!thanks) return
    const timer = setTimeout(() => {
      reset(EMPTY)
      setRating(null)
      setThanks(false)
      onCloseRef.current()
    }, THANKS_DURATION_MS)
    return () => clearTimeout(timer)
  }, [thanks, reset])

  /** Shows errors found before sending; the last request's failure no longer shows. */
  const showLocal = (next: FormErrors) => {
    send.reset()
    setLocalErrors(next)
  }

  const submit = async (input: ReviewFormValues, trap: string) => {
    showLocal(NO_ERRORS)
    let captchaToken: string
    try {
      captchaToken = await getCaptchaToken(REVIEW_CAPTCHA_ACTION)
    } catch {
      showLocal({ messages: [t('captchaUnavailable')], fields: [] })
      return
    }
    // Errors show in the form, not as notifications (from the request's failure, above).
    const created = await send.run({
      ...input,
      ...(kind === 'rating' ? { rating } : {}),
      product: productNumber,
      kind,
      username: trap,
      captchaToken,
      locale,
    })
    if (created) setThanks(true)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The honeypot is read from the form itself; bots that fill it are refused by the server.
    const trap = (event.currentTarget.elements.namedItem('username') as HTMLInputElement | null)?.value ?? ''
    return handleSubmit(
      (input) => submit(input, trap),
      (invalid) => {
        const fields = (Object.keys(EMPTY) as FieldName[]).filter((field) => invalid[field])
        showLocal({ messages: fields.map((field) => tFields(field)), fields })
      },
    )(event)
  }

  const invalid = (field: FieldName) =>
    errors.fields.includes(field) ? { 'aria-invalid': true as const, 'aria-describedby': ids.errors } : {}

  return (
    <div id={id} className={styles.formPanel} role="region" aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.formTitle}>
        {kind === 'rating' ? t('ratingTitle') : t('questionTitle')}
      </h3>
      <p role="status" className={styles.thanks} data-testid="review-thanks">
        {thanks ? (kind === 'rating' ? t('thanksRating') : t('thanksQuestion')) : ''}
      </p>
      {thanks ? null : (
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className={styles.form}
          aria-describedby={errors.messages.length ? ids.errors : undefined}
        >
          <p className={styles.intro}>{t('intro')}</p>
          <div className="field">
            <label className="field__label" htmlFor={ids.name}>
              {t('name')} *
            </label>
            <input
              id={ids.name}
              className="field__input"
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              required
              {...invalid('name')}
              {...register('name')}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.email}>
              {t('email')} *
            </label>
            <input
              id={ids.email}
              className="field__input"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              required
              {...invalid('email')}
              {...register('email')}
            />
          </div>
          {kind === 'rating' ? <StarRatingInput value={rating} onChange={setRating} disabled={busy} /> : null}
          <div className="field">
            <label className="field__label" htmlFor={ids.comment}>
              {kind === 'rating' ? t('ratingComment') : t('questionComment')} *
            </label>
            <textarea
              id={ids.comment}
              className="field__input"
              rows={5}
              maxLength={COMMENT_MAX_LENGTH}
              required
              {...invalid('comment')}
              {...register('comment')}
            />
          </div>
          {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={ids.honeypot}>{t('honeypot')}</label>
            <input
              id={ids.honeypot}
              name="username"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          {errors.messages.length ? (
            <div id={ids.errors} className={styles.errors} role="alert" data-testid="review-errors">
              {errors.messages.map((message, index) => (
                <p key={`${index}-${message}`} className="field__error">
                  {message}
                </p>
              ))}
            </div>
          ) : null}
          <div className={styles.formActions}>
            <button type="submit" className="button button--primary" disabled={!canSubmit} aria-busy={busy}>
              {busy ? t('sending') : t('submit')}
            </button>
            <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
