/**
 * SPEC §9 "Table scroll step 50 px every 25 ms": while a scroll button is held,
 * the table moves sideways by this many pixels at this interval.
 */
export const TABLE_SCROLL_STEP_PX = 50
export const TABLE_SCROLL_INTERVAL_MS = 25
