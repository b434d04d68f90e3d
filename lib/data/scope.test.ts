import { describe, expect, it } from 'vitest'

import { dataScope, directoryScope, matchesStamp, scopeWhere, stampOf, updateDataOf, visitorScope } from './scope'

const kunde = { id: 7, type: 'customer', customer: 70 }
const employee = { id: 9, type: 'employee', customer: null, assignedCustomers: [70, { id: 80 }] }

describe('dataScope', () => {
  it('takes the tenant, the account and its customer, ids whether populated or not', () => {
    expect(dataScope({ id: 1 }, { ...kunde, customer: { id: 70 } })).toMatchObject({ tenant: 1, account: 7, customer: 70, directory: false, onBehalf: false, assignedCustomers: [] })
    expect(dataScope('2', kunde, 71).customer).toBe(71)
    expect(visitorScope(3)).toMatchObject({ tenant: 3, account: null, customer: null })
    expect(dataScope(1, employee).assignedCustomers).toEqual([70, 80])
  })

  it('counts an administrator of its company, and an employee only while acting for an administrator contact', () => {
    expect(dataScope(1, { ...kunde, companyRole: 'administrator' }).companyAdmin).toBe(true)
    expect(dataScope(1, { ...kunde, companyRole: 'buyer' }).companyAdmin).toBe(false)
    expect(dataScope(1, kunde).companyAdmin).toBe(false)
    expect(dataScope(1, { ...employee, companyRole: 'administrator' }).companyAdmin).toBe(false)
    expect(dataScope(1, { ...employee, companyRole: 'administrator', onBehalf: { contact: 3 } }).companyAdmin).toBe(true)
  })

  it('lets a buyer read its own saved carts and an administrator the company’s; only the saver deletes', () => {
    const buyer = dataScope(1, { ...kunde, companyRole: 'buyer' })
    const admin = dataScope(1, { ...kunde, companyRole: 'administrator' })
    expect(scopeWhere('saved-carts', buyer)).toEqual({ and: [{ tenant: { equals: 1 } }, { and: [{ account: { equals: 7 } }, { customer: { equals: 70 } }] }] })
    expect(scopeWhere('saved-carts', admin)).toEqual({ and: [{ tenant: { equals: 1 } }, { customer: { equals: 70 } }] })
    expect(scopeWhere('saved-carts', admin, 'delete')).toEqual({ and: [{ tenant: { equals: 1 } }, { and: [{ account: { equals: 7 } }, { customer: { equals: 70 } }] }] })
  })

  it('refuses a scope without a tenant, and the directory to anyone but an employee', () => {
    expect(() => dataScope(0 as never, kunde)).toThrow()
    expect(() => directoryScope(1, kunde)).toThrow()
    expect(directoryScope(1, employee).directory).toBe(true)
  })
})

