import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the server's HTML and during hydration, true once React runs in the browser (no effect, no extra render pass). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
