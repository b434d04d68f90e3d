'use client'

import { useEffect, useState } from 'react'

/** The value once it has stopped changing for `delay` ms (debounced price fetches, live search). */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}
