import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { Pager } from '@/components/pager/pager'
import { CountedFilterForm } from '@/features/dealers/components/counted-filter-form'
import styles from '@/features/dealers/components/dealers.module.css'
import { PartnerTable } from '@/features/distribution-partners/components/partner-table'
import { parsePartnerQuery, ZPartnerQuery } from '@/features/distribution-partners/schemas'
import { listPartners } from '@/features/distribution-partners/server/partners'
import { sitePage } from '@/features/tenancy/server/site-page'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'
import { listPageQuery, type PageSearchParams } from '@/lib/page-href'
import { pagesFor } from '@/lib/pagination'
import { counted } from '@/lib/numbers'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'locations.partners' })
  return { title: t('title'), description: t('intro') }
}

/** Distribution partner list: filterable by country, product line, province and region; the form works without JavaScript. */
export default async function DistributionPartnersPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const t = await getTranslations('locations.partners')
  const tp = await getTranslations('page')
  const raw = await searchParams

  const { query, badParameter } = listPageQuery(raw, parsePartnerQuery, () => ZPartnerQuery.parse({}))
  const list = await listPartners(tenant.id, languageOf(locale), query, {
    region: (region) => t(`regions.${region}`),
  })
  const { totalAmount, currentPage, itemsPerPage } = list.pagination
  const pages = pagesFor(totalAmount, itemsPerPage)
  const pathname = `/${locale}/distribution-partners`
  const filtered = list.filters.some((filter) => filter.options.some((option) => option.selected))

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

      <CountedFilterForm
        action={pathname}
        idPrefix="partner"
        filters={list.filters}
        formKey={JSON.stringify(query)}
        ariaLabel={t('filterLabel')}
        labels={{
          filter: (name) => t(`filters.${name}` as never),
          all: t('all'),
          option: (label, count) => t('option', { label, count }),
          submit: t('submit'),
          reset: t('reset'),
        }}
        showReset={filtered}
      />

      {badParameter ? (
        <p role="alert" className={styles.error}>
          {t('badParameter', { parameter: badParameter })}
        </p>
      ) : null}

      <section aria-labelledby="partner-results">
        <h2 id="partner-results" className={styles.summary}>
          {t('count', counted(totalAmount))}
        </h2>
        {totalAmount === 0 ? (
          <p data-testid="partner-empty">{t('noResults')}</p>
        ) : (
          <>
            <PartnerTable entries={list.entries} />
            <Pager
              pathname={pathname}
              searchParams={raw}
              page={currentPage}
              pages={pages}
              labels={{
                navigation: t('pagination'),
                previous: t('previous'),
                next: t('next'),
                pageOf: t('pageOf', { page: currentPage, pages }),
              }}
            />
          </>
        )}
      </section>
    </div>
  )
}
