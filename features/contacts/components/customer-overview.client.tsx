'use client'

import { useTranslations } from 'next-intl'
import { useId, useMemo, useState } from 'react'

import { useSession } from '@/features/session/components/session-provider.client'

import type { ContactSuggestion } from '../schemas'
import { useContactsBusy, useSelectContact } from '../queries'
import styles from './contacts.module.css'
import { counted } from '@/lib/numbers'

export type OverviewCustomer = {
  customer: { id: number; name: string; customerId: string }
  contacts: ContactSuggestion[]
}

/** Keeps the customers whose name or number match, with all contacts; otherwise the matching contacts only. */
export function filterOverview(entries: OverviewCustomer[], term: string): OverviewCustomer[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return entries
  const matches = (text: string) => words.every((word) => text.toLowerCase().includes(word))
  return entries
    .map((entry) =>
      matches(`${entry.customer.name} ${entry.customer.customerId}`)
        ? entry
        : {
            ...entry,
            contacts: entry.contacts.filter((c) => matches(`${c.displayLine1} ${c.displayLine2}`)),
          },
    )
    .filter((entry) => entry.contacts.length > 0)
}

/**
 * The customer overview's list: the employee's customers with their
 * contacts, filtered as one types; choosing a contact posts the selection and
 * opens the dashboard, now acting for that contact.
 */
export function CustomerOverview({
  entries,
  selectedId,
  targetUrl,
}: {
  entries: OverviewCustomer[]
  selectedId: string | null
  targetUrl: string
}) {
  const t = useTranslations('contacts.overview')
  const busy = useContactsBusy()
  const select = useSelectContact()
  const patchSession = useSession((s) => s.patchSession)
  const [term, setTerm] = useState('')
  const filterId = useId()
  const shown = useMemo(() => filterOverview(entries, term), [entries, term])
  if (!entries.length) return <p>{t('empty')}</p>
  return (
    <div className={styles.page}>
      <div>
        <label htmlFor={filterId}>{t('filterLabel')}</label>
        <input
          id={filterId}
          className={styles.searchInput}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          data-testid="overview-filter"
        />
      </div>
      {shown.length === 0 && <p>{t('noMatch')}</p>}
      {shown.map(({ customer, contacts }) => (
        <section
          key={customer.id}
          className={styles.customer}
          aria-labelledby={`customer-${customer.id}`}
          data-testid="overview-customer"
        >
          <h2 id={`customer-${customer.id}`}>
            {customer.name} <small className={styles.muted}>({customer.customerId})</small>
          </h2>
          <p className={styles.muted}>{t('contactsCount', counted(contacts.length))}</p>
          <ul className={styles.suggestions}>
            {contacts.map((contact) => (
              <li key={contact.id} className={styles.contactRow}>
                <span>
                  {contact.displayLine1}
                  <br />
                  <small className={styles.muted}>{contact.contactId}</small>
                </span>
                {contact.id === selectedId ? (
                  <strong>{t('current')}</strong>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    aria-label={t('selectContact', { name: contact.displayLine1 })}
                    onClick={async () => {
                      const data = await select.run(contact)
                      if (!data) return
                      patchSession({
                        selectedContact: data.selectedContact,
                        contactPerson: data.contactPerson,
                      })
                      window.location.assign(targetUrl)
                    }}
                  >
                    {t('select')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
