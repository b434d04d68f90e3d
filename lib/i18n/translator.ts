import { createTranslator } from 'next-intl'

import { DEFAULT_ROUTE_LOCALE, isRouteLocale, languageOf, type RouteLocale } from './locales'
import { loadMessages } from './messages'

const createFor = async (locale: RouteLocale) =>
  createTranslator({ locale, messages: await loadMessages(languageOf(locale)) })

/**
 * One translator per locale for the whole process: a translator keeps the
 * messages it has parsed and its number and plural formatters, so a new one
 * per request would parse every message it is asked for again.
 */
const translators = new Map<RouteLocale, ReturnType<typeof createFor>>()

/**
 * A translator for code outside React (API handlers): messages shown to users
 * come from the catalogues too, in the caller's locale.
 */
export async function getApiTranslator(locale: string | null | undefined) {
  const routeLocale = isRouteLocale(locale) ? locale : DEFAULT_ROUTE_LOCALE
  let translator = translators.get(routeLocale)
  if (!translator) {
    translator = createFor(routeLocale)
    // A failed load is not kept: the next call tries again.
    translator.catch(() => translators.delete(routeLocale))
    translators.set(routeLocale, translator)
  }
  return translator
}
