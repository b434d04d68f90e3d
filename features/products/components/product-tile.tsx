import { CmsPicture } from '@/components/picture/picture'

import type { ProductTeaser } from '../types'
import styles from './product-tile.module.css'

/** A product as a tile (SPEC §9: pictures 3/4); the whole tile links to the product page. */
export function ProductTile({ product, numberLabel }: { product: ProductTeaser; numberLabel: string }) {
  return (
    <article className={styles.tile} data-product={product.productNumber}>
      {product.image ? <CmsPicture image={product.image} ratio="3 / 4" fit="contain" className={styles.image} sizes="(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw" /> : <div className={styles.placeholder} aria-hidden="true" />}
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a href={product.url} className={styles.link}>
            {product.name}
          </a>
        </h3>
        {product.subtitle && <p className={styles.subtitle}>{product.subtitle}</p>}
        <p className={styles.number}>
          {numberLabel} {product.productNumber}
        </p>
      </div>
    </article>
  )
}
