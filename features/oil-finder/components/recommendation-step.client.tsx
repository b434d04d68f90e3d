'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { Icon } from '@/components/icon/icon'
import { CmsPicture } from '@/components/picture/picture'
import { AddToCart } from '@/features/carts/components/add-to-cart.client'
import { AddToShoppingList } from '@/features/shopping-lists/components/add-to-shopping-list.client'
import { formatPrice } from '@/lib/money'

import { useRecommendation } from '../queries'
import { readRecentVehicles, RECENT_VEHICLES_KEY, withVehicle } from '../recent'
import type { RecommendedComponent, RecommendedProduct, VehicleSummary as Vehicle } from '../types'
import { vehicleLabel } from '../labels'
import { packsFor } from '../url'
import styles from './oil-finder.module.css'
import { browserStorage, writeStoredValue } from './use-stored-value'
import { VehicleSummary } from './vehicle-summary'
import { formatNumber, formatQuantity } from '@/lib/numbers'

type Props = { lang: string; typeId: number; onVehicle: (vehicle: Vehicle) => void }

function Product({ product, component }: { product: RecommendedProduct; component: RecommendedComponent }) {
  const t = useTranslations('oilFinder')
  const units = useTranslations('catalog.units')
  const { pack } = product
  const count = pack ? packsFor(component.capacityLitres, pack.packSize, pack.unit) : 1
  const size = pack
    ? formatQuantity(pack.packSize, units.has(pack.unit as 'L') ? units(pack.unit as 'L') : pack.unit)
    : ''
  return (
    <li className={styles.product} data-testid="oil-finder-product">
      <span className={styles.productImage}>
        {product.image && <CmsPicture image={product.image} ratio="3 / 4" fit="contain" sizes="96px" />}
      </span>
      <div className={styles.productText}>
        <a href={product.url} className={styles.productName}>
          {product.name}
        </a>
        {product.subtitle && <span className={styles.muted}>{product.subtitle}</span>}
        <span className={styles.links}>
          <a href={product.url}>{t('recommendation.productPage')}</a>
          {product.safetyDataSheetUrl && (
            <a href={product.safetyDataSheetUrl} target="_blank" rel="noopener" data-testid="oil-finder-sds">
              <Icon name="download" size={16} /> {t('recommendation.safetyDataSheet')}
            </a>
          )}
        </span>
      </div>
      {pack && (
        <div className={styles.pack} data-testid="oil-finder-pack">
          <span>{t('recommendation.pack', { count, size, articleNumber: pack.articleNumber })}</span>
          <strong className={styles.price}>
            {t('recommendation.price', { price: formatPrice(pack.priceCents) })}
          </strong>
          {count > 1 && (
            <span className={styles.muted}>
              {t('recommendation.total', { total: formatPrice(pack.priceCents * count) })}
            </span>
          )}
          <AddToCart articleNumber={pack.articleNumber} count={count} title={product.name} size="small" />
          <AddToShoppingList
            entries={[
              {
                productNumber: product.productNumber,
                title: product.name,
                articleNumber: pack.articleNumber,
                quantity: count,
              },
            ]}
          />
        </div>
      )}
    </li>
  )
}

/**
 * Step 4: the recommendation per vehicle component — products with picture,
 * fill quantity, change interval and conditions, links to the product page
 * and the safety data sheet; signed-in shop users also get the pack that
 * covers the fill with its price. Printable (print stylesheet).
 */
export function RecommendationStep({ lang, typeId, onVehicle }: Props) {
  const t = useTranslations('oilFinder')
  const recommendation = useRecommendation(lang, typeId)
  const data = recommendation.data?.recommendation
  const litres = (value: number) =>
    t('recommendation.litres', { value: formatNumber(value, { maximumFractionDigits: 2 }) })

  useEffect(() => {
    if (!data) return
    const { make, model, type, category } = data.vehicle
    const next = withVehicle(readRecentVehicles(browserStorage('local')), {
      typeId: type.id,
      label: vehicleLabel(make.name, model.name, type.name),
      category: category.name,
    })
    writeStoredValue('local', RECENT_VEHICLES_KEY, JSON.stringify(next))
    onVehicle(data.vehicle)
    // Once per vehicle: onVehicle changes with every render of the parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data])

  if (recommendation.isPending)
    return (
      <p role="status" className={styles.status}>
        {t('loading')}
      </p>
    )
  if (!data)
    return (
      <p className={styles.empty} role="alert" data-testid="oil-finder-no-recommendation">
        {t('recommendation.failed')}
      </p>
    )

  return (
    <section
      className={styles.recommendation}
      data-testid="oil-finder-recommendation"
      data-print="oil-finder"
    >
      <VehicleSummary vehicle={data.vehicle} />
      <div className={styles.printBar}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => window.print()}
          data-testid="oil-finder-print"
        >
          {t('recommendation.print')}
        </button>
      </div>
      {data.components.length === 0 ? (
        <p className={styles.empty}>{t('recommendation.none')}</p>
      ) : (
        <ul className={styles.components}>
          {data.components.map((component) => (
            <li
              key={component.key}
              className={styles.component}
              data-testid="oil-finder-component"
              data-key={component.key}
            >
              <h3 className={styles.componentName}>{component.name}</h3>
              <dl className={styles.componentFacts}>
                <div>
                  <dt>{t('recommendation.capacity')}</dt>
                  <dd data-testid="oil-finder-capacity">
                    {component.capacityLitres != null ? litres(component.capacityLitres) : '–'}
                  </dd>
                </div>
                <div>
                  <dt>{t('recommendation.interval')}</dt>
                  <dd>{component.interval ?? '–'}</dd>
                </div>
                {component.conditions && (
                  <div>
                    <dt>{t('recommendation.conditions')}</dt>
                    <dd>{component.conditions}</dd>
                  </div>
                )}
              </dl>
              <ul className={styles.products}>
                {component.products.map((product) => (
                  <Product key={product.productNumber} product={product} component={component} />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.printNote}>{t('recommendation.printNote')}</p>
    </section>
  )
}
