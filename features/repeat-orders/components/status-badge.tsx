import type { ScheduleEntry } from '../schemas'
import styles from './repeat-orders.module.css'

/** A schedule's status as a badge (paused and ended stand out). */
export function StatusBadge({ entry }: { entry: Pick<ScheduleEntry, 'status' | 'statusLabel'> }) {
  return (
    <span
      className={`${styles.status} ${styles[entry.status] ?? ''}`}
      data-status={entry.status}
      data-testid="schedule-status"
    >
      {entry.statusLabel}
    </span>
  )
}
