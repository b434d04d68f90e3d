'use client'

import { useCallback, useEffect, useState } from 'react'

type Reader = { get(name: string): string | null }

/**
 * A page's state kept in its address: `go` shows the new state at once and
 * writes it with pushState (a history entry, so Back steps back) or
 * replaceState; Back and Forward read the address again. No server round trip.
 */
export function useAddressState<S>(
  path: string,
  initial: S,
  read: (params: Reader) => S,
  write: (path: string, state: S) => string,
) {
  const [state, setState] = useState(initial)
  useEffect(() => {
    const onPop = () => setState(read(new URLSearchParams(window.location.search)))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [read])
  const go = useCallback(
    (next: S, mode: 'push' | 'replace' = 'push') => {
      setState(next)
      const url = write(path, next)
      if (mode === 'push') window.history.pushState(null, '', url)
      else window.history.replaceState(null, '', url)
    },
    [path, write],
  )
  return [state, go] as const
}
