import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RichText } from '@payloadcms/richtext-lexical/react'

import { withPageMessages } from '@/components/intl/page-messages'
import { customerOf } from '@/features/accounts/server/customer'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import { B2BCheckout } from '@/features/carts/components/checkout.client'
import { B2B_CART_PAGE_PATH, CHECKOUT_PAGE_PATH } from '@/features/carts/constants'
import { readCart } from '@/features/carts/server/cart'
import { b2bCheckoutData, checkoutSettings } from '@/features/carts/server/checkout'
import { signedInPage } from '@/features/contacts/server/page-access'
import { routeLocaleOr } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'carts.checkout' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The B2B checkout, the steps after the cart: delivery and invoice, overview with the terms, submit. */
async function CheckoutPage({ params }: Props) {
  const { locale, tenant, account } = await signedInPage((await params).locale, CHECKOUT_PAGE_PATH)
  setRequestLocale(locale)
  const t = await getTranslations('carts')
  const customer = await customerOf(account)
  const allowed = account.isActiveEcommerceShopUser && customer != null && customer.kind !== 'b2c'
  const cartUrl = `/${locale}${B2B_CART_PAGE_PATH}`
  if (!allowed) {
    return (
      <div className="container">
        <h1>{t('checkout.title')}</h1>
        <p>
          {!account.isActiveEcommerceShopUser
            ? t('page.loginRequired')
            : account.type === 'employee' && !customer
              ? t('page.selectContact')
              : t('page.businessOnly')}
        </p>
      </div>
    )
  }
  const ctx = {
    tenant,
    locale,
    t: await getApiTranslator(locale),
    account,
    viewer: await priceViewerOf(account),
  }
  const [data, settings] = await Promise.all([
    b2bCheckoutData(ctx, await readCart(ctx, 'b2b')),
    checkoutSettings(tenant.id, locale),
  ])
  const terms = settings?.terms?.content
    ? { title: settings.terms.title, content: <RichText data={settings.terms.content} /> }
    : null
  return (
    <div className="container">
      <h1>{t('checkout.title')}</h1>
      <B2BCheckout initialData={data} cartUrl={cartUrl} terms={terms} />
    </div>
  )
}

export default withPageMessages(
  ['availability', 'carts.checkout', 'approvals.checkout', 'widgets.datePicker'],
  CheckoutPage,
)
