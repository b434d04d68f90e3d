import type { ApiMessage } from './envelope-types'

/**
 * Messages that must survive a full page load (an answer that sends the browser
 * to redirectUrl): the handler puts them in this short-lived cookie, the next
 * page delivers them with its initial data and the client pushes them as
 * notifications after load (SPEC §4), then deletes the cookie. Not HttpOnly so
 * the client can delete it; it holds only texts meant for the user.
 */
export const FLASH_COOKIE = 'tribo_flash'
export const FLASH_MAX_AGE_SECONDS = 60
const MAX_FLASH_MESSAGES = 5

export function encodeFlash(messages: ApiMessage[]): string {
  return encodeURIComponent(JSON.stringify(messages.slice(0, MAX_FLASH_MESSAGES).map(({ type, message }) => ({ type, message }))))
}

const TYPES = new Set(['error', 'success', 'info', 'warning'])

/** Parses the cookie value; anything unexpected yields no messages. */
export function decodeFlash(value: string | undefined): ApiMessage[] {
  if (!value) return []
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value))
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter((m): m is ApiMessage => !!m && typeof m === 'object' && TYPES.has((m as ApiMessage).type) && typeof (m as ApiMessage).message === 'string')
      .slice(0, MAX_FLASH_MESSAGES)
      .map(({ type, message }) => ({ type, message: message.slice(0, 500) }))
  } catch {
    return []
  }
}

/** Deletes the cookie in the browser once its messages are shown. */
export function clearFlashCookie() {
  if (typeof document !== 'undefined') document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}
