import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { withPageMessages } from '@/components/intl/page-messages'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { Pager } from '@/components/pager/pager'
import { DealerList } from '@/features/dealers/components/dealer-list'
import { DealerMap } from '@/features/dealers/components/dealer-map.client'
import styles from '@/features/dealers/components/dealers.module.css'
import { LocateMe } from '@/features/dealers/components/locate-me.client'
import { DEALER_RADII, DEALER_TERM_MAX, parseDealerQuery, ZDealerQuery } from '@/features/dealers/schemas'
import { findDealers } from '@/features/dealers/server/dealers'
import { sitePage } from '@/features/tenancy/server/site-page'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'
import { listPageQuery, type PageSearchParams } from '@/lib/page-href'
import { pagesFor } from '@/lib/pagination'
import { counted } from '@/lib/numbers'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<PageSearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'locations.dealers' })
  return { title: t('title'), description: t('intro') }
}

/**
 * Dealer finder: search by place or dealer name, country,
 * assortment and type; results on the map and as a list, by distance when a
 * place is given. The form works without JavaScript (GET), so every search
 * has an address.
 */
async function DealersPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const language = languageOf(locale)
  const t = await getTranslations('locations.dealers')
  const tp = await getTranslations('page')
  const raw = await searchParams

  const { query, badParameter } = listPageQuery(raw, parseDealerQuery, () => ZDealerQuery.parse({}))
  const result = await findDealers(tenant.id, language, query)
  const { totalAmount, currentPage, itemsPerPage } = result.pagination
  const pages = pagesFor(totalAmount, itemsPerPage)
  const regionNames = new Intl.DisplayNames([language], { type: 'region' })
  const countryName = (code: string) => regionNames.of(code) ?? code
  const pathname = `/${locale}/dealers`
  const searched = !!(query.q || query.country || query.assortment || query.types.length || query.lat != null)
  const originTitle = result.place
    ? t('searchedPlace', { place: `${result.place.postalCode} ${result.place.name}` })
    : t('yourPosition')

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

      {/* Keyed by the query: after a client-side navigation (reset, paging) the fields show the new values. */}
      <form
        key={JSON.stringify(query)}
        method="get"
        action={pathname}
        className={styles.form}
        role="search"
        aria-label={t('searchLabel')}
      >
        <div className={styles.field}>
          <label htmlFor="dealer-q">{t('term')}</label>
          <input
            id="dealer-q"
            name="q"
            type="search"
            maxLength={DEALER_TERM_MAX}
            defaultValue={query.q ?? ''}
            placeholder={t('termPlaceholder')}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="dealer-country">{t('country')}</label>
          <select id="dealer-country" name="country" defaultValue={query.country ?? ''}>
            <option value="">{t('allCountries')}</option>
            {result.filters.countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="dealer-assortment">{t('assortment')}</label>
          <select
            id="dealer-assortment"
            name="assortment"
            defaultValue={query.assortment != null ? String(query.assortment) : ''}
          >
            <option value="">{t('allAssortments')}</option>
            {result.filters.assortments.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="dealer-radius">{t('radius')}</label>
          <select id="dealer-radius" name="radius" defaultValue={String(query.radius)}>
            {DEALER_RADII.map((km) => (
              <option key={km} value={km}>
                {t('radiusOption', { km })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.types}>
          <legend>{t('typesLabel')}</legend>
          {result.filters.types.map((type) => (
            <label key={type}>
              <input type="checkbox" name="types" value={type} defaultChecked={query.types.includes(type)} />
              {t(`types.${type}`)}
            </label>
          ))}
        </fieldset>
        {query.lat != null ? <input type="hidden" name="lat" value={query.lat} /> : null}
        {query.lng != null ? <input type="hidden" name="lng" value={query.lng} /> : null}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            {t('submit')}
          </button>
          <LocateMe />
          {searched ? <Link href={pathname}>{t('reset')}</Link> : null}
        </div>
      </form>

      {badParameter ? (
        <p role="alert" className={styles.error}>
          {t('badParameter', { parameter: badParameter })}
        </p>
      ) : null}

      <section aria-labelledby="dealer-results" className={styles.results}>
        <h2 id="dealer-results" className={styles.summary} aria-live="polite">
          {result.place
            ? t(
                'countNear',
                counted(totalAmount, {
                  radius: query.radius,
                  place: `${result.place.postalCode} ${result.place.name}`,
                }),
              )
            : result.nearMe
              ? t('countNearMe', counted(totalAmount, { radius: query.radius }))
              : t('count', counted(totalAmount))}
        </h2>
        {totalAmount === 0 ? (
          <p data-testid="dealer-empty">{t('noResults')}</p>
        ) : (
          <>
            <DealerMap
              locations={result.locations}
              origin={result.origin ? { ...result.origin, title: originTitle } : null}
              label={t('mapLabel')}
            />
            <DealerList entries={result.entries} countryName={countryName} />
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

export default withPageMessages(['locations.dealers', 'locations.map'], DealersPage)
