'use client'

import { ListDialog } from './list-dialog.client'
import { useShoppingLists } from './use-shopping-lists'
import { VariantDialog } from './variant-dialog.client'

/**
 * The dialogs of the add-to-list flow (SPEC §4), mounted once in the site
 * layout: nothing unless a flow runs, else the variant or the list dialog.
 * Each flow and each step gets a fresh dialog (the Modal moves focus in and
 * back to the button that started the flow).
 */
export function ShoppingListDialogs() {
  const dialog = useShoppingLists((state) => state.flow?.dialog ?? null)
  const flowId = useShoppingLists((state) => state.flowId)
  if (dialog === 'variant') return <VariantDialog key={`variant-${flowId}`} />
  if (dialog === 'list') return <ListDialog key={`list-${flowId}`} />
  return null
}
