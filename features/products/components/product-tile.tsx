import type { ReactNode } from 'react'

import { CmsPicture } from '@/components/picture/picture'
import type { ProductTag } from '../tags'

import type { ProductTeaser } from '../types'
import { ProductTags } from './product-tags'
import styles from './product-tile.module.css'

type Props = {
  product: Omit<ProductTeaser, 'id'> & { tags?: ProductTag[] }
  numberLabel: string
  /** A tile (pictures 3/4) or a row of the list view. */
  view?: 'grid' | 'list'
  /** "Neu", "Bestseller", "Aktion" (needed when the product has tags). */
  tagLabel?: (tag: ProductTag) => string
  /** "Zuletzt bestellt am 12.03.2026" for shop users. */
  lastOrdered?: string | null
  /** Controls below the text (compare, shopping list); they sit above the tile's link. */
  actions?: ReactNode
  /** The name's heading level: 2 where the tiles follow the page's h1 (lists, results), 3 under a section heading. */
  headingLevel?: 2 | 3
  /** The first tiles of a list, in view when the page opens: their pictures load at once, with high priority. */
  priority?: boolean
}

/** How many tiles of a list load their pictures at once: the first row on a phone (two columns). */
export const PRIORITY_TILES = 2

/** A product as a tile (pictures in 3:4) or a list row; the whole tile links to the product page. */
export function ProductTile({
  product,
  numberLabel,
  view = 'grid',
  tagLabel = (tag) => tag,
  lastOrdered,
  actions,
  headingLevel = 3,
  priority = false,
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={`${styles.tile} ${view === 'list' ? styles.row : ''}`}
      data-product={product.productNumber}
    >
      <div className={styles.media}>
        {product.image ? (
          <CmsPicture
            image={product.image}
            ratio="3 / 4"
            fit="contain"
            priority={priority}
            sizes={view === 'list' ? '120px' : '(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw'}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
        <ProductTags tags={product.tags ?? []} tagLabel={tagLabel} className={styles.tags} />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a href={product.url} className={styles.link}>
            {product.name}
          </a>
        </Heading>
        {product.subtitle && <p className={styles.subtitle}>{product.subtitle}</p>}
        <p className={styles.number}>
          {numberLabel} {product.productNumber}
        </p>
        {lastOrdered && (
          <p className={styles.lastOrdered} data-testid="last-ordered">
            {lastOrdered}
          </p>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  )
}
