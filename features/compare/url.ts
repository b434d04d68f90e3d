import { PRODUCT_NUMBER_PATTERN } from '@/features/catalog/constants'

import { COMPARE_PARAM, MAX_COMPARED } from './constants'

/** Product numbers from `?products=A,B` (or repeated parameters): trimmed, upper case, without blanks and duplicates, in order. */
export function normalizeProductNumbers(raw: string | readonly string[] | null | undefined): string[] {
  const values = raw == null ? [] : typeof raw === 'string' ? [raw] : raw
  const seen = new Set<string>()
  for (const value of values) {
    for (const part of value.split(',')) {
      const number = part.trim().toUpperCase()
      if (number) seen.add(number)
    }
  }
  return [...seen]
}

/**
 * A syntactically valid product number (the catalog's rule, as ZProductNumber checks it);
 * anything else is never looked up. Without zod: the compare store is part of every page.
 */
export const isProductNumber = (value: string): boolean =>
  PRODUCT_NUMBER_PATTERN.test(value.trim().toUpperCase())

export type CompareRequest = {
  /** Whether the address names products at all (`?products=` counts: an emptied comparison). */
  present: boolean
  /** The first three product numbers asked for. */
  productNumbers: string[]
  /** More than three were asked for; the rest is ignored. */
  truncated: boolean
}

/** Reads the comparison page's parameter: at most three product numbers, the first ones win. */
export function parseCompareParam(raw: string | readonly string[] | null | undefined): CompareRequest {
  const all = normalizeProductNumbers(raw)
  return {
    present: raw != null,
    productNumbers: all.slice(0, MAX_COMPARED),
    truncated: all.length > MAX_COMPARED,
  }
}

/**
 * The comparison page of these products: `/de-ch/compare?products=A,B`. An
 * empty list keeps the empty parameter, so the page also empties the stored
 * choice (the last product removed).
 */
export function comparePath(locale: string, productNumbers: readonly string[]): string {
  const list = normalizeProductNumbers(productNumbers).slice(0, MAX_COMPARED)
  return `/${locale}/compare?${COMPARE_PARAM}=${list.map(encodeURIComponent).join(',')}`
}

/** The comparison page without one product (the remove link of a column). */
export function comparePathWithout(
  locale: string,
  productNumbers: readonly string[],
  productNumber: string,
): string {
  return comparePath(
    locale,
    productNumbers.filter((number) => number !== productNumber.toUpperCase()),
  )
}

/** The smallest picture of a CMS image (the first of its srcset, else the original): the compare bar's thumbnail. */
export function thumbnailUrl(
  image: { srcset?: string; fallback?: string } | null | undefined,
): string | null {
  const smallest = image?.srcset?.split(',')[0]?.trim().split(/\s+/)[0]
  return smallest || image?.fallback || null
}
