import type { Metadata } from 'next'

import { htmlLang } from './i18n/html-lang'

/**
 * Canonical URL and hreflang alternates of a page (every locale it exists in,
 * plus x-default for the tenant's default locale), and its Open Graph tags.
 */
export function pageMetadata({
  origin,
  locale,
  defaultLocale,
  alternates,
  title,
  description,
  siteName,
}: {
  origin: string
  locale: string
  defaultLocale: string
  alternates: Partial<Record<string, string>>
  title?: string
  description?: string
  siteName: string
}): Pick<Metadata, 'alternates' | 'openGraph'> {
  const absolute = (path: string) => new URL(path, origin).toString()
  const languages: Record<string, string> = {}
  for (const [l, path] of Object.entries(alternates)) if (path) languages[htmlLang(l)] = absolute(path)
  const fallback = alternates[defaultLocale]
  if (fallback) languages['x-default'] = absolute(fallback)
  const own = alternates[locale]
  return {
    alternates: { canonical: own ? absolute(own) : undefined, languages },
    openGraph: {
      type: 'website',
      siteName,
      title: title ?? siteName,
      description,
      url: own ? absolute(own) : undefined,
      locale: htmlLang(locale).replace('-', '_'),
      alternateLocale: Object.keys(alternates)
        .filter((l) => l !== locale)
        .map((l) => htmlLang(l).replace('-', '_')),
    },
  }
}
