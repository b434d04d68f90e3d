import { useTranslations } from 'next-intl'

import type { NextDueInfo } from '../schemas'
import styles from './fleet.module.css'

/** "seit 4 Tagen überfällig" in red, "in 6 Tagen" marked within 14 days, with what the date is based on. */
export function NextDueText({ due }: { due: NextDueInfo }) {
  const t = useTranslations('fleet')
  const when = due.overdue
    ? t('table.overdueDays', { days: -due.inDays })
    : t('table.inDays', { days: due.inDays })
  return (
    <span className={styles.muted}>
      <span className={due.overdue ? styles.overdue : due.inDays <= 14 ? styles.soon : undefined}>
        {when}
      </span>
      {' · '}
      {due.basisLabel}
    </span>
  )
}
