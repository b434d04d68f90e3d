'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { NumberInput } from '@/components/number-input/number-input.client'
import { PRICE_DEBOUNCE_MS } from '@/features/catalog/constants'
import { useDebounced } from '@/lib/hooks/use-debounced'

import type { CartEntry } from '../schemas'

/**
 * A cart line's quantity (both carts): `onChange` gets the count once the
 * input has rested (the price fetch after a quantity change is debounced, as
 * in the price calculator); a new count from the server replaces what is typed.
 */
export function CartQuantity({ entry, onChange }: { entry: CartEntry; onChange: (count: number) => void }) {
  const t = useTranslations('carts.page')
  const [count, setCount] = useState(entry.count)
  const [serverCount, setServerCount] = useState(entry.count)
  if (entry.count !== serverCount) {
    setServerCount(entry.count)
    setCount(entry.count)
  }
  const settled = useDebounced(count, PRICE_DEBOUNCE_MS)
  useEffect(() => {
    if (Number.isInteger(settled) && settled >= 1 && settled !== entry.count) onChange(settled)
    // Only a settled change of the input sends; a new cart from the server does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
  return (
    <NumberInput
      label={t('quantityOf', { title: entry.product.title })}
      hideLabel
      min={1}
      value={count}
      onChange={setCount}
    />
  )
}
