'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useState, type ReactNode } from 'react'

import { Button, ButtonLink } from '@/components/button/button'
import { Modal } from '@/components/modal/modal.client'
import { AvailabilityNote } from '@/features/availability/components/availability-note'
import {
  DeliveryDateFields,
  useDeliveryChoiceProblem,
  type DeliveryChoice,
} from '@/features/availability/components/delivery-date.client'
import { earliestOffered } from '@/features/availability/estimate'
import { formatIsoDate } from '@/lib/iso-date'
import { formatPrice } from '@/lib/money'

import type { B2BCartData, CheckoutAddress } from '../checkout-schemas'
import {
  COST_CENTRE_MAX_LENGTH,
  ORDER_REMARK_MAX_LENGTH,
  PURCHASE_ORDER_NUMBER_MAX_LENGTH,
} from '../constants'
import { preloadCheckoutSchemas, useB2BCheckout } from '../queries'
import { AddressLines } from './address-lines'
import { ApprovalNotice } from './approval-notice.client'
import styles from './checkout.module.css'
import { VatTotals } from '@/components/vat-totals/vat-totals'

type Step = 'delivery' | 'overview'

/** A key for this checkout's submit: a double click or a retry after a timeout sends the same one, so the server makes one order. */
const newSubmissionKey = () =>
  globalThis.crypto?.randomUUID
    ? globalThis.crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`

function AddressChoice({
  legend,
  type,
  addresses,
  value,
  onChange,
}: {
  legend: string
  type: string
  addresses: CheckoutAddress[]
  value: string | null
  onChange: (partnerId: string) => void
}) {
  const t = useTranslations('carts.checkout')
  const name = useId()
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {addresses.length === 0 ? (
        <p className={styles.error} role="alert">
          {t('noAddresses', { type: legend })}
        </p>
      ) : (
        <div className={styles.addresses}>
          {addresses.map((address) => (
            <label key={address.partnerId} className={styles.addressOption} data-testid={`${type}-option`}>
              <input
                type="radio"
                name={name}
                value={address.partnerId}
                checked={value === address.partnerId}
                onChange={() => onChange(address.partnerId)}
              />
              <AddressLines address={address} />
              {address.preferred && <span className={styles.badge}>{t('preferred')}</span>}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}

function TextField({
  label,
  value,
  onChange,
  max,
  multiline = false,
  name,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  max: number
  multiline?: boolean
  name: string
}) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          className={styles.input}
          rows={3}
          maxLength={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          name={name}
          className={styles.input}
          maxLength={max}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  )
}

type Props = {
  initialData: B2BCartData
  cartUrl: string
  /** The terms and conditions, rendered by the server from checkoutConfig.agbContentLink's content. */
  terms: { title: string; content: ReactNode } | null
}

/**
 * The B2B checkout after the cart: delivery and invoice (the
 * customer's ship-to and bill-to addresses, purchase-order number, cost
 * centre, remark), then the order overview where the terms must be accepted,
 * then the submit. The submit sends one key per checkout, so a double click
 * or a retry makes one order; a failure only clears the running flag (the
 * API client shows the server's message). The requests are the slice's
 * (`useB2BCheckout` in features/carts/queries.ts).
 */
export function B2BCheckout({ initialData, cartUrl, terms }: Props) {
  const t = useTranslations('carts.checkout')
  const tApproval = useTranslations('approvals.checkout')
  const tAvailability = useTranslations('availability')
  const router = useRouter()
  const checkout = useB2BCheckout(initialData)
  const { data, running } = checkout
  const [step, setStep] = useState<Step>('delivery')
  const [shipTo, setShipTo] = useState(initialData.shipTo)
  const [billTo, setBillTo] = useState(initialData.billTo)
  const [purchaseOrderNumber, setPurchaseOrderNumber] = useState(initialData.purchaseOrderNumber)
  const [costCentre, setCostCentre] = useState(initialData.costCentre)
  const [remark, setRemark] = useState(initialData.remark)
  const [delivery, setDelivery] = useState<DeliveryChoice>({
    requestedDeliveryDate: initialData.requestedDeliveryDate,
    partialDelivery: initialData.partialDelivery,
  })
  const [accepted, setAccepted] = useState(false)
  const [showTermsError, setShowTermsError] = useState(false)
  const [termsOpen, setTermsOpen] = useState(false)
  const [submissionKey] = useState(newSubmissionKey)
  const termsId = useId()
  // The answers' schemas load now, so a click's request starts at once.
  useEffect(preloadCheckoutSchemas, [])

  // The chosen date is checked as it changes; the stored one again with today's availability (it may have moved since).
  const deliveryProblem = useDeliveryChoiceProblem(data.delivery, delivery)
  const storedDeliveryProblem = useDeliveryChoiceProblem(data.delivery, {
    requestedDeliveryDate: data.requestedDeliveryDate,
    partialDelivery: data.partialDelivery,
  })
  const blocked =
    data.retailerMode ||
    data.entriesNotOrderable.length > 0 ||
    data.entries.length === 0 ||
    !!storedDeliveryProblem
  const canContinue = !!shipTo && !!billTo && !running && !deliveryProblem

  const saveDelivery = async () => {
    if (!canContinue) return
    // A failure keeps the step (the API client has shown the message).
    const saved = await checkout.save({
      shipTo,
      billTo,
      purchaseOrderNumber,
      costCentre,
      remark,
      ...delivery,
    })
    if (saved) setStep('overview')
  }

  // A second click before React re-renders is refused by the hook (the server makes one order either way).
  const submit = async () => {
    if (blocked) return
    if (!accepted) {
      setShowTermsError(true)
      return
    }
    // A failure only clears the running flag (the message was shown) and reads the cart data again.
    const placed = await checkout.commit(submissionKey)
    if (placed) router.push(placed.confirmationUrl)
  }

  const shipToAddress = data.shipToAddresses.find((address) => address.partnerId === data.shipTo)
  // As soon as possible: the earliest day for the lines as they will be sent.
  const earliest = earliestOffered(data.delivery, data.partialDelivery)
  const billToAddress = data.billToAddresses.find((address) => address.partnerId === data.billTo)
  const stepIndex = step === 'delivery' ? 1 : 2

  return (
    <div className={styles.checkout} aria-busy={running}>
      <ol className={styles.steps} aria-label={t('steps.label')}>
        {(['cart', 'delivery', 'overview', 'done'] as const).map((name, index) => (
          <li
            key={name}
            className={
              index === stepIndex ? styles.stepCurrent : index < stepIndex ? styles.stepDone : styles.step
            }
            aria-current={index === stepIndex ? 'step' : undefined}
          >
            {index === 0 ? (
              <Link href={cartUrl}>{t(`steps.${name}`)}</Link>
            ) : index === 1 && step === 'overview' ? (
              <button type="button" className={styles.linkButton} onClick={() => setStep('delivery')}>
                {t(`steps.${name}`)}
              </button>
            ) : (
              t(`steps.${name}`)
            )}
          </li>
        ))}
      </ol>

      {data.retailerMode && (
        <p className={styles.notice} role="alert" data-testid="checkout-retailer-notice">
          {t('retailerMode')}
        </p>
      )}
      {!data.retailerMode && data.entriesNotOrderable.length > 0 && (
        <p className={styles.notice} role="alert">
          {t('notOrderable')} <Link href={cartUrl}>{t('backToCart')}</Link>
        </p>
      )}
      {data.entries.length === 0 && data.entriesNotOrderable.length === 0 && (
        <p className={styles.notice} role="status">
          {t('empty')} <Link href={cartUrl}>{t('backToCart')}</Link>
        </p>
      )}

      {step === 'delivery' ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault()
            void saveDelivery()
          }}
          aria-labelledby={`${termsId}-delivery`}
        >
          <h2 id={`${termsId}-delivery`}>{t('steps.delivery')}</h2>
          <div className={styles.columns}>
            <AddressChoice
              legend={t('shipTo')}
              type="shipTo"
              addresses={data.shipToAddresses}
              value={shipTo}
              onChange={setShipTo}
            />
            <AddressChoice
              legend={t('billTo')}
              type="billTo"
              addresses={data.billToAddresses}
              value={billTo}
              onChange={setBillTo}
            />
          </div>
          <DeliveryDateFields options={data.delivery} value={delivery} onChange={setDelivery} />
          <div className={styles.columns}>
            <TextField
              name="purchaseOrderNumber"
              label={t('purchaseOrderNumber')}
              value={purchaseOrderNumber}
              onChange={setPurchaseOrderNumber}
              max={PURCHASE_ORDER_NUMBER_MAX_LENGTH}
            />
            <TextField
              name="costCentre"
              label={t('costCentre')}
              value={costCentre}
              onChange={setCostCentre}
              max={COST_CENTRE_MAX_LENGTH}
            />
          </div>
          <TextField
            name="remark"
            label={t('remark')}
            value={remark}
            onChange={setRemark}
            max={ORDER_REMARK_MAX_LENGTH}
            multiline
          />
          <div className={styles.actions}>
            <ButtonLink href={cartUrl} variant="secondary">
              {t('backToCart')}
            </ButtonLink>
            <Button type="submit" variant="primary" disabled={!canContinue || data.entries.length === 0}>
              {t('next')}
            </Button>
          </div>
        </form>
      ) : (
        <section className={styles.form} aria-labelledby={`${termsId}-overview`}>
          <h2 id={`${termsId}-overview`}>{t('overviewTitle')}</h2>
          <div className={styles.columns}>
            <div data-testid="overview-ship-to">
              <h3 className={styles.legend}>{t('shipTo')}</h3>
              {shipToAddress && <AddressLines address={shipToAddress} />}
            </div>
            <div data-testid="overview-bill-to">
              <h3 className={styles.legend}>{t('billTo')}</h3>
              {billToAddress && <AddressLines address={billToAddress} />}
            </div>
          </div>
          {(data.purchaseOrderNumber || data.costCentre || data.remark) && (
            <dl className={styles.references}>
              {data.purchaseOrderNumber && (
                <>
                  <dt>{t('purchaseOrderNumber')}</dt>
                  <dd data-testid="overview-po">{data.purchaseOrderNumber}</dd>
                </>
              )}
              {data.costCentre && (
                <>
                  <dt>{t('costCentre')}</dt>
                  <dd>{data.costCentre}</dd>
                </>
              )}
              {data.remark && (
                <>
                  <dt>{t('remark')}</dt>
                  <dd className={styles.remark}>{data.remark}</dd>
                </>
              )}
            </dl>
          )}
          <dl className={styles.references} data-testid="overview-delivery">
            <dt>{tAvailability('overview.requestedDeliveryDate')}</dt>
            <dd data-testid="overview-requested-date">
              {data.requestedDeliveryDate
                ? formatIsoDate(data.requestedDeliveryDate)
                : earliest
                  ? tAvailability('overview.asap', { date: formatIsoDate(earliest) })
                  : tAvailability('overview.asapOnRequest')}
            </dd>
            <dt>{tAvailability('overview.partialDelivery')}</dt>
            <dd data-testid="overview-partial-delivery">
              {tAvailability(data.partialDelivery ? 'overview.partialAllowed' : 'overview.partialNotAllowed')}
            </dd>
          </dl>
          {storedDeliveryProblem && (
            <p className={styles.notice} role="alert" data-testid="overview-delivery-problem">
              {storedDeliveryProblem}{' '}
              <button type="button" className={styles.linkButton} onClick={() => setStep('delivery')}>
                {tAvailability('overview.changeDate')}
              </button>
            </p>
          )}
          <table className={styles.lines}>
            <caption className="visually-hidden">{t('positions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('positions')}</th>
                <th scope="col">{t('quantity')}</th>
                <th scope="col">{t('unitPrice')}</th>
                <th scope="col">{t('lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.itemKey} data-testid="overview-line" data-article={entry.articleNumber}>
                  <td>
                    <span>{entry.product.title}</span>
                    <span className={styles.meta}>
                      {entry.articleNumber}
                      {entry.product.packLabel ? ` · ${entry.product.packLabel}` : ''}
                    </span>
                    {entry.itemRefText && (
                      <span className={styles.meta}>
                        {t('refText')}: {entry.itemRefText}
                      </span>
                    )}
                    {entry.availability && <AvailabilityNote availability={entry.availability} />}
                  </td>
                  <td>{entry.count}</td>
                  <td>
                    {entry.price ? formatPrice(entry.price.unitPriceCents) : ''}
                    {entry.price?.priceType === 'manual' && (
                      <span className={styles.meta}>{t('manual')}</span>
                    )}
                    {entry.price?.contract && (
                      <span className={styles.meta} data-testid="overview-contract">
                        {t('contractPrice')}
                      </span>
                    )}
                    {entry.price?.priceType === 'quoted' && (
                      <span className={styles.meta} data-testid="overview-quoted">
                        {t('quotedPrice', { quoteNumber: entry.price.quoteNumber ?? '' })}
                      </span>
                    )}
                    {entry.quote && !entry.quote.applies && (
                      <span className={styles.meta} role="note" data-testid="overview-quote-lapsed">
                        {t('quoteLapsed')}
                      </span>
                    )}
                  </td>
                  <td>{entry.price ? formatPrice(entry.price.totalCents) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <VatTotals vat={data.vat} testId="overview-total" />
          {data.approval?.required && <ApprovalNotice preview={data.approval} netCents={data.vat.netCents} />}
          <div className={styles.terms}>
            <input
              id={termsId}
              type="checkbox"
              checked={accepted}
              aria-invalid={showTermsError && !accepted}
              aria-describedby={showTermsError && !accepted ? `${termsId}-error` : undefined}
              onChange={(event) => {
                setAccepted(event.target.checked)
                if (event.target.checked) setShowTermsError(false)
              }}
            />
            <label htmlFor={termsId}>{t('acceptTerms')}</label>{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setTermsOpen(true)}
              disabled={!terms}
            >
              {t('terms')}
            </button>
          </div>
          {showTermsError && !accepted && (
            <p id={`${termsId}-error`} className={styles.error} role="alert">
              {t('termsRequired')}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setStep('delivery')} disabled={running}>
              {t('back')}
            </Button>
            <Button
              variant="primary"
              size="large"
              onClick={() => void submit()}
              disabled={running || blocked}
              busy={running}
              data-testid="checkout-submit"
            >
              {running ? t('submitting') : data.approval?.required ? tApproval('submit') : t('submit')}
            </Button>
          </div>
        </section>
      )}
      {terms && (
        <Modal open={termsOpen} onClose={() => setTermsOpen(false)} title={terms.title}>
          <div className={styles.termsContent}>{terms.content}</div>
        </Modal>
      )}
    </div>
  )
}
