import { getLocale, getTranslations } from 'next-intl/server'

import type { ProductTeaserListBlock as Data } from '@/cms/payload-types'
import { LazyCarousel } from '@/components/swiper/carousel.lazy.client'
import { ProductTile } from '@/features/products/components/product-tile'
import { getProductTeasers } from '@/features/products/server/teasers'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { relationIds } from '@/lib/relation-ids'

import { BlockSection } from '../section'
import { isValidProductTeaser, validItems } from '../validity'
import { productTeaserLayout } from './layout'
import styles from './product-teaser-list.module.css'

/** Chosen products as tiles: a teaser row (at most 3, from sm up) or the product swiper; items without a product are dropped. */
export async function ProductTeaserListBlock({ block }: { block: Data }) {
  const tenant = await getRequestTenant()
  if (!tenant) return null
  const items = validItems(block.items, isValidProductTeaser)
  const ids = relationIds(items.map((item) => item.product) as never)
  const locale = await getLocale()
  const products = await getProductTeasers(tenant.id, locale, ids)
  if (!products.length) return null
  const t = await getTranslations('blocks.products')
  const columns = Number(block.columns)
  const tiles = products.map((product) => (
    <ProductTile key={product.id} product={product} numberLabel={t('number')} />
  ))
  const carousel = (
    <LazyCarousel
      label={block.title || t('label')}
      preset="product"
      navigationColor={block.navigationColor}
      maxSlidesPerView={columns}
    >
      {tiles}
    </LazyCarousel>
  )
  const layout = productTeaserLayout(products.length)
  return (
    <BlockSection type="productTeaserList" background={block.background} title={block.title} id={block.id}>
      <div data-layout={layout} data-columns={columns}>
        {layout === 'teaser' ? (
          <>
            <ul className={styles.teaser} style={{ ['--columns' as string]: columns }}>
              {tiles.map((tile) => (
                <li key={tile.key}>{tile}</li>
              ))}
            </ul>
            <div className={styles.mobileOnly}>{carousel}</div>
          </>
        ) : (
          carousel
        )}
      </div>
    </BlockSection>
  )
}
