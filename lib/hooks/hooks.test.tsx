import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { RESIZE_END_DELAY_MS, RESIZE_END_EVENT } from './resize-end'
import { currentBreakpoint, useBreakpoint, useBreakpointUp } from './use-breakpoint'
import { useResizeEnd } from './use-resize-end'

describe('useResizeEnd', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function Probe({ onEnd }: { onEnd: () => void }) {
    useResizeEnd(onEnd)
    return null
  }

  it('fires once after resizing stops, debounced', () => {
    const onEnd = vi.fn()
    const events = vi.fn()
    window.addEventListener(RESIZE_END_EVENT, events)
    render(<Probe onEnd={onEnd} />)
    for (let i = 0; i < 5; i++) {
      window.dispatchEvent(new Event('resize'))
      vi.advanceTimersByTime(RESIZE_END_DELAY_MS - 1)
    }
    expect(onEnd).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onEnd).toHaveBeenCalledTimes(1)
    expect(events).toHaveBeenCalledTimes(1)
    window.removeEventListener(RESIZE_END_EVENT, events)
  })
})

describe('breakpoints', () => {
  let width = 0
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
  })
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    [375, 'xxs'],
    [480, 'xs'],
    [768, 'sm'],
    [1024, 'md'],
    [1200, 'lg'],
    [1364, 'xl'],
    [1644, 'xxl'],
    [1643, 'xl'],
  ])('a %ipx viewport is %s', (w, name) => {
    width = w
    expect(currentBreakpoint((q) => window.matchMedia(q).matches)).toBe(name)
  })

  it('gives components the breakpoint and an up-from check', () => {
    width = 1100
    function Probe() {
      return (
        <p>
          {useBreakpoint()} {String(useBreakpointUp('md'))} {String(useBreakpointUp('lg'))}
        </p>
      )
    }
    act(() => void render(<Probe />))
    expect(screen.getByText('md true false')).toBeInTheDocument()
  })
})
