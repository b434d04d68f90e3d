import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { accountPage } from '@/features/account-area/server/page'
import { EntryDetail } from '@/features/fleet/components/entry-detail.client'
import { ZEntryId } from '@/features/fleet/schemas'
import { entryDetail, findEntry } from '@/features/fleet/server/entries'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'fleet' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * One vehicle or machine of the fleet: its details, components with the
 * recommendation beside each, the next services and the history; editors
 * of the fleet mark services done, edit and delete here. Unknown ids and
 * other customers' entries answer 404 (not-found.tsx).
 */
async function FleetEntryPage({ params }: Props) {
  const { locale: localeParam, id: raw } = await params
  const parsed = ZEntryId.safeParse(raw)
  const id = parsed.success ? parsed.data : null
  const access = await accountPage(
    localeParam,
    id != null ? `${ACCOUNT_PATHS.fleet}/${id}` : ACCOUNT_PATHS.fleet,
  )
  if (access.denied) {
    setRequestLocale(access.locale)
    const t = await getTranslations({ locale: access.locale, namespace: 'fleet' })
    return <AccountDenied title={t('title')} denied={access.denied} />
  }
  const { ctx } = access
  setRequestLocale(ctx.locale)
  const doc = id != null ? await findEntry(ctx, id) : null
  if (!doc) notFound()
  const entry = await entryDetail(ctx, doc)
  return (
    <>
      <h1 data-testid="fleet-entry-name">{entry.name}</h1>
      <EntryDetail entry={entry} />
    </>
  )
}

export default withPageMessages(['fleet'], FleetEntryPage)
