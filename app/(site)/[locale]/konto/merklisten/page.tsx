import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { accountPage, deniedText } from '@/features/account-area/server/page'
import { ShoppingListsOverview } from '@/features/shopping-lists/components/lists-overview.client'
import { listShoppingLists } from '@/features/shopping-lists/server/lists'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'shoppingLists.page' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The shopping lists: active shop users of a business customer; visitors sign in first and come back. */
async function ShoppingListsPage({ params }: Props) {
  const page = await accountPage((await params).locale, ACCOUNT_PATHS.shoppingLists, { shopUser: true })
  const locale = page.ctx ? page.ctx.locale : page.locale
  setRequestLocale(locale)
  const t = await getTranslations('shoppingLists.page')
  return (
    <>
      <h1>{t('title')}</h1>
      {page.ctx ? (
        <>
          <p>{t('intro')}</p>
          <ShoppingListsOverview
            initialLists={await listShoppingLists(page.ctx)}
            listBase={`/${locale}${ACCOUNT_PATHS.shoppingLists}`}
          />
        </>
      ) : (
        <p role="status">{await deniedText(page.denied)}</p>
      )}
    </>
  )
}

export default withPageMessages(['shoppingLists.page'], ShoppingListsPage)
