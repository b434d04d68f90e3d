/**
 * Money: amounts travel as integer cents and are shown in Swiss francs
 * with two decimals, divided by 100, with the Swiss apostrophe thousands
 * separator replaced by a space: 123456 → "1 234.56".
 *
 * Every language uses these de-CH digits. it-CH and en-CH format the same way;
 * fr-CH would give "1 234,56" with a decimal comma and a narrow no-break space,
 * which the rule above (written for the apostrophe format) does not describe,
 * and Swiss price tags use the decimal point in French too. One format also
 * keeps a price identical across the language versions of a page.
 */
import { formatNumber } from './numbers'

export const CURRENCY = 'CHF'

/** 123456 → "1 234.56"; null, undefined and non-numbers → "". */
export function formatAmount(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return ''
  return formatNumber(Math.round(cents) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/** 123456 → "CHF 1 234.56". */
export function formatPrice(cents: number | null | undefined): string {
  const amount = formatAmount(cents)
  return amount ? `${CURRENCY} ${amount}` : ''
}
