'use client'

import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { useSession } from '@/features/session/components/session-provider.client'

import {
  CONTACT_SEARCH_DEBOUNCE_MS,
  CONTACT_SEARCH_MAX_LENGTH,
  CONTACT_SEARCH_MIN_LENGTH,
} from '../constants'
import { useContactsBusy, useContactSearch, useLeaveContact, useSelectContact } from '../queries'
import { contactsLinkKind, showContactLogout, showContactSelector } from '../visibility'
import styles from './contacts.module.css'

type Props = {
  /** Closes the surrounding flyout (after choosing or leaving a contact). */ onDone?: () => void
}

/**
 * The contact selector of the order-on-behalf flyout (employees only): a search
 * from the first characters, 400 ms after the last keystroke, up to five
 * suggestions; choosing one posts the selection (not while a request runs),
 * closes the flyout and reloads the page's data for the contact's customer.
 * With a selected contact: who it is and the leave button instead.
 */
export function ContactSelector({ onDone }: Props) {
  const t = useTranslations('contacts.selector')
  const router = useRouter()
  const user = useSession((s) => s.session.user)
  const selected = useSession((s) => s.session.selectedContact)
  const patchSession = useSession((s) => s.patchSession)
  const overviewUrl = useSession((s) => s.session.urls.customerOverviewUrl)
  const dashboardUrl = useSession((s) => s.session.urls.dashboardUrl)
  const [term, setTerm] = useState('')
  // The term searched for: set 400 ms after the last keystroke.
  const [searchedTerm, setSearchedTerm] = useState('')
  const { suggestions, searching } = useContactSearch(searchedTerm)
  const busy = useContactsBusy()
  const select = useSelectContact()
  const leave = useLeaveContact()
  const inputId = useId()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const onChange = (value: string) => {
    setTerm(value)
    if (timer.current) clearTimeout(timer.current)
    const next = value.trim()
    if (next.length < CONTACT_SEARCH_MIN_LENGTH) {
      setSearchedTerm('')
      return
    }
    timer.current = setTimeout(() => setSearchedTerm(next), CONTACT_SEARCH_DEBOUNCE_MS)
  }

  const choose = async (id: string, contactId: string) => {
    const data = await select.run({ id, contactId })
    if (!data) return
    patchSession({
      selectedContact: data.selectedContact,
      contactPerson: data.contactPerson,
      availableContacts: data.availableContacts,
    })
    setTerm('')
    setSearchedTerm('')
    onDone?.()
    router.refresh()
  }

  const linkKind = contactsLinkKind(user)
  const linkUrl = linkKind === 'allContacts' ? overviewUrl : dashboardUrl

  return (
    <div className={styles.selector} data-testid="contact-selector">
      {selected && <p data-testid="acting-for">{t('actingFor', { name: selected.name })}</p>}
      {!selected && !showContactSelector(user, selected) && <p>{t('noContactSelected')}</p>}
      {showContactSelector(user, selected) && (
        <>
          <label htmlFor={inputId}>{t('searchLabel')}</label>
          <input
            id={inputId}
            className={styles.searchInput}
            type="search"
            autoComplete="off"
            maxLength={CONTACT_SEARCH_MAX_LENGTH}
            placeholder={t('searchPlaceholder')}
            value={term}
            onChange={(event) => onChange(event.target.value)}
            data-testid="contact-search"
          />
          <div aria-live="polite">
            {searching && <p className={styles.muted}>{t('searching')}</p>}
            {!searching && searchedTerm && term.trim() === searchedTerm && suggestions.length === 0 && (
              <p className={styles.muted}>{t('noResults')}</p>
            )}
          </div>
          {suggestions.length > 0 && (
            <ul
              className={styles.suggestions}
              aria-label={t('suggestions')}
              data-testid="contact-suggestions"
            >
              {suggestions.map((contact) => (
                <li key={contact.id}>
                  <button
                    type="button"
                    className={styles.suggestion}
                    disabled={busy}
                    onClick={() => void choose(contact.id, contact.contactId)}
                  >
                    <span>{contact.displayLine1}</span>
                    <small>{contact.displayLine2}</small>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {showContactLogout(user, selected) && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          data-testid="contact-logout"
          onClick={async () => {
            if (await leave.run()) onDone?.()
          }}
        >
          {t('leave')}
        </button>
      )}
      {linkKind && linkUrl && (
        <a href={linkUrl} data-testid={linkKind === 'allContacts' ? 'all-contacts' : 'show-all-as-customer'}>
          {t(linkKind)}
        </a>
      )}
    </div>
  )
}
