'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Icon } from '@/components/icon/icon'
import { Modal } from '@/components/modal/modal.client'

import styles from './header.module.css'
import { useFlyout } from './use-flyout'
import { useLanguageLinks } from './use-language-links'

/**
 * The language switcher: the trigger shows the current language;
 * its overlay lists the current country's languages; a country button (only
 * with more than one locale) opens the country modal (size 800). When the
 * current country has one language the trigger opens the modal directly; a
 * country with one language navigates at once.
 */
export function LanguageSwitcher() {
  const t = useTranslations('header')
  const { countries, all, currentCountry, current } = useLanguageLinks()
  const {
    open: overlayOpen,
    close: overlayClose,
    toggle: overlayToggle,
    root: overlayRoot,
    trigger: overlayTrigger,
  } = useFlyout()
  const [modalOpen, setModalOpen] = useState(false)
  if (all.length <= 1) return null

  const openModal = () => {
    overlayClose()
    setModalOpen(true)
  }
  const singleLanguageCountry = (currentCountry?.languages.length ?? 0) <= 1

  return (
    <div className={styles.languageSwitcher} ref={overlayRoot}>
      <button
        ref={overlayTrigger}
        type="button"
        className={styles.headerButton}
        data-testid="language-switcher"
        aria-expanded={singleLanguageCountry ? modalOpen : overlayOpen}
        aria-haspopup={singleLanguageCountry ? 'dialog' : 'true'}
        onClick={singleLanguageCountry ? openModal : overlayToggle}
      >
        <span className="visually-hidden">{t('language')}: </span>
        <span>{current?.fullTitle ?? '—'}</span>
        <Icon name="chevron-down" size={16} />
      </button>
      {overlayOpen && currentCountry && (
        <div className={styles.flyout} data-testid="language-overlay">
          <ul className={styles.flyoutList}>
            {currentCountry.languages.map((l) => (
              <li key={l.locale}>
                <a
                  href={l.url}
                  hrefLang={l.language}
                  lang={l.language}
                  aria-current={l.current ? 'true' : undefined}
                >
                  {l.fullTitle}
                </a>
              </li>
            ))}
          </ul>
          {all.length > 1 && (
            <button
              type="button"
              className="button button--link"
              onClick={openModal}
              data-testid="country-button"
            >
              {t('chooseCountry', { country: currentCountry.countryName })}
            </button>
          )}
        </div>
      )}
      <Modal open={modalOpen} onClose={() => setModalOpen(false)} title={t('countryModalTitle')} size="md">
        <ul className={styles.countries} data-testid="country-modal">
          {countries.map((country) => (
            <li key={country.country} className={styles.country}>
              {country.languages.length === 1 ? (
                <a
                  href={country.languages[0].url}
                  className={styles.countryName}
                  aria-current={country.current ? 'true' : undefined}
                  onClick={() => setModalOpen(false)}
                >
                  {country.countryName}
                </a>
              ) : (
                <>
                  <span className={styles.countryName}>{country.countryName}</span>
                  <ul className={styles.countryLanguages}>
                    {country.languages.map((l) => (
                      <li key={l.locale}>
                        <a
                          href={l.url}
                          hrefLang={l.language}
                          lang={l.language}
                          aria-current={l.current ? 'true' : undefined}
                        >
                          {l.fullTitle}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  )
}
