import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { PageMessages, withPageMessages } from '@/components/intl/page-messages'
import { Breadcrumb, type BreadcrumbItem } from '@/components/breadcrumb/breadcrumb'
import { DeferredCarousel } from '@/components/swiper/carousel.deferred.client'
import { PriceCalculator } from '@/features/carts/components/price-calculator.client'
import { AddToB2CCart } from '@/features/carts/components/b2c-cart.client'
import { AvailabilityNote } from '@/features/availability/components/availability-note'
import type { LineAvailability } from '@/features/availability/estimate'
import { articleAvailability } from '@/features/availability/server/availability'
import { ProductGallery } from '@/features/catalog/components/product-gallery.client'
import styles from '@/features/catalog/components/product-detail.module.css'
import { VariantTable } from '@/features/catalog/components/variant-table'
import { jsonLdScript, productJsonLd } from '@/features/catalog/json-ld'
import { seesPrices } from '@/features/catalog/pricing'
import { getProductArticles } from '@/features/catalog/server/articles'
import { getProductDetail, getRelatedProducts } from '@/features/catalog/server/detail'
import { lastOrderDates } from '@/features/catalog/server/last-order'
import { priceViewerOf } from '@/features/catalog/server/viewer'
import { toVariant } from '@/features/catalog/server/variants'
import { CompareToggle } from '@/features/compare/components/compare-toggle.client'
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle.client'
import { thumbnailUrl } from '@/features/compare/url'
import { productLineUri, svgDataUri, type ProductLineNode } from '@/features/navigation/product-line-tree'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { ProductTags } from '@/features/products/components/product-tags'
import { ProductTile } from '@/features/products/components/product-tile'
import { productPath } from '@/features/products/paths'
import { RequestQuote } from '@/features/quotes/components/request-quote.client'
import { ProductFeedback } from '@/features/reviews/components/product-feedback'
import { getProductReviews } from '@/features/reviews/server/reviews'
import { ProductSafetyDataSheets } from '@/features/safety-data-sheets/components/product-safety-data-sheets'
import { mayOrderAs } from '@/features/accounts/company-roles'
import { getCurrentAccount } from '@/features/accounts/server/request-account'
import { AddToShoppingList } from '@/features/shopping-lists/components/add-to-shopping-list.client'
import { siteContext } from '@/features/tenancy/server/site-page'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { formatBytes } from '@/lib/bytes'
import { formatIsoDate } from '@/lib/dates'
import { languageOf } from '@/lib/i18n/locales'
import { safeDecode } from '@/lib/safe-decode'
import { pageMetadata } from '@/lib/seo'
import { requestOrigin } from '@/lib/site-url'

type Props = { params: Promise<{ locale: string; productNumber: string }> }

const load = cache(async (locale: string, productNumber: string) => {
  const { tenant } = await siteContext(locale)
  const product = await getProductDetail(tenant.id, locale, safeDecode(productNumber).toUpperCase())
  if (!product) notFound()
  return { tenant, product }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, productNumber } = await params
  const { tenant, product } = await load(locale, productNumber)
  // Without a text of its own the site's description (layout) stays: an undefined key would remove it.
  const description = product.description ?? product.subtitle ?? undefined
  const site = await getTenantSite(tenant.id, languageOf(locale))
  // The product has the same address in every language of the site: canonical and alternates absolute.
  const alternates = Object.fromEntries(tenant.locales.map((l) => [l, productPath(l, product.productNumber)]))
  return {
    title: product.name,
    ...(description ? { description } : {}),
    ...pageMetadata({
      origin: await requestOrigin(),
      locale,
      defaultLocale: tenant.defaultLocale,
      alternates,
      title: product.name,
      description,
      siteName: site?.name ?? 'Tribo',
    }),
  }
}

/** The trail of product lines down to the product's group. */
function lineTrail(nodes: ProductLineNode[], lineId: number | null): ProductLineNode[] {
  const byId = new Map(nodes.map((n) => [String(n.id), n]))
  const trail: ProductLineNode[] = []
  for (
    let current = lineId == null ? undefined : byId.get(String(lineId));
    current;
    current = current.parentId == null ? undefined : byId.get(String(current.parentId))
  )
    trail.unshift(current)
  return trail
}

/**
 * Product detail: gallery, name, tags, facts and description for
 * everyone; for signed-in customers the variant table with their (scale)
 * prices and a price calculator; documents, features, specifications, a
 * find-dealer action, feedback and more products of the group.
 */
