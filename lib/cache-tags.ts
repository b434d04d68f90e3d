/**
 * Every cache tag of the product, defined once. Tags carry the
 * tenant (and the language where content depends on it) so that a publish
 * invalidates exactly what it changed.
 */
export const cacheTags = {
  /** The tenant table that host resolution reads. */
  tenants: () => 'tenants',
  /** Everything of one tenant's site configuration. */
  tenant: (tenantId: string | number) => `tenant:${tenantId}`,
  /** The page tree and page content of one tenant. */
  pages: (tenantId: string | number) => `pages:${tenantId}`,
  /** The product lines and groups of one tenant (navigation, catalog). */
  productLines: (tenantId: string | number) => `product-lines:${tenantId}`,
  /** News articles and topics of one tenant. */
  news: (tenantId: string | number) => `news:${tenantId}`,
  /** Trade fairs of one tenant. */
  fairs: (tenantId: string | number) => `fairs:${tenantId}`,
  /** Dealers of one tenant's dealer finder. */
  dealers: (tenantId: string | number) => `dealers:${tenantId}`,
  /** Distribution partners of one tenant. */
  distributionPartners: (tenantId: string | number) => `distribution-partners:${tenantId}`,
  /** Articles and price lists of one tenant (never in shared caches for visitors). */
  prices: (tenantId: string | number) => `prices:${tenantId}`,
  /** Approved product reviews of one tenant. */
  reviews: (tenantId: string | number) => `reviews:${tenantId}`,
  /** Products of one tenant (teasers, catalog). */
  products: (tenantId: string | number) => `products:${tenantId}`,
  /** Competitors' products of the cross-reference (one list for every tenant). */
  competitorProducts: () => 'competitor-products',
  /** A tenant's oil-finder recommendations, disclaimers and settings (quick access). */
  oilFinder: (tenantId: string | number) => `oil-finder:${tenantId}`,
  /** A tenant's checkout settings (terms and conditions, confirmation page). */
  checkout: (tenantId: string | number) => `checkout:${tenantId}`,
  /** Forms editors build (definitions shown on pages and in the contact process). */
  forms: (tenantId: string | number) => `forms:${tenantId}`,
  /** FAQ categories and questions of one tenant. */
  faq: (tenantId: string | number) => `faq:${tenantId}`,
  /** The contact process (steps and their configuration) of one tenant. */
  contactManager: (tenantId: string | number) => `contact-manager:${tenantId}`,
  /** Job openings of one tenant. */
  jobs: (tenantId: string | number) => `jobs:${tenantId}`,
  /** Customer companies of one tenant (price list, kind, retailer-mode permission) as signed-in requests read them. */
  customers: (tenantId: string | number) => `customers:${tenantId}`,
  /** Contracts and their positions of one tenant (the agreed prices signed-in requests read). */
  contracts: (tenantId: string | number) => `contracts:${tenantId}`,
  /** Session parts shared by all visitors of a tenant in one language. */
  sessionShared: (tenantId: string | number, language: string) => `session:${tenantId}:${language}`,
}
