import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createGlobalLoadingStore, GLOBAL_LOADER_MIN_MS, withGlobalLoading } from '@/lib/loading'
import { renderWithIntl } from '@/tests/helpers/intl'

import { LoadingOverlay } from './loading-overlay.client'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('LoadingOverlay', () => {
  it('waits at least 1000 ms', () => {
    expect(GLOBAL_LOADER_MIN_MS).toBe(1000)
  })

  it('shows when global loading starts and stays 1000 ms even when loading ends sooner', () => {
    const store = createGlobalLoadingStore()
    renderWithIntl(<LoadingOverlay store={store} />)
    expect(screen.queryByTestId('loading-overlay')).toBeNull()
    act(() => store.getState().start())
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …')
    act(() => vi.advanceTimersByTime(200))
    act(() => store.getState().stop())
    act(() => vi.advanceTimersByTime(799))
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByTestId('loading-overlay')).toBeNull()
  })

  it('stays while loading lasts longer and hides as soon as it ends after the minimum', () => {
    const store = createGlobalLoadingStore()
    renderWithIntl(<LoadingOverlay store={store} />)
    act(() => store.getState().start())
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument()
    act(() => store.getState().stop())
    act(() => vi.advanceTimersByTime(0))
    expect(screen.queryByTestId('loading-overlay')).toBeNull()
  })

  it('counts nested loads and ends them on failure too', async () => {
    const store = createGlobalLoadingStore()
    store.getState().start()
    await expect(withGlobalLoading(() => Promise.reject(new Error('x')), store)).rejects.toThrow('x')
    expect(store.getState().count).toBe(1)
    store.getState().stop()
    expect(store.getState().count).toBe(0)
  })
})