async function ProductPage({ params }: Props) {
  const { locale, productNumber } = await params
  setRequestLocale(locale)
  const { tenant, product } = await load(locale, productNumber)
  const language = languageOf(locale)
  const [t, tc, tp, tb, ta, nodes, account, site, origin] = await Promise.all([
    getTranslations('catalog.detail'),
    getTranslations('catalog'),
    getTranslations('page'),
    getTranslations('blocks.products'),
    getTranslations('availability'),
    getProductLineNodes(tenant.id, language),
    getCurrentAccount(tenant),
    getTenantSite(tenant.id, language),
    requestOrigin(),
  ])
  const viewer = await priceViewerOf(account)
  const trail = lineTrail(nodes, product.productLineId)
  const items: BreadcrumbItem[] = [
    ...trail.map((n) => ({
      label: n.title,
      uri: productLineUri(locale, language, n),
      disabled: false,
      icon: n.parentId == null ? svgDataUri(n.icon) : null,
    })),
    { label: product.name, uri: '', disabled: true },
  ]

  // Prices, pack sizes and availability only for signed-in customers.
  const customer = seesPrices(viewer)
  const unit = (u: string) => tc(`units.${u as 'L'}`)
  const variants = customer
    ? (await getProductArticles(tenant.id, product.productNumber)).map((article) =>
        toVariant(article, viewer, locale, unit),
      )
    : []
  const orderable = variants.filter((v) => !v.disabled && v.priceInfo)
  // Stock and the delivery estimate of one pack, per request (never in the visitors' cached page).
  const availability =
    customer && account
      ? await articleAvailability(
          { tenant, account, viewer },
          variants.map((v) => v.articleNumber),
        )
      : new Map<string, LineAvailability>()
  // Price labels (SALE in the customer's list) only for active shop users.
  const tags = [
    ...new Set([...product.tags, ...(customer && viewer.shopUser ? variants.flatMap((v) => v.tags) : [])]),
  ]
  const lastOrdered =
    customer && viewer.shopUser && account
      ? ((await lastOrderDates(tenant.id, account, [product.id])).get(product.id) ?? null)
      : null
  const unitPrices = orderable.map((v) => v.priceInfo!.unitPriceCents)
  const [related, reviews] = await Promise.all([
    product.productLineId != null
      ? getRelatedProducts(tenant.id, locale, product.productLineId, product.id)
      : [],
    getProductReviews(tenant.id, product.id, locale),
  ])
  const dealerGroup = trail[0]
  const jsonLd = productJsonLd({
    product,
    origin,
    brand: site?.name ?? 'Tribo',
    offers:
      customer && unitPrices.length
        ? {
            lowPriceCents: Math.min(...unitPrices),
            highPriceCents: Math.max(...unitPrices),
            offerCount: unitPrices.length,
            available: orderable.some((v) => v.orderable),
          }
        : null,
    rating:
      reviews.averageRating != null ? { average: reviews.averageRating, count: reviews.ratingCount } : null,
  })
  const loginHref = `${product.url}?login=1&redirect=${encodeURIComponent(product.url)}`

  return (
    <div className="container">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={tp('home')}
        label={tp('breadcrumb')}
        items={items}
        showIcons
      />
      <article className={styles.product} data-product={product.productNumber}>
        <div className={styles.top}>
          <ProductGallery items={product.gallery} name={product.name} />
          <div className={styles.summary}>
            <ProductTags tags={tags} label={product.label} tagLabel={(tag) => tc(`tags.${tag}`)} />
            {trail.length > 0 && <p className={styles.line}>{trail[trail.length - 1]!.title}</p>}
            <h1 className={styles.title}>{product.name}</h1>
            {product.alternativeTitle && <p className={styles.alternative}>{product.alternativeTitle}</p>}
            {product.subtitle && <p className="lead">{product.subtitle}</p>}
            <p className={styles.number}>{t('number', { number: product.productNumber })}</p>
            <dl className={styles.facts}>
              {product.viscosity && (
                <div>
                  <dt>{t('viscosity')}</dt>
                  <dd>{product.viscosity}</dd>
                </div>
              )}
              {product.baseOil && (
                <div>
                  <dt>{t('baseOil')}</dt>
                  <dd>{tc(`baseOils.${product.baseOil as 'mineral'}`)}</dd>
                </div>
              )}
            </dl>
            {product.description && <p>{product.description}</p>}

            <section className={styles.prices} aria-labelledby="prices-title" data-testid="prices">
              <h2 id="prices-title" className={styles.sectionTitle}>
                {t('prices')}
              </h2>
              {!customer ? (
                <p data-testid="login-for-prices">
                  {t('loginForPrices')}{' '}
                  <a href={loginHref} className="button button--secondary">
                    {t('login')}
                  </a>
                </p>
              ) : (
                <>
                  {viewer.retailerMode && (
                    <p className={styles.retailer} role="note" data-testid="retailer-mode-note">
                      {t('retailerModeActive')}
                    </p>
                  )}
                  {lastOrdered && (
                    <p className={styles.lastOrdered} data-testid="last-ordered">
                      {t('lastOrdered', { date: formatIsoDate(lastOrdered) })}
                    </p>
                  )}
                  <PriceCalculator
                    options={orderable.map((v) => ({
                      articleNumber: v.articleNumber,
                      label: `${v.label} (${v.articleNumber})`,
                    }))}
                    initial={orderable[0]?.priceInfo ?? null}
                    title={product.name}
                  />
                  {/* Quantities beyond the price list: shop users who may order ask sales for a quote. */}
                  {viewer.shopUser && !viewer.consumer && mayOrderAs(account) && orderable.length > 0 && (
                    <PageMessages namespaces={['quotes.request', 'quotes.api', 'widgets.datePicker']}>
                      <RequestQuote
                        source="product"
                        productNumber={product.productNumber}
                        title={product.name}
                        packs={orderable.map((v) => ({
                          articleNumber: v.articleNumber,
                          label: `${v.label} (${v.articleNumber})`,
                          unitPriceCents: viewer.retailerMode ? null : (v.priceInfo?.unitPriceCents ?? null),
                        }))}
                      />
                    </PageMessages>
                  )}
                </>
              )}
            </section>
            <p className={styles.actions}>
              {dealerGroup && (
                <a
                  className="button button--secondary"
                  href={`/${locale}/dealers?assortment=${dealerGroup.id}`}
                  data-testid="find-dealer"
                >
                  {t('findDealer')}
                </a>
              )}
              {/* Visitors and private customers collect in the B2C cart; shop users order through the price calculator. */}
              {(!customer || !viewer.shopUser) && (
                <AddToB2CCart productNumber={product.productNumber} title={product.name} />
              )}
              <CompareToggle
                productNumber={product.productNumber}
                title={product.name}
                imageUrl={thumbnailUrl(product.image)}
              />
              <AddToShoppingList entries={[{ productNumber: product.productNumber, title: product.name }]} />
              <FavouriteToggle productNumber={product.productNumber} title={product.name} />
            </p>
          </div>
        </div>

        {customer && variants.length > 0 && (
          <section className={styles.section} aria-labelledby="variants-title">
            <h2 id="variants-title" className={styles.sectionTitle}>
              {t('variants')}
            </h2>
            <VariantTable
              variants={variants}
              labels={{
                caption: t('variants'),
                variant: t('variant'),
                articleNumber: t('articleNumber'),
                container: t('container'),
                price: t('price'),
                from: (quantity) => t('from', { quantity }),
                orderable: t('orderable'),
                notOrderable: t('notOrderable'),
                noPrice: t('noPrice'),
                containerName: (container) => t(`containers.${container as 'bottle'}`),
              }}
              extraColumn={
                availability.size
                  ? {
                      header: ta('title'),
                      cell: (variant) => {
                        const estimate = availability.get(variant.articleNumber)
                        return estimate && !variant.disabled ? (
                          <AvailabilityNote availability={estimate} showStock />
                        ) : null
                      },
                    }
                  : undefined
              }
            />
          </section>
        )}

        <div className={styles.columns}>
          {product.features.length > 0 && (
            <section className={styles.section} aria-labelledby="features-title">
              <h2 id="features-title" className={styles.sectionTitle}>
                {t('features')}
              </h2>
              <ul className={styles.features}>
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}
          {product.approvals.length > 0 && (
            <section className={styles.section} aria-labelledby="specs-title">
              <h2 id="specs-title" className={styles.sectionTitle}>
                {t('specifications')}
              </h2>
              <ul className={styles.approvals}>
                {product.approvals.map((approval) => (
                  <li key={approval}>{approval}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
        {product.contents && <RichText data={product.contents} className={styles.contents} />}

        <section className={styles.section} aria-labelledby="documents-title">
          <h2 id="documents-title" className={styles.sectionTitle}>
            {t('documents')}
          </h2>
          {product.documents.length ? (
            <ul className={styles.documents} data-testid="documents">
              {product.documents.map((doc) => (
                <li key={doc.url}>
                  <a
                    href={doc.url}
                    download={doc.filename || undefined}
                    aria-label={t('download', { title: doc.title })}
                  >
                    {doc.title === t(`documentKinds.${doc.kind}`) ? (
                      <span className={styles.docKind}>{doc.title}</span>
                    ) : (
                      <>
                        <span className={styles.docKind}>{t(`documentKinds.${doc.kind}`)}</span> {doc.title}
                      </>
                    )}
                  </a>
                  {doc.sizeBytes != null && (
                    <span className={styles.docSize}> ({formatBytes(doc.sizeBytes)})</span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('noDocuments')}</p>
          )}
          <ProductSafetyDataSheets
            tenantId={tenant.id}
            productId={product.id}
            productNumber={product.productNumber}
            account={account}
            locale={locale}
          />
        </section>
        <ProductFeedback productNumber={product.productNumber} productId={product.id} locale={locale} />
      </article>

      {related.length > 0 && (
        <section className={styles.section} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.sectionTitle}>
            {t('related')}
          </h2>
          <DeferredCarousel label={t('related')} preset="product">
            {related.map((teaser) => (
              <ProductTile key={teaser.id} product={teaser} numberLabel={tb('number')} />
            ))}
          </DeferredCarousel>
        </section>
      )}
    </div>
  )
}

export default withPageMessages(
  ['carts.addToCart', 'carts.b2c', 'carts.page', 'catalog.detail', 'favourites', 'reviews', 'widgets.swiper'],
  ProductPage,
)
