/** The largest quantity anyone can order or enter. */
export const MAX_QUANTITY = 9999
/** The default minimum of a number input. */
export const DEFAULT_MIN = 0
