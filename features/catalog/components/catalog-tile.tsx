import { CmsPicture } from '@/components/picture/picture'

import type { ProductTag } from '../constants'
import type { ListView } from '../list-url'
import styles from './catalog-tile.module.css'

/** What a list tile shows; prices never (SPEC §6), tags and last-order date only when the caller may see them. */
export type CatalogTileProduct = {
  productNumber: string
  title: string
  subtitle: string | null
  url: string
  image: Parameters<typeof CmsPicture>[0]['image']
  tags: ProductTag[]
  viscosity: string | null
}

type Props = {
  product: CatalogTileProduct
  view?: ListView
  /** "Neu", "Bestseller", "Aktion". */
  tagLabel: (tag: ProductTag) => string
  numberLabel: string
  /** "Zuletzt bestellt am 12.03.2026" for shop users. */
  lastOrdered?: string | null
  /** Extra controls below the text (compare toggle). */
  actions?: React.ReactNode
}

/** A product of the list as a tile (pictures 3/4, SPEC §9) or a row; the title links to the product page. */
export function CatalogTile({ product, view = 'grid', tagLabel, numberLabel, lastOrdered, actions }: Props) {
  return (
    <article className={`${styles.tile} ${view === 'list' ? styles.row : ''}`} data-product={product.productNumber}>
      <div className={styles.media}>
        {product.image ? <CmsPicture image={product.image} ratio="3 / 4" fit="contain" sizes={view === 'list' ? '120px' : '(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw'} /> : <div className={styles.placeholder} aria-hidden="true" />}
        {product.tags.length > 0 && (
          <ul className={styles.tags} aria-label={product.tags.map(tagLabel).join(', ')}>
            {product.tags.map((tag) => (
              <li key={tag} className={`${styles.tag} ${styles[`tag${tag}`] ?? ''}`} data-tag={tag}>
                {tagLabel(tag)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a href={product.url} className={styles.link}>
            {product.title}
          </a>
        </h3>
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
