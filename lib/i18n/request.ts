import { getRequestConfig } from 'next-intl/server'

import { DEFAULT_ROUTE_LOCALE, isRouteLocale, languageOf } from './locales'
import { loadMessages } from './messages'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isRouteLocale(requested) ? requested : DEFAULT_ROUTE_LOCALE
  return {
    locale,
    messages: await loadMessages(languageOf(locale)),
    timeZone: 'Europe/Zurich',
  }
})
