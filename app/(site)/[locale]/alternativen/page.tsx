import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { withPageMessages } from '@/components/intl/page-messages'
import { CrossReference } from '@/features/cross-reference/components/cross-reference.client'
import { CROSS_REFERENCE_QUERY_MAX_LENGTH, crossReferencePath } from '@/features/cross-reference/constants'
import { ZCrossReferenceQuery } from '@/features/cross-reference/schemas'
import { crossReference } from '@/features/cross-reference/server/cross-reference'
import { sitePage } from '@/features/tenancy/server/site-page'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'crossReference' })
  return { title: t('title'), description: t('metaDescription') }
}

/**
 * The cross-reference (Alternativen): a competitor product's name or a list
 * of specifications in `?q=` gives the Tribo products that meet the same
 * specifications and viscosity. Public and the same for everyone: without a
 * query the page comes from the full route cache; with one it renders per
 * request, the answer found here already (the island asks the API only for
 * later searches).
 */
async function CrossReferencePage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const raw = first((await searchParams).q).slice(0, CROSS_REFERENCE_QUERY_MAX_LENGTH * 2)
  const parsed = ZCrossReferenceQuery.safeParse({ q: raw })
  const initialQuery = parsed.success ? parsed.data.q : ''
  const initialAnswer = parsed.success ? await crossReference(tenant.id, locale, parsed.data.q) : null
  const t = await getTranslations('crossReference')
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
      <p>{t('intro')}</p>
      <CrossReference
        path={crossReferencePath(locale)}
        initialQuery={initialQuery}
        initialAnswer={initialAnswer}
        contactUrl={`/${locale}/faq#kontakt`}
      />
    </div>
  )
}

export default withPageMessages(['crossReference'], CrossReferencePage)
