import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { seesPrices } from '@/features/catalog/pricing'
import { OrderedProductsTable } from '@/features/ordered-products/components/ordered-products.client'
import { ORDERED_PRODUCTS_TABLE } from '@/features/ordered-products/schemas'
import { orderedProducts } from '@/features/ordered-products/server/ordered-products'
import { EMPTY_TABLE_QUERY, parseTableQuery } from '@/features/table-lists/query'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({
    locale: routeLocaleOr(locale),
    namespace: 'shoppingLists.orderedProducts',
  })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The address's parameters (a shared or reloaded link shows the same rows; bad ones fall back to the first page). */
function searchParamsOf(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(raw))
    for (const item of Array.isArray(value) ? value : value == null ? [] : [value]) params.append(key, item)
  return params
}

/** Ordered products: a business customer's articles ordered so far, to reorder. */
async function OrderedProductsPage({ params, searchParams }: Props) {
  const page = await accountPage((await params).locale, ACCOUNT_PATHS.orderedProducts)
  const locale = page.ctx ? page.ctx.locale : page.locale
  setRequestLocale(locale)
  const t = await getTranslations('shoppingLists.orderedProducts')
  if (!page.ctx) {
    return <AccountDenied title={t('title')} denied={page.denied} />
  }
  const parsed = parseTableQuery(searchParamsOf(await searchParams), ORDERED_PRODUCTS_TABLE)
  const initial = await orderedProducts(page.ctx, parsed.ok ? parsed.query : EMPTY_TABLE_QUERY)
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <OrderedProductsTable
        initial={initial}
        showPrices={seesPrices(page.ctx.viewer)}
        shopUser={!!page.ctx.account.isActiveEcommerceShopUser}
      />
    </>
  )
}

export default withPageMessages(
  [
    'account.table',
    'carts.addToCart',
    'carts.page',
    'shoppingLists.orderedProducts',
    'widgets.datePicker',
    'widgets.filters',
    'widgets.table',
  ],
  OrderedProductsPage,
)
