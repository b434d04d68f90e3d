import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { FairList } from '@/features/fairs/components/fair-list'
import { listFairs } from '@/features/fairs/server/fairs'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { isRouteLocale } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: isRouteLocale(locale) ? locale : 'de-ch', namespace: 'news.fairs' })
  return { title: t('title') }
}

/** The fair list: upcoming fairs first, past ones apart. */
export default async function FairsPage({ params }: Props) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const tenant = await getRequestTenant()
  if (!tenant || !tenant.locales.includes(locale)) notFound()
  const fairs = await listFairs(tenant.id, locale)
  const t = await getTranslations('news.fairs')
  const tp = await getTranslations('page')
  return (
    <div className="container">
      <Breadcrumb homeUrl={`/${locale}`} homeLabel={tp('home')} label={tp('breadcrumb')} items={[{ label: t('title'), uri: '', disabled: true }]} />
      <h1>{t('title')}</h1>
      <FairList fairs={fairs} />
    </div>
  )
}
