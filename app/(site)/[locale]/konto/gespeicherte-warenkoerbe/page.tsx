import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { accountPage, deniedText } from '@/features/account-area/server/page'
import { SavedCartsView } from '@/features/carts/components/saved-carts.client'
import { listSavedCarts } from '@/features/carts/server/saved-carts'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'carts.saved.page' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** The saved carts: active shop users of a business customer (the B2B cart's users); visitors sign in first and come back. */
async function SavedCartsPage({ params }: Props) {
  const page = await accountPage((await params).locale, ACCOUNT_PATHS.savedCarts, { shopUser: true })
  const locale = page.ctx ? page.ctx.locale : page.locale
  setRequestLocale(locale)
  const t = await getTranslations('carts.saved.page')
  return (
    <>
      <h1>{t('title')}</h1>
      {page.ctx ? (
        <SavedCartsView initial={await listSavedCarts(page.ctx)} />
      ) : (
        <p role="status">{await deniedText(page.denied)}</p>
      )}
    </>
  )
}

export default withPageMessages(['carts.saved.page'], SavedCartsPage)
