'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'

import { DatePicker } from '@/components/date-picker/date-picker.client'
import { Modal } from '@/components/modal/modal.client'
import { NumberInput } from '@/components/number-input/number-input.client'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { useSession } from '@/features/session/components/session-provider.client'
import { ApiHttpError } from '@/lib/api/client'
import { hasControlCharacters } from '@/lib/control-characters'
import { swissToday } from '@/lib/dates'
import { formatPrice } from '@/lib/money'
import { counted } from '@/lib/numbers'

import { QUOTE_DESIRED_DATE_MAX_DAYS, QUOTE_REMARK_MAX_LENGTH, type QuotePack } from '../constants'
import { useRequestQuote } from '../queries'
import { addDays } from '../rules'
import styles from './quotes.module.css'

type Props = (
  { source: 'product'; productNumber: string; title: string; packs: QuotePack[] } | { source: 'cart' }
) & { onClose: () => void }

type Values = { quantities: number[]; desiredDate: string | null; remark: string }

/**
 * The quote request: for a product a quantity per pack (at least one above 0), for the cart its
 * lines as they are; a desired delivery date (optional, a day after today, at most a year ahead)
 * and a remark (optional, at most 1000 characters). The rules are checked here before anything is
 * sent and again by the server, whose refusals show at their fields. The success stays in the
 * dialog with the way to the quotes page.
 */
