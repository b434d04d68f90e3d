import '@/styles/globals.css'

import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { cookies, draftMode, headers } from 'next/headers'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/blocks/site-footer/site-footer'
import { SiteHeader } from '@/blocks/site-header/site-header'
import { LoadingOverlay } from '@/components/loading-overlay/loading-overlay.client'
import { HydrationMarker } from '@/components/providers/hydration-marker.client'
import { QueryProvider } from '@/components/providers/query-provider.client'
import { CompareBar } from '@/features/compare/components/compare-bar.client'
import { ApiClientConfigurator } from '@/features/notifications/components/api-client-configurator.client'
import { InitialMessages } from '@/features/notifications/components/initial-messages.client'
import { NotificationArea } from '@/features/notifications/components/notification-area.client'
import { SessionProvider } from '@/features/session/components/session-provider.client'
import { getSession } from '@/blocks/site-session/get-session'
import { ShoppingListDialogs } from '@/features/shopping-lists/components/shopping-list-dialogs.client'
import { getRequestTenant, getTenantSite } from '@/features/tenancy/server/tenants'
import { FLASH_COOKIE, readFlash } from '@/lib/api/flash'
import { cachedRender } from '@/lib/cached-pages/render'
import { pickNamespaces, SHELL_NAMESPACES, type Messages } from '@/lib/i18n/client-messages'
import { htmlLang } from '@/lib/i18n/html-lang'
import { PATH_HEADER, SEARCH_HEADER } from '@/lib/request-path'
import { DEFAULT_ROUTE_LOCALE, isRouteLocale, languageOf } from '@/lib/i18n/locales'
import { DEFAULT_THEME } from '@/lib/tenancy/themes'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested } = await params
  const locale = isRouteLocale(requested) ? requested : DEFAULT_ROUTE_LOCALE
  const tenant = await getRequestTenant()
  const site = tenant ? await getTenantSite(tenant.id, languageOf(locale)) : null
  const t = await getTranslations({ locale, namespace: 'common' })
  const name = site?.name ?? 'Tribo'
  return {
    title: { template: `%s | ${name}`, default: name },
    description: t('siteDescription', { name }),
    icons: { icon: '/favicon.svg' },
  }
}

/**
 * What the layout reads from the request: preview, address and flash messages.
 * A layout of the full route cache (app/(site)/cached) reads nothing: it is
 * never a preview, has no query and no flash cookie (the proxy sends such
 * requests elsewhere), and leaves marking the current page's menu entries to
 * the browser.
 */
async function requestFacts(locale: string) {
  if (cachedRender()) return { draft: false, pathname: null, search: '', flash: { id: null, messages: [] } }
  const [draft, cookieStore, requestHeaders] = await Promise.all([draftMode(), cookies(), headers()])
  return {
    draft: draft.isEnabled,
    pathname: requestHeaders.get(PATH_HEADER) ?? `/${locale}`,
    search: requestHeaders.get(SEARCH_HEADER) ?? '',
    flash: readFlash(cookieStore.get(FLASH_COOKIE)?.value),
  }
}

export default async function SiteLayout({ children, params }: Props) {
  const { locale: requested } = await params
  const locale = isRouteLocale(requested) ? requested : DEFAULT_ROUTE_LOCALE
  setRequestLocale(locale)
  const [tenant, messages, request] = await Promise.all([
    getRequestTenant(),
    getMessages(),
    requestFacts(locale),
  ])
  const session = tenant && tenant.locales.includes(locale) ? await getSession(tenant, locale, request) : null
  const t = await getTranslations('common')
  // The browser gets the shell islands' texts; pages add their islands' (withPageMessages), the rest stays on the server.
  const clientMessages = pickNamespaces(messages as Messages, SHELL_NAMESPACES)
  const site = session && tenant ? await getTenantSite(tenant.id, languageOf(locale)) : null

  return (
    <html lang={htmlLang(locale)} data-theme={session?.theme ?? DEFAULT_THEME}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {session ? (
          <NextIntlClientProvider locale={locale} messages={clientMessages as typeof messages}>
            <ApiClientConfigurator tenant={session.tenantSlug} />
            <QueryProvider>
              <SessionProvider session={session}>
                <SiteHeader session={session} />
                <main id="main" className="site-main" tabIndex={-1}>
                  {children}
                </main>
                {site && <SiteFooter session={session} site={site} />}
                <CompareBar />
                <ShoppingListDialogs />
                <NotificationArea />
                <LoadingOverlay />
                <InitialMessages messages={request.flash.messages} flashId={request.flash.id} />
                <HydrationMarker />
              </SessionProvider>
            </QueryProvider>
          </NextIntlClientProvider>
        ) : (
          <main id="main" className="container site-main">
            <h1>{t('notConfiguredTitle')}</h1>
            <p>{t('notConfiguredText')}</p>
          </main>
        )}
      </body>
    </html>
  )
}
