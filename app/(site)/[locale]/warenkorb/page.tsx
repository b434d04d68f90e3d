import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { customerOf } from '@/features/accounts/server/customer'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import { B2BCartView } from '@/features/carts/components/b2b-cart.client'
import { B2B_CART_PAGE_PATH, CHECKOUT_PAGE_PATH } from '@/features/carts/constants'
import { RequestQuote } from '@/features/quotes/components/request-quote.client'
import { RepeatOrderButton } from '@/features/repeat-orders/components/repeat-order-button.client'
import { b2bCartData, readCart } from '@/features/carts/server/cart'
import { signedInPage } from '@/features/contacts/server/page-access'
import { routeLocaleOr } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'carts.page' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The B2B cart: signed-in shop users of a business customer; visitors sign in first and come back. */
async function B2BCartPage({ params }: Props) {
  const { locale, tenant, account } = await signedInPage((await params).locale, B2B_CART_PAGE_PATH)
  setRequestLocale(locale)
  const t = await getTranslations('carts.page')
  const customer = await customerOf(account)
  const allowed = account.isActiveEcommerceShopUser && customer != null && customer.kind !== 'b2c'
  const cart = allowed
    ? await b2bCartData(
        { tenant, locale, t: await getApiTranslator(locale), account, viewer: await priceViewerOf(account) },
        await readCart({ tenant, account }, 'b2b'),
      )
    : null
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      {cart ? (
        <B2BCartView
          initialCart={cart}
          checkoutUrl={`/${locale}${CHECKOUT_PAGE_PATH}`}
          savedCartsUrl={`/${locale}${ACCOUNT_PATHS.savedCarts}`}
          actions={
            <>
              <RequestQuote source="cart" />
              <RepeatOrderButton source="cart" />
            </>
          }
        />
      ) : (
        <p>
          {!account.isActiveEcommerceShopUser
            ? t('loginRequired')
            : account.type === 'employee' && !customer
              ? t('selectContact')
              : t('businessOnly')}
        </p>
      )}
    </div>
  )
}

export default withPageMessages(
  [
    'availability',
    'carts',
    'catalog.detail',
    'quotes.request',
    'quotes.api',
    'repeatOrders',
    'widgets.datePicker',
  ],
  B2BCartPage,
)
