'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Button, ButtonLink } from '@/components/button/button'
import { Picture } from '@/components/picture/picture'
import { getNotificationsStore } from '@/features/notifications/store'
import { useSession } from '@/features/session/components/session-provider.client'
import { apiRequest } from '@/lib/api/client'
import { formatPrice } from '@/lib/money'

import type { B2CCart, B2CCartParams } from '../schemas'
import { CartQuantity } from './cart-quantity.client'
import styles from './cart.module.css'
import { VatTotals } from '@/components/vat-totals/vat-totals'

/** The B2C cart API, called without a trailing slash (the site's routes have none, so no redirect). */
export const B2C_CART_PATH = '/api/b2ccart'

/** One change of the B2C cart; the answer is the whole cart: it replaces the shown cart and sets the count. */
/** The answer's schema (and zod with it) loads with the first change: the visitor's add button is on every product page. */
const cartSchemas = () => import('../schemas')
/** Pointer or focus on the visitor's button: the schema loads before the click. */
const preloadCartSchemas = () => void cartSchemas()

export const changeB2CCart = async (params: B2CCartParams) => apiRequest('POST', B2C_CART_PATH, { body: params, schema: (await cartSchemas()).ZB2CCart, call: { store: 'b2cCart', action: params.action } })

/**
 * The B2C cart (its entries) of visitors and private
 * customers: products with picture and quantity, removable; prices only for
 * those who see them. Buying happens at a dealer (link to the dealer
 * finder); business customers sign in and their selection comes along.
 */
export function B2CCartView({ initialCart, dealersUrl, loginUrl }: { initialCart: B2CCart; dealersUrl: string; loginUrl: string | null }) {
  const t = useTranslations('carts.b2c.page')
  const tp = useTranslations('carts.page')
  const patchSession = useSession((s) => s.patchSession)
  const [cart, setCart] = useState(initialCart)
  const [busy, setBusy] = useState(false)
  const change = async (params: B2CCartParams) => {
    setBusy(true)
    try {
      const { data } = await changeB2CCart(params)
      setCart(data)
      patchSession({ b2CCartCount: data.count })
    } catch {
      // The API client has shown the message; the cart is unchanged.
    } finally {
      setBusy(false)
    }
  }
  if (!cart.entries.length) return <p data-testid="cart-empty">{t('empty')}</p>
  return (
    <div className={styles.cart} aria-busy={busy}>
      <p>{t('intro')}</p>
      <ul className={styles.entries} aria-label={tp('entries')}>
        {cart.entries.map((entry) => (
          <li key={entry.itemKey} className={styles.entry} data-testid="cart-entry" data-product={entry.product.productNumber}>
            <div className={styles.picture}>{entry.product.image && (entry.product.image.fallback || entry.product.image.srcset) ? <Picture alt={entry.product.image.alt} fallback={entry.product.image.fallback} srcset={entry.product.image.srcset} sizes="64px" ratio="3/4" fit="contain" /> : null}</div>
            <div className={styles.info}>
              {entry.product.url ? <Link href={entry.product.url}>{entry.product.title}</Link> : <span>{entry.product.title}</span>}
              {entry.product.packLabel && <span className={styles.meta}>{entry.product.packLabel}</span>}
            </div>
            <div className={styles.quantity}>
              <CartQuantity entry={entry} onChange={(count) => void change({ action: 'update', itemKey: entry.itemKey, count })} />
            </div>
            <div className={styles.price}>{entry.price && <strong>{formatPrice(entry.price.totalCents)}</strong>}</div>
            <button type="button" className={styles.remove} onClick={() => void change({ action: 'remove', itemKey: entry.itemKey })} aria-label={tp('removeOf', { title: entry.product.title })}>
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
  const patchSession = useSession((s) => s.patchSession)
  const [running, setRunning] = useState(false)
  if (!cartUrl || business) return null
  const add = async () => {
    if (running) return
    setRunning(true)
    try {
      const { data } = await changeB2CCart({ action: 'add', entries: [{ productNumber, count: 1 }] })
      patchSession({ b2CCartCount: data.count })
      getNotificationsStore().getState().push({ message: { type: 'success', message: t('added', { product: title }) }, redirect: { link: cartUrl, title: t('page.title') } })
    } catch {
      // The API client has shown the message.
    } finally {
      setRunning(false)
    }
  }
  return (
    <Button variant="primary" onClick={() => void add()} onPointerEnter={preloadCartSchemas} onFocus={preloadCartSchemas} busy={running} data-testid="add-to-b2c-cart">
      {t('add')}
    </Button>
  )
}
