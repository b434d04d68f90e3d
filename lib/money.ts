/**
 * Money (SPEC §9): amounts travel as integer cents and are shown in Swiss francs
 * with two decimals, divided by 100, with the Swiss apostrophe thousands
 * separator replaced by a space: 123456 → "1 234.56". Swiss shops write francs
 * this way in every language, so fr, it and en use the same digits; only the
 * currency label is placed by the caller's text.
 */
export const CURRENCY = 'CHF'

const number = new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true })

/** 123456 → "1 234.56"; null, undefined and non-numbers → "". */
export function formatAmount(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return ''
  return number
    .format(Math.round(cents) / 100)
    .replace(/['’\u2019]/g, ' ')
    .replace(/\u2212/g, '-')
}

/** 123456 → "CHF 1 234.56". */
export function formatPrice(cents: number | null | undefined): string {
  const amount = formatAmount(cents)
  return amount ? `${CURRENCY} ${amount}` : ''
}
