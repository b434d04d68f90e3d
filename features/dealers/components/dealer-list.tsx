import { getTranslations } from 'next-intl/server'

import { directionsUrl } from '@/features/map/components/location-list'

import { dealerEntryId } from '../list-entry'
import type { DealerEntry } from '../types'
import styles from './dealers.module.css'

/** The finder's results as a list: name, type labels, address, distance, contact and route planning. */
export async function DealerList({
  entries,
  countryName,
}: {
  entries: DealerEntry[]
  countryName: (code: string) => string
}) {
  const t = await getTranslations('locations.dealers')
  const tm = await getTranslations('locations.map')
  return (
    <ol className={styles.list} data-testid="dealer-list">
      {entries.map((dealer) => (
        // Focusable by script only: a clicked marker moves the focus to its entry (dealer-map.client.tsx).
        <li key={dealer.id} id={dealerEntryId(dealer.id)} tabIndex={-1} className={styles.item}>
          <div className={styles.itemHead}>
            <h3 className={styles.name}>{dealer.name}</h3>
            {dealer.distanceKm != null ? (
              <span className={styles.distance}>{t('distance', { km: dealer.distanceKm })}</span>
            ) : null}
          </div>
          <ul className={styles.badges} aria-label={t('typesLabel')}>
            {dealer.types.map((type) => (
              <li
                key={type}
                className={type === 'topDealer' ? `${styles.badge} ${styles.top}` : styles.badge}
              >
                {t(`types.${type}`)}
              </li>
            ))}
          </ul>
          <address className={styles.address}>
            {dealer.street}
            <br />
            {dealer.postalCode} {dealer.city}, {countryName(dealer.country)}
          </address>
          {dealer.openingHours ? <p className={styles.hours}>{dealer.openingHours}</p> : null}
          <p className={styles.contact}>
            {dealer.phone ? <a href={`tel:${dealer.phone.replace(/[^+\d]/g, '')}`}>{dealer.phone}</a> : null}
            {dealer.email ? <a href={`mailto:${dealer.email}`}>{dealer.email}</a> : null}
            {dealer.website ? (
              <a href={dealer.website} target="_blank" rel="noopener noreferrer">
                {t('website')}
                <span className="visually-hidden"> {tm('newTab')}</span>
              </a>
            ) : null}
            <a href={directionsUrl(dealer)} target="_blank" rel="noopener noreferrer">
              {tm('directions')}
              <span className="visually-hidden"> {tm('newTab')}</span>
            </a>
          </p>
        </li>
      ))}
    </ol>
  )
}
