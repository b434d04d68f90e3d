import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { apiRequest, configureApiClient, resetApiClient } from '@/lib/api/client'

import { isBusy, useBusy, useBusyMutation, usePendingVariables, useRunning } from './busy'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, wrapper }
}

afterEach(() => resetApiClient())

describe('useBusyMutation', () => {
  it('marks its scope busy while it runs and clears the flag on success', async () => {
    const { client, wrapper } = setup()
    const gate = deferred<string>()
    const { result } = renderHook(
      () => ({
        save: useBusyMutation({ slice: ['cart'], name: 'save', mutationFn: () => gate.promise }),
        busy: useBusy(['cart']),
        saving: useRunning(['cart'], 'save'),
        other: useBusy(['lists']),
      }),
      { wrapper },
    )
    expect(result.current.busy).toBe(false)
    let run!: Promise<string | undefined>
    act(() => {
      run = result.current.save.run()
    })
    expect(isBusy(client, ['cart'])).toBe(true)
    await waitFor(() => expect(result.current.busy).toBe(true))
    expect(result.current.saving).toBe(true)
    expect(result.current.other).toBe(false)
    gate.resolve('saved')
    await act(async () => {
      await expect(run).resolves.toBe('saved')
    })
    // Settled at once for the next click; the render follows in React Query's next batch.
    expect(isBusy(client, ['cart'])).toBe(false)
    await waitFor(() => expect(result.current.busy).toBe(false))
    expect(result.current.saving).toBe(false)
  })

  it('clears the flag on failure, resolves undefined and keeps the error; it is sent once (no retry)', async () => {
    const { wrapper } = setup()
    const failure = new Error('boom')
    const mutationFn = vi.fn(() => Promise.reject(failure))
    const { result } = renderHook(
      () => ({
        save: useBusyMutation({ slice: ['cart'], name: 'save', mutationFn }),
        busy: useBusy(['cart']),
      }),
      { wrapper },
    )
    await act(async () => {
      await expect(result.current.save.run()).resolves.toBeUndefined()
    })
    expect(mutationFn).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(result.current.save.error).toBe(failure))
    expect(result.current.busy).toBe(false)
  })

  it('an exclusive mutation is refused while anything of its scope runs (double submit), in another component too', async () => {
    const { wrapper } = setup()
    const gate = deferred<number>()
    const mutationFn = vi.fn(() => gate.promise)
    const { result } = renderHook(
      () => ({
        a: useBusyMutation({ slice: ['contacts'], name: 'select', exclusive: true, mutationFn }),
        b: useBusyMutation({ slice: ['contacts'], name: 'leave', exclusive: true, mutationFn }),
      }),
      { wrapper },
    )
    let first!: Promise<number | undefined>
    act(() => {
      first = result.current.a.run()
    })
    await act(async () => {
      // Both clicks land before React rendered the busy state.
      await expect(result.current.a.run()).resolves.toBeUndefined()
      await expect(result.current.b.run()).resolves.toBeUndefined()
    })
    expect(mutationFn).toHaveBeenCalledTimes(1)
    gate.resolve(1)
    await act(async () => {
      await expect(first).resolves.toBe(1)
    })
    await act(async () => {
      await expect(result.current.b.run()).resolves.toBe(1)
    })
  })

  it('a query of the scope makes it busy too, and so refuses an exclusive mutation', async () => {
    const { wrapper } = setup()
    const gate = deferred<string[]>()
    const mutationFn = vi.fn(async () => 1)
    const { result } = renderHook(
      () => ({
        search: useQuery({ queryKey: ['contacts', 'search', 'mei'], queryFn: () => gate.promise }),
        select: useBusyMutation({ slice: ['contacts'], name: 'select', exclusive: true, mutationFn }),
        busy: useBusy(['contacts']),
        searching: useRunning(['contacts'], 'search'),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.busy).toBe(true))
    expect(result.current.searching).toBe(true)
    await act(async () => {
      await expect(result.current.select.run()).resolves.toBeUndefined()
    })
    expect(mutationFn).not.toHaveBeenCalled()
    gate.resolve([])
    await waitFor(() => expect(result.current.busy).toBe(false))
  })

  it('names the variables of the runs in flight', async () => {
    const { wrapper } = setup()
    const gates = new Map([
      ['a', deferred<void>()],
      ['b', deferred<void>()],
    ])
    const { result } = renderHook(
      () => ({
        save: useBusyMutation({
          slice: ['cart'],
          name: 'line',
          mutationFn: (key: string) => gates.get(key)!.promise,
        }),
        pending: usePendingVariables<string>(['cart'], 'line'),
      }),
      { wrapper },
    )
    act(() => {
      void result.current.save.run('a')
      void result.current.save.run('b')
    })
    await waitFor(() => expect(result.current.pending).toEqual(['a', 'b']))
    await act(async () => gates.get('a')!.resolve())
    await waitFor(() => expect(result.current.pending).toEqual(['b']))
    await act(async () => gates.get('b')!.resolve())
    await waitFor(() => expect(result.current.pending).toEqual([]))
  })

  it('with the API client: the server message is shown once, the run resolves undefined and the scope is idle again', async () => {
    const notify = vi.fn()
    configureApiClient({
      notify,
      fetch: async () =>
        new Response(JSON.stringify({ messages: [{ type: 'error', message: 'Nicht erlaubt' }] }), {
          status: 403,
        }),
    })
    const { wrapper } = setup()
    const { result } = renderHook(
      () => ({
        save: useBusyMutation({
          slice: ['cart'],
          name: 'save',
          mutationFn: () => apiRequest('POST', '/api/x', { call: { store: 'cart', action: 'save' } }),
        }),
        busy: useBusy(['cart']),
      }),
      { wrapper },
    )
    await act(async () => {
      await expect(result.current.save.run()).resolves.toBeUndefined()
    })
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith([{ type: 'error', message: 'Nicht erlaubt' }])
    await waitFor(() => expect(result.current.busy).toBe(false))
  })

  it('a single mutation refuses only its own second run', async () => {
    const { wrapper } = setup()
    const gate = deferred<number>()
    const mutationFn = vi.fn(() => gate.promise)
    const { result } = renderHook(
      () => ({
        a: useBusyMutation({ slice: ['cart'], name: 'add', single: true, mutationFn }),
        b: useBusyMutation({ slice: ['cart'], name: 'add', single: true, mutationFn }),
      }),
      { wrapper },
    )
    let first!: Promise<number | undefined>
    let other!: Promise<number | undefined>
    act(() => {
      first = result.current.a.run()
    })
    await act(async () => {
      // A double click on the same button …
      await expect(result.current.a.run()).resolves.toBeUndefined()
      // … while another button of the slice still adds.
      other = result.current.b.run()
    })
    expect(mutationFn).toHaveBeenCalledTimes(2)
    gate.resolve(3)
    await act(async () => {
      await expect(first).resolves.toBe(3)
      await expect(other).resolves.toBe(3)
    })
  })
})
