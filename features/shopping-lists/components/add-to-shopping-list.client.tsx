'use client'

import { useTranslations } from 'next-intl'

import { Icon } from '@/components/icon/icon'
import actionStyles from '@/features/products/components/tile-action.module.css'
import { useSession } from '@/features/session/components/session-provider.client'

import type { FlowEntry } from '../flow'
import { useShoppingLists } from './use-shopping-lists'

type Props = {
  /** The products to put on a list; article number and quantity when they are already chosen (else the variant dialog asks). */
  entries: FlowEntry[]
  className?: string
}

/**
 * "Auf die Merkliste": only active e-commerce shop users see it;
 * for everyone else it renders nothing. A click starts the flow; the dialogs
 * live in `ShoppingListDialogs`, mounted once in the site layout.
 */
export function AddToShoppingList({ entries, className }: Props) {
  const t = useTranslations('shoppingLists.dialog')
  const shopUser = useSession((state) => state.session.isActiveEcommerceShopUser)
  const start = useShoppingLists((state) => state.start)
  if (!shopUser || !entries.length) return null
  const title = entries.length === 1 ? entries[0]!.title : null
  return (
    <button
      type="button"
      className={`${actionStyles.action} ${className ?? ''}`}
      aria-haspopup="dialog"
      onClick={() => start(entries)}
      data-testid="add-to-shopping-list"
      data-product={entries[0]!.productNumber}
    >
      <Icon name="plus" size={16} />
      <span>{t('add')}</span>
      {title && <span className="visually-hidden">: {title}</span>}
    </button>
  )
}
