/** Byte sizes use base 1024 with two decimals, units Bytes to YB. */
export const BYTE_BASE = 1024
export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const

/**
 * 0 → "0 Bytes", 1536 → "1.5 KB", 1048576 → "1 MB": rounded to two decimals,
 * trailing zeros dropped. Negative or non-numeric sizes → "".
 */
export function formatBytes(bytes: number | null | undefined, decimals = 2): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes === 0) return '0 Bytes'
  const exponent = Math.min(
    Math.max(Math.floor(Math.log(bytes) / Math.log(BYTE_BASE)), 0),
    BYTE_UNITS.length - 1,
  )
  const value = Number.parseFloat((bytes / BYTE_BASE ** exponent).toFixed(Math.max(0, decimals)))
  return `${value} ${BYTE_UNITS[exponent]}`
}
