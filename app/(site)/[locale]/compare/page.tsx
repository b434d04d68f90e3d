import type { Metadata } from 'next'
import type { CSSProperties } from 'react'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { Icon } from '@/components/icon/icon'
import { CmsPicture } from '@/components/picture/picture'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import { packLabel } from '@/features/catalog/server/variants'
import { CompareSync } from '@/features/compare/components/compare-sync.client'
import styles from '@/features/compare/components/compare-page.module.css'
import { COMPARE_PARAM, MAX_COMPARED } from '@/features/compare/constants'
import { unsharedApprovals } from '@/features/compare/differences'
import { getComparison } from '@/features/compare/server/compare'
import { comparePath, comparePathWithout, parseCompareParam, thumbnailUrl } from '@/features/compare/url'
import { getCurrentAccount } from '@/features/accounts/server/request-account'
import { sitePage } from '@/features/tenancy/server/site-page'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'
import { counted } from '@/lib/numbers'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'compare' })
  // A comparison is a visitor's own choice: nothing for search engines.
  return { title: t('title'), description: t('intro'), robots: { index: false, follow: true } }
}

/**
 * Product comparison: up to three products side by side (`?products=A,B,C`)
 * by viscosity, base oil, approvals (those not every product has are
 * highlighted), tags and — for signed-in customers only — pack sizes. Each
 * column links to the address without it; the page brings the stored choice
 * (the compare bar) in line with the address, so shared links work.
 */
export default async function ComparePage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const request = parseCompareParam((await searchParams)[COMPARE_PARAM])
  const [account, site, t, tc, tp] = await Promise.all([
    getCurrentAccount(tenant),
    getTenantSite(tenant.id, languageOf(locale)),
    getTranslations('compare'),
    getTranslations('catalog'),
    getTranslations('page'),
  ])
  const comparison = await getComparison(
    tenant.id,
    locale,
    request.productNumbers,
    await priceViewerOf(account),
  )
  const { products } = comparison
  const numbers = products.map((product) => product.productNumber)
  const unshared = unsharedApprovals(products)
  const none = <span className="muted">{t('page.none')}</span>
  const unit = (value: string) => tc(`units.${value}`)
  const loginHref =
    site && !site.features.disableLogin
      ? `/${locale}/login?redirect=${encodeURIComponent(comparePath(locale, numbers))}`
      : null

  // A shared link or a removed column replaces the stored choice; a link naming only unknown products leaves it alone.
  const sync = !request.present ? (
    <CompareSync restore />
  ) : products.length || !request.productNumbers.length ? (
    <CompareSync
      entries={products.map((product) => ({
        productNumber: product.productNumber,
        title: product.title,
        imageUrl: thumbnailUrl(product.image),
      }))}
    />
  ) : null

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
      {sync}

      {(request.truncated || comparison.truncated) && (
        <p className={styles.note} data-testid="compare-truncated">
          <Icon name="info" size={18} /> {t('page.truncated', { max: MAX_COMPARED })}
        </p>
      )}
      {comparison.unknown.length > 0 && (
        <p className={styles.note} data-testid="compare-unknown">
          <Icon name="warning" size={18} />{' '}
          {t('page.unknown', { count: comparison.unknown.length, numbers: comparison.unknown.join(', ') })}
        </p>
      )}

      {products.length === 0 ? (
        <div className={styles.empty} data-testid="compare-empty">
          <p>{t('page.empty')}</p>
          <p className="muted">{t('page.emptyHint')}</p>
          <a className="button button--primary" href={`/${locale}`}>
            {t('page.toCatalogue')}
          </a>
        </div>
      ) : (
        <>
          {unshared.size > 0 && <p className={`muted ${styles.legend}`}>{t('page.differenceNote')}</p>}
          <div className={styles.scroller} role="region" aria-label={t('page.tableLabel')} tabIndex={0}>
            <table
              className={styles.table}
              data-testid="compare-table"
              style={{ '--compare-columns': products.length } as CSSProperties}
            >
              <caption className="visually-hidden">{t('page.caption', counted(products.length))}</caption>
              <thead>
                <tr>
                  <td className={styles.corner} />
                  {products.map((product) => (
                    <th
                      key={product.productNumber}
                      scope="col"
                      className={styles.product}
                      data-product={product.productNumber}
                    >
                      <div className={styles.picture}>
                        {product.image ? (
                          <CmsPicture
                            image={product.image}
                            ratio="3 / 4"
                            fit="contain"
                            sizes="(min-width: 768px) 12rem, 30vw"
                          />
                        ) : (
                          <div className={styles.placeholder} aria-hidden="true" />
                        )}
                      </div>
                      <a href={product.url} className={styles.title}>
                        {product.title}
                      </a>
                      {product.subtitle && <span className={styles.subtitle}>{product.subtitle}</span>}
                      <span className={styles.number}>
                        {t('page.number')} {product.productNumber}
                      </span>
                      <a
                        href={comparePathWithout(locale, numbers, product.productNumber)}
                        className={styles.remove}
                        aria-label={t('page.removeLabel', { title: product.title })}
                        data-testid="compare-remove"
                      >
                        <Icon name="close" size={16} />
                        {t('page.remove')}
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{tc('facets.viscosity')}</th>
                  {products.map((product) => (
                    <td key={product.productNumber}>{product.viscosity ?? none}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{tc('facets.baseOil')}</th>
                  {products.map((product) => (
                    <td key={product.productNumber}>
                      {product.baseOil ? tc(`baseOils.${product.baseOil}`) : none}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{tc('facets.approvals')}</th>
                  {products.map((product) => (
                    <td key={product.productNumber}>
                      {product.approvals.length ? (
                        <ul className={styles.approvals}>
                          {product.approvals.map((approval) => (
                            <li
                              key={approval}
                              className={unshared.has(approval) ? styles.unshared : undefined}
                              data-unshared={unshared.has(approval) || undefined}
                            >
                              {approval}
                              {unshared.has(approval) && (
                                <span className="visually-hidden"> {t('page.notShared')}</span>
                              )}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        none
                      )}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{tc('facets.tags')}</th>
                  {products.map((product) => (
                    <td key={product.productNumber}>
                      {product.tags.length ? (
                        <ul className={styles.tags}>
                          {product.tags.map((tag) => (
                            <li key={tag} className={styles.tag}>
                              {tc(`tags.${tag}`)}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        none
                      )}
                    </td>
                  ))}
                </tr>
                {comparison.showsPackSizes ? (
                  <tr data-testid="compare-pack-sizes">
                    <th scope="row">{t('page.packSizes')}</th>
                    {products.map((product) => (
                      <td key={product.productNumber}>
                        {product.packSizes?.length ? (
                          product.packSizes.map((pack) => packLabel(pack, locale, unit)).join(', ')
                        ) : (
                          <span className="muted">{t('page.noPackSizes')}</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ) : loginHref ? (
                  <tr data-testid="compare-pack-sizes">
                    <th scope="row">{t('page.packSizes')}</th>
                    <td colSpan={products.length} data-testid="compare-login-hint">
                      {t('page.loginHint')}{' '}
                      <a href={loginHref} className={styles.login}>
                        {t('page.login')}
                      </a>
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
