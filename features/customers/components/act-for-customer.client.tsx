'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import { useContactsBusy, useSelectContact } from '@/features/contacts/queries'
import { useSession } from '@/features/session/components/session-provider.client'

import type { CustomerEntry } from '../schemas'

/**
 * "Für Kunde handeln" in a row of the customers list: the employee picks one
 * of the customer's contacts (the first by name is preselected) and acts for
 * it through the contact selector's own call (POST /api/contact/select), then
 * lands on the dashboard, where the customer's account pages are now open.
 */
export function ActForCustomer({ customer }: { customer: CustomerEntry }) {
  const t = useTranslations('contracts.customers')
  const locale = useLocale()
  const router = useRouter()
  const selectId = useId()
  const busy = useContactsBusy()
  const select = useSelectContact()
  const patchSession = useSession((s) => s.patchSession)
  const dashboardUrl = useSession((s) => s.session.urls.dashboardUrl)
  const [contact, setContact] = useState(customer.contacts[0]?.id ?? '')
  const [failed, setFailed] = useState(false)

  if (!customer.assigned) return <span>{t('notAssigned')}</span>
  if (!customer.contacts.length) return <span>{t('noContacts')}</span>
  const chosen = customer.contacts.find((c) => c.id === contact) ?? customer.contacts[0]

  const act = async () => {
    setFailed(false)
    const data = await select.run({ id: chosen.id, contactId: chosen.contactId })
    if (!data) {
      setFailed(true)
      return
    }
    patchSession({
      selectedContact: data.selectedContact,
      contactPerson: data.contactPerson,
      availableContacts: data.availableContacts,
    })
    router.push(dashboardUrl ?? `/${locale}/dashboard`)
  }

  return (
    <span data-testid={`act-for-${customer.customerId}`}>
      {customer.contacts.length > 1 && (
        <>
          <label htmlFor={selectId} className="visually-hidden">
            {t('chooseContact')}
          </label>
          <select id={selectId} value={chosen.id} onChange={(e) => setContact(e.target.value)}>
            {customer.contacts.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>{' '}
        </>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        aria-label={t('actForLabel', { contact: chosen.name, customer: customer.name })}
        onClick={() => void act()}
      >
        {t('actFor')}
      </button>
      {failed && <span role="alert"> {t('actError')}</span>}
    </span>
  )
}
