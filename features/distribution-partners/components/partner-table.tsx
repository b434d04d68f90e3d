import { getLocale, getTranslations } from 'next-intl/server'

import styles from '@/features/dealers/components/dealers.module.css'
import { languageOf } from '@/lib/i18n/locales'

import type { DistributionPartner } from '../types'

/** The partners as a table: company, address, country and province, product lines, contact. */
export async function PartnerTable({ entries }: { entries: DistributionPartner[] }) {
  const t = await getTranslations('locations.partners')
  const tm = await getTranslations('locations.map')
  const names = new Intl.DisplayNames([languageOf(await getLocale())], { type: 'region' })
  return (
    <table className={styles.table} data-testid="partner-table">
      <caption className="visually-hidden">{t('title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.company')}</th>
          <th scope="col">{t('columns.address')}</th>
          <th scope="col">{t('columns.country')}</th>
          <th scope="col">{t('columns.productLines')}</th>
          <th scope="col">{t('columns.contact')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((partner) => (
          <tr key={partner.id}>
            <th scope="row">{partner.name}</th>
            <td>
              {partner.street ? (
                <>
                  {partner.street}
                  <br />
                </>
              ) : null}
              {[partner.postalCode, partner.city].filter(Boolean).join(' ')}
            </td>
            <td>
              {names.of(partner.country) ?? partner.country}
              {partner.province ? (
                <>
                  <br />
                  {partner.province} · {t(`regions.${partner.region}`)}
                </>
              ) : null}
            </td>
            <td>{partner.productLines.map((line) => line.title).join(', ')}</td>
            <td>
              {partner.phone ? (
                <>
                  <a href={`tel:${partner.phone.replace(/[^+\d]/g, '')}`}>{partner.phone}</a>
                  <br />
                </>
              ) : null}
              {partner.email ? (
                <>
                  <a href={`mailto:${partner.email}`}>{partner.email}</a>
                  <br />
                </>
              ) : null}
              {partner.website ? (
                <a href={partner.website} target="_blank" rel="noopener noreferrer">
                  {t('website')}
                  <span className="visually-hidden"> {tm('newTab')}</span>
                </a>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
