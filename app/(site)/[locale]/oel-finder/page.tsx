import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { cookies } from 'next/headers'

import { withPageMessages } from '@/components/intl/page-messages'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { crossReferencePath } from '@/features/cross-reference/constants'
import { OilFinder } from '@/features/oil-finder/components/oil-finder.client'
import {
  getDisclaimer,
  getQuickAccess,
  tenantDisclaimerId,
} from '@/features/oil-finder/server/tenant-content'
import { listCategories } from '@/features/oil-finder/server/vehicles'
import { NOTICE_COOKIE } from '@/features/oil-finder/notice'
import { readOilFinderUrl } from '@/features/oil-finder/url'
import { sitePage } from '@/features/tenancy/server/site-page'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'oilFinder' })
  return { title: t('title'), description: t('intro') }
}

/**
 * The oil finder: brand → model → notice → recommendation. The
 * address holds the chosen vehicle (features/oil-finder/url.ts); categories,
 * quick access and the tenant's disclaimer come with the page, each step's
 * list from GET /api/oilfinder/*.
 */
async function OilFinderPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const language = languageOf(locale)
  const query = await searchParams
  const [t, tp, tx, categories, quickAccess, disclaimerId] = await Promise.all([
    getTranslations('oilFinder'),
    getTranslations('page'),
    getTranslations('crossReference'),
    listCategories(tenant.id, language),
    getQuickAccess(tenant.id, language),
    tenantDisclaimerId(tenant.id),
  ])
  const disclaimer = disclaimerId != null ? await getDisclaimer(tenant.id, disclaimerId, language) : null
  const path = `/${locale}/oel-finder`
  const state = readOilFinderUrl({ get: (name) => first(query[name]) })
  // A recommendation address goes straight to the recommendation once the notice was accepted in this browser session.
  // Only such an address reads the cookie: the cached copy of the finder (no query) stays free of it.
  const noticeAccepted = state.showRecommendation && (await cookies()).get(NOTICE_COOKIE)?.value === '1'

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
      {/* Another brand's product instead of a vehicle: the cross-reference (/alternativen). */}
      <p>
        <a href={crossReferencePath(locale)} data-testid="oil-finder-cross-reference">
          {tx('teaser')}
        </a>
      </p>
      {/* The finder's texts go to the browser on this page only (withPageMessages below). */}
      <OilFinder
        path={path}
        lang={language}
        initialState={state}
        categories={{ categories }}
        quickAccess={quickAccess}
        disclaimer={disclaimer}
        noticeAccepted={noticeAccepted}
      />
    </div>
  )
}

export default withPageMessages(
  ['carts.addToCart', 'carts.page', 'catalog.units', 'oilFinder'],
  OilFinderPage,
)
