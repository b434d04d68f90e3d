'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { ButtonLink } from '@/components/button/button'
import { Picture } from '@/components/picture/picture'
import { mayOrderIn } from '@/features/accounts/company-roles'
import { AvailabilityNote, DeliveryEstimate } from '@/features/availability/components/availability-note'
import { getNotificationsStore, notificationFromMessage } from '@/features/notifications/store'
import { useSession } from '@/features/session/components/session-provider.client'
import { formatPrice } from '@/lib/money'

import { CART_CHANGE_CONFIRM_PATH } from '../changes'
import { CART_REF_TEXT_MAX_LENGTH } from '../constants'
import type { B2BCart, CartEntry } from '../schemas'
import { useB2BCart, useB2BCartBusy, useB2BCartMutations, useLineBusy, useRefreshB2BCart } from '../queries'
import { CartQuantity } from './cart-quantity.client'
import styles from './cart.module.css'
import { QuickOrder } from './quick-order.client'
import { SaveCart } from './save-cart.client'
import { VatTotals } from '@/components/vat-totals/vat-totals'

type Mutations = ReturnType<typeof useB2BCartMutations>

function RefTextCell({ cart, entry }: { cart: Mutations; entry: CartEntry }) {
  const t = useTranslations('carts.page')
  const id = useId()
  const [text, setText] = useState(entry.itemRefText)
  const error = text.includes('#') ? t('refTextHash') : null
  const save = () => {
    if (error || text.trim() === entry.itemRefText) return
    void cart.setItemRefText(entry.itemKey, text.trim())
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.smallLabel}>
        {t('refText')}
      </label>
      <input
        id={id}
        className={styles.input}
        value={text}
        maxLength={CART_REF_TEXT_MAX_LENGTH}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => event.key === 'Enter' && save()}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** Reads "12.50" or "12,50" as cents; null when it is no price from 0.01 to 99 999.99. */
