import { ACCOUNT_PATHS, type AccountPage } from './constants'

/** Who is asking: what the account menu depends on (see docs/rules.md "Roles"). */
export type AccountMenuViewer = {
  type: 'customer' | 'employee' | string
  /** A business customer's account, or an employee acting for one. */
  servesBusinessCustomer: boolean
  isActiveEcommerceShopUser: boolean
  /** The role the account acts with in its company (an employee: its contact's; null without one): administrators manage the company's users. */
  companyRole?: string | null
}

const CUSTOMER_PAGES: AccountPage[] = [
  'orders',
  // Confirmations, delivery notes and invoices: every user of the customer, viewers too.
  'documents',
  'orderedProducts',
  'contracts',
  'safetyDataSheets',
  'addresses',
  'favourites',
]

/**
 * The account pages a user may open (B2B customers use orders,
 * contracts, addresses, shopping lists, favourites, datasheets): the
 * customer's pages when it serves a business customer, shopping lists and
 * saved carts for active shop users, approvals, quotes and repeat orders for those who may order, the fleet and its oil plan for all of them, the customers list
 * for employees, the company's users for its administrators.
 */
export function accountPages(viewer: AccountMenuViewer): AccountPage[] {
  const pages: AccountPage[] = []
  if (viewer.type === 'employee') pages.push('customers')
  if (viewer.servesBusinessCustomer) {
    pages.push(...CUSTOMER_PAGES)
    if (viewer.isActiveEcommerceShopUser)
      pages.splice(pages.indexOf('favourites'), 0, 'shoppingLists', 'savedCarts')
    // Approvals: administrators decide the company's, buyers follow their own; viewers never order.
    if (viewer.isActiveEcommerceShopUser && viewer.companyRole !== 'viewer') pages.push('approvals')
    // Quotes: asked for and accepted by those who may order (an administrator also sees the company's).
    if (viewer.isActiveEcommerceShopUser && viewer.companyRole !== 'viewer') pages.push('quotes')
    // Repeat orders ("Abos"): schedules that order, so only for those who may order.
    if (viewer.isActiveEcommerceShopUser && viewer.companyRole !== 'viewer') pages.push('repeatOrders')
    // The fleet and machine park: the whole company's, every user reads it (viewers do not change it).
    pages.push('fleet')
    // Its oil plan: everyone reads it; only those who may order put it into the cart.
    pages.push('fleetPlan')
    if (viewer.companyRole === 'administrator') pages.push('users')
  }
  return pages
}

/** The link of an account page in a route locale; the tenant's own target wins where it configures one. */
export function accountPageHref(
  page: AccountPage,
  locale: string,
  overrides: Partial<Record<AccountPage, string | null | undefined>> = {},
): string {
  return overrides[page] ?? `/${locale}${ACCOUNT_PATHS[page]}`
}
