import { useTranslations } from 'next-intl'
import Link from 'next/link'

import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { formatIsoDate } from '@/lib/iso-date'
import { counted, formatQuantity } from '@/lib/numbers'

import { entryLabel, type DueServicesPanel } from '../reminders'
import styles from './due-services.module.css'

type Props = {
  panel: DueServicesPanel
  /** The route locale of the links. */
  locale: string
}

/**
 * "Fällige Services" on the fleet page: what falls due within the user's lead
 * days or is overdue (overdue first), each row linking to its entry, and a
 * link to the oil plan; server-rendered from dueServicesForAccount. Components
 * without a service on record are counted below (no date to remind of yet).
 */
export function DueServices({ panel, locale }: Props) {
  const t = useTranslations('fleetReminders.due')
  const tc = useTranslations('fleet.components')
  const days = panel.leadDays
  return (
    <section className={styles.panel} aria-labelledby="due-services-title" data-testid="due-services">
      <h2 id="due-services-title">{t('title')}</h2>
      {panel.services.length === 0 ? (
        <p data-testid="due-services-empty">{t('empty', { days })}</p>
      ) : (
        <>
          <p>{t('intro', { days })}</p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('dueDate')}</th>
                  <th scope="col">{t('entry')}</th>
                  <th scope="col">{t('component')}</th>
                  <th scope="col">{t('product')}</th>
                  <th scope="col" className={styles.number}>
                    {t('litres')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {panel.services.map((service) => (
                  <tr
                    key={`${service.entryId}:${service.componentId}`}
                    className={service.overdue ? styles.overdue : undefined}
                    data-testid="due-service"
                  >
                    <td>
                      {service.overdue
                        ? t('overdueSince', { date: formatIsoDate(service.dueDate) })
                        : t('dueOn', { date: formatIsoDate(service.dueDate) })}
                    </td>
                    <td>
                      <Link href={`/${locale}${ACCOUNT_PATHS.fleet}/${service.entryId}`}>
                        {entryLabel(service)}
                      </Link>
                    </td>
                    <td>{tc(service.component)}</td>
                    <td>{service.productName ?? service.productInUseText ?? t('noProduct')}</td>
                    <td className={styles.number}>
                      {service.litres != null ? formatQuantity(service.litres, 'l') : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <Link href={`/${locale}${ACCOUNT_PATHS.fleetPlan}`} data-testid="due-services-plan">
              {t('plan')}
            </Link>
          </p>
        </>
      )}
      {panel.withoutHistory > 0 && (
        <p className={styles.note} data-testid="due-services-without-history">
          {t('withoutHistory', counted(panel.withoutHistory))}
        </p>
      )}
    </section>
  )
}
