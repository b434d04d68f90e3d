import type { ProductTag } from '../tags'

import styles from './product-tags.module.css'

/** The NEW / BESTSELLER / SALE badges of a product (and an editor's label), in the tile's corner or above the detail title. */
export function ProductTags({
  tags,
  tagLabel,
  label,
  className,
}: {
  tags: ProductTag[]
  tagLabel: (tag: ProductTag) => string
  label?: string | null
  className?: string
}) {
  if (!tags.length && !label) return null
  return (
    <ul className={`${styles.tags} ${className ?? ''}`}>
      {label && <li className={styles.tag}>{label}</li>}
      {tags.map((tag) => (
        <li key={tag} className={`${styles.tag} ${styles[`tag${tag}`] ?? ''}`} data-tag={tag}>
          {tagLabel(tag)}
        </li>
      ))}
    </ul>
  )
}
