import type { CollectionSlug, Payload } from 'payload'

import { accountsStep } from './accounts'
import { approvalsStep } from './approvals'
import { catalogStep } from './catalog'
import { checkoutStep } from './checkout'
import { competitorProductsStep } from './competitor-products'
import { contactManagerStep } from './contact-manager'
import { contactsStep } from './contacts'
import { contractsStep } from './contracts'
import { customersStep } from './customers'
import { dealersStep } from './dealers'
import { distributionPartnersStep } from './distribution-partners'
import { editorialStep } from './editorial'
import { fairsStep } from './fairs'
import { faqStep } from './faq'
import { favouritesStep } from './favourites'
import { jobsStep } from './jobs'
import { fileSharesStep } from './file-shares'
import { fleetStep } from './fleet'
import { formsStep } from './forms'
import { mediaStep } from './media'
import { newsStep } from './news'
import { notificationsStep } from './notifications'
import { oilFinderStep } from './oil-finder'
import { productsStep } from './products'
import { orderDocumentsStep } from './order-documents'
import { orderHistoryStep } from './order-history'
import { ordersStep } from './orders'
import { pagesStep } from './pages'
import { repeatOrdersStep } from './repeat-orders'
import { reviewsStep } from './reviews'
import { safetyDataSheetsStep } from './safety-data-sheets'
import { quotesStep } from './quotes'
import { savedCartsStep } from './saved-carts'
import { shoppingListsStep } from './shopping-lists'
import { stockLevelsStep } from './stock-levels'
import { siteShellStep } from './site-shell'
import { tenantsStep } from './tenants'
import { LOCAL, type Outcome, type SeedContext, type SeedStep, type SeedSummary } from './types'
import { usersStep } from './users'

export type { SeedStep, SeedSummary } from './types'

/**
 * The demo data, step by step. Steps run in this order and may use what
 * earlier steps stored on the context (tenant and customer ids). To seed a new
 * capability, write a `SeedStep` in its own module (idempotent: find by a
 * natural key before creating, pass `...LOCAL` to every Local API call) and
 * append it here.
 */
export const SEED_STEPS: SeedStep[] = [
  tenantsStep,
  usersStep,
  customersStep,
  accountsStep,
  contactsStep,
  pagesStep,
  siteShellStep,
  mediaStep,
  newsStep,
  fairsStep,
  productsStep,
  catalogStep,
  stockLevelsStep,
  checkoutStep,
  reviewsStep,
  ordersStep,
  orderHistoryStep,
  approvalsStep,
  orderDocumentsStep,
  contractsStep,
  safetyDataSheetsStep,
  shoppingListsStep,
  savedCartsStep,
  quotesStep,
  repeatOrdersStep,
  favouritesStep,
  notificationsStep,
  fileSharesStep,
  dealersStep,
  distributionPartnersStep,
  editorialStep,
  formsStep,
  oilFinderStep,
  jobsStep,
  faqStep,
  contactManagerStep,
  competitorProductsStep,
  fleetStep,
]

/** Collections counted in the summary. */
const COUNTED: CollectionSlug[] = [
  'tenants',
  'users',
  'customers',
  'accounts',
  'contacts',
  'pages',
  'product-lines',
  'media',
  'news',
  'news-topics',
  'news-categories',
  'fairs',
  'products',
  'articles',
  'stock-levels',
  'price-lists',
  'product-reviews',
  'orders',
  'ordered-articles',
  'shopping-lists',
  'saved-carts',
  'quotes',
  'order-documents',
  'order-schedules',
  'order-schedule-runs',
  'account-notifications',
  'file-shares',
  'share-files',
  'dealers',
  'distribution-partners',
  'vehicle-categories',
  'vehicle-makes',
  'vehicle-models',
  'vehicle-types',
  'license-plates',
  'oil-recommendations',
  'oil-finder-disclaimers',
  'oil-finder-settings',
  'addresses',
  'checkout-settings',
  'contracts',
  'contract-positions',
  'safety-data-sheets',
  'favourites',
  'forms',
  'form-submissions',
  'jobs',
  'job-applications',
  'faq-categories',
  'faq-questions',
  'contact-processes',
]

export interface SeedOptions {
  /** 1 (default) seeds the demo site; N > 1 adds (N − 1) × 50 generated pages per tenant. */
  scale?: number
  log?: (msg: string) => void
}

/** True when no tenant exists yet (a fresh database that should be seeded). */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'tenants', ...LOCAL })
  return totalDocs === 0
}

/**
 * Seeds the deterministic demo data. Idempotent: existing documents (found by
 * natural key) are left unchanged; only missing ones, or languages missing
 * from a half-finished earlier run, are written.
 */
export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedSummary> {
  const scale = options.scale ?? 1
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`Seed: scale must be an integer ≥ 1 (got ${scale})`)
  const log = options.log ?? (() => {})
  const started = Date.now()
  const summary: SeedSummary = { scale, created: {}, existing: {}, updated: {}, totals: {}, durationMs: 0 }
  const record = (collection: CollectionSlug, outcome: Outcome) => {
    summary[outcome][collection] = (summary[outcome][collection] ?? 0) + 1
  }
  const ctx: SeedContext = {
    payload,
    scale,
    log,
    tenants: new Map(),
    customers: new Map(),
    media: new Map(),
    record,
  }

  for (const step of SEED_STEPS) {
    const stepStarted = Date.now()
    log(`seed: ${step.name} …`)
    await step.run(ctx)
    log(`seed: ${step.name} done in ${Date.now() - stepStarted} ms`)
  }

  for (const collection of COUNTED) {
    summary.totals[collection] = (await payload.count({ collection, ...LOCAL })).totalDocs
  }
  summary.durationMs = Date.now() - started
  return summary
}

/** A human-readable summary, one line per collection. */
export function formatSummary(summary: SeedSummary): string {
  const lines = COUNTED.map((collection) => {
    const count = (outcome: Outcome) => summary[outcome][collection] ?? 0
    return `  ${collection.padEnd(10)} total ${String(summary.totals[collection] ?? 0).padStart(4)}  (created ${count('created')}, completed ${count('updated')}, unchanged ${count('existing')})`
  })
  return [
    `Seed finished (scale ${summary.scale}) in ${(summary.durationMs / 1000).toFixed(1)} s`,
    ...lines,
  ].join('\n')
}