export function parseFrancs(text: string): number | null {
  const normalized = text.trim().replace(/[\s']/g, '').replace(',', '.')
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(normalized)) return null
  const cents = Math.round(Number(normalized) * 100)
  return cents >= 1 ? cents : null
}

function ManualPriceCell({ cart, entry }: { cart: Mutations; entry: CartEntry }) {
  const t = useTranslations('carts.page')
  const id = useId()
  const [text, setText] = useState(
    entry.manualPriceCents == null ? '' : (entry.manualPriceCents / 100).toFixed(2),
  )
  const cents = text.trim() === '' ? null : parseFrancs(text)
  const error = text.trim() !== '' && cents == null ? t('manualPriceInvalid') : null
  const save = () => {
    if (error || cents === entry.manualPriceCents) return
    void cart.update({ action: 'manualPrice', itemKey: entry.itemKey, manualPriceCents: cents })
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.smallLabel}>
        {t('manualPrice')}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="decimal"
        value={text}
        aria-invalid={!!error}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => event.key === 'Enter' && save()}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

function EntryRow({
  changes,
  entry,
  cart,
  orderable,
}: {
  changes: Mutations
  entry: CartEntry
  cart: B2BCart
  orderable: boolean
}) {
  const t = useTranslations('carts.page')
  const busy = useLineBusy(entry.itemKey)
  return (
    <li className={styles.entry} data-testid="cart-entry" data-article={entry.articleNumber} aria-busy={busy}>
      <div className={styles.picture}>
        {entry.product.image && (entry.product.image.fallback || entry.product.image.srcset) ? (
          <Picture
            alt={entry.product.image.alt}
            fallback={entry.product.image.fallback}
            srcset={entry.product.image.srcset}
            sizes="64px"
            ratio="3/4"
            fit="contain"
          />
        ) : null}
      </div>
      <div className={styles.info}>
        {entry.product.url ? (
          <Link href={entry.product.url}>{entry.product.title}</Link>
        ) : (
          <span>{entry.product.title}</span>
        )}
        <span className={styles.meta}>
          {t('articleNumber')} {entry.articleNumber}
          {entry.product.packLabel ? ` · ${entry.product.packLabel}` : ''}
        </span>
        {orderable && entry.availability && <AvailabilityNote availability={entry.availability} />}
        {!orderable && entry.notOrderableReason && (
          <span className={styles.error}>{t(`reason.${entry.notOrderableReason}`)}</span>
        )}
        {orderable && entry.quote?.applies && entry.quote.quantity != null && (
          <span className={styles.meta}>{t('quoteQuantity', { quantity: entry.quote.quantity })}</span>
        )}
        {orderable && entry.quote && !entry.quote.applies && entry.quote.reason && (
          <span className={styles.meta} role="note" data-testid="cart-entry-quote-lapsed">
            {t(`quoteLapsed.${entry.quote.reason}`, { quoteNumber: entry.quote.quoteNumber ?? '' })}
          </span>
        )}
        {orderable && cart.showItemRefTexts && (
          <RefTextCell key={`${entry.itemKey}:${entry.itemRefText}`} cart={changes} entry={entry} />
        )}
        {orderable && cart.showManualPricing && (
          <ManualPriceCell key={`${entry.itemKey}:${entry.manualPriceCents}`} cart={changes} entry={entry} />
        )}
      </div>
      <div className={styles.quantity}>
        {orderable ? (
          <CartQuantity
            entry={entry}
            onChange={(count) => void changes.update({ action: 'update', itemKey: entry.itemKey, count })}
          />
        ) : (
          <span>{entry.count}</span>
        )}
      </div>
      <div className={styles.price} data-testid="cart-entry-price">
        {entry.price && (
          <>
            <span className={styles.meta}>
              {t('unitPrice')} {formatPrice(entry.price.unitPriceCents)}
              {entry.price.priceType === 'manual' ? ` (${t('manual')})` : ''}
            </span>
            {entry.price.contract && (
              <span className={styles.quoted} data-testid="cart-entry-contract">
                {t('contractPrice')}
              </span>
            )}
            {entry.price.priceType === 'quoted' && (
              <span className={styles.quoted} data-testid="cart-entry-quoted">
                {t('quotedPrice', { quoteNumber: entry.price.quoteNumber ?? '' })}
              </span>
            )}
            <strong>{formatPrice(entry.price.totalCents)}</strong>
          </>
        )}
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={() => void changes.update({ action: 'remove', itemKey: entry.itemKey })}
        aria-label={t('removeOf', { title: entry.product.title })}
      >
        ×
      </button>
    </li>
  )
}

/**
 * Shows each cart change (a cut count, another pack, product or price, a
 * removed article) once as a notification to confirm; its confirmation posts
 * the id to the confirm URL. When such a notification closes, the cart is
 * read again.
 */
function useCartChangeNotifications(cart: B2BCart) {
  const t = useTranslations('carts.changes')
  const refresh = useRefreshB2BCart()
  const shown = useRef(new Set<string>())
  useEffect(() => {
    const notifications = getNotificationsStore()
    for (const change of cart.changes) {
      if (shown.current.has(change.id)) continue
      shown.current.add(change.id)
      const values = {
        title: change.title,
        articleNumber: change.articleNumber,
        from: formatChangeValue(change.reason, change.from),
        to: formatChangeValue(change.reason, change.to),
      }
      notifications.getState().push({
        ...notificationFromMessage({
          type: change.reason === 'removed' ? 'error' : 'warning',
          message: t(change.reason, values),
          meta: { confirmationType: 'cartChange', id: change.id, confirmUrl: CART_CHANGE_CONFIRM_PATH },
        }),
        id: `cart-change:${change.id}`,
      })
    }
  }, [cart.changes, t])
  useEffect(() => {
    const notifications = getNotificationsStore()
    return notifications.subscribe((state, previous) => {
      const open = new Set(state.notifications.map((n) => n.id))
      if (previous.notifications.some((n) => n.id.startsWith('cart-change:') && !open.has(n.id)))
        void refresh()
    })
  }, [refresh])
}

const formatChangeValue = (reason: string, value: string | number | null) =>
  value == null
    ? '–'
    : (reason === 'pricingChanged' || reason === 'quoteEnded') && typeof value === 'number'
      ? formatPrice(value)
      : String(value)

/**
 * The B2B cart (the first step of the order): the lines with picture, pack,
 * quantity (debounced re-pricing), price and removal; reference texts and
 * manual prices when switched on; lines that cannot be ordered apart; the
 * total; the retailer-mode notice. Those who may order save the cart under
 * a name (it empties); the saved carts' page is linked.
 */
export function B2BCartView({
  initialCart,
  checkoutUrl,
  savedCartsUrl,
  actions,
}: {
  initialCart: B2BCart
  checkoutUrl?: string
  /** The account page of the saved carts. */
  savedCartsUrl?: string
  /** More actions on the cart for those who may order (the page composes them, e.g. a quote request). */
  actions?: ReactNode
}) {
  const t = useTranslations('carts.page')
  const tSaved = useTranslations('carts.saved.save')
  // A viewer of a company orders nothing: no saving either (the server refuses it too).
  const mayOrder = useSession((state) => mayOrderIn(state.session))
  const cart = useB2BCart(initialCart)
  const changes = useB2BCartMutations()
  const busy = useB2BCartBusy()
  const toggleId = useId()
  const empty = !cart.entries.length && !cart.entriesNotOrderable.length
  useCartChangeNotifications(cart)
  return (
    <div className={styles.cart} aria-busy={busy}>
      {cart.retailerMode && (
        <p className={styles.notice} role="status" data-testid="retailer-notice">
          {t('retailerMode')}
        </p>
      )}
      {mayOrder ? (
        <QuickOrder />
      ) : (
        <p className={styles.notice} role="status" data-testid="viewer-notice">
          {t('viewerNotice')}
        </p>
      )}
      {empty ? (
        <p data-testid="cart-empty">{t('empty')}</p>
      ) : (
        <>
          <div className={styles.toggles}>
            <label htmlFor={`${toggleId}-ref`} className={styles.toggle}>
              <input
                id={`${toggleId}-ref`}
                type="checkbox"
                checked={cart.showItemRefTexts}
                onChange={(event) => void changes.setShowItemRefTexts(event.target.checked)}
              />
              {t('showRefTexts')}
            </label>
            {cart.manualPricingAvailable && (
              <label htmlFor={`${toggleId}-manual`} className={styles.toggle}>
                <input
                  id={`${toggleId}-manual`}
                  type="checkbox"
                  checked={cart.showManualPricing}
                  onChange={(event) => void changes.setShowManualPricing(event.target.checked)}
                />
                {t('showManualPricing')}
              </label>
            )}
          </div>
          {cart.entries.length > 0 && (
            <ul className={styles.entries} aria-label={t('entries')}>
              {cart.entries.map((entry) => (
                <EntryRow key={entry.itemKey} changes={changes} entry={entry} cart={cart} orderable />
              ))}
            </ul>
          )}
          {cart.entriesNotOrderable.length > 0 && (
            <section aria-labelledby={`${toggleId}-not`}>
              <h2 id={`${toggleId}-not`} className={styles.subheading}>
                {t('notOrderable')}
              </h2>
              <ul className={styles.entries}>
                {cart.entriesNotOrderable.map((entry) => (
                  <EntryRow
                    key={entry.itemKey}
                    changes={changes}
                    entry={entry}
                    cart={cart}
                    orderable={false}
                  />
                ))}
              </ul>
            </section>
          )}
          <DeliveryEstimate
            lines={cart.entries.flatMap((entry) => (entry.availability ? [entry.availability] : []))}
          />
          <div className={styles.summary}>
            <VatTotals vat={cart.vat} testId="cart-total" />
          </div>
          <div className={styles.actions}>
            {mayOrder && (
              <button type="button" className="button button--secondary" onClick={() => void changes.empty()}>
                {t('emptyCart')}
              </button>
            )}
            {mayOrder && <SaveCart />}
            {mayOrder && cart.entries.length > 0 && actions}
            {mayOrder && checkoutUrl && cart.entries.length > 0 && (
              <ButtonLink href={checkoutUrl} variant="primary" disabled={busy} data-testid="to-checkout">
                {t('toCheckout')}
              </ButtonLink>
            )}
          </div>
        </>
      )}
      {savedCartsUrl && (
        <p>
          <Link href={savedCartsUrl} data-testid="saved-carts-link">
            {tSaved('link')}
          </Link>
        </p>
      )}
    </div>
  )
}
