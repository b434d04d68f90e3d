import type { BreadcrumbData } from '@/components/breadcrumb/breadcrumb'
import type { CompanyRole } from '@/features/accounts/company-roles'
import type { TenantFeatures, TenantUrlKey } from '@/features/tenancy/types'
import type { CaptchaClientConfig } from '@/lib/captcha/types'
import type { SiteEnvironment } from '@/lib/tenancy/site-environments'
import type { Theme } from '@/lib/tenancy/themes'

/** The signed-in user: name, customer number, type (employee or customer) and options. */
export type SessionUser = {
  firstName: string
  lastName: string
  customerId: string | null
  name: string
  type: 'employee' | 'customer'
  options: { showContactSelector: boolean }
}

/** The contact an employee acts for. */
export type SelectedContact = {
  id: string
  contactId: string
  name: string
  customerId: string
  contactPerson: { name: string }
}

/** A contact suggestion: two display lines. */
export type ContactSuggestion = { id: string; contactId: string; displayLine1: string; displayLine2: string }

/** A customer's contact person. */
export type ContactPerson = {
  name: string
  department: string | null
  role: string | null
  phone: string | null
  email: string | null
  image: string | null
}

export type UserMenuEntry = { title: string; link: string; hasBadge: boolean }
export type LoginLink = { title: string; url: string }

/** A country with its languages, as the language switcher lists them. */
export type SessionLocale = {
  country: string
  countryName: string
  name: string
  title: string
  languages: { language: string; title: string; fullTitle: string; url: string }[]
}

/** A navigation entry (product line or CMS page). */
export type NavigationEntry = {
  label: string
  uri: string
  pages: NavigationEntry[]
  active: boolean
  target: '_self' | '_blank'
  class: string | null
  /** Inline encoded vector image; product lines only. */
  iconImage: string | null
  showOilFinderTeaser: boolean
}

/** One step of a page's breadcrumb path (the UI kit's type). */
export type Breadcrumb = BreadcrumbData

export type NotificationMessages = { entries: unknown[]; timestamp: number }

export type SessionUrls = Record<TenantUrlKey, string | null>

/** The parts of the session shared by every visitor of a tenant in one locale (cached). */
export type SharedSession = {
  theme: Theme
  tenantName: string
  tenantSlug: string
  language: string
  locale: string
  availableLocales: SessionLocale[]
  navigationTree: NavigationEntry[]
  productLines: NavigationEntry[]
  infoRibbonText: string | null
  mapsKey: string | null
  recaptchaSiteKey: string | null
  /** How forms get a captcha token: the active provider (reCAPTCHA with the site key, or the test token). */
  captcha: CaptchaClientConfig
  activeFeatures: (keyof TenantFeatures)[]
  hideSocialLinks: boolean
  siteEnvironment: SiteEnvironment
  urls: SessionUrls
  loginLinks: LoginLink[]
}

/** The session and page data: built on the server per request. */
export type Session = SharedSession & {
  user: SessionUser | null
  isActiveEcommerceShopUser: boolean
  /** The role the signed-in account acts with in its company (an employee: its contact's); null for visitors. A viewer gets no order buttons. */
  companyRole: CompanyRole | null
  selectedContact: SelectedContact | null
  contactPerson: ContactPerson | null
  availableContacts: ContactSuggestion[]
  retailerMode: { available: boolean; enabled: boolean }
  notificationMessages: NotificationMessages
  unreadNotificationCount: number
  userMenuEntries: UserMenuEntry[]
  openLoginDialog: boolean
  breadcrumbs: Breadcrumb[]
  b2CCartCount: number
  b2BCartCount: number
  loginRedirectUrl: string | null
  searchTerm: string
}
