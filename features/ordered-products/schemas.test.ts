import { describe, expect, it } from 'vitest'

import { sortOfSelectValue } from '../table-lists/components/table-list.client'
import { parseTableQuery } from '../table-lists/query'
import { ORDERED_PRODUCT_SORT_OPTIONS, ORDERED_PRODUCTS_TABLE, sortSelectValue } from './schemas'

describe('ordered products sort select (listSortSelectField)', () => {
  it('offers last ordered, most often ordered, largest quantity and article number, the first being the default', () => {
    expect(ORDERED_PRODUCT_SORT_OPTIONS.map((option) => option.value)).toEqual([
      'lastOrderedAt.desc',
      'orderCount.desc',
      'totalQuantity.desc',
      'articleNumber.asc',
    ])
    expect(sortSelectValue({ column: null, order: null })).toBe('lastOrderedAt.desc')
    expect(sortSelectValue({ column: 'totalQuantity', order: 'desc' })).toBe('totalQuantity.desc')
    expect(sortSelectValue({ column: 'totalQuantity', order: 'asc' })).toBe('')
  })

  it('turns every option into a sort the table accepts (the select and the column headers send the same)', () => {
    for (const option of ORDERED_PRODUCT_SORT_OPTIONS) {
      const sort = sortOfSelectValue(option.value)
      expect(sort).toEqual({ column: option.column, order: option.order })
      const parsed = parseTableQuery(
        new URLSearchParams({ sort: sort!.column!, order: sort!.order! }),
        ORDERED_PRODUCTS_TABLE,
      )
      expect(parsed.ok && sortSelectValue(parsed.query.sort)).toBe(option.value)
    }
    expect(sortOfSelectValue('')).toBeNull()
    expect(sortOfSelectValue('price.up')).toBeNull()
  })
})
