/**
 * The one number format of the site, for counts, amounts and quantities in
 * every language: Swiss digits (a decimal point) with a plain space between
 * thousands — "3 017 Einträge", "CHF 3 860.45", "0.5 l". Intl's de-CH
 * grouping apostrophe is replaced by the space, and French uses the same
 * point and space instead of its comma and narrow space, so a figure reads
 * the same in all four language versions of a page. Amounts in francs are
 * lib/money.ts, built on this.
 */

const formats = new Map<string, Intl.NumberFormat>()

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('de-CH', {
      minimumFractionDigits,
      maximumFractionDigits,
      useGrouping: true,
    })
    formats.set(key, format)
  }
  return format
}

/** A number with at least `minimumFractionDigits` and at most `maximumFractionDigits` decimals; "" for anything that is not a finite number. */
export function formatNumber(
  value: number | null | undefined,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = 3,
  }: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return ''
  return numberFormat(minimumFractionDigits, Math.max(minimumFractionDigits, maximumFractionDigits))
    .format(value)
    .replace(/['’]/g, ' ')
    .replace(/\u2212/g, '-')
}

/** A count: 3017 → "3 017". */
export const formatCount = (count: number | null | undefined): string =>
  formatNumber(count, { maximumFractionDigits: 0 })

/** A quantity with its unit as shown in the language ("l", "kg", "Stk."): 20 → "20 l", 0.5 → "0.5 l", 1000 → "1 000 l". */
export const formatQuantity = (value: number | null | undefined, unit: string): string => {
  const number = formatNumber(value)
  return number && unit ? `${number} ${unit}` : number
}

/**
 * The values of a plural message: `count` chooses the plural form, `n` is the
 * count as shown ("3 017"). Messages write `{count, plural, one {{n} Eintrag}
 * other {{n} Einträge}}` rather than ICU's `#`, which would print the
 * language's own grouping ("3'017"); messages/catalogues.test.ts refuses `#`.
 */
export function counted<V extends Record<string, string | number | Date> = Record<never, never>>(
  count: number,
  values?: V,
): V & { count: number; n: string } {
  return { ...(values as V), count, n: formatCount(count) }
}
