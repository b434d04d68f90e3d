/**
 * The in-flight request model: every store tracks its named requests,
 * is busy while any of them runs, and forgets a request when it settles —
 * whether it succeeded or failed. See docs/rules.md "Busy while a request runs".
 */

/** Running requests by name; the number counts concurrent runs of the same name. */
export type RequestsState = { requests: Record<string, number>; busy: boolean }

export const IDLE_REQUESTS: RequestsState = { requests: {}, busy: false }

/** Adds one run of `name`. */
export function startRequest(state: RequestsState, name: string): RequestsState {
  const requests = { ...state.requests, [name]: (state.requests[name] ?? 0) + 1 }
  return { requests, busy: true }
}

/** Removes one run of `name`; busy stays true while any other request runs. */
export function endRequest(state: RequestsState, name: string): RequestsState {
  const requests = { ...state.requests }
  const left = (requests[name] ?? 0) - 1
  if (left > 0) requests[name] = left
  else delete requests[name]
  return { requests, busy: Object.keys(requests).length > 0 }
}

export function isRunning(state: RequestsState, name: string): boolean {
  return (state.requests[name] ?? 0) > 0
}

type SetState<S> = (update: (state: S) => Partial<S>) => void

/**
 * Runs `run` as the named request of a Zustand store whose state includes
 * `RequestsState`: busy while it runs, cleared on success and on failure.
 * The result or the error passes through unchanged.
 */
export async function track<S extends RequestsState, T>(set: SetState<S>, name: string, run: () => Promise<T>): Promise<T> {
  set((state) => startRequest(state, name) as Partial<S>)
  try {
    return await run()
  } finally {
    set((state) => endRequest(state, name) as Partial<S>)
  }
}

/** The same model without a store, for code that only needs a busy flag. */
export function createRequestTracker(onChange?: (state: RequestsState) => void) {
  let state = IDLE_REQUESTS
  const set: SetState<RequestsState> = (update) => {
    state = { ...state, ...update(state) }
    onChange?.(state)
  }
  return {
    track: <T>(name: string, run: () => Promise<T>) => track(set, name, run),
    getState: () => state,
  }
}
