'use client'

import { useSyncExternalStore } from 'react'

type Area = 'local' | 'session'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Other tabs change localStorage too.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function browserStorage(area: Area): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    // Storage blocked (privacy settings): the finder works without it.
    return undefined
  }
}

const read = (area: Area, key: string) => browserStorage(area)?.getItem(key) ?? null

/** A stored string as React state: null on the server and until hydration, then the browser's value; updates after writeStoredValue. */
export function useStoredValue(area: Area, key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read(area, key),
    () => null,
  )
}

/** Writes a value (a full or blocked storage is ignored) and tells every useStoredValue. */
export function writeStoredValue(area: Area, key: string, value: string) {
  try {
    browserStorage(area)?.setItem(key, value)
  } catch {
    // Not stored: the convenience is lost, nothing else.
  }
  for (const listener of listeners) listener()
}
