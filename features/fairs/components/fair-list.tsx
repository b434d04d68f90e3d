import { getTranslations } from 'next-intl/server'

import { CmsPicture } from '@/components/picture/picture'
import { formatDate } from '@/lib/dates'
import { linkTarget } from '@/lib/link-target'

import type { Fair, FairList as FairListData } from '../types'
import styles from './fair-list.module.css'

function FairItem({ fair, websiteLabel }: { fair: Fair; websiteLabel: string }) {
  const from = formatDate(fair.fromDate)
  const to = formatDate(fair.toDate)
  return (
    <li className={styles.fair} data-testid="fair">
      {fair.image && <CmsPicture image={fair.image} className={styles.image} ratio="3 / 2" sizes="12rem" />}
      <div>
        <p className={styles.dates}>
          <time dateTime={fair.fromDate}>{from}</time>
          {to !== from && (
            <>
              {' – '}
              <time dateTime={fair.toDate}>{to}</time>
            </>
          )}
        </p>
        <h3 className={styles.name}>{fair.name}</h3>
        <p className={styles.place}>
          {[fair.venue, fair.city, fair.country].filter(Boolean).join(', ')}
          {fair.stand && ` · ${fair.stand}`}
        </p>
        {fair.description && <p>{fair.description}</p>}
        {fair.url && (
          <a href={fair.url} {...linkTarget(fair.url.startsWith('http'))}>
            {websiteLabel}
            <span className="visually-hidden">: {fair.name}</span>
          </a>
        )}
      </div>
    </li>
  )
}

/** The fair list: upcoming fairs first, past ones in their own section. */
export async function FairList({ fairs }: { fairs: FairListData }) {
  const t = await getTranslations('news.fairs')
  return (
    <>
      <section aria-labelledby="fairs-upcoming" data-testid="fairs-upcoming">
        <h2 id="fairs-upcoming">{t('upcoming')}</h2>
        {fairs.upcoming.length ? (
          <ul className={styles.list}>
            {fairs.upcoming.map((fair) => (
              <FairItem key={fair.id} fair={fair} websiteLabel={t('website')} />
            ))}
          </ul>
        ) : (
          <p>{t('noUpcoming')}</p>
        )}
      </section>
      {fairs.past.length > 0 && (
        <section aria-labelledby="fairs-past" className={styles.pastSection} data-testid="fairs-past">
          <h2 id="fairs-past">{t('past')}</h2>
          <ul className={styles.list}>
            {fairs.past.map((fair) => (
              <FairItem key={fair.id} fair={fair} websiteLabel={t('website')} />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
