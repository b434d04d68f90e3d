import { describe, expect, it } from 'vitest'

import { NOTICE_COOKIE, noticeAcceptedIn, noticeCookie } from './notice'

describe('the accepted notice (a session cookie)', () => {
  it('is read from a Cookie header or document.cookie, among other cookies', () => {
    expect(noticeAcceptedIn(`${NOTICE_COOKIE}=1`)).toBe(true)
    expect(noticeAcceptedIn(`tribo_account=abc; ${NOTICE_COOKIE}=1; NEXT_LOCALE=de-ch`)).toBe(true)
    expect(noticeAcceptedIn('')).toBe(false)
    expect(noticeAcceptedIn(null)).toBe(false)
    expect(noticeAcceptedIn(`${NOTICE_COOKIE}=0`)).toBe(false)
    expect(noticeAcceptedIn(`x_${NOTICE_COOKIE}=1`)).toBe(false)
  })

  it('is a session cookie for the whole site (no expiry), Secure on https', () => {
    expect(noticeCookie(false)).toBe(`${NOTICE_COOKIE}=1; Path=/; SameSite=Lax`)
    expect(noticeCookie(true)).toBe(`${NOTICE_COOKIE}=1; Path=/; SameSite=Lax; Secure`)
    expect(noticeCookie(true)).not.toMatch(/Expires|Max-Age/i)
  })
})
