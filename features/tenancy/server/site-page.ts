import 'server-only'

import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { isRouteLocale, languageOf, type ContentLanguage, type RouteLocale } from '@/lib/i18n/locales'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { getRequestTenant } from './tenants'

/** What every page of the site starts from: its locale, the content language of that locale and the tenant of the host. */
export type SitePage = { locale: RouteLocale; language: ContentLanguage; tenant: TenantRoute }

type LocaleParams = Promise<{ locale: string }> | { locale: string }

/**
 * The locale of a site page: one the site does not know is not found. Sets the
 * request locale for next-intl (static rendering). For pages that find their
 * tenant themselves (account pages); the others take `sitePage`.
 */
export async function siteLocale(params: LocaleParams): Promise<RouteLocale> {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/**
 * The locale and tenant of an address: an unknown locale, a host without a
 * tenant or a locale the tenant does not offer is not found. For loaders that
 * the page and its metadata share; a page itself takes `sitePage`.
 */
export async function siteContext(locale: string): Promise<SitePage> {
  if (!isRouteLocale(locale)) notFound()
  const tenant = await getRequestTenant()
  if (!tenant || !tenant.locales.includes(locale)) notFound()
  return { locale, language: languageOf(locale), tenant }
}

/** The locale and tenant of a site page (as `siteContext`), with the request locale set for next-intl. */
export async function sitePage(params: LocaleParams): Promise<SitePage> {
  const { locale } = await params
  const context = await siteContext(locale)
  setRequestLocale(context.locale)
  return context
}
