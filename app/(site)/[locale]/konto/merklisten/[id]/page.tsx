import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS, shoppingListPath } from '@/features/account-area/constants'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { seesPrices } from '@/features/catalog/pricing'
import { ShoppingListDetailView } from '@/features/shopping-lists/components/list-detail.client'
import { findVisibleList, shoppingListDetail } from '@/features/shopping-lists/server/lists'
import { listIdOf } from '@/features/shopping-lists/server/request'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'shoppingLists.page' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** One shopping list: the account's own or one its company shared with it — any other is not found. */
async function ShoppingListPage({ params }: Props) {
  const { locale: localeParam, id: rawId } = await params
  const page = await accountPage(localeParam, shoppingListPath(rawId), { shopUser: true })
  const locale = page.ctx ? page.ctx.locale : page.locale
  setRequestLocale(locale)
  const t = await getTranslations('shoppingLists')
  if (!page.ctx) {
    return <AccountDenied title={t('page.title')} denied={page.denied} />
  }
  const id = listIdOf(rawId)
  const list = id == null ? null : await findVisibleList(page.ctx, id)
  if (!list) notFound()
  return (
    <>
      <Link href={`/${locale}${ACCOUNT_PATHS.shoppingLists}`}>← {t('detail.back')}</Link>
      <ShoppingListDetailView
        initialList={await shoppingListDetail(page.ctx, list)}
        showPrices={seesPrices(page.ctx.viewer)}
      />
    </>
  )
}

export default withPageMessages(
  [
    'carts.addToCart',
    'carts.page',
    'catalog.detail',
    'shoppingLists.detail',
    'shoppingLists.page',
    'shoppingLists.share',
  ],
  ShoppingListPage,
)
