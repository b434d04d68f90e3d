import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { getCurrentAccount } from '@/features/accounts/server/request-account'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import { B2CCartView } from '@/features/carts/components/b2c-cart.client'
import { B2B_CART_PAGE_PATH, B2C_CART_PAGE_PATH } from '@/features/carts/constants'
import { findCart } from '@/features/carts/server/cart'
import { B2C_CART_COOKIE, b2cCartData, b2cOwnerOf, usesB2BCart } from '@/features/carts/server/b2c'
import { sitePage } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'carts.b2c.page' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The B2C cart: visitors (kept by a cookie) and private customers; business shop users are sent to their B2B cart. */
async function B2CCartPage({ params }: Props) {
  const { locale, tenant } = await sitePage(params)
  const account = await getCurrentAccount(tenant)
  if (account && (await usesB2BCart(account))) redirect(`/${locale}${B2B_CART_PAGE_PATH}`)
  const t = await getTranslations('carts.b2c.page')
  const ctx = {
    tenant,
    locale,
    t: await getApiTranslator(locale),
    account,
    viewer: await priceViewerOf(account),
  }
  const owner = b2cOwnerOf(ctx, (await cookies()).get(B2C_CART_COOKIE)?.value)
  const cart = await b2cCartData(ctx, owner ? await findCart(owner.ownerKey) : null)
  const here = `/${locale}${B2C_CART_PAGE_PATH}`
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <B2CCartView
        initialCart={cart}
        dealersUrl={`/${locale}/dealers`}
        loginUrl={account ? null : `${here}?login=1&redirect=${encodeURIComponent(here)}`}
      />
    </div>
  )
}

export default withPageMessages(['carts', 'catalog.detail'], B2CCartPage)
