import { createTranslator } from 'next-intl'

import { DEFAULT_ROUTE_LOCALE, isRouteLocale, languageOf } from './locales'
import { loadMessages } from './messages'

/**
 * A translator for code outside React (API handlers): messages shown to users
 * come from the catalogues too, in the caller's locale.
 */
export async function getApiTranslator(locale: string | null | undefined) {
  const routeLocale = isRouteLocale(locale) ? locale : DEFAULT_ROUTE_LOCALE
  const messages = await loadMessages(languageOf(routeLocale))
  return createTranslator({ locale: routeLocale, messages })
}
