import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { FairList } from '@/features/fairs/components/fair-list'
import { listFairs } from '@/features/fairs/server/fairs'
import { sitePage } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'news.fairs' })
  return { title: t('title') }
}

/** The fair list: upcoming fairs first, past ones apart. */
export default async function FairsPage({ params }: Props) {
  const { locale, tenant } = await sitePage(params)
  const fairs = await listFairs(tenant.id, locale)
  const t = await getTranslations('news.fairs')
  const tp = await getTranslations('page')
  return (
    <div className="container">
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={tp('home')}
        label={tp('breadcrumb')}
        items={[{ label: t('title'), uri: '', disabled: true }]}
      />
      <h1>{t('title')}</h1>
      <FairList fairs={fairs} />
    </div>
  )
}
