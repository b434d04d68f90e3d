/** `de-ch` → `de-CH` (BCP 47 casing for the html lang attribute). */
export function htmlLang(locale: string): string {
  const [language, country] = locale.split('-')
  return country ? `${language}-${country.toUpperCase()}` : language
}
