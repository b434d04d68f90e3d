/**
 * The finder's notice (the tenant's disclaimer) is accepted once per browser
 * session: Continue sets a session cookie (no expiry, so it ends with the
 * browser session; one per site, since each tenant has its own host). Unlike
 * sessionStorage it holds in every tab, so a recommendation address opened
 * from a link goes straight to the recommendation, and the server reads it
 * too, so that page arrives on the recommendation instead of flashing the
 * notice first. Without it the notice shows, and Continue leads to the
 * recommendation of the same address.
 */
export const NOTICE_COOKIE = 'tribo_oil_finder_notice'

/** Whether a Cookie header (or `document.cookie`) says the notice was accepted. */
export function noticeAcceptedIn(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(';').some((part) => part.trim() === `${NOTICE_COOKIE}=1`)
}

/** The `document.cookie` assignment that accepts the notice for this browser session (Secure on https). */
export function noticeCookie(secure: boolean): string {
  return `${NOTICE_COOKIE}=1; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
