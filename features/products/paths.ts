/** The product page of a product number (language-neutral, shareable: /de-ch/p/TRB-5W30-C3). */
export function productPath(locale: string, productNumber: string): string {
  return `/${locale}/p/${encodeURIComponent(productNumber)}`
}
