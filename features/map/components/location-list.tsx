import { useTranslations } from 'next-intl'

import type { MapLocation } from '../constants'
import styles from './location-map.module.css'

/** Route planning in the visitor's map app, without the Maps API. */
export const directionsUrl = (location: Pick<MapLocation, 'lat' | 'lng'>) =>
  `https://www.google.com/maps/dir/?api=1&destination=${location.lat},${location.lng}`

/** The locations as a list: the map's accessible stand-in when no map can be shown. */
export function LocationList({ locations, label }: { locations: MapLocation[]; label: string }) {
  const t = useTranslations('locations.map')
  return (
    <ul className={styles.list} aria-label={label} data-testid="location-list">
      {locations.map((location) => (
        <li key={location.id} className={styles.listItem}>
          <h3 className={styles.listTitle}>{location.title}</h3>
          {location.text ? <p className={styles.listText}>{location.text}</p> : null}
          <a
            href={directionsUrl(location)}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.listLink}
          >
            {t('directions')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
