'use client'

import dynamic from 'next/dynamic'

import { useShoppingLists } from './use-shopping-lists'

// Each dialog in its own chunk, downloaded when a flow first opens it (not with every page).
const ListDialog = dynamic(() => import('./list-dialog.client').then((m) => m.ListDialog), { ssr: false })
const VariantDialog = dynamic(() => import('./variant-dialog.client').then((m) => m.VariantDialog), {
  ssr: false,
})

/**
 * The dialogs of the add-to-list flow, mounted once in the site
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
