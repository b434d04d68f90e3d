import { getTranslations } from 'next-intl/server'

import { LogoutButton } from '@/features/accounts/components/logout-button.client'
import type { NavigationEntry, Session } from '@/features/session/types'

import styles from './site-header.module.css'

function NavItems({ entries, level }: { entries: NavigationEntry[]; level: number }) {
  return (
    <ul className={level === 1 ? styles.navList : styles.subList}>
      {entries.map((entry) => (
        <li key={entry.uri} className={styles.navItem}>
          <a
            href={entry.uri}
            target={entry.target === '_blank' ? '_blank' : undefined}
            rel={entry.target === '_blank' ? 'noopener noreferrer' : undefined}
            className={styles.navLink}
          >
            {entry.label}
          </a>
          {entry.pages.length > 0 && <NavItems entries={entry.pages} level={level + 1} />}
        </li>
      ))}
    </ul>
  )
}

/** The site header: logo, page navigation, language choice and the account area. */
export async function SiteHeader({ session }: { session: Session }) {
  const t = await getTranslations('header')
  const current = session.availableLocales.flatMap((c) => c.languages.map((l) => ({ ...l, country: c }))).find((l) => l.url === `/${session.locale}`)
  const loginDisabled = session.activeFeatures.includes('disableLogin')
  const showMenu = !!session.user || !session.activeFeatures.includes('hideMenuWhenLoggedOut')

  return (
    <header className={styles.header}>
      {session.infoRibbonText && (
        <p className={styles.ribbon} role="note">
          {session.infoRibbonText}
        </p>
      )}
      <div className={`container ${styles.bar}`}>
        <a href={session.urls.homepageUrl ?? `/${session.locale}`} className={styles.logo} aria-label={t('homeLink', { name: session.tenantName })}>
          <span className={styles.logoImage} aria-hidden="true" />
        </a>
        {showMenu && session.navigationTree.length > 0 && (
          <nav aria-label={t('mainNavigation')} className={styles.nav}>
            <NavItems entries={session.navigationTree} level={1} />
          </nav>
        )}
        <div className={styles.tools}>
          {session.availableLocales.some((c) => c.languages.length > 0) && (
            <details className={styles.languages}>
              <summary data-testid="language-switcher">
                <span className="visually-hidden">{t('language')}: </span>
                {current ? `${current.country.title} · ${current.fullTitle}` : session.locale}
              </summary>
              <ul className={styles.languageList}>
                {session.availableLocales.map((country) => (
                  <li key={country.country}>
                    <span className={styles.countryName}>{country.countryName}</span>
                    <ul>
                      {country.languages.map((language) => (
                        <li key={language.url}>
                          <a href={language.url} hrefLang={language.language} lang={language.language} aria-current={language.url === `/${session.locale}` ? 'true' : undefined}>
                            {language.fullTitle}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {session.user ? (
            <div className={styles.account} data-testid="account-area">
              <span>{t('signedInAs', { name: session.user.name })}</span>
              <LogoutButton />
            </div>
          ) : (
            !loginDisabled && (
              <a className="button button--secondary" href={`/${session.locale}/login`} data-testid="login-link">
                {t('login')}
              </a>
            )
          )}
        </div>
      </div>
    </header>
  )
}
