'use client'

import { useLocale, useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'

import { Icon } from '@/components/icon/icon'
import { LazyLoginForm, preloadLoginForm } from '@/features/accounts/components/login-form.lazy.client'
import { showOrderOnBehalf } from '@/features/contacts/visibility'
import { useSession } from '@/features/session/components/session-provider.client'
import { useLogout, useRetailerMode, useSessionBusy } from '@/features/session/queries'

import styles from './header.module.css'
import { useFlyout } from './use-flyout'
import { counted } from '@/lib/numbers'

const loadContactSelector = () => import('@/features/contacts/components/contact-selector.client')
/** The employee's contact search, in its own chunk (with its answers' schemas): only employees see it, when they open the flyout. */
const ContactSelector = dynamic(() => loadContactSelector().then((m) => m.ContactSelector), { ssr: false })
const preloadContactSelector = () => void loadContactSelector()

const touchQuery = '(hover: none)'
function useIsTouch() {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(touchQuery)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => !!window.matchMedia?.(touchQuery).matches,
    () => false,
  )
}

/** Login flyout: opens on click, or at start when the session asks for it; never closes on hover-out. */
export function LoginFlyout() {
  const t = useTranslations('header')
  const pathname = usePathname()
  const openAtStart = useSession((s) => s.session.openLoginDialog)
  const redirect = useSession((s) => s.session.loginRedirectUrl)
  const forgotPasswordUrl = useSession((s) => s.session.urls.forgotPasswordUrl)
  const {
    open: flyoutOpen,
    toggle: flyoutToggle,
    root: flyoutRoot,
    trigger: flyoutTrigger,
  } = useFlyout({ initiallyOpen: openAtStart })
  return (
    <div className={styles.flyoutRoot} ref={flyoutRoot}>
      <button
        ref={flyoutTrigger}
        type="button"
        className={`${styles.headerButton} ${styles.loginButton}`}
        aria-expanded={flyoutOpen}
        onClick={flyoutToggle}
        onPointerEnter={preloadLoginForm}
        onFocus={preloadLoginForm}
        data-testid="login-link"
      >
        <Icon name="user" size={20} />
        <span className={styles.buttonText}>{t('login')}</span>
      </button>
      {flyoutOpen && (
        <div
          className={`${styles.flyout} ${styles.flyoutWide}`}
          role="dialog"
          aria-label={t('loginTitle')}
          data-testid="login-flyout"
        >
          <p className={styles.flyoutTitle}>{t('loginTitle')}</p>
          <LazyLoginForm redirectUrl={redirect ?? pathname} forgotPasswordUrl={forgotPasswordUrl} />
        </div>
      )}
    </div>
  )
}

/** Profile icon with the unread count: a link to the dashboard on touch devices, otherwise the profile flyout. */
export function ProfileMenu({ mobile }: { mobile: boolean }) {
  const t = useTranslations('header')
  const locale = useLocale()
  const router = useRouter()
  const isTouch = useIsTouch()
  const user = useSession((s) => s.session.user)
  const unread = useSession((s) => s.session.unreadNotificationCount)
  const entries = useSession((s) => s.session.userMenuEntries)
  const dashboardUrl = useSession((s) => s.session.urls.dashboardUrl)
  const logout = useLogout()
  const busy = useSessionBusy()
  const tc = useTranslations('contacts.selector')
  const {
    open: flyoutOpen,
    toggle: flyoutToggle,
    root: flyoutRoot,
    trigger: flyoutTrigger,
    hoverProps: flyoutHoverProps,
  } = useFlyout({ hover: !mobile })
  if (!user) return null

  const icon = (
    <>
      <Icon name="user" size={20} />
      {unread > 0 && (
        <span className={styles.badge} data-testid="unread-count" aria-hidden="true">
          {unread}
        </span>
      )}
      <span className="visually-hidden">
        {t('signedInAs', { name: user.name })}
        {unread > 0 ? `, ${t('unread', counted(unread))}` : ''}
      </span>
    </>
  )

  // Without a dashboard page the flyout stays the way to the menu and to logging out.
  if (isTouch && dashboardUrl) {
    return (
      <div className={styles.flyoutRoot} data-testid="account-area">
        <a className={styles.headerButton} href={dashboardUrl}>
          {icon}
        </a>
      </div>
    )
  }
  return (
    <div className={styles.flyoutRoot} ref={flyoutRoot} data-testid="account-area" {...flyoutHoverProps}>
      <button
        ref={flyoutTrigger}
        type="button"
        className={styles.headerButton}
        aria-expanded={flyoutOpen}
        onClick={flyoutToggle}
      >
        {icon}
      </button>
      {flyoutOpen && (
        <div className={styles.flyout} data-testid="profile-flyout">
          <p className={styles.flyoutTitle}>{user.name}</p>
          <ul className={styles.flyoutList}>
            {dashboardUrl && (
              <li>
                <a href={dashboardUrl}>{t('dashboard')}</a>
              </li>
            )}
            {user.type === 'customer' && dashboardUrl && (
              <li>
                <a href={dashboardUrl} data-testid="show-all-as-customer">
                  {tc('showAllAsCustomer')}
                </a>
              </li>
            )}
            {entries.map((entry) => (
              <li key={entry.link}>
                <a href={entry.link}>
                  {entry.title}
                  {entry.hasBadge && unread > 0 && (
                    <>
                      <span className={styles.inlineBadge} aria-hidden="true" data-testid="menu-entry-badge">
                        {unread}
                      </span>
                      <span className="visually-hidden">, {t('unread', counted(unread))}</span>
                    </>
                  )}
                </a>
              </li>
            ))}
          </ul>
          <RetailerModeToggle />
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={async () => {
              // The answer sends the browser to the home page (a full load: visitors' pages come from the cache).
              if (await logout.run()) return
              // The API client has shown why; the refresh shows the true state.
              router.replace(`/${locale}`)
              router.refresh()
            }}
          >
            {t('logout')}
          </button>
        </div>
      )}
    </div>
  )
}

