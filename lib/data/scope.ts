import type { PayloadRequest, Where } from 'payload'

/**
 * Who a read or write of shop data is for: the tenant of the request and, for
 * a signed-in account, the account and the customer company it works for.
 * Built on the server from the session (never from request input), carried to
 * the collections' access functions in the Local API's `context`, so Payload
 * itself narrows every query to it (cms/access/data-scope.ts).
 */
export type DataScope = Readonly<{
  tenant: number
  /** The signed-in shop account, or null for a visitor. */
  account: number | null
  /** The customer the account orders for (for an employee: the customer of the contact it acts for), or null. */
  customer: number | null
  /** An employee reading the tenant's customer directory (customers, their contacts, addresses and last orders): directoryScope only. */
  directory: boolean
  /** An employee acting for a contact: shopping lists and favourites are kept per customer then. */
  onBehalf: boolean
  /** The customers assigned to an employee (whose contacts it may act for); empty for everyone else. */
  assignedCustomers: readonly number[]
  /** The account is an administrator of its customer company (for an employee acting for a contact: that contact's role): it reads the company's saved carts and approvals. */
  companyAdmin: boolean
}>

/** The `context` key the scope travels under (REST requests start with an empty context, so only server code sets it). */
export const DATA_SCOPE_KEY = 'tribo.dataScope'

