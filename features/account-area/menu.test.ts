import { describe, expect, it } from 'vitest'

import { accountPageHref, accountPages } from './menu'

describe('account pages', () => {
  it('gives a business shop user every customer page, shopping lists and saved carts included', () => {
    expect(
      accountPages({ type: 'customer', servesBusinessCustomer: true, isActiveEcommerceShopUser: true }),
    ).toEqual([
      'orders',
      'documents',
      'orderedProducts',
      'contracts',
      'safetyDataSheets',
      'addresses',
      'shoppingLists',
      'savedCarts',
      'favourites',
      'approvals',
      'quotes',
      'repeatOrders',
      'fleet',
      'fleetPlan',
    ])
  })

  it('gives the fleet page to every user of a business customer, viewers and non-shop users too', () => {
    const customer = { type: 'customer', servesBusinessCustomer: true, isActiveEcommerceShopUser: true }
    for (const companyRole of ['administrator', 'buyer', 'viewer'])
      expect(accountPages({ ...customer, companyRole })).toEqual(
        expect.arrayContaining(['fleet', 'fleetPlan']),
      )
    expect(accountPages({ ...customer, isActiveEcommerceShopUser: false })).toContain('fleet')
    expect(
      accountPages({ type: 'employee', servesBusinessCustomer: true, isActiveEcommerceShopUser: true }),
    ).toContain('fleet')
    expect(accountPages({ ...customer, servesBusinessCustomer: false })).not.toContain('fleet')
    expect(
      accountPages({ type: 'employee', servesBusinessCustomer: false, isActiveEcommerceShopUser: true }),
    ).not.toContain('fleet')
  })

  it('gives the repeat orders page to active shop users who may order, not to viewers or non-shop users', () => {
    const customer = { type: 'customer', servesBusinessCustomer: true, isActiveEcommerceShopUser: true }
    expect(accountPages({ ...customer, companyRole: 'administrator' })).toContain('repeatOrders')
    expect(accountPages({ ...customer, companyRole: 'buyer' })).toContain('repeatOrders')
    expect(accountPages({ ...customer, companyRole: 'viewer' })).not.toContain('repeatOrders')
    expect(accountPages({ ...customer, isActiveEcommerceShopUser: false })).not.toContain('repeatOrders')
    expect(accountPages({ ...customer, servesBusinessCustomer: false })).not.toContain('repeatOrders')
  })

  it('gives the quotes page to active shop users who may order, not to viewers or non-shop users', () => {
    const customer = { type: 'customer', servesBusinessCustomer: true, isActiveEcommerceShopUser: true }
    expect(accountPages({ ...customer, companyRole: 'administrator' })).toContain('quotes')
    expect(accountPages({ ...customer, companyRole: 'buyer' })).toContain('quotes')
    expect(accountPages({ ...customer, companyRole: 'viewer' })).not.toContain('quotes')
    expect(accountPages({ ...customer, isActiveEcommerceShopUser: false })).not.toContain('quotes')
    expect(accountPages({ ...customer, servesBusinessCustomer: false })).not.toContain('quotes')
  })

  it('gives the approvals page to those who may order, not to viewers or non-shop users', () => {
    const customer = { type: 'customer', servesBusinessCustomer: true, isActiveEcommerceShopUser: true }
    expect(accountPages({ ...customer, companyRole: 'administrator' })).toContain('approvals')
    expect(accountPages({ ...customer, companyRole: 'buyer' })).toContain('approvals')
    expect(accountPages({ ...customer, companyRole: 'viewer' })).not.toContain('approvals')
    expect(accountPages({ ...customer, isActiveEcommerceShopUser: false })).not.toContain('approvals')
  })

  it('gives the documents page to every user of a business customer, viewers and non-shop users too', () => {
    const customer = { type: 'customer', servesBusinessCustomer: true, isActiveEcommerceShopUser: true }
    for (const companyRole of ['administrator', 'buyer', 'viewer'])
      expect(accountPages({ ...customer, companyRole })).toContain('documents')
    expect(accountPages({ ...customer, isActiveEcommerceShopUser: false })).toContain('documents')
    expect(
      accountPages({ type: 'employee', servesBusinessCustomer: true, isActiveEcommerceShopUser: true }),
    ).toContain('documents')
    expect(accountPages({ ...customer, servesBusinessCustomer: false })).not.toContain('documents')
  })

  it('leaves shopping lists and saved carts to active shop users', () => {
    const pages = accountPages({
      type: 'customer',
      servesBusinessCustomer: true,
      isActiveEcommerceShopUser: false,
    })
    expect(pages).not.toContain('shoppingLists')
    expect(pages).not.toContain('savedCarts')
  })

  it('gives a private customer none and an employee without a contact only the customers list', () => {
    expect(
      accountPages({ type: 'customer', servesBusinessCustomer: false, isActiveEcommerceShopUser: false }),
    ).toEqual([])
    expect(
      accountPages({ type: 'employee', servesBusinessCustomer: false, isActiveEcommerceShopUser: true }),
    ).toEqual(['customers'])
  })

  it('gives the company’s users page to its administrators only', () => {
    const customer = { type: 'customer', servesBusinessCustomer: true, isActiveEcommerceShopUser: true }
    expect(accountPages({ ...customer, companyRole: 'administrator' })).toContain('users')
    expect(accountPages({ ...customer, companyRole: 'buyer' })).not.toContain('users')
    expect(accountPages({ ...customer, companyRole: 'viewer' })).not.toContain('users')
    expect(
      accountPages({ ...customer, servesBusinessCustomer: false, companyRole: 'administrator' }),
    ).not.toContain('users')
  })

  it('links to the tenant target when one is configured', () => {
    expect(accountPageHref('orders', 'fr-ch')).toBe('/fr-ch/konto/bestellungen')
    expect(accountPageHref('orders', 'fr-ch', { orders: '/fr-ch/commandes' })).toBe('/fr-ch/commandes')
  })
})
