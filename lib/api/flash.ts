import { FLASH_COOKIE } from '@/lib/cookie-names'

import type { ApiMessage } from './envelope-types'

/**
 * Messages that must survive a full page load (an answer that sends the browser
 * to redirectUrl): the handler puts them in this short-lived cookie, the next
 * page delivers them with its initial data and the client pushes them as
 * notifications after load, then deletes the cookie. Not HttpOnly so
 * the client can delete it; it holds only texts meant for the user.
 */
export { FLASH_COOKIE }
export const FLASH_MAX_AGE_SECONDS = 60
const MAX_FLASH_MESSAGES = 5

/** One delivery of flash messages; its id lets the browser show it once, even when a second page still receives it. */
export type Flash = { id: string | null; messages: ApiMessage[] }

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/

export function encodeFlash(messages: ApiMessage[], id: string = crypto.randomUUID()): string {
  return encodeURIComponent(
    JSON.stringify({
      id,
      messages: messages.slice(0, MAX_FLASH_MESSAGES).map(({ type, message }) => ({ type, message })),
    }),
  )
}

const TYPES = new Set(['error', 'success', 'info', 'warning'])

function validMessages(list: unknown[]): ApiMessage[] {
  return list
    .filter(
      (m): m is ApiMessage =>
        !!m &&
        typeof m === 'object' &&
        TYPES.has((m as ApiMessage).type) &&
        typeof (m as ApiMessage).message === 'string',
    )
    .slice(0, MAX_FLASH_MESSAGES)
    .map(({ type, message }) => ({ type, message: message.slice(0, 500) }))
}

/** Parses the cookie value (also the older plain list, without an id); anything unexpected yields no messages. */
export function readFlash(value: string | undefined): Flash {
  if (!value) return { id: null, messages: [] }
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value))
    if (Array.isArray(parsed)) return { id: null, messages: validMessages(parsed) }
    if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as Flash).messages))
      return { id: null, messages: [] }
    const { id } = parsed as { id?: unknown }
    return {
      id: typeof id === 'string' && ID_PATTERN.test(id) ? id : null,
      messages: validMessages((parsed as Flash).messages),
    }
  } catch {
    return { id: null, messages: [] }
  }
}

/** The messages of a cookie value. */
export function decodeFlash(value: string | undefined): ApiMessage[] {
  return readFlash(value).messages
}

const SHOWN_KEY = 'tribo.flash.shown'
const SHOWN_KEPT = 20

/**
 * Notes in the tab's session that a flash was shown; false when it was shown before. A page
 * left before its script ran, a quick second page load or a restored page can deliver the same
 * cookie again: it shows once. Without session storage every delivery counts as new.
 */
export function markFlashShown(id: string): boolean {
  try {
    const shown: unknown = JSON.parse(window.sessionStorage.getItem(SHOWN_KEY) ?? '[]')
    const list = Array.isArray(shown)
      ? shown.filter((entry): entry is string => typeof entry === 'string')
      : []
    if (list.includes(id)) return false
    window.sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...list, id].slice(-SHOWN_KEPT)))
    return true
  } catch {
    return true
  }
}

/** Deletes the cookie in the browser once its messages are shown. */
export function clearFlashCookie() {
  if (typeof document !== 'undefined') document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
}
