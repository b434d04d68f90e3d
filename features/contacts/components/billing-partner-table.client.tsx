'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { BillingPartner } from '../schemas'
import { useChooseBillingPartner, useContactsBusy } from '../queries'
import styles from './contacts.module.css'

/** Billing partner selection: company name lines, select action, partner id, street, postal code, city. */
export function BillingPartnerTable({ partners: initial }: { partners: BillingPartner[] }) {
  const t = useTranslations('contacts.billing')
  const busy = useContactsBusy()
  const choose = useChooseBillingPartner()
  const [partners, setPartners] = useState(initial)
  if (!partners.length) return <p>{t('empty')}</p>
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="billing-partners">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('companyName')}</th>
            <th scope="col">{t('action')}</th>
            <th scope="col">{t('partnerId')}</th>
            <th scope="col">{t('street')}</th>
            <th scope="col">{t('postalCode')}</th>
            <th scope="col">{t('city')}</th>
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <tr key={partner.partnerId} aria-current={partner.selected ? 'true' : undefined}>
              <td>
                {partner.companyName.map((line, index) => (
                  <span key={index}>
                    {index > 0 && <br />}
                    {line}
                  </span>
                ))}
              </td>
              <td>
                {partner.selected ? (
                  <strong>{t('selected')}</strong>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    aria-label={t('selectPartner', { name: partner.companyName.join(', ') })}
                    onClick={async () => {
                      const next = await choose.run(partner.partnerId)
                      if (next) setPartners(next)
                    }}
                  >
                    {t('select')}
                  </button>
                )}
              </td>
              <td>{partner.partnerId}</td>
              <td>{partner.street}</td>
              <td>{partner.postalCode}</td>
              <td>{partner.city}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
