import { defineRouting } from 'next-intl/routing'

import { DEFAULT_ROUTE_LOCALE, ROUTE_LOCALES } from './locales'

/** The cookie that remembers a visitor's locale (next-intl's, also kept by proxy.ts for cached pages). */
export const LOCALE_COOKIE = { name: 'TRIBO_LOCALE', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 } as const

/** next-intl routing over every locale the product knows; tenants offer a subset (proxy.ts). */
export const routing = defineRouting({
  locales: ROUTE_LOCALES,
  defaultLocale: DEFAULT_ROUTE_LOCALE,
  localePrefix: 'always',
  localeCookie: LOCALE_COOKIE,
})
