'use client'

import { useTranslations } from 'next-intl'

import { ProductTile } from '@/features/products/components/product-tile'
import actionStyles from '@/features/products/components/tile-action.module.css'
import { AddToShoppingList } from '@/features/shopping-lists/components/add-to-shopping-list.client'
import { formatPrice } from '@/lib/money'

import { useFavouriteNumbers, useToggleFavourite } from '../queries'
import type { FavouriteEntry } from '../schemas'
import styles from './favourites.module.css'
import { counted } from '@/lib/numbers'

/**
 * The favourites page's products: tiles with picture, title, pack
 * sizes and — for price viewers — the price from, "Entfernen" and "Auf die
 * Merkliste". The shown set follows the shared favourites query, so a
 * removal shows at once and comes back when it fails.
 */
export function FavouritesList({ entries, catalogHref }: { entries: FavouriteEntry[]; catalogHref: string }) {
  const t = useTranslations('favourites')
  const numbers = useFavouriteNumbers(
    true,
    entries.map((entry) => entry.productNumber),
  )
  const toggle = useToggleFavourite()
  const shown = entries.filter((entry) => numbers.data?.includes(entry.productNumber) ?? true)

  if (!shown.length) {
    return (
      <div className={styles.empty} data-testid="favourites-empty">
        <p>{t('empty')}</p>
        <a className="button button--secondary" href={catalogHref}>
          {t('toCatalog')}
        </a>
      </div>
    )
  }
  return (
    <>
      <p role="status">{t('count', counted(shown.length))}</p>
      <ul className={styles.grid} data-testid="favourites-list">
        {shown.map((entry) => (
          <li key={entry.productNumber}>
            <ProductTile
              product={{
                productNumber: entry.productNumber,
                name: entry.title,
                subtitle: entry.subtitle,
                image: entry.image,
                url: entry.url,
              }}
              numberLabel={t('number')}
              actions={
                <>
                  {entry.packLabels.length > 0 && (
                    <p className={styles.details}>{t('packs', { packs: entry.packLabels.join(', ') })}</p>
                  )}
                  {entry.priceFromCents != null && (
                    <p className={styles.price}>
                      {t('priceFrom', { price: formatPrice(entry.priceFromCents) })}
                    </p>
                  )}
                  <button
                    type="button"
                    className={actionStyles.action}
                    onClick={() => toggle.mutate({ productNumber: entry.productNumber, favourite: false })}
                    data-testid="favourite-remove"
                    data-product={entry.productNumber}
                  >
                    {t('remove')}
                    <span className="visually-hidden">: {entry.title}</span>
                  </button>
                  <AddToShoppingList entries={[{ productNumber: entry.productNumber, title: entry.title }]} />
                </>
              }
            />
          </li>
        ))}
      </ul>
    </>
  )
}
