/**
 * Where the browser returns after a list was deleted (the DELETE body holds
 * the referer): only a path on this site is accepted, never another
 * site (no open redirect).
 */

/**
 * The referer as a path on this site (`/de-ch/konto/merklisten?x=1`), or
 * null when it is none. An absolute address counts when its host is the
 * request's (as the same-origin check of state-changing calls; the scheme
 * may differ behind a TLS proxy).
 */
export function refererPath(referer: string, host: string): string | null {
  if (/[\u0000-\u001f\u007f\\]/.test(referer)) return null
  if (referer.startsWith('/')) {
    if (referer.startsWith('//')) return null
    try {
      const url = new URL(referer, `http://${host}`)
      return url.host === host ? `${url.pathname}${url.search}` : null
    } catch {
      return null
    }
  }
  try {
    const url = new URL(referer)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === host
      ? `${url.pathname}${url.search}`
      : null
  } catch {
    return null
  }
}

/**
 * True when the path is the page of list `id`: `{base}/{id}` (with or
 * without a trailing slash or query), where base is one of the overview
 * addresses (`/de-ch/konto/merklisten`, a tenant's own shoppingListUrl).
 */
export function isListPage(path: string, id: number, bases: readonly string[]): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '')
  return bases.some((base) => pathname === `${base.replace(/\/+$/, '')}/${id}`)
}
