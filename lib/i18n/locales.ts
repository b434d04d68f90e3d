/**
 * The one locale list of the product. Route locales are
 * language-country in lower case; content is stored per language.
 */
export const CONTENT_LANGUAGES = ['de', 'fr', 'it', 'en'] as const
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: ContentLanguage = 'de'

export const ROUTE_LOCALES = ['de-ch', 'fr-ch', 'it-ch', 'de-de', 'de-at', 'en'] as const
export type RouteLocale = (typeof ROUTE_LOCALES)[number]
export const DEFAULT_ROUTE_LOCALE: RouteLocale = 'de-ch'

export const LANGUAGE_NAMES: Record<ContentLanguage, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
}

export function isRouteLocale(value: string | undefined | null): value is RouteLocale {
  return !!value && (ROUTE_LOCALES as readonly string[]).includes(value)
}

/** The route locale, or the default one for a value that is none (metadata of a page whose locale the page itself refuses). */
export function routeLocaleOr(value: string | undefined | null): RouteLocale {
  return isRouteLocale(value) ? value : DEFAULT_ROUTE_LOCALE
}

export function isContentLanguage(value: string | undefined | null): value is ContentLanguage {
  return !!value && (CONTENT_LANGUAGES as readonly string[]).includes(value)
}

/** `de-ch` → `de`, `en` → `en`. */
export function languageOf(locale: string): ContentLanguage {
  const language = locale.split('-')[0]
  return isContentLanguage(language) ? language : DEFAULT_LANGUAGE
}

/** `de-ch` → `ch`; a locale without country (international `en`) has none. */
export function countryOf(locale: string): string | null {
  const [, country] = locale.split('-')
  return country ?? null
}

/** Builds the route locale for a language in a country (`int` = international, no country part). */
export function routeLocaleFor(language: string, country: string): string {
  return country === 'int' ? language : `${language}-${country}`.toLowerCase()
}
