import { useTranslations } from 'next-intl'

import { formatPrice } from '@/lib/money'
import { formatNumber } from '@/lib/numbers'
import type { VatSummary } from '@/lib/vat'

import styles from './vat-totals.module.css'

/** A VAT rate as Swiss invoices write it: 8.1, 2.6, 7.75 (the site's number format, up to two decimals). */
const formatRate = (rate: number) => formatNumber(rate, { maximumFractionDigits: 2 })

/**
 * The totals of a cart or an order the way a Swiss invoice states them. Net
 * prices: net total, the VAT of each rate, and the total including VAT (the
 * amount to pay, emphasised). Gross prices (a private customer's, retailer
 * mode): the total including VAT, then the VAT it contains per rate.
 */
export function VatTotals({ vat, testId = 'vat-totals' }: { vat: VatSummary; testId?: string }) {
  const t = useTranslations('ui.vat')
  return (
    <dl className={styles.totals} data-testid={testId}>
      {vat.pricesIncludeVat ? (
        <>
          <div className={styles.gross}>
            <dt>{t('gross')}</dt>
            <dd data-testid={`${testId}-gross`}>{formatPrice(vat.grossCents)}</dd>
          </div>
          {vat.rates.map((rate) => (
            <div key={rate.rate} className={styles.rate}>
              <dt>{t('contained', { rate: formatRate(rate.rate) })}</dt>
              <dd data-testid={`${testId}-vat`}>{formatPrice(rate.vatCents)}</dd>
            </div>
          ))}
        </>
      ) : (
        <>
          <div>
            <dt>{t('net')}</dt>
            <dd data-testid={`${testId}-net`}>{formatPrice(vat.netCents)}</dd>
          </div>
          {vat.rates.map((rate) => (
            <div key={rate.rate} className={styles.rate}>
              <dt>{t('rate', { rate: formatRate(rate.rate), base: formatPrice(rate.netCents) })}</dt>
              <dd data-testid={`${testId}-vat`}>{formatPrice(rate.vatCents)}</dd>
            </div>
          ))}
          <div className={styles.gross}>
            <dt>{t('gross')}</dt>
            <dd data-testid={`${testId}-gross`}>{formatPrice(vat.grossCents)}</dd>
          </div>
        </>
      )}
    </dl>
  )
}
