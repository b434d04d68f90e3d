import { describe, expect, it } from 'vitest'

import {
  bodyParameter,
  ZAddShoppingListItemsBody,
  ZCreateShoppingListBody,
  ZShoppingListEntryInput,
  ZShoppingListId,
  ZShoppingListName,
} from './schemas'

const entry = { productNumber: 'trb-synpro-5w30', articleNumber: 'trb-synpro-5w30-005l', quantity: 3 }

describe('shopping-list schemas', () => {
  it('trims the name and wants 1–80 characters', () => {
    expect(ZShoppingListName.parse('  Werkstatt  ')).toBe('Werkstatt')
    expect(ZShoppingListName.safeParse('   ').success).toBe(false)
    expect(ZShoppingListName.safeParse('').success).toBe(false)
    expect(ZShoppingListName.safeParse('x'.repeat(80)).success).toBe(true)
    expect(ZShoppingListName.safeParse('x'.repeat(81)).success).toBe(false)
  })

  it('reads an entry by product number or id, upper-cases the numbers and wants a quantity of 1–9999', () => {
    expect(ZShoppingListEntryInput.parse(entry)).toEqual({
      productNumber: 'TRB-SYNPRO-5W30',
      articleNumber: 'TRB-SYNPRO-5W30-005L',
      quantity: 3,
    })
    expect(ZShoppingListEntryInput.parse({ product: 12, articleNumber: 'A-001', quantity: 1 })).toEqual({
      product: 12,
      articleNumber: 'A-001',
      quantity: 1,
    })
    expect(ZShoppingListEntryInput.safeParse({ articleNumber: 'A-001', quantity: 1 }).success).toBe(false)
    for (const quantity of [0, -1, 1.5, 10000, '3'])
      expect(ZShoppingListEntryInput.safeParse({ ...entry, quantity }).success).toBe(false)
    expect(ZShoppingListEntryInput.safeParse({ ...entry, quantity: 9999 }).success).toBe(true)
    expect(ZShoppingListEntryInput.safeParse({ ...entry, articleNumber: 'a b' }).success).toBe(false)
  })

  it('creates with a name and possibly no entries; adding needs at least one entry', () => {
    expect(ZCreateShoppingListBody.parse({ name: 'Winter' })).toEqual({ name: 'Winter', entries: [] })
    expect(ZCreateShoppingListBody.parse({ name: 'Winter', entries: [entry] }).entries).toHaveLength(1)
    expect(ZAddShoppingListItemsBody.safeParse({ entries: [] }).success).toBe(false)
    expect(ZAddShoppingListItemsBody.safeParse({ entries: [entry] }).success).toBe(true)
  })

  it('names the parameter a 400 is about', () => {
    const noName = ZCreateShoppingListBody.safeParse({ name: ' ', entries: [] })
    expect(noName.success || bodyParameter(noName.error)).toBe('name')
    const badEntry = ZCreateShoppingListBody.safeParse({
      name: 'A',
      entries: [entry, { ...entry, quantity: 0 }],
    })
    expect(badEntry.success || bodyParameter(badEntry.error)).toBe('entries.1.quantity')
    const noBody = ZCreateShoppingListBody.safeParse(null)
    expect(noBody.success || bodyParameter(noBody.error)).toBe('body')
  })

  it('reads list ids from the address', () => {
    expect(ZShoppingListId.parse('42')).toBe(42)
    for (const id of ['0', '-1', 'abc', '1.5', '']) expect(ZShoppingListId.safeParse(id).success).toBe(false)
  })
})

describe('PATCH and DELETE bodies', () => {
  it('reads a rename, quantities, removals and an order, and wants at least one of them', async () => {
    const { ZUpdateShoppingListBody, updateParameter } = await import('./schemas')
    expect(ZUpdateShoppingListBody.parse({ name: '  Neu ' })).toEqual({ name: 'Neu' })
    expect(
      ZUpdateShoppingListBody.parse({
        quantities: [{ id: 'a', quantity: 9999 }],
        remove: ['b'],
        order: ['a'],
      }),
    ).toEqual({ quantities: [{ id: 'a', quantity: 9999 }], remove: ['b'], order: ['a'] })
    const parameterOf = (body: unknown) => {
      const parsed = ZUpdateShoppingListBody.safeParse(body)
      return parsed.success ? null : updateParameter(parsed.error)
    }
    expect(parameterOf({})).toBe('body')
    expect(parameterOf({ name: '' })).toBe('name')
    expect(parameterOf({ colour: 'rot' })).toBe('colour')
    expect(parameterOf({ quantities: [{ id: 'a', quantity: 0 }] })).toBe('quantities.0.quantity')
    expect(parameterOf({ quantities: [{ id: 'a', quantity: 10000 }] })).toBe('quantities.0.quantity')
    expect(parameterOf({ quantities: [{ id: 'a', quantity: 1, price: 2 }] })).toBe('quantities.0.price')
    expect(parameterOf({ remove: [] })).toBe('remove')
  })

  it('reads a sharing: the whole company as a yes or no, colleagues as account ids (at most 100)', async () => {
    const { ZUpdateShoppingListBody, updateParameter } = await import('./schemas')
    expect(ZUpdateShoppingListBody.parse({ sharedWithCompany: true, sharedWith: [8, 9] })).toEqual({
      sharedWithCompany: true,
      sharedWith: [8, 9],
    })
    expect(ZUpdateShoppingListBody.parse({ sharedWith: [] })).toEqual({ sharedWith: [] })
    const parameterOf = (body: unknown) => {
      const parsed = ZUpdateShoppingListBody.safeParse(body)
      return parsed.success ? null : updateParameter(parsed.error)
    }
    expect(parameterOf({ sharedWithCompany: 'ja' })).toBe('sharedWithCompany')
    expect(parameterOf({ sharedWith: 8 })).toBe('sharedWith')
    expect(parameterOf({ sharedWith: ['8'] })).toBe('sharedWith.0')
    expect(parameterOf({ sharedWith: [0] })).toBe('sharedWith.0')
    expect(parameterOf({ sharedWith: Array.from({ length: 101 }, (_, i) => i + 1) })).toBe('sharedWith')
  })

  it('wants a referer and nothing else on DELETE', async () => {
    const { ZDeleteShoppingListBody, updateParameter } = await import('./schemas')
    expect(ZDeleteShoppingListBody.parse({ referer: ' /de-ch/konto/merklisten ' })).toEqual({
      referer: '/de-ch/konto/merklisten',
    })
    const missing = ZDeleteShoppingListBody.safeParse({})
    expect(missing.success ? null : updateParameter(missing.error, 'referer')).toBe('referer')
    const extra = ZDeleteShoppingListBody.safeParse({ referer: '/x', id: 1 })
    expect(extra.success ? null : updateParameter(extra.error)).toBe('id')
  })
})
