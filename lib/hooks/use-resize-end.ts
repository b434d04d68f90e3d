'use client'

import { useEffect, useRef } from 'react'

import { RESIZE_END_EVENT, startResizeEnd } from './resize-end'

/** Calls `callback` once resizing has stopped (debounced). */
export function useResizeEnd(callback: () => void) {
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  }, [callback])
  useEffect(() => {
    const stop = startResizeEnd()
    const handler = () => latest.current()
    window.addEventListener(RESIZE_END_EVENT, handler)
    return () => {
      window.removeEventListener(RESIZE_END_EVENT, handler)
      stop()
    }
  }, [])
}
