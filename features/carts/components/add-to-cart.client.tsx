'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { Button, type ButtonSize, type ButtonVariant } from '@/components/button/button'
import { Icon } from '@/components/icon/icon'
import { mayOrderIn } from '@/features/accounts/company-roles'
import { getNotificationsStore } from '@/features/notifications/store'
import { useSession } from '@/features/session/components/session-provider.client'

import { preloadCartSchemas, useAddToB2BCart } from '../queries'

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
 * customer (the ones with a B2B cart link) who may order (not a company's
 * viewer) see it. A success updates the
 * header's count and says so, with a link to the cart; a refusal shows the
 * server's message (the API client does that).
 */
export function AddToCart({
  articleNumber,
  count,
  title,
  className,
  variant = 'primary',
  size = 'default',
}: Props) {
  const t = useTranslations('carts.addToCart')
  const tPage = useTranslations('carts.page')
  const shopUser = useSession((state) => state.session.isActiveEcommerceShopUser)
  const cartUrl = useSession((state) => state.session.urls.b2BCartUrl)
  // A company's viewer sees prices but never orders (the server refuses its cart writes too).
  const mayOrder = useSession((state) => mayOrderIn(state.session))
  const addToCart = useAddToB2BCart()
  const running = addToCart.isPending
  const shown = !!shopUser && mayOrder && !!cartUrl && !!articleNumber && count >= 1
  // Where the button shows, the schema loads after the page, so a click's request starts at once.
  useEffect(() => {
    if (shown) preloadCartSchemas()
  }, [shown])
  if (!shown) return null
  const add = async () => {
    // A second click while this button's request runs adds nothing (`single`); a failure: the API client has shown the message; the cart is unchanged.
    if (await addToCart.run({ articleNumber, count }))
      getNotificationsStore()
        .getState()
        .push({
          message: { type: 'success', message: t('added', { product: title }) },
          redirect: { link: cartUrl, title: tPage('title') },
        })
  }
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void add()}
      busy={running}
      data-testid="add-to-cart"
      data-article={articleNumber}
    >
      {!running && <Icon name="cart" size={16} />}
      <span>{t('label')}</span>
      <span className="visually-hidden">: {title}</span>
    </Button>
  )
}
