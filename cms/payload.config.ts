import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { CONTENT_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '../lib/i18n/locales'
import { env } from '../lib/env'
import { isAdminUser } from './access/is-admin'
import { deferrableEmail, forgotPasswordMutationsAfterCommit } from './email/after-commit'
import { outboxAdapter } from './email/outbox-adapter'
import { AccountNotifications } from './collections/account-notifications'
import { Accounts } from './collections/accounts'
import { Addresses } from './collections/addresses'
import { CheckoutSettings } from './collections/checkout-settings'
import { Articles } from './collections/articles'
import { AuditLog } from './collections/audit-log'
import { Contacts } from './collections/contacts'
import { ContractPositions, Contracts } from './collections/contracts'
import { Favourites } from './collections/favourites'
import { FormFiles, FormSubmissions, Forms } from './collections/forms'
import { JobApplications, Jobs } from './collections/jobs'
import { ContactProcesses, ContactRequests } from './collections/contact-manager'
import { FaqCategories, FaqQuestions } from './collections/faq'
import { OrderedArticles } from './collections/ordered-articles'
import { SafetyDataSheets } from './collections/safety-data-sheets'
import { Customers } from './collections/customers'
import { EmailOutbox } from './collections/email-outbox'
import { Dealers } from './collections/dealers'
import { DistributionPartners } from './collections/distribution-partners'
import { Fairs } from './collections/fairs'
import { FileShares } from './collections/file-shares'
import { Media } from './collections/media'
import { News } from './collections/news'
import { NewsCategories } from './collections/news-categories'
import { NewsTopics } from './collections/news-topics'
import {
  LicensePlates,
  OilFinderDisclaimers,
  OilFinderSettings,
  OilRecommendations,
  VehicleCategories,
  VehicleMakes,
  VehicleModels,
  VehicleTypes,
} from './collections/oil-finder'
import { Orders } from './collections/orders'
import { Pages } from './collections/pages'
import { PasswordResetTokens } from './collections/password-reset-tokens'
import { PriceLists } from './collections/price-lists'
import { ProductReviews } from './collections/product-reviews'
import { ProductLines } from './collections/product-lines'
import { Products } from './collections/products'
import { SearchChanges } from './collections/search-changes'
import { ShareFiles } from './collections/share-files'
import { ShoppingLists } from './collections/shopping-lists'
import { Carts } from './collections/carts'
import { SavedCarts } from './collections/saved-carts'
import { StockLevels } from './collections/stock-levels'
import { OrderDocuments } from './collections/order-documents'
import { OrderScheduleRuns, OrderSchedules } from './collections/order-schedules'
import { Quotes } from './collections/quotes'
import { FleetEntries, FleetServices, ServiceReminders } from './collections/fleet'
import { CompetitorProducts } from './collections/competitor-products'
import { Tenants } from './collections/tenants'
import { Users } from './collections/users'
import { withDataScope } from './access/data-scope'
import { databaseAdapter } from './db'
import { uploadStorage } from './storage'
import type { Config } from './payload-types'
import { TENANT_COLLECTIONS } from '../lib/data/scope'

/** Tenant collections with one document per tenant. */
const TENANT_GLOBALS = new Set<string>(['checkout-settings', 'oil-finder-settings'])

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Origins allowed to call the CMS with cookies: the server URL, local tenant hosts and CMS_ALLOWED_ORIGINS. */
function allowedOrigins(): string[] {
  const base = new URL(env.serverUrl)
  const port = base.port ? `:${base.port}` : ''
  const local = ['moto', 'industrie'].map((slug) => `${base.protocol}//${slug}.localhost${port}`)
  const extra = (process.env.CMS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  return [...new Set([base.origin, ...local, ...extra])]
}

export default buildConfig({
  secret: env.payloadSecret,
  serverURL: process.env.PAYLOAD_PUBLIC_SERVER_URL ?? '',
  routes: {
    admin: '/cms',
    api: '/cms-api',
    graphQL: '/cms-api/graphql',
    graphQLPlayground: '/cms-api/graphql-playground',
  },
  admin: {
    user: Users.slug,
    // Gravatar is not reachable from every network; the built-in avatar always is.
    avatar: 'default',
    meta: { titleSuffix: ' – Tribo CMS' },
    importMap: {
      baseDir: path.resolve(dirname, '..'),
      importMapFile: path.resolve(dirname, '../app/(payload)/cms/importMap.js'),
    },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: withDataScope([
    Tenants,
    Users,
    Accounts,
    Customers,
    Contacts,
    AuditLog,
    Pages,
    ProductLines,
    Products,
    Articles,
    StockLevels,
    PriceLists,
    Orders,
    OrderDocuments,
    OrderSchedules,
    OrderScheduleRuns,
    Quotes,
    FleetEntries,
    FleetServices,
    ServiceReminders,
    OrderedArticles,
    Contracts,
    ContractPositions,
    SafetyDataSheets,
    Favourites,
    ShoppingLists,
    Carts,
    SavedCarts,
    Addresses,
    CheckoutSettings,
    AccountNotifications,
    ProductReviews,
    News,
    NewsTopics,
    NewsCategories,
    Fairs,
    Dealers,
    DistributionPartners,
    FileShares,
    ShareFiles,
    Forms,
    FormSubmissions,
    FormFiles,
    FaqCategories,
    FaqQuestions,
    ContactProcesses,
    ContactRequests,
    Jobs,
    JobApplications,
    Media,
    SearchChanges,
    VehicleCategories,
    VehicleMakes,
    VehicleModels,
    VehicleTypes,
    LicensePlates,
    OilRecommendations,
    OilFinderDisclaimers,
    OilFinderSettings,
    CompetitorProducts,
    PasswordResetTokens,
    EmailOutbox,
  ]),
  editor: lexicalEditor(),
  localization: {
    locales: CONTENT_LANGUAGES.map((code) => ({ code, label: LANGUAGE_NAMES[code] })),
    defaultLocale: DEFAULT_LANGUAGE,
    fallback: true,
  },
  db: databaseAdapter(),
  sharp,
  csrf: allowedOrigins(),
  cors: allowedOrigins(),
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // Payload's forgot-password mails (REST and GraphQL) wait for their transaction's commit (cms/email/after-commit.ts).
  graphQL: { mutations: forgotPasswordMutationsAfterCommit },
  email: deferrableEmail(
    process.env.SMTP_HOST
      ? nodemailerAdapter({
          defaultFromAddress: process.env.MAIL_FROM ?? 'noreply@tribo.local',
          defaultFromName: process.env.MAIL_FROM_NAME ?? 'Tribo',
          transportOptions: {
            host: process.env.SMTP_HOST,
            port: Number(process.env.SMTP_PORT ?? 587),
            secure: process.env.SMTP_SECURE === 'true',
            auth: process.env.SMTP_USER
              ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD ?? '' }
              : undefined,
          },
        })
      : outboxAdapter,
  ),
  plugins: [
    multiTenantPlugin<Config>({
      tenantsSlug: 'tenants',
      collections: Object.fromEntries(
        TENANT_COLLECTIONS.map((slug) => [slug, TENANT_GLOBALS.has(slug) ? { isGlobal: true } : {}]),
      ) as Record<(typeof TENANT_COLLECTIONS)[number], { isGlobal?: boolean }>,
      tenantsArrayField: {
        includeDefaultField: true,
        rowFields: [
          {
            name: 'roles',
            type: 'select',
            hasMany: true,
            defaultValue: ['editor'],
            options: [
              { label: 'Tenant admin', value: 'tenant-admin' },
              { label: 'Editor', value: 'editor' },
            ],
          },
        ],
      },
      userHasAccessToAllTenants: (user) => isAdminUser(user as never),
    }),
    // Uploads in an S3 bucket when S3_BUCKET … are set (a partial setting fails here, at start); else the local folders.
    uploadStorage(),
  ],
})
