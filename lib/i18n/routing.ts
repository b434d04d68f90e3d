import { defineRouting } from 'next-intl/routing'

import { DEFAULT_ROUTE_LOCALE, ROUTE_LOCALES } from './locales'

/** next-intl routing over every locale the product knows; tenants offer a subset (proxy.ts). */
export const routing = defineRouting({
  locales: ROUTE_LOCALES,
  defaultLocale: DEFAULT_ROUTE_LOCALE,
  localePrefix: 'always',
  localeCookie: { name: 'TRIBO_LOCALE', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 },
})