export function RequestQuoteDialog(props: Props) {
  const t = useTranslations('quotes.request')
  const ta = useTranslations('quotes.api')
  const tn = useTranslations('notifications')
  const locale = useLocale()
  // The cart's lines as the page has them now (every change patches the session's count).
  const lineCount = useSession((state) => state.session.b2BCartCount ?? 0)
  const id = useId()
  const request = useRequestQuote()
  const [sent, setSent] = useState<string | null>(null)
  const [general, setGeneral] = useState<string[]>([])
  const today = swissToday()
  const latest = addDays(today, QUOTE_DESIRED_DATE_MAX_DAYS)
  const packs = props.source === 'product' ? props.packs : []
  const schema = useMemo(
    () =>
      z
        .object({
          quantities: z.array(z.number().int().min(0).max(9999)),
          desiredDate: z
            .string()
            .nullable()
            .refine((day) => day == null || (day > today && day <= latest), ta('desiredDateInvalid')),
          remark: z
            .string()
            .max(QUOTE_REMARK_MAX_LENGTH, ta('remarkInvalid', { max: QUOTE_REMARK_MAX_LENGTH }))
            .refine(
              (text) => !hasControlCharacters(text, { lineBreaks: true }),
              ta('remarkInvalid', { max: QUOTE_REMARK_MAX_LENGTH }),
            ),
        })
        .refine((values) => props.source === 'cart' || values.quantities.some((quantity) => quantity > 0), {
          path: ['quantities'],
          message: ta('noQuantity'),
        }),
    [latest, props.source, ta, today],
  )
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      quantities: packs.map((_, index) => (index === 0 ? 1 : 0)),
      desiredDate: null,
      remark: '',
    },
  })

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    const common = { desiredDate: values.desiredDate, remark: values.remark }
    const body =
      props.source === 'product'
        ? {
            source: 'product' as const,
            productNumber: props.productNumber,
            lines: packs
              .map((pack, index) => ({
                articleNumber: pack.articleNumber,
                quantity: values.quantities[index] ?? 0,
              }))
              .filter((line) => line.quantity > 0),
            ...common,
          }
        : { source: 'cart' as const, ...common }
    try {
      const answer = await request.mutateAsync(body)
      setSent(answer.quote.quoteNumber)
    } catch (error) {
      const messages =
        error instanceof ApiHttpError && error.messages.length
          ? error.messages
          : [{ type: 'error' as const, message: tn('unknownError'), meta: undefined }]
      const rest: string[] = []
      for (const message of messages) {
        const field = (message.meta?.fields as string[] | undefined)?.[0]
        if (field === 'desiredDate' || field === 'remark')
          setError(field, { type: 'server', message: message.message })
        else if (field === 'lines' && props.source === 'product')
          setError('quantities', { type: 'server', message: message.message })
        else rest.push(message.message)
      }
      setGeneral(rest)
    }
  })

  const title = props.source === 'product' ? t('title') : t('cartTitle')
  const busy = isSubmitting || request.isPending
  const quantityError = errors.quantities?.message ?? errors.quantities?.root?.message
  return (
    <Modal
      open
      onClose={props.onClose}
      title={title}
      size="md"
      footer={
        sent ? (
          <button type="button" className="button button--primary" onClick={props.onClose}>
            {t('close')}
          </button>
        ) : (
          <>
            <button type="button" className="button button--secondary" onClick={props.onClose}>
              {t('cancel')}
            </button>
            <button
              type="submit"
              form={`${id}-form`}
              className="button button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="request-quote-submit"
            >
              {t('submit')}
            </button>
          </>
        )
      }
    >
      {sent ? (
        <div role="status" data-testid="request-quote-sent">
          <p className={styles.sent}>{t('sent', { quoteNumber: sent })}</p>
          <p>
            <Link href={`/${locale}${ACCOUNT_PATHS.quotes}`} data-testid="request-quote-to-quotes">
              {t('toQuotes')}
            </Link>
          </p>
        </div>
      ) : (
        <form
          id={`${id}-form`}
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="request-quote-form"
        >
          <p>{props.source === 'product' ? t('intro') : t('cartIntro', counted(lineCount))}</p>
          {general.length > 0 && (
            <div role="alert" data-testid="request-quote-error">
              {general.map((message) => (
                <p key={message} className="field__error">
                  {message}
                </p>
              ))}
            </div>
          )}
          {props.source === 'product' && (
            <fieldset
              className={styles.packs}
              aria-describedby={quantityError ? `${id}-quantities-error` : undefined}
              aria-invalid={quantityError ? true : undefined}
            >
              <legend>
                {props.title} – {t('packs')}
              </legend>
              {packs.map((pack, index) => (
                <div key={pack.articleNumber} className={styles.pack} data-testid="request-quote-pack">
                  <Controller
                    control={control}
                    name={`quantities.${index}`}
                    render={({ field }) => (
                      <NumberInput
                        label={t('quantityOf', { label: pack.label })}
                        value={field.value}
                        min={0}
                        onChange={field.onChange}
                      />
                    )}
                  />
                  {pack.unitPriceCents != null && (
                    <p className={styles.hint}>
                      {t('listPrice', { price: formatPrice(pack.unitPriceCents) })}
                    </p>
                  )}
                </div>
              ))}
              {quantityError && (
                <p id={`${id}-quantities-error`} className="field__error" role="alert">
                  {quantityError}
                </p>
              )}
            </fieldset>
          )}
          <div className={styles.field}>
            <Controller
              control={control}
              name="desiredDate"
              render={({ field }) => (
                <DatePicker
                  label={t('desiredDate')}
                  value={field.value}
                  onChange={field.onChange}
                  min={addDays(today, 1)}
                  max={latest}
                  today={today}
                  name="desiredDate"
                />
              )}
            />
            {errors.desiredDate?.message && (
              <p className="field__error" role="alert" data-testid="request-quote-date-error">
                {errors.desiredDate.message}
              </p>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-remark`}>
              {t('remark')}
            </label>
            <textarea
              id={`${id}-remark`}
              className={`field__input ${styles.remark}`}
              maxLength={QUOTE_REMARK_MAX_LENGTH}
              aria-invalid={errors.remark ? true : undefined}
              aria-describedby={`${id}-remark-hint${errors.remark ? ` ${id}-remark-error` : ''}`}
              data-testid="request-quote-remark"
              {...register('remark')}
            />
            <p id={`${id}-remark-hint`} className={styles.hint}>
              {t('remarkHint', { max: QUOTE_REMARK_MAX_LENGTH })}
            </p>
            {errors.remark?.message && (
              <p id={`${id}-remark-error`} className="field__error">
                {errors.remark.message}
              </p>
            )}
          </div>
        </form>
      )}
    </Modal>
  )
}
