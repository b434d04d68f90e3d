'use client'

import { useTranslations } from 'next-intl'

import { useRecommendation } from '../queries'
import type { Disclaimer } from '../types'
import styles from './oil-finder.module.css'
import { VehicleSummary } from './vehicle-summary'

type Props = { lang: string; disclaimer: Disclaimer | null; typeId: number; onContinue: () => void }

/**
 * Step 3: the tenant's disclaimer with Continue. The recommendation
 * is already being fetched, so it shows at once after Continue; its vehicle
 * tells the visitor what was chosen. An unknown vehicle stops here.
 */
export function NoticeStep({ lang, disclaimer, typeId, onContinue }: Props) {
  const t = useTranslations('oilFinder')
  const recommendation = useRecommendation(lang, typeId)
  const vehicle = recommendation.data?.recommendation.vehicle
  const paragraphs = (disclaimer?.text ?? t('notice.fallback')).split(/\n\s*\n/)

  return (
    <section className={styles.notice} aria-labelledby="oil-finder-notice-title">
      {vehicle && <VehicleSummary vehicle={vehicle} />}
      {recommendation.isError && (
        <p className={styles.empty} role="alert" data-testid="oil-finder-unknown-vehicle">
          {t('notice.unknownVehicle')}
        </p>
      )}
      <div className={styles.disclaimer} data-testid="oil-finder-disclaimer">
        <h3 id="oil-finder-notice-title" className={styles.subheading}>
          {disclaimer?.title ?? t('notice.title')}
        </h3>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <button
        type="button"
        className="button button--primary"
        onClick={onContinue}
        disabled={recommendation.isError}
        data-testid="oil-finder-continue"
      >
        {t('notice.continue')}
      </button>
    </section>
  )
}
