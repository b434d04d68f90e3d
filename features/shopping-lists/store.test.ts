import { describe, expect, it } from 'vitest'

import { createShoppingListsStore } from './store'

describe('shopping-list flow (client state)', () => {
  it('opens the variant dialog for a product without article, then the list dialog with the chosen article and quantity', () => {
    const store = createShoppingListsStore()
    store.getState().start([{ productNumber: 'TRB-A-01', title: 'A' }])
    expect(store.getState().flow).toEqual({
      dialog: 'variant',
      entries: [{ productNumber: 'TRB-A-01', title: 'A' }],
    })
    store.getState().submitVariant('TRB-A-01-005L', 3)
    expect(store.getState().flow).toEqual({
      dialog: 'list',
      entries: [{ productNumber: 'TRB-A-01', title: 'A', articleNumber: 'TRB-A-01-005L', quantity: 3 }],
    })
    store.getState().close()
    expect(store.getState().flow).toBeNull()
  })
})
