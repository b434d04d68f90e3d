import type { ReactNode } from 'react'

import { formatPrice } from '@/lib/money'

import type { ArticleVariant } from '../types'
import styles from './product-detail.module.css'

type Labels = {
  caption: string
  variant: string
  articleNumber: string
  container: string
  price: string
  from: (quantity: number) => string
  orderable: string
  notOrderable: string
  noPrice: string
  containerName: (container: string) => string
}

/** A column another slice adds before the orderable mark (the availability of each pack). */
type ExtraColumn = { header: string; cell: (variant: ArticleVariant) => ReactNode }

/**
 * The variant table of a product for signed-in customers: one
 * row per pack size with its unit price and scale prices (the columns are the
 * quantity breaks that occur in any row), what the page adds (availability),
 * and whether it can be ordered.
 */
export function VariantTable({
  variants,
  labels,
  extraColumn,
}: {
  variants: ArticleVariant[]
  labels: Labels
  extraColumn?: ExtraColumn
}) {
  const columns = [
    ...new Set(variants.flatMap((v) => v.priceInfo?.scalePrices.map((s) => s.minQuantity) ?? [])),
  ].sort((a, b) => a - b)
  return (
    // A scroller on narrow screens: keyboard users reach it (Tab, then arrow keys), and it is named.
    <div className={styles.tableScroll} role="region" aria-label={labels.caption} tabIndex={0}>
      <table className={styles.variantTable} data-testid="variant-table">
        <caption className="visually-hidden">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.variant}</th>
            <th scope="col">{labels.articleNumber}</th>
            <th scope="col">{labels.container}</th>
            {columns.length ? (
              columns.map((minQuantity) => (
                <th key={minQuantity} scope="col" className={styles.num}>
                  {minQuantity === 1 ? labels.price : labels.from(minQuantity)}
                </th>
              ))
            ) : (
              <th scope="col">{labels.price}</th>
            )}
            {extraColumn && <th scope="col">{extraColumn.header}</th>}
            <th scope="col">
              <span className="visually-hidden">{labels.orderable}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <tr
              key={variant.articleNumber}
              data-article={variant.articleNumber}
              className={variant.disabled ? styles.disabledRow : undefined}
            >
              <th scope="row">{variant.label}</th>
              <td>{variant.articleNumber}</td>
              <td>{variant.container ? labels.containerName(variant.container) : ''}</td>
              {columns.length ? (
                columns.map((minQuantity) => {
                  const scale = variant.priceInfo?.scalePrices.find((s) => s.minQuantity === minQuantity)
                  return (
                    <td key={minQuantity} className={styles.num}>
                      {scale ? formatPrice(scale.unitPriceCents) : '–'}
                    </td>
                  )
                })
              ) : (
                <td>{labels.noPrice}</td>
              )}
              {extraColumn && <td>{extraColumn.cell(variant)}</td>}
              <td>
                {variant.orderable ? (
                  <span className={styles.orderable}>{labels.orderable}</span>
                ) : (
                  <span className={styles.notOrderable}>{labels.notOrderable}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