const id = (value: unknown): number | null => {
  if (value == null) return null
  const n = typeof value === 'object' && 'id' in (value as object) ? Number((value as { id: unknown }).id) : Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

type TenantRef = number | string | { id: number | string }
type AccountLike = { id: number; type?: string | null; customer?: unknown; onBehalf?: unknown; assignedCustomers?: unknown; companyRole?: string | null } | null | undefined

/**
 * The scope of a request: its tenant and (when signed in) the account and the
 * customer it works for. `customer` defaults to the account's own (an employee
 * acting for a contact already carries that contact's customer).
 */
export function dataScope(tenant: TenantRef, account?: AccountLike, customer?: unknown): DataScope {
  const tenantId = id(tenant)
  if (tenantId == null) throw new Error('A data scope needs a tenant.')
  return Object.freeze({
    tenant: tenantId,
    account: account ? id(account.id) : null,
    customer: id(customer ?? account?.customer ?? null),
    directory: false,
    onBehalf: !!account?.onBehalf,
    assignedCustomers: Object.freeze(account?.type === 'employee' && Array.isArray(account.assignedCustomers) ? account.assignedCustomers.map(id).filter((n): n is number => n != null) : []),
    // An employee counts as its contact's role only while acting for it (withOnBehalf hands the role on).
    companyAdmin: !!account && account.companyRole === 'administrator' && (account.type !== 'employee' || !!account.onBehalf),
  })
}

/** An employee's view of the tenant's customer directory (the customers list, picking a contact to act for). */
export function directoryScope(tenant: TenantRef, employee: NonNullable<AccountLike>): DataScope {
  if (employee.type !== 'employee') throw new Error('Only employees read the customer directory.')
  return Object.freeze({ ...dataScope(tenant, employee), directory: true })
}

/** A visitor of a tenant (no account): reads what the public may read, narrowed to the tenant. */
export const visitorScope = (tenant: TenantRef): DataScope => dataScope(tenant, null)

/** The scope a Local API call carries, or null (REST, the admin, system work). */
export function dataScopeOf(req: Pick<PayloadRequest, 'context'> | undefined): DataScope | null {
  const value = req?.context?.[DATA_SCOPE_KEY] as Partial<DataScope> | undefined
  if (!value || typeof value !== 'object' || !Number.isSafeInteger(value.tenant)) return null
  return value as DataScope
}

const equals = (field: string, value: number | string): Where => ({ [field]: { equals: value } })

/** What an operation of a scope may touch in one collection: the conditions (or false: nothing), and for a create the fields the new document must carry. */
export type ScopeRule = {
  /** The operations shop code may run under a scope; the rest need the system escape (lib/data/system.ts). */
  ops: readonly ('read' | 'create' | 'update' | 'delete')[]
  /** The owner conditions of reads, updates and deletes (the tenant's is added for tenant collections). */
  owner: (scope: DataScope) => Where | false
  /** Narrower conditions for updates and deletes, when a scope may read more than it may change. */
  writeOwner?: (scope: DataScope) => Where | false
  /** Narrower conditions still for deletes, when a scope may change more than it may delete. */
  deleteOwner?: (scope: DataScope) => Where | false
  /** The owner fields a created document must carry (set by construction in lib/data). */
  stamp?: (scope: DataScope) => Record<string, number> | null
  /** The owner fields an update sets (default: `stamp`), for rows that others than their owner may change; the stamp's other fields an update leaves as they are. */
  updateStamp?: (scope: DataScope) => Record<string, number> | null
}

const accountRows = (scope: DataScope): Where | false => (scope.account == null ? false : equals('account', scope.account))
const customerRows = (scope: DataScope): Where | false => (scope.customer == null ? false : equals('customer', scope.customer))
/** An account's own rows for the customer it works for (an employee keeps them per customer). */
const accountCustomerRows = (scope: DataScope): Where | false => (scope.account == null || scope.customer == null ? false : { and: [equals('account', scope.account), equals('customer', scope.customer)] })
/** The employees' customer directory reads the tenant's customers; everyone else only their own customer's rows. */
const customerOrDirectory = (field: string) => (scope: DataScope): Where | false => (scope.directory ? {} : scope.customer == null ? false : equals(field, scope.customer))
/** Own customer's rows, and an employee's assigned customers' (it acts for their contacts); the directory reads all. */
const customerOrAssigned = (field: string) => (scope: DataScope): Where | false => {
  if (scope.directory) return {}
  const ids = [...new Set([...(scope.customer == null ? [] : [scope.customer]), ...scope.assignedCustomers])]
  return ids.length ? { [field]: { in: ids } } : false
}
const everyone = (): Where => ({})
/** Any of the conditions (false ones left out); false when none is left. */
const anyOf = (...parts: (Where | false)[]): Where | false => {
  const present = parts.filter((part): part is Where => part !== false)
  return present.length === 0 ? false : present.length === 1 ? present[0]! : { or: present }
}

/** An account's own shopping lists (an employee acting for a contact: those it keeps for that customer). */
const ownLists = (s: DataScope): Where | false => (s.onBehalf ? accountCustomerRows(s) : accountRows(s))
/**
 * Lists of the account's own company shared with it: for reading those shared with the whole
 * company or naming it, for changing only those naming it.
 */
const sharedLists = (s: DataScope, change: boolean): Where | false => {
  if (s.account == null || s.customer == null) return false
  const named: Where = { sharedWith: { contains: s.account } }
  return { and: [equals('customer', s.customer), change ? named : { or: [{ sharedWithCompany: { equals: true } }, named] }] }
}

/**
 * The shop's collections and who may touch what in them. Collections not
 * listed here are either public content (read with the public's rights and
 * narrowed to the tenant) or system data (only the system escape).
 */
export const SCOPE_RULES = {
  favourites: { ops: ['read', 'create', 'delete'], owner: accountCustomerRows, stamp: (s) => (s.account && s.customer ? { account: s.account, customer: s.customer } : null) },
  'shopping-lists': {
    ops: ['read', 'create', 'update', 'delete'],
    // Its own lists (an employee acting for a contact: those it keeps for that customer), and its company's lists
    // shared with everyone (read) or naming it (read and change the entries). Only the owner deletes.
    owner: (s) => anyOf(ownLists(s), sharedLists(s, false)),
    writeOwner: (s) => anyOf(ownLists(s), sharedLists(s, true)),
    deleteOwner: ownLists,
    stamp: (s) => (s.account ? { account: s.account, ...(s.customer ? { customer: s.customer } : {}) } : null),
    // A colleague's change leaves the list its owner's.
    updateStamp: (s): Record<string, number> => (s.customer ? { customer: s.customer } : {}),
  },
  'account-notifications': { ops: ['read', 'update'], owner: accountRows },
  // Saved carts are the saver's; the company's administrators read all of the company's. Only the saver deletes one.
  'saved-carts': {
    ops: ['read', 'create', 'delete'],
    owner: (s) => (s.companyAdmin ? customerRows(s) : accountCustomerRows(s)),
    writeOwner: accountCustomerRows,
    stamp: (s) => (s.account && s.customer ? { account: s.account, customer: s.customer } : null),
  },
  // Repeat orders and quote requests are their buyer's; the company's administrators read all of the company's.
  'order-schedules': {
    ops: ['read', 'create', 'update', 'delete'],
    owner: (s) => (s.companyAdmin ? customerRows(s) : accountCustomerRows(s)),
    writeOwner: accountCustomerRows,
    stamp: (s) => (s.account && s.customer ? { account: s.account, customer: s.customer } : null),
  },
  'order-schedule-runs': { ops: ['read'], owner: customerRows },
  quotes: {
    ops: ['read', 'create', 'update'],
    owner: (s) => (s.companyAdmin ? customerRows(s) : accountCustomerRows(s)),
    writeOwner: accountCustomerRows,
    stamp: (s) => (s.account && s.customer ? { account: s.account, customer: s.customer } : null),
  },
  // The fleet is the whole company's: every user (and an employee acting for it) reads it; the feature refuses viewers' changes.
  'fleet-entries': { ops: ['read', 'create', 'update', 'delete'], owner: customerRows, stamp: (s) => (s.customer ? { customer: s.customer } : null) },
  'fleet-services': { ops: ['read', 'create', 'delete'], owner: customerRows, stamp: (s) => (s.customer ? { customer: s.customer } : null) },
  // Reminders sent to the account (written by the reminder pass through the system escape).
  'service-reminders': { ops: ['read'], owner: accountRows },
  // An order's documents go to every user of the order's customer (and employees acting for it).
  'order-documents': { ops: ['read'], owner: customerRows },
  addresses: { ops: ['read', 'create', 'update', 'delete'], owner: customerOrDirectory('customer'), stamp: (s) => (s.customer ? { customer: s.customer } : null) },
  orders: { ops: ['read'], owner: customerOrDirectory('customer') },
  'ordered-articles': { ops: ['read'], owner: customerRows },
  contracts: { ops: ['read'], owner: customerRows },
  'contract-positions': { ops: ['read'], owner: (s) => (s.customer == null ? false : equals('contract.customer', s.customer)) },
  contacts: { ops: ['read'], owner: customerOrAssigned('customer') },
  customers: { ops: ['read'], owner: customerOrAssigned('id') },
  accounts: {
    ops: ['read', 'update'],
    // Itself, the people of its own customer and the employees (orders show who placed them).
    owner: (s) => (s.account == null ? false : { or: [equals('id', s.account), equals('type', 'employee'), ...(s.customer == null ? [] : [equals('customer', s.customer)])] }),
    writeOwner: (s) => (s.account == null ? false : equals('id', s.account)),
  },
  // One's own tenant (Payload checks the tenant relation of what a scope creates or changes).
  tenants: { ops: ['read'], owner: (s) => equals('id', s.tenant) },
  // Prices, packs and stock: the shop computes each viewer's price from these; REST serves them to editors only.
  articles: { ops: ['read'], owner: everyone },
  'stock-levels': { ops: ['read'], owner: everyone },
  'price-lists': { ops: ['read'], owner: everyone },
  'safety-data-sheets': { ops: ['read'], owner: everyone },
  'license-plates': { ops: ['read'], owner: everyone },
  forms: { ops: ['read'], owner: everyone },
  // Published processes only, as the public access rule says.
  'contact-processes': { ops: ['read'], owner: () => ({ published: { equals: true } }) },
  // A share is opened by its secret token (features/file-sharing); its files come with it.
  'file-shares': { ops: ['read'], owner: everyone },
  'share-files': { ops: ['read'], owner: everyone },
  'product-reviews': { ops: ['read', 'create'], owner: everyone, stamp: () => ({}) },
  'form-submissions': { ops: ['create'], owner: () => false, stamp: () => ({}) },
  'form-files': { ops: ['create'], owner: () => false, stamp: () => ({}) },
  'job-applications': { ops: ['create'], owner: () => false, stamp: () => ({}) },
  'contact-requests': { ops: ['create'], owner: () => false, stamp: () => ({}) },
} satisfies Record<string, ScopeRule>

export type ScopedCollection = keyof typeof SCOPE_RULES

export const scopeRuleOf = (collection: string): ScopeRule | undefined => (SCOPE_RULES as Record<string, ScopeRule>)[collection]

/**
 * The collections with a `tenant` field (the multi-tenant plugin's list, kept
 * here so the data layer adds the tenant condition by construction).
 */
export const TENANT_COLLECTIONS = [
  'pages', 'product-lines', 'products', 'articles', 'price-lists', 'orders', 'ordered-articles', 'contracts', 'contract-positions', 'safety-data-sheets',
  'favourites', 'shopping-lists', 'carts', 'addresses', 'checkout-settings', 'account-notifications', 'product-reviews', 'news', 'news-topics', 'news-categories',
  'fairs', 'dealers', 'distribution-partners', 'file-shares', 'share-files', 'forms', 'form-submissions', 'form-files', 'faq-categories', 'faq-questions',
  'contact-processes', 'contact-requests', 'jobs', 'job-applications', 'media', 'accounts', 'customers', 'contacts', 'audit-log', 'oil-recommendations',
  'oil-finder-disclaimers', 'oil-finder-settings', 'saved-carts', 'stock-levels', 'order-documents', 'order-schedules', 'order-schedule-runs',
  'quotes', 'fleet-entries', 'fleet-services', 'service-reminders',
] as const

const tenantCollections = new Set<string>(TENANT_COLLECTIONS)
export const hasTenantField = (collection: string): boolean => tenantCollections.has(collection)

/** The scope's conditions on one collection: its tenant (for tenant collections) and its owner rule (for updates and deletes the write rule, for deletes the delete rule, when there is one); false when the scope may touch nothing. */
export function scopeWhere(collection: string, scope: DataScope, operation: 'read' | 'update' | 'delete' = 'read'): Where | false {
  const rule = scopeRuleOf(collection)
  const owner = !rule
    ? {}
    : operation === 'delete' && rule.deleteOwner
      ? rule.deleteOwner(scope)
      : operation !== 'read' && rule.writeOwner
        ? rule.writeOwner(scope)
        : rule.owner(scope)
  if (owner === false) return false
  const and: Where[] = []
  if (hasTenantField(collection)) and.push(equals('tenant', scope.tenant))
  if (Object.keys(owner).length) and.push(owner)
  return and.length ? { and } : {}
}

/** Whether a document to create carries exactly the scope's tenant and owner fields. */
export function matchesStamp(collection: string, scope: DataScope, data: Record<string, unknown> | undefined): boolean {
  const rule = scopeRuleOf(collection)
  const stamp = rule?.stamp?.(scope)
  if (!rule || !stamp || !data) return false
  const expected: Record<string, number> = { ...(hasTenantField(collection) ? { tenant: scope.tenant } : {}), ...stamp }
  return Object.entries(expected).every(([field, value]) => id(data[field]) === value)
}

/** The fields a created document gets from the scope. */
export function stampOf(collection: string, scope: DataScope): Record<string, number> {
  const stamp = scopeRuleOf(collection)?.stamp?.(scope) ?? {}
  return { ...(hasTenantField(collection) ? { tenant: scope.tenant } : {}), ...stamp }
}

/**
 * What an update writes: the data without the owner fields, and the tenant and owner fields the
 * scope keeps (the rule's `updateStamp`, else its `stamp`), so an update never moves a row to
 * another tenant, account or customer.
 */
export function updateDataOf(collection: string, scope: DataScope, data: Record<string, unknown> = {}): Record<string, unknown> {
  const rule = scopeRuleOf(collection)
  const owned = stampOf(collection, scope)
  const kept = { ...(hasTenantField(collection) ? { tenant: scope.tenant } : {}), ...((rule?.updateStamp ?? rule?.stamp)?.(scope) ?? {}) }
  return { ...Object.fromEntries(Object.entries(data).filter(([field]) => !(field in owned))), ...kept }
}
