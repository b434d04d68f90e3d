// The session's role questions live in the accounts slice (carts, catalog, orders and lists ask them too).
export { administersCompany, mayOrderIn } from '@/features/accounts/company-roles'
