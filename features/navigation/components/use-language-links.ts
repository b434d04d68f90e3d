'use client'

import { useLocale } from 'next-intl'
import { useStore } from 'zustand'

import { useSession } from '@/features/session/components/session-provider.client'
import type { SessionLocale } from '@/features/session/types'

import { alternatesStore } from '../alternates'

export type LanguageLink = {
  locale: string
  language: string
  title: string
  fullTitle: string
  url: string
  current: boolean
}
export type CountryLinks = Omit<SessionLocale, 'languages'> & { languages: LanguageLink[]; current: boolean }

/**
 * The tenant's countries and languages, each language linking to the current
 * page in that language where it exists (else to the language's home).
 */
export function useLanguageLinks() {
  const locale = useLocale()
  const countries = useSession((s) => s.session.availableLocales)
  const alternates = useStore(alternatesStore, (s) => s.alternates)
  const withLinks: CountryLinks[] = countries.map((country) => {
    const languages = country.languages.map((l) => {
      const target = l.url.replace(/^\//, '')
      return {
        locale: target,
        language: l.language,
        title: l.title,
        fullTitle: l.fullTitle,
        url: alternates[target] ?? l.url,
        current: target === locale,
      }
    })
    return { ...country, languages, current: languages.some((l) => l.current) }
  })
  const all = withLinks.flatMap((c) => c.languages)
  const currentCountry = withLinks.find((c) => c.current) ?? null
  const current = all.find((l) => l.current) ?? null
  return { countries: withLinks, all, currentCountry, current }
}
