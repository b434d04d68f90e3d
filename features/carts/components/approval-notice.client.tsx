'use client'

import { useTranslations } from 'next-intl'

import { formatPrice } from '@/lib/money'

import type { ApprovalPreview } from '../checkout-schemas'
import styles from './checkout.module.css'

/**
 * The checkout overview's notice to a buyer whose order goes beyond its order
 * limit or monthly budget: before the submit, it says that the order will
 * await an administrator's approval, and why.
 */
export function ApprovalNotice({ preview, netCents }: { preview: ApprovalPreview; netCents: number }) {
  const t = useTranslations('approvals.checkout')
  if (!preview.required) return null
  return (
    <div className={styles.approvalNotice} role="note" data-testid="approval-notice">
      <p className={styles.approvalNoticeTitle}>{t('title')}</p>
      {preview.reasons.includes('limit') && preview.limitCents != null && (
        <p>{t('limit', { total: formatPrice(netCents), limit: formatPrice(preview.limitCents) })}</p>
      )}
      {preview.reasons.includes('budget') && preview.budgetCents != null && (
        <p>
          {t('budget', { budget: formatPrice(preview.budgetCents), spent: formatPrice(preview.spentCents) })}
        </p>
      )}
      <p>{t('after')}</p>
    </div>
  )
}