describe('scopeWhere', () => {
  const scope = dataScope(1, kunde)

  it('adds the tenant and the owner rule', () => {
    expect(scopeWhere('favourites', scope)).toEqual({ and: [{ tenant: { equals: 1 } }, { and: [{ account: { equals: 7 } }, { customer: { equals: 70 } }] }] })
    expect(scopeWhere('orders', scope)).toEqual({ and: [{ tenant: { equals: 1 } }, { customer: { equals: 70 } }] })
    expect(scopeWhere('products', scope)).toEqual({ and: [{ tenant: { equals: 1 } }] })
    expect(scopeWhere('vehicle-makes', scope)).toEqual({})
  })

  it('gives a visitor nothing of owned collections', () => {
    for (const collection of ['favourites', 'shopping-lists', 'orders', 'addresses', 'contracts', 'customers', 'accounts', 'account-notifications']) {
      expect(scopeWhere(collection, visitorScope(1)), collection).toBe(false)
    }
  })

  it('lets an account read its colleagues but change only itself', () => {
    expect(scopeWhere('accounts', scope, 'read')).toEqual({ and: [{ tenant: { equals: 1 } }, { or: [{ id: { equals: 7 } }, { type: { equals: 'employee' } }, { customer: { equals: 70 } }] }] })
    expect(scopeWhere('accounts', scope, 'update')).toEqual({ and: [{ tenant: { equals: 1 } }, { id: { equals: 7 } }] })
  })

  it('reads own shopping lists and the company’s shared ones, changes those naming it, deletes only its own', () => {
    const shared = { and: [{ customer: { equals: 70 } }, { or: [{ sharedWithCompany: { equals: true } }, { sharedWith: { contains: 7 } }] }] }
    const named = { and: [{ customer: { equals: 70 } }, { sharedWith: { contains: 7 } }] }
    expect(scopeWhere('shopping-lists', scope)).toEqual({ and: [{ tenant: { equals: 1 } }, { or: [{ account: { equals: 7 } }, shared] }] })
    expect(scopeWhere('shopping-lists', scope, 'update')).toEqual({ and: [{ tenant: { equals: 1 } }, { or: [{ account: { equals: 7 } }, named] }] })
    expect(scopeWhere('shopping-lists', scope, 'delete')).toEqual({ and: [{ tenant: { equals: 1 } }, { account: { equals: 7 } }] })
    // An employee acting for a contact: the lists it keeps for that customer, and the customer's shared ones (naming the employee: never).
    const onBehalf = dataScope(1, { ...employee, customer: 80, onBehalf: { contact: 3 } })
    const own = { and: [{ account: { equals: 9 } }, { customer: { equals: 80 } }] }
    expect(scopeWhere('shopping-lists', onBehalf)).toEqual({ and: [{ tenant: { equals: 1 } }, { or: [own, { and: [{ customer: { equals: 80 } }, { or: [{ sharedWithCompany: { equals: true } }, { sharedWith: { contains: 9 } }] }] }] }] })
    expect(scopeWhere('shopping-lists', onBehalf, 'delete')).toEqual({ and: [{ tenant: { equals: 1 } }, own] })
    // Without a customer nothing is shared with the account.
    expect(scopeWhere('shopping-lists', dataScope(1, employee))).toEqual({ and: [{ tenant: { equals: 1 } }, { account: { equals: 9 } }] })
  })

  it('reads an employee’s assigned customers, and all of them only in the directory', () => {
    expect(scopeWhere('customers', dataScope(1, employee))).toEqual({ and: [{ tenant: { equals: 1 } }, { id: { in: [70, 80] } }] })
    expect(scopeWhere('customers', directoryScope(1, employee))).toEqual({ and: [{ tenant: { equals: 1 } }] })
    expect(scopeWhere('orders', dataScope(1, employee))).toBe(false)
  })
})

describe('stamps', () => {
  const scope = dataScope(1, kunde)

  it('stamps tenant and owner on what a scope creates', () => {
    expect(stampOf('favourites', scope)).toEqual({ tenant: 1, account: 7, customer: 70 })
    expect(stampOf('form-submissions', visitorScope(1))).toEqual({ tenant: 1 })
  })

  it('keeps the owner fields on update: the scope’s, and for shared lists the owner’s account', () => {
    expect(updateDataOf('favourites', scope, { account: 8, customer: 71, tenant: 2, note: 'x' })).toEqual({ note: 'x', tenant: 1, account: 7, customer: 70 })
    // A colleague changing a shared list leaves its account alone (the row keeps its owner); tenant and customer stay the scope's.
    expect(updateDataOf('shopping-lists', scope, { account: 8, customer: 71, tenant: 2, name: 'Neu' })).toEqual({ name: 'Neu', tenant: 1, customer: 70 })
    expect(updateDataOf('products', scope, { name: 'x' })).toEqual({ name: 'x', tenant: 1 })
  })

  it('accepts a create only with exactly the scope’s fields', () => {
    expect(matchesStamp('favourites', scope, { tenant: 1, account: 7, customer: { id: 70 }, product: 5 })).toBe(true)
    expect(matchesStamp('favourites', scope, { tenant: 1, account: 8, customer: 70 })).toBe(false)
    expect(matchesStamp('favourites', scope, { tenant: 2, account: 7, customer: 70 })).toBe(false)
    expect(matchesStamp('favourites', visitorScope(1), { tenant: 1 })).toBe(false)
    expect(matchesStamp('orders', scope, { tenant: 1, customer: 70 })).toBe(false)
  })
})
