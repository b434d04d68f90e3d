import type { RouteLocale } from '@/lib/i18n/locales'
import type { SiteEnvironment } from '@/lib/tenancy/site-environments'
import type { Theme } from '@/lib/tenancy/themes'

export type TenantFeatures = {
  disableLogin: boolean
  enableDidYouMeanSuggestion: boolean
  disableSearchField: boolean
  disableProductSearch: boolean
  hideMenuWhenLoggedOut: boolean
}

export const TENANT_URL_KEYS = [
  'homepageUrl',
  'b2BCartUrl',
  'b2CCartUrl',
  'searchDetailLink',
  'oilFinderUrl',
  'forgotPasswordUrl',
  'registerUrl',
  'contactPageUrl',
  'dashboardUrl',
  'customerOverviewUrl',
  'orderHistoryUrl',
  'contractDetailUrl',
  'shoppingListUrl',
] as const
export type TenantUrlKey = (typeof TENANT_URL_KEYS)[number]

export type TenantCountry = {
  country: string
  countryName: string
  languages: { language: string; title: string; fullTitle: string; locale: RouteLocale }[]
}

/** A tenant's site configuration in one language (what the session takes from it). */
export type TenantSite = {
  id: string | number
  slug: string
  name: string
  theme: Theme
  defaultLocale: RouteLocale
  countries: TenantCountry[]
  features: TenantFeatures
  /** Link targets as configured (paths inside the locale, or absolute URLs); null when unset. */
  urls: Record<TenantUrlKey, string | null>
  mapsKey: string | null
  recaptchaSiteKey: string | null
  infoRibbonText: string | null
  hideSocialLinks: boolean
  siteEnvironment: SiteEnvironment
  footerColumns: FooterColumn[]
  socialLinks: SocialLink[]
  oldBrowser: { title: string | null; text: string | null }
}

/** A CMS-managed footer column. */
export type FooterColumn = { title: string; links: { label: string; url: string; newTab: boolean }[] }
export type SocialNetwork = 'linkedin' | 'youtube' | 'instagram' | 'facebook' | 'x'
export type SocialLink = { network: SocialNetwork; url: string }
