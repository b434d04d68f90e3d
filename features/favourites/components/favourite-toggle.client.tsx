'use client'

import { useTranslations } from 'next-intl'

import { Icon } from '@/components/icon/icon'
import actionStyles from '@/features/products/components/tile-action.module.css'
import { useSession } from '@/features/session/components/session-provider.client'

import { keepsFavourites } from '../access'
import { useFavouriteNumbers, useToggleFavourite } from '../queries'
import styles from './favourites.module.css'

type Props = {
  productNumber: string
  /** The product's name, read to screen readers with the button. */
  title: string
  className?: string
}

/**
 * The heart on product tiles and pages: only signed-in
 * business customers (and employees acting for one) see it; it renders
 * nothing for everyone else. The state comes from one shared query per page;
 * a click changes it at once and changes it back when the server refuses.
 */
export function FavouriteToggle({ productNumber, title, className }: Props) {
  const t = useTranslations('favourites')
  const allowed = useSession((state) => keepsFavourites(state.session))
  const numbers = useFavouriteNumbers(allowed)
  const toggle = useToggleFavourite(allowed)
  if (!allowed) return null
  const number = productNumber.trim().toUpperCase()
  const active = numbers.data?.includes(number) ?? false
  const label = active ? t('toggle.remove') : t('toggle.add')
  return (
    <button
      type="button"
      className={`${actionStyles.action} ${styles.toggle} ${active ? styles.active : ''} ${className ?? ''}`}
      aria-pressed={active}
      aria-label={`${label}: ${title}`}
      title={label}
      disabled={!numbers.data}
      onClick={() => toggle.mutate({ productNumber: number, favourite: !active })}
      data-testid="favourite-toggle"
      data-product={number}
    >
      <Icon name="heart" size={16} />
    </button>
  )
}
