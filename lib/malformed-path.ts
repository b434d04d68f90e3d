/**
 * Addresses that cannot name anything: a broken percent-encoding
 * (`/de-ch/%E0%A4%A`), or a page path that decodes to a literal `%`. Next
 * fails on them while it decodes route parameters, so the proxy catches
 * them first: API addresses get a JSON error, site addresses the site's
 * bad-request page with status 400 (`/{locale}/bad-request`).
 */

/** The folder of the bad-request page (app/(site)/[locale]/bad-request); reached only through the proxy. */
export const BAD_REQUEST_SEGMENT = 'bad-request'

/** Request header by which the proxy tells the bad-request page that it stands for a malformed address. */
export const BAD_REQUEST_HEADER = 'x-tribo-bad-request'

/** Every segment decodes (API values may hold a literal `%`, e.g. a search term). */
export function decodesCleanly(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

/** A site path every segment of which decodes to text without `%` (page slugs never hold one). */
export function isPagePath(pathname: string): boolean {
  try {
    return pathname.split('/').every((segment) => !decodeURIComponent(segment).includes('%'))
  } catch {
    return false
  }
}

/**
 * The language of the bad-request page: the address's first segment when it
 * is one the tenant offers (taken as written, never decoded), else the
 * tenant's default.
 */
export function badRequestLocale(
  pathname: string,
  tenant: { locales: readonly string[]; defaultLocale: string },
): string {
  const first = pathname.split('/')[1] ?? ''
  return tenant.locales.includes(first) ? first : tenant.defaultLocale
}
