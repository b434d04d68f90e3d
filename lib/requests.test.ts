import { describe, expect, it } from 'vitest'
import { createStore } from 'zustand/vanilla'

import { createRequestTracker, endRequest, IDLE_REQUESTS, isRunning, startRequest, track, type RequestsState } from './requests'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('request tracking', () => {
  it('is busy while a named request runs', () => {
    const state = startRequest(IDLE_REQUESTS, 'fetchCart')
    expect(state.busy).toBe(true)
    expect(isRunning(state, 'fetchCart')).toBe(true)
  })

  it('stays busy while any other request still runs', () => {
    let state = startRequest(startRequest(IDLE_REQUESTS, 'a'), 'b')
    state = endRequest(state, 'a')
    expect(state.busy).toBe(true)
    expect(isRunning(state, 'a')).toBe(false)
    state = endRequest(state, 'b')
    expect(state).toEqual({ requests: {}, busy: false })
  })

  it('counts two runs of the same name', () => {
    let state = startRequest(startRequest(IDLE_REQUESTS, 'a'), 'a')
    state = endRequest(state, 'a')
    expect(isRunning(state, 'a')).toBe(true)
    expect(endRequest(state, 'a').busy).toBe(false)
  })

  it('clears the busy flag when the request succeeds', async () => {
    const store = createStore<RequestsState>()(() => IDLE_REQUESTS)
    const gate = deferred<string>()
    const run = track(store.setState, 'load', () => gate.promise)
    expect(store.getState().busy).toBe(true)
    gate.resolve('ok')
    await expect(run).resolves.toBe('ok')
    expect(store.getState()).toEqual({ requests: {}, busy: false })
  })

  it('clears the busy flag when the request fails and passes the error on', async () => {
    const store = createStore<RequestsState & { other: number }>()(() => ({ ...IDLE_REQUESTS, other: 1 }))
    const failure = new Error('boom')
    await expect(track(store.setState, 'load', () => Promise.reject(failure))).rejects.toBe(failure)
    expect(store.getState()).toEqual({ requests: {}, busy: false, other: 1 })
  })

  it('works without a store', async () => {
    const seen: boolean[] = []
    const tracker = createRequestTracker((s) => seen.push(s.busy))
    await tracker.track('x', async () => 1)
    expect(seen).toEqual([true, false])
    expect(tracker.getState().busy).toBe(false)
  })
})
