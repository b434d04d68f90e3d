'use client'

import { useSyncExternalStore } from 'react'

import { noticeAcceptedIn, noticeCookie } from '../notice'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Whether the notice was accepted in this browser session (features/oil-finder/notice.ts).
 * `server`: what the server read from the request's cookie, used for the server
 * render and hydration, so both show the same step.
 */
export function useNoticeAccepted(server: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => noticeAcceptedIn(document.cookie),
    () => server,
  )
}

/** Accepts the notice for this browser session and tells every useNoticeAccepted. */
export function acceptNotice() {
  document.cookie = noticeCookie(window.location.protocol === 'https:')
  for (const listener of listeners) listener()
}
