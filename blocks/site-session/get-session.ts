import 'server-only'

import { cookies } from 'next/headers'

import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'
import { getCurrentAccount } from '@/features/accounts/server/request-account'
import { retailerModeOf } from '@/features/accounts/server/retailer-mode'
import { companyRoleOf } from '@/features/accounts/company-roles'
import { cartCount } from '@/features/carts/server/cart'
import { B2C_CART_COOKIE, b2cCartCount, usesB2BCart } from '@/features/carts/server/b2c'
import { contactSessionOf } from '@/features/contacts/server/session'
import { buildProductLineTree } from '@/features/navigation/product-line-tree'
import { notificationCounts } from '@/features/notification-centre/server/notifications'
import { getProductLineNodes } from '@/features/navigation/server/product-lines'
import { buildNavigationTree } from '@/features/pages/page-tree'
import { getPageNodes } from '@/features/pages/server/pages'
import { cutSearchTerm } from '@/features/search/constants'
import { markActive } from '@/features/session/navigation'
import type {
  Session,
  SessionLocale,
  SessionUrls,
  SessionUser,
  SharedSession,
} from '@/features/session/types'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import type { TenantFeatures, TenantSite } from '@/features/tenancy/types'
import { assertArray } from '@/lib/assert-array'
import { cachedRender } from '@/lib/cached-pages/render'
import { captchaClientConfig } from '@/lib/captcha/server'
import { languageOf, type RouteLocale } from '@/lib/i18n/locales'
import { localizeUrl, safeRedirect } from '@/lib/site-paths'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

export function toSessionLocales(site: Pick<TenantSite, 'countries'>): SessionLocale[] {
  return site.countries.map((c) => ({
    country: c.country,
    countryName: c.countryName,
    name: c.countryName,
    title: c.country.toUpperCase(),
    languages: c.languages.map((l) => ({
      language: l.language,
      title: l.title,
      fullTitle: l.fullTitle,
      url: `/${l.locale}`,
    })),
  }))
}

async function sharedSession(
  tenant: TenantRoute,
  locale: RouteLocale,
  draft: boolean,
): Promise<SharedSession | null> {
  const language = languageOf(locale)
  const [site, nodes, lines] = await Promise.all([
    getTenantSite(tenant.id, language),
    getPageNodes(tenant.id, language, { draft }),
    getProductLineNodes(tenant.id, language),
  ])
  if (!site) return null
  const urls = Object.fromEntries(
    Object.entries(site.urls).map(([k, v]) => [k, localizeUrl(v, locale)]),
  ) as SessionUrls
  return {
    theme: site.theme,
    tenantName: site.name,
    tenantSlug: site.slug,
    language,
    locale,
    availableLocales: toSessionLocales(site),
    navigationTree: buildNavigationTree(nodes, locale),
    productLines: buildProductLineTree(lines, locale, language),
    infoRibbonText: site.infoRibbonText,
    mapsKey: site.mapsKey,
    recaptchaSiteKey: site.recaptchaSiteKey,
    captcha: captchaClientConfig(site.recaptchaSiteKey),
    activeFeatures: (Object.keys(site.features) as (keyof TenantFeatures)[]).filter((k) => site.features[k]),
    hideSocialLinks: site.hideSocialLinks,
    siteEnvironment: site.siteEnvironment,
    urls: { ...urls, homepageUrl: urls.homepageUrl ?? `/${locale}` },
    loginLinks: [],
  }
}

async function toSessionUser(account: AuthenticatedAccount): Promise<SessionUser> {
  const customerId = (await customerOf(account))?.customerId ?? null
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    customerId,
    name: `${account.firstName} ${account.lastName}`.trim(),
    type: account.type,
    options: { showContactSelector: !!account.options?.showContactSelector },
  }
}

/** The page's address; a null path (a cached layout does not know it) leaves the active entries to the browser. */
type RequestAddress = { pathname?: string | null; search?: string }

/**
 * Builds the session of this request: tenant- and locale-scoped parts from the
 * caches, user parts from the account cookie, the active navigation path and
 * the login dialog request from the address, the unread notification count
 * of the account, the contact an employee acts for and the B2B cart's line count.
 */
async function guestOrPrivateCartCount(
  tenant: TenantRoute,
  account: AuthenticatedAccount | null,
): Promise<number> {
  if (account && (await usesB2BCart(account))) return 0
  if (cachedRender()) return 0
  const jar = await cookies()
  return b2cCartCount({ tenant, account }, jar.get(B2C_CART_COOKIE)?.value)
}

export async function getSession(
  tenant: TenantRoute,
  locale: RouteLocale,
  { draft = false, pathname = `/${locale}`, search = '' }: { draft?: boolean } & RequestAddress = {},
): Promise<Session | null> {
  const [shared, account] = await Promise.all([
    sharedSession(tenant, locale, draft),
    getCurrentAccount(tenant),
  ])
  if (!shared) return null
  const params = new URLSearchParams(search)
  const loginDisabled = shared.activeFeatures.includes('disableLogin')
  const [notifications, contacts, b2BCartCount, b2CCartCount] = await Promise.all([
    // One count query per request: the header's badge and the profile menu's entry.
    account
      ? notificationCounts({ account, tenantId: tenant.id }, locale)
      : { unreadNotificationCount: 0, userMenuEntries: [] },
    // The contact an employee acts for and the served customer's contact person (features/contacts).
    contactSessionOf(account),
    // The header's cart count: the lines of the account's B2B cart (for an employee, the one it keeps for its contact).
    account?.isActiveEcommerceShopUser ? cartCount({ tenant, account }, 'b2b') : 0,
    // Visitors and private customers: the lines of their B2C cart (a visitor's is found by its cookie).
    guestOrPrivateCartCount(tenant, account),
  ])
  return {
    ...shared,
    // These lists must be arrays ("The given payload is not of type Array." otherwise).
    navigationTree:
      pathname === null
        ? assertArray(shared.navigationTree)
        : markActive(assertArray(shared.navigationTree), pathname),
    productLines:
      pathname === null
        ? assertArray(shared.productLines)
        : markActive(assertArray(shared.productLines), pathname),
    user: account ? await toSessionUser(account) : null,
    isActiveEcommerceShopUser: !!account?.isActiveEcommerceShopUser,
    companyRole: account ? companyRoleOf(account) : null,
    selectedContact: contacts.selectedContact,
    contactPerson: contacts.contactPerson,
    availableContacts: [],
    retailerMode: await retailerModeOf(account),
    notificationMessages: { entries: [], timestamp: 0 },
    unreadNotificationCount: notifications.unreadNotificationCount,
    userMenuEntries: [...notifications.userMenuEntries],
    // A page that needs a signed-in user sends visitors to ?login=1&redirect=…: the login flyout opens at start.
    openLoginDialog: params.has('login') && !account && !loginDisabled,
    breadcrumbs: [],
    b2CCartCount,
    b2BCartCount,
    loginRedirectUrl: safeRedirect(params.get('redirect')),
    // The results page's term fills the header field.
    searchTerm:
      shared.urls.searchDetailLink && pathname === shared.urls.searchDetailLink
        ? cutSearchTerm(params.get('search'))
        : '',
  }
}
