'use client'

import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useMemo, useRef, useState } from 'react'

import { Icon } from '@/components/icon/icon'
import {
  ContactPersonFlyout,
  LoginFlyout,
  ProfileMenu,
  SelectContactFlyout,
} from '@/features/navigation/components/account-flyouts.client'
import styles from '@/features/navigation/components/header.module.css'
import { InfoRibbon } from '@/features/navigation/components/info-ribbon.client'
import { LanguageSwitcher } from '@/features/navigation/components/language-switcher.client'
import { NavigationPanel } from '@/features/navigation/components/navigation-panel.client'
import { ScrollToTop } from '@/features/navigation/components/scroll-to-top.client'
import { useFlyout } from '@/features/navigation/components/use-flyout'
import { isMenuVisible } from '@/features/navigation/panel-state'
import { LiveSearch } from '@/features/search/components/live-search.client'
import { useSession } from '@/features/session/components/session-provider.client'
import { useBreakpointUp } from '@/lib/hooks/use-breakpoint'
import { counted } from '@/lib/numbers'

/** The search sits 85 px below the top from md up, 60 px below on smaller screens. */
export const SEARCH_OFFSET_PX = { md: 85, small: 60 } as const

/** The header of every page, each part with its show/hide rule. */
export function HeaderBar({ logoLabel }: { logoLabel: string }) {
  const t = useTranslations('header')
  const locale = useLocale()
  const pathname = usePathname()
  const session = useSession((s) => s.session)
  const mobile = !useBreakpointUp('sm')
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const searchContainer = useRef<HTMLDivElement>(null)
  const ignoreRefs = useMemo(() => [menuButton, searchContainer], [])
  const {
    open: dotsOpen,
    toggle: dotsToggle,
    root: dotsRoot,
    trigger: dotsTrigger,
  } = useFlyout({ lockScroll: true })

  const features = new Set(session.activeFeatures)
  const { urls, user } = session
  const menuVisible = isMenuVisible(!!user, features.has('hideMenuWhenLoggedOut'))
  const entries = [...session.productLines, ...session.navigationTree]
  const onOilFinderPage =
    !!urls.oilFinderUrl && (pathname === urls.oilFinderUrl || pathname.startsWith(`${urls.oilFinderUrl}/`))
  const showOilFinderLink = !!urls.oilFinderUrl && !onOilFinderPage
  const showSearch = !features.has('disableSearchField') && !!urls.searchDetailLink
  // B2B customers (active e-commerce shop users) order through the B2B cart; visitors and private customers through the B2C cart.
  const cart =
    user && session.isActiveEcommerceShopUser
      ? { url: urls.b2BCartUrl, count: session.b2BCartCount }
      : { url: urls.b2CCartUrl, count: session.b2CCartCount }
  const showLogin = !user && !features.has('disableLogin')

  const closeMenu = () => {
    setMenuOpen(false)
    menuButton.current?.focus()
  }

  return (
    <header
      className={`${styles.header} ${menuOpen ? styles.menuOpen : ''} ${showSearch ? styles.withSearch : ''}`}
      data-menu-open={menuOpen}
      style={{
        ['--search-offset-md' as string]: `${SEARCH_OFFSET_PX.md}px`,
        ['--search-offset' as string]: `${SEARCH_OFFSET_PX.small}px`,
      }}
    >
      {session.infoRibbonText && <InfoRibbon text={session.infoRibbonText} />}
      <div className={`container ${styles.bar}`}>
        {menuVisible && entries.length > 0 && (
          <button
            ref={menuButton}
            type="button"
            className={`${styles.headerButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls="navigation-panel"
            onClick={() => (menuOpen ? closeMenu() : setMenuOpen(true))}
            data-testid="menu-button"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className={styles.buttonText}>{menuOpen ? t('closeMenu') : t('menu')}</span>
          </button>
        )}
        <a
          href={urls.homepageUrl ?? `/${locale}`}
          className={styles.logo}
          aria-label={logoLabel}
          data-testid="logo"
        >
          <span className={styles.logoImage} aria-hidden="true" />
        </a>
        {showSearch && (
          <div ref={searchContainer} className={styles.search} data-testid="search-field">
            <LiveSearch resultsLink={urls.searchDetailLink!} containerRef={searchContainer} />
          </div>
        )}
        <div className={styles.tools}>
          {showOilFinderLink && (
            <a
              className={`${styles.headerButton} ${styles.smUp}`}
              href={urls.oilFinderUrl!}
              data-testid="oil-finder-link"
            >
              <Icon name="oil" size={20} />
              <span className={styles.buttonText}>{t('oilFinder')}</span>
            </a>
          )}
          <div className={styles.mdUp}>
            <LanguageSwitcher />
          </div>
          {urls.contactPageUrl && (
            <a
              className={`${styles.headerButton} ${styles.smallOnly}`}
              href={urls.contactPageUrl}
              aria-label={t('contact')}
              data-testid="contact-button"
            >
              <Icon name="info" size={20} />
            </a>
          )}
          <SelectContactFlyout mobile={mobile} />
          <ContactPersonFlyout mobile={mobile} />
          {cart.url && (
            <a
              className={styles.headerButton}
              href={cart.url}
              data-testid="cart-link"
              aria-label={t('cart', counted(cart.count))}
            >
              <Icon name="cart" size={20} />
              {cart.count > 0 && <span className={styles.badge}>{cart.count}</span>}
            </a>
          )}
          {showLogin && <LoginFlyout />}
          <ProfileMenu mobile={mobile} />
          <div className={`${styles.flyoutRoot} ${styles.mobileOnly}`} ref={dotsRoot}>
            <button
              ref={dotsTrigger}
              type="button"
              className={styles.headerButton}
              aria-expanded={dotsOpen}
              aria-label={t('more')}
              onClick={dotsToggle}
              data-testid="dots-menu"
            >
              <span className={styles.dots} aria-hidden="true">
                ⋮
              </span>
            </button>
            {dotsOpen && (
              <div className={`${styles.flyout} ${styles.mobileFlyout}`} data-testid="mobile-flyout">
                <ul className={styles.flyoutList}>
                  {urls.contactPageUrl && (
                    <li>
                      <a href={urls.contactPageUrl}>{t('contact')}</a>
                    </li>
                  )}
                  {urls.contactPageUrl && (
                    <li>
                      <a href={`${urls.contactPageUrl}?subject=feedback`} data-testid="feedback-menu-link">
                        {t('feedback')}
                      </a>
                    </li>
                  )}
                  {showOilFinderLink && (
                    <li>
                      <a href={urls.oilFinderUrl!}>{t('oilFinder')}</a>
                    </li>
                  )}
                  {urls.registerUrl && !user && (
                    <li>
                      <a href={urls.registerUrl}>{t('register')}</a>
                    </li>
                  )}
                  <li>
                    <a href={urls.homepageUrl ?? `/${locale}`}>{t('home')}</a>
                  </li>
                </ul>
              </div>
            )}
          </div>
        </div>
      </div>
      {menuOpen && (
        <NavigationPanel
          id="navigation-panel"
          entries={entries}
          onClose={closeMenu}
          ignoreRefs={ignoreRefs}
          oilFinderUrl={urls.oilFinderUrl}
        />
      )}
      <ScrollToTop />
      {urls.contactPageUrl && (
        <a
          className={styles.feedback}
          href={`${urls.contactPageUrl}?subject=feedback`}
          data-testid="feedback-trigger"
        >
          {t('feedback')}
        </a>
      )}
    </header>
  )
}
