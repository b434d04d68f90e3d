'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Button, type ButtonSize, type ButtonVariant } from '@/components/button/button'
import { Icon } from '@/components/icon/icon'
import { getNotificationsStore } from '@/features/notifications/store'
import { useSession } from '@/features/session/components/session-provider.client'
import { apiRequest } from '@/lib/api/client'

import { B2B_CART_PATH } from '../constants'

/** The answer's schema (and zod with it) is not part of the page: it loads after it, where the button shows (product and finder pages). */
const cartSchemas = () => import('../schemas')

type Props = {
  articleNumber: string
  count: number
  title: string
  className?: string
  /** Primary where adding to the cart is the area's main action (product page, a recommended pack); secondary in lists of rows. */
  variant?: Extract<ButtonVariant, 'primary' | 'secondary'>
  size?: ButtonSize
}

/**
 * "In den Warenkorb" for one pack: only active shop users of a business
 * customer (the ones with a B2B cart link) see it. A success updates the
 * header's count and says so, with a link to the cart; a refusal shows the
 * server's message (the API client does that).
 */
export function AddToCart({ articleNumber, count, title, className, variant = 'primary', size = 'default' }: Props) {
  const t = useTranslations('carts.addToCart')
  const tPage = useTranslations('carts.page')
  const shopUser = useSession((state) => state.session.isActiveEcommerceShopUser)
  const cartUrl = useSession((state) => state.session.urls.b2BCartUrl)
  const patchSession = useSession((state) => state.patchSession)
  const [running, setRunning] = useState(false)
  const shown = !!shopUser && !!cartUrl && !!articleNumber && count >= 1
  // Where the button shows, the schema loads after the page, so a click's request starts at once.
  useEffect(() => {
    if (shown) void cartSchemas()
  }, [shown])
  if (!shown) return null
  const add = async () => {
    if (running) return
    setRunning(true)
    try {
      const { data } = await apiRequest('POST', B2B_CART_PATH, { body: { action: 'add', entries: [{ articleNumber, count }] }, schema: (await cartSchemas()).ZB2BCart, call: { store: 'b2bCart', action: 'add' } })
      patchSession({ b2BCartCount: data.count })
      getNotificationsStore().getState().push({ message: { type: 'success', message: t('added', { product: title }) }, redirect: { link: cartUrl, title: tPage('title') } })
    } catch {
      // The API client has shown the message; the cart is unchanged.
    } finally {
      setRunning(false)
    }
  }
  return (
    <Button variant={variant} size={size} className={className} onClick={() => void add()} busy={running} data-testid="add-to-cart" data-article={articleNumber}>
      {!running && <Icon name="cart" size={16} />}
      <span>{t('label')}</span>
      <span className="visually-hidden">: {title}</span>
    </Button>
  )
}
