'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'

import styles from './header.module.css'
import { useLanguageLinks } from './use-language-links'

/** The language choice inside the navigation panel on small screens. */
export function LanguageSelect() {
  const t = useTranslations('header')
  const id = useId()
  const { countries, all, current } = useLanguageLinks()
  if (all.length <= 1) return null
  return (
    <div className={styles.languageSelect}>
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        value={current?.url ?? ''}
        onChange={(e) => window.location.assign(e.target.value)}
        data-testid="language-select"
      >
        {countries.map((country) => (
          <optgroup key={country.country} label={country.countryName}>
            {country.languages.map((l) => (
              <option key={l.locale} value={l.url}>
                {`${country.countryName} · ${l.fullTitle}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  )
}
