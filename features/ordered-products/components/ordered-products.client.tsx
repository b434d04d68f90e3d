'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { NumberInput } from '@/components/number-input/number-input.client'
import { Picture } from '@/components/picture/picture'
import { AddToCart } from '@/features/carts/components/add-to-cart.client'
import { AddToShoppingList } from '@/features/shopping-lists/components/add-to-shopping-list.client'
import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatDate } from '@/lib/dates'
import { formatPrice } from '@/lib/money'

import { ZOrderedProduct, type OrderedProduct } from '../schemas'
import styles from './ordered-products.module.css'

/** The ordered products API; the site calls it without a trailing slash (its routes have none). */
export const ORDERED_PRODUCTS_API = '/api/article-order-history'

/** Reorder one article: a quantity (from 1), "In den Warenkorb" and "Auf die Merkliste" (each shows only to whom it applies). */
function OrderCell({ entry }: { entry: OrderedProduct }) {
  const t = useTranslations('shoppingLists.orderedProducts')
  const [quantity, setQuantity] = useState(1)
  if (!entry.orderable) return <span className={styles.notOrderable}>{t('notOrderable')}</span>
  return (
    <div className={styles.order} data-testid="ordered-product-order">
      <NumberInput
        label={t('quantityOf', { title: entry.title })}
        hideLabel
        min={1}
        value={quantity}
        onChange={setQuantity}
      />
      <AddToCart
        articleNumber={entry.articleNumber}
        count={quantity}
        title={entry.title}
        variant="secondary"
        size="small"
      />
      {entry.productNumber && (
        <AddToShoppingList
          entries={[
            {
              productNumber: entry.productNumber,
              title: entry.title,
              articleNumber: entry.articleNumber,
              quantity,
            },
          ]}
        />
      )}
    </div>
  )
}

type Props = { initial: TableResults<OrderedProduct>; showPrices: boolean; shopUser: boolean }

/**
 * The ordered products: the table list with its sort select,
 * search and date range; per row the product, how often and how much was
 * ordered, the last order with its link, the current price for price
 * viewers, and — for active shop users — quantity and reorder buttons.
 */
export function OrderedProductsTable({ initial, showPrices, shopUser }: Props) {
  const t = useTranslations('shoppingLists.orderedProducts')
  const columns: TableColumn<OrderedProduct>[] = [
    {
      key: 'product',
      header: t('columns.product'),
      render: (entry) => (
        <div className={styles.product}>
          <span className={styles.picture}>
            {entry.image && (entry.image.fallback || entry.image.srcset) ? (
              <Picture
                alt={entry.image.alt}
                fallback={entry.image.fallback}
                srcset={entry.image.srcset}
                sizes="40px"
                ratio="3/4"
                fit="contain"
              />
            ) : null}
          </span>
          <span>
            {entry.url ? <Link href={entry.url}>{entry.title}</Link> : entry.title}
            {entry.packLabel && <span className={styles.meta}>{entry.packLabel}</span>}
          </span>
        </div>
      ),
    },
    { key: 'articleNumber', header: t('columns.articleNumber'), render: (entry) => entry.articleNumber },
    { key: 'orderCount', header: t('columns.orderCount'), align: 'end', render: (entry) => entry.orderCount },
    {
      key: 'totalQuantity',
      header: t('columns.totalQuantity'),
      align: 'end',
      render: (entry) => entry.totalQuantity,
    },
    {
      key: 'lastOrderedAt',
      header: t('columns.lastOrderedAt'),
      render: (entry) => formatDate(entry.lastOrderedAt),
    },
    {
      key: 'lastOrderNumber',
      header: t('columns.lastOrderNumber'),
      render: (entry) =>
        entry.lastOrderNumber && entry.lastOrderUrl ? (
          <Link href={entry.lastOrderUrl}>{entry.lastOrderNumber}</Link>
        ) : (
          (entry.lastOrderNumber ?? '–')
        ),
    },
    ...(showPrices
      ? [
          {
            key: 'unitPrice',
            header: t('columns.unitPrice'),
            align: 'end' as const,
            render: (entry: OrderedProduct) =>
              entry.unitPriceCents == null ? '–' : formatPrice(entry.unitPriceCents),
          },
        ]
      : []),
    ...(shopUser
      ? [
          {
            key: 'order',
            header: t('columns.order'),
            render: (entry: OrderedProduct) => <OrderCell entry={entry} />,
          },
        ]
      : []),
  ]
  return (
    <TableList
      endpoint={ORDERED_PRODUCTS_API}
      store="orderedProducts"
      entrySchema={ZOrderedProduct}
      initial={initial}
      columns={columns}
      caption={t('caption')}
      rowKey={(entry) => String(entry.id)}
      emptyText={t('empty')}
      testId="ordered-products"
    />
  )
}
