import 'server-only'

import { ACCOUNT_COOKIE } from '@/lib/cookie-names'
import { env } from '@/lib/env'

/** The shop account session lives in its own cookie, apart from the CMS editor's. */
export { ACCOUNT_COOKIE }

export function accountCookie(token: string, maxAgeSeconds: number) {
  return {
    name: ACCOUNT_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.secureCookies,
    path: '/',
    maxAge: maxAgeSeconds,
  }
}

export function clearedAccountCookie() {
  return { ...accountCookie('', 0), expires: new Date(0) }
}
