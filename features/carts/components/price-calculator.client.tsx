'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { NumberInput } from '@/components/number-input/number-input.client'
import { PRICE_DEBOUNCE_MS } from '@/features/catalog/constants'
import type { PriceInfo } from '@/features/catalog/pricing'
import styles from '@/features/catalog/components/product-detail.module.css'
import { useDebounced } from '@/lib/hooks/use-debounced'
import { formatPrice } from '@/lib/money'

import { usePrice } from '../queries'
import { AddToCart } from './add-to-cart.client'

export { PRICE_DEBOUNCE_MS }

type Option = { articleNumber: string; label: string }

/**
 * Pack size and quantity → the customer's unit and total price (scale prices
 * apply by quantity), fetched from GET /api/product/price (data.priceInfo).
 */
export function PriceCalculator({
  options,
  initial,
  title,
}: {
  options: Option[]
  initial: PriceInfo | null
  title: string
}) {
  const t = useTranslations('catalog.detail')
  const selectId = useId()
  const [articleNumber, setArticleNumber] = useState(
    initial?.articleNumber ?? options[0]?.articleNumber ?? '',
  )
  const [quantity, setQuantity] = useState(1)
  const debouncedQuantity = useDebounced(quantity, PRICE_DEBOUNCE_MS)
  const isInitial = initial != null && articleNumber === initial.articleNumber && debouncedQuantity === 1
  const price = usePrice(articleNumber, debouncedQuantity, isInitial ? { priceInfo: initial } : undefined)
  const info = price.data?.priceInfo ?? null
  const pending = price.isFetching || quantity !== debouncedQuantity
  if (!options.length) return null
  return (
    <div className={styles.calculator} data-testid="price-calculator">
      <div className={styles.calculatorInputs}>
        <div>
          <label htmlFor={selectId} className={styles.fieldLabel}>
            {t('variant')}
          </label>
          <select
            id={selectId}
            value={articleNumber}
            onChange={(event) => setArticleNumber(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.articleNumber} value={option.articleNumber}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <NumberInput label={t('quantity')} value={quantity} min={1} onChange={setQuantity} />
      </div>
      <dl className={styles.priceLines} aria-busy={pending} aria-live="polite">
        <div>
          <dt>{info?.priceType === 'retail' ? t('retailPrice') : t('netPrice')}</dt>
          <dd data-testid="unit-price">
            {info ? formatPrice(info.unitPriceCents) : pending ? '…' : t('noPrice')}
            {info?.contract && (
              <span className={styles.contract} data-testid="contract-price">
                {t('contractPrice')}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd data-testid="total-price">{info ? formatPrice(info.totalCents) : pending ? '…' : '–'}</dd>
        </div>
      </dl>
      <AddToCart articleNumber={articleNumber} count={quantity} title={title} />
    </div>
  )
}
