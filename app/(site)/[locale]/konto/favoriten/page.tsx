import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { FavouritesList } from '@/features/favourites/components/favourites-page.client'
import { favouriteEntries } from '@/features/favourites/server/favourites'
import { siteLocale } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'favourites' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The account's favourite products: rendered on the server, removable in the island. */
async function FavouritesPage({ params }: Props) {
  const locale = await siteLocale(params)
  const page = await accountPage(locale, ACCOUNT_PATHS.favourites)
  const t = await getTranslations('favourites')
  if (page.denied) {
    return <AccountDenied title={t('title')} denied={page.denied} />
  }
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <FavouritesList entries={await favouriteEntries(page.ctx)} catalogHref={`/${locale}`} />
    </>
  )
}

export default withPageMessages(['favourites'], FavouritesPage)
