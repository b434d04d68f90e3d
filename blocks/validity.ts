/**
 * Validity rules of slider items. The same predicates validate the
 * CMS form (editors get a message) and filter what the renderers show
 * (invalid items are dropped, never rendered half-empty).
 */
const filled = (value: unknown): boolean => {
  if (value == null) return false
  if (typeof value === 'string') return value.trim().length > 0
  if (typeof value === 'object' && 'href' in (value as object))
    return filled((value as { href?: unknown }).href)
  return true
}

/** A quote needs a text or a name. */
export function isValidQuote(item: { text?: unknown; name?: unknown } | null | undefined): boolean {
  return !!item && (filled(item.text) || filled(item.name))
}

/** A campaign banner needs a title, a subtitle, a link or a background image. */
export function isValidCampaignBanner(
  item: { title?: unknown; subtitle?: unknown; link?: unknown; backgroundImage?: unknown } | null | undefined,
): boolean {
  return (
    !!item &&
    (filled(item.title) || filled(item.subtitle) || filled(item.link) || filled(item.backgroundImage))
  )
}

/** A product teaser needs a product. */
export function isValidProductTeaser(item: { product?: unknown } | null | undefined): boolean {
  return !!item && filled(item.product)
}

/** Keeps only the valid items of a slider (a missing list is empty). */
export function validItems<T>(items: readonly T[] | null | undefined, isValid: (item: T) => boolean): T[] {
  return (items ?? []).filter(isValid)
}

export const INVALID_QUOTE_MESSAGE = 'A quote needs a text or a name'
export const INVALID_CAMPAIGN_BANNER_MESSAGE =
  'A campaign banner needs a title, a subtitle, a link or a background image'
export const INVALID_PRODUCT_TEASER_MESSAGE = 'A product teaser needs a product'

/** A Payload array validator that names the first invalid row. */
export function validateRows<T>(isValid: (row: T) => boolean, message: string) {
  return (rows: unknown): true | string => {
    if (!Array.isArray(rows)) return true
    const index = (rows as T[]).findIndex((row) => !isValid(row))
    return index === -1 ? true : `${message} (item ${index + 1})`
  }
}