/** Retailer mode switch: only when available; shows the new value at once, reloads on success, reverts on failure. */
export function RetailerModeToggle() {
  const t = useTranslations('header')
  const mode = useSession((s) => s.session.retailerMode)
  const { set: setRetailerMode, running } = useRetailerMode()
  if (!mode.available) return null
  return (
    <label className={styles.switchRow} data-testid="retailer-mode">
      <input
        type="checkbox"
        role="switch"
        checked={mode.enabled}
        disabled={running}
        aria-describedby="retailer-mode-hint"
        onChange={async (event) => {
          if (await setRetailerMode(event.target.checked)) window.location.reload()
        }}
      />
      <span>
        {t('retailerMode')}
        <small id="retailer-mode-hint" className={styles.switchHint}>
          {t('retailerModeHint')}
        </small>
      </span>
    </label>
  )
}

/** Order on behalf: employees whose options allow it pick the contact they act for (features/contacts). */
export function SelectContactFlyout({ mobile }: { mobile: boolean }) {
  const t = useTranslations('header')
  const user = useSession((s) => s.session.user)
  const {
    open: flyoutOpen,
    setOpen: setFlyoutOpen,
    toggle: flyoutToggle,
    root: flyoutRoot,
    trigger: flyoutTrigger,
    hoverProps: flyoutHoverProps,
  } = useFlyout({ hover: !mobile })
  if (!showOrderOnBehalf(user)) return null
  return (
    <div className={styles.flyoutRoot} ref={flyoutRoot} {...flyoutHoverProps} data-testid="order-on-behalf">
      <button
        ref={flyoutTrigger}
        type="button"
        className={styles.headerButton}
        aria-expanded={flyoutOpen}
        onClick={flyoutToggle}
        onPointerEnter={preloadContactSelector}
        onFocus={preloadContactSelector}
        aria-label={t('orderOnBehalf')}
      >
        <Icon name="cart" size={20} />
        <Icon name="user" size={14} />
      </button>
      {flyoutOpen && (
        <div className={styles.flyout}>
          <p className={styles.flyoutTitle}>{t('orderOnBehalf')}</p>
          <ContactSelector onDone={() => setFlyoutOpen(false)} />
        </div>
      )}
    </div>
  )
}

/** The customer's contact person: name, department, role, phone, e-mail and picture. */
export function ContactPersonFlyout({ mobile }: { mobile: boolean }) {
  const t = useTranslations('header')
  const person = useSession((s) => s.session.contactPerson)
  const {
    open: flyoutOpen,
    setOpen: setFlyoutOpen,
    toggle: flyoutToggle,
    root: flyoutRoot,
    trigger: flyoutTrigger,
    hoverProps: flyoutHoverProps,
  } = useFlyout({ hover: !mobile })
  const menuRequests = useSession((s) => s.contactMenuRequests)
  useEffect(() => {
    if (menuRequests === 0) return
    // A campaign banner asked for the contact menu: open it; focusing its trigger brings it into view.
    setFlyoutOpen(true)
    flyoutTrigger.current?.focus()
  }, [menuRequests, setFlyoutOpen, flyoutTrigger])
  if (!person) return null
  return (
    <div className={styles.flyoutRoot} ref={flyoutRoot} {...flyoutHoverProps} data-testid="contact-person">
      <button
        ref={flyoutTrigger}
        type="button"
        className={styles.headerButton}
        aria-expanded={flyoutOpen}
        onClick={flyoutToggle}
        aria-label={t('contactPerson')}
      >
        <Icon name="info" size={20} />
      </button>
      {flyoutOpen && (
        <div className={styles.flyout}>
          <p className={styles.flyoutTitle}>{t('contactPerson')}</p>
          <p>
            <strong>{person.name}</strong>
            {person.role && <br />}
            {person.role}
            {person.department && <br />}
            {person.department}
          </p>
          {person.phone && <a href={`tel:${person.phone.replace(/\s/g, '')}`}>{person.phone}</a>}
          {person.email && <a href={`mailto:${person.email}`}>{person.email}</a>}
        </div>
      )}
    </div>
  )
}
