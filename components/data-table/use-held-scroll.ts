'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

import { TABLE_SCROLL_INTERVAL_MS, TABLE_SCROLL_STEP_PX } from './constants'

export type ScrollDirection = -1 | 1

/** Where a horizontally scrollable box stands. */
export type ScrollEdges = { overflows: boolean; atStart: boolean; atEnd: boolean }

const NO_OVERFLOW: ScrollEdges = { overflows: false, atStart: true, atEnd: true }

/** Sub-pixel widths (zoom, fractional layouts) leave a pixel of "overflow" that no one can scroll. */
const TOLERANCE_PX = 1

export function readEdges(el: HTMLElement): ScrollEdges {
  const overflows = el.scrollWidth - el.clientWidth > TOLERANCE_PX
  return {
    overflows,
    atStart: !overflows || el.scrollLeft <= TOLERANCE_PX,
    atEnd: !overflows || el.scrollLeft + el.clientWidth >= el.scrollWidth - TOLERANCE_PX,
  }
}

function sameEdges(a: ScrollEdges, b: ScrollEdges) {
  return a.overflows === b.overflows && a.atStart === b.atStart && a.atEnd === b.atEnd
}

/**
 * Held-button scrolling for a wide table (SPEC §9): `start` scrolls the box by
 * 50 px at once and every 25 ms after, until `stop` or until the box reaches
 * its edge. `edges` follows scrolling and resizing, so the buttons can show
 * only while the table overflows.
 */
export function useHeldScroll(box: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState<ScrollEdges>(NO_OVERFLOW)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current)
    timer.current = undefined
  }, [])

  const measure = useCallback(() => {
    const el = box.current
    if (!el) return
    const next = readEdges(el)
    setEdges((current) => (sameEdges(current, next) ? current : next))
  }, [box])

  /** One step; false once the box cannot move further that way. */
  const step = useCallback(
    (direction: ScrollDirection) => {
      const el = box.current
      if (!el) return false
      const before = readEdges(el)
      if (!before.overflows || (direction < 0 ? before.atStart : before.atEnd)) return false
      // Instant, so a CSS smooth-scroll setting cannot smear steps that come every 25 ms.
      el.scrollBy({ left: direction * TABLE_SCROLL_STEP_PX, behavior: 'instant' })
      return true
    },
    [box],
  )

  const start = useCallback(
    (direction: ScrollDirection) => {
      stop()
      if (!step(direction)) return
      timer.current = setInterval(() => {
        if (!step(direction)) stop()
      }, TABLE_SCROLL_INTERVAL_MS)
    },
    [step, stop],
  )

  useEffect(() => {
    const el = box.current
    if (!el) return
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    // The table inside grows and shrinks with its rows; observing it catches that without a resize.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(el)
    if (el.firstElementChild) observer?.observe(el.firstElementChild)
    return () => {
      el.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
      observer?.disconnect()
      stop()
    }
  }, [box, measure, stop])

  return { edges, start, stop, step, measure }
}
