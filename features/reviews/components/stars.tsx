import { STARS, starFill } from '../rating'
import styles from './product-feedback.module.css'

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z'

/** One star outline, filled from the left by `fill` (0 to 1). Decorative: the caller labels the group. */
export function StarIcon({ fill, size = 20 }: { fill: number; size?: number }) {
  return (
    <span className={styles.star} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size} focusable="false">
        <path d={STAR_PATH} className={styles.starOutline} />
      </svg>
      {fill > 0 ? (
        <span className={styles.starFill} style={{ width: `${Math.round(fill * 100)}%` }}>
          <svg viewBox="0 0 24 24" width={size} height={size} focusable="false">
            <path d={STAR_PATH} className={styles.starSolid} />
          </svg>
        </span>
      ) : null}
    </span>
  )
}

/** Five stars showing a value (an average fills stars partly), announced as one image with `label`. */
export function Stars({ value, label, size }: { value: number; label: string; size?: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {STARS.map((star) => (
        <StarIcon key={star} fill={starFill(value, star)} size={size} />
      ))}
    </span>
  )
}
