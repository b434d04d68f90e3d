import { STARS } from '../rating'
import styles from './product-feedback.module.css'

/** A star, 24 units wide; every command after the first `M` is relative, so the path can be moved by changing that `M`. */
export const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54-5.87-3.08-5.87 3.08 1.12-6.54-4.75-4.63 6.56-.95z'

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

/** Star width and the gap between stars, in the SVG's units (a star is 24 wide; the gap is 2 px at 24 px). */
const STAR_UNITS = 24
const GAP_UNITS = 2
const STEP = STAR_UNITS + GAP_UNITS
const ROW_WIDTH = STARS.length * STEP - GAP_UNITS
/** The five stars as one path: the star's path moved to each position (its commands after `M` are relative). */
const ROW_PATH = STARS.map((star) =>
  STAR_PATH.replace(/^M([\d.]+)/, (_, x: string) => `M${Number(x) + (star - 1) * STEP}`),
).join('')

/**
 * Five stars showing a value (an average fills stars partly), announced as one image with
 * `label`. One SVG of two paths, whatever the value: the outlines, and the solid stars in a
 * nested SVG as wide as the value (an inner SVG clips what lies outside it). A product page
 * lists many ratings; ten SVGs per rating made a fifth of its HTML.
 */
export function Stars({ value, label, size = 20 }: { value: number; label: string; size?: number }) {
  // Whole stars with their gaps, then the part of the next star.
  const whole = Math.floor(value)
  const filled = Math.min(ROW_WIDTH, whole * STEP + (value - whole) * STAR_UNITS)
  return (
    <svg
      className={styles.stars}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${ROW_WIDTH} ${STAR_UNITS}`}
      width={(size * ROW_WIDTH) / STAR_UNITS}
      height={size}
      focusable="false"
    >
      <path d={ROW_PATH} className={styles.starOutline} />
      {filled > 0 ? (
        <svg width={filled} height={STAR_UNITS} viewBox={`0 0 ${filled} ${STAR_UNITS}`}>
          <path d={ROW_PATH} className={styles.starSolid} />
        </svg>
      ) : null}
    </svg>
  )
}
