import { createStore } from 'zustand/vanilla'

/** Once shown, the global loader stays at least this long. */
export const GLOBAL_LOADER_MIN_MS = 1000

export type GlobalLoadingState = {
  /** Running loads; the page is loading while above 0. */
  count: number
  start: () => void
  stop: () => void
}

export type GlobalLoadingStore = ReturnType<typeof createGlobalLoadingStore>

export function createGlobalLoadingStore() {
  return createStore<GlobalLoadingState>()((set) => ({
    count: 0,
    start: () => set((s) => ({ count: s.count + 1 })),
    stop: () => set((s) => ({ count: Math.max(0, s.count - 1) })),
  }))
}

let pageStore: GlobalLoadingStore | null = null

/** The page's one global loading state (full-page loads such as a submit that reloads). */
export function getGlobalLoading(): GlobalLoadingStore {
  if (typeof window === 'undefined') return createGlobalLoadingStore()
  pageStore ??= createGlobalLoadingStore()
  return pageStore
}

/** Shows the full-screen loader while `run` runs; it ends on success and on failure. */
export async function withGlobalLoading<T>(
  run: () => Promise<T>,
  store: GlobalLoadingStore = getGlobalLoading(),
): Promise<T> {
  store.getState().start()
  try {
    return await run()
  } finally {
    store.getState().stop()
  }
}
