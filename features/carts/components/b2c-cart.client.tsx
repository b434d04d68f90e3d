'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'

import { Button, ButtonLink } from '@/components/button/button'
import { Picture } from '@/components/picture/picture'
import { getNotificationsStore } from '@/features/notifications/store'
import { useSession } from '@/features/session/components/session-provider.client'
import { formatPrice } from '@/lib/money'

import { preloadB2CCartSchemas, useB2CCart, useB2CCartBusy, useChangeB2CCart } from '../queries'
import type { B2CCart, B2CCartParams } from '../schemas'
import { CartQuantity } from './cart-quantity.client'
import styles from './cart.module.css'
import { VatTotals } from '@/components/vat-totals/vat-totals'

/**
 * The B2C cart (its entries) of visitors and private
 * customers: products with picture and quantity, removable; prices only for
 * those who see them. Buying happens at a dealer (link to the dealer
 * finder); business customers sign in and their selection comes along.
 */
export function B2CCartView({
  initialCart,
  dealersUrl,
  loginUrl,
}: {
  initialCart: B2CCart
  dealersUrl: string
  loginUrl: string | null
}) {
  const t = useTranslations('carts.b2c.page')
  const tp = useTranslations('carts.page')
  const cart = useB2CCart(initialCart)
  const busy = useB2CCartBusy()
  const changeCart = useChangeB2CCart()
  // The answer replaces the cart and the header's count; a failure leaves both (the API client has shown the message).
  const change = (params: B2CCartParams) => changeCart.run(params)
  if (!cart.entries.length) return <p data-testid="cart-empty">{t('empty')}</p>
  return (
    <div className={styles.cart} aria-busy={busy}>
      <p>{t('intro')}</p>
      <ul className={styles.entries} aria-label={tp('entries')}>
        {cart.entries.map((entry) => (
          <li
            key={entry.itemKey}
            className={styles.entry}
            data-testid="cart-entry"
            data-product={entry.product.productNumber}
          >
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
              {entry.product.packLabel && <span className={styles.meta}>{entry.product.packLabel}</span>}
            </div>
            <div className={styles.quantity}>
              <CartQuantity
                entry={entry}
                onChange={(count) => void change({ action: 'update', itemKey: entry.itemKey, count })}
              />
            </div>
            <div className={styles.price}>
              {entry.price && <strong>{formatPrice(entry.price.totalCents)}</strong>}
            </div>
            <button
              type="button"
              className={styles.remove}
              onClick={() => void change({ action: 'remove', itemKey: entry.itemKey })}
              aria-label={tp('removeOf', { title: entry.product.title })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {cart.vat && (
        <div className={styles.summary}>
          <VatTotals vat={cart.vat} testId="cart-total" />
        </div>
      )}
      <div className={styles.actions}>
        <ButtonLink href={dealersUrl} variant="primary" data-testid="b2c-find-dealer">
          {t('findDealer')}
        </ButtonLink>
      </div>
      {loginUrl && (
        <p className={styles.meta}>
          {t('business')} <a href={loginUrl}>{t('login')}</a>
        </p>
      )}
    </div>
  )
}

/** "In den Warenkorb" for visitors and private customers: puts the product's standard pack in the B2C cart. */
export function AddToB2CCart({ productNumber, title }: { productNumber: string; title: string }) {
  const t = useTranslations('carts.b2c')
  const cartUrl = useSession((s) => s.session.urls.b2CCartUrl)
  const business = useSession((s) => !!s.session.user && s.session.isActiveEcommerceShopUser)
  const addToCart = useChangeB2CCart({ single: true })
  const running = addToCart.isPending
  if (!cartUrl || business) return null
  const add = async () => {
    // A second click while this button's change runs sends nothing (`single`); a failure: the API client has shown the message.
    if (await addToCart.run({ action: 'add', entries: [{ productNumber, count: 1 }] }))
      getNotificationsStore()
        .getState()
        .push({
          message: { type: 'success', message: t('added', { product: title }) },
          redirect: { link: cartUrl, title: t('page.title') },
        })
  }
  return (
    <Button
      variant="primary"
      onClick={() => void add()}
      onPointerEnter={preloadB2CCartSchemas}
      onFocus={preloadB2CCartSchemas}
      busy={running}
      data-testid="add-to-b2c-cart"
    >
      {t('add')}
    </Button>
  )
}
