'use client'

import { useSyncExternalStore } from 'react'

import { BREAKPOINT_NAMES, BREAKPOINTS, mediaQueryUp, type Breakpoint } from '../breakpoints'

/** The largest breakpoint (lib/breakpoints.ts) whose minimum width the viewport reaches. */
export function currentBreakpoint(matches: (query: string) => boolean): Breakpoint {
  let found: Breakpoint = 'xxs'
  for (const name of BREAKPOINT_NAMES)
    if (BREAKPOINTS[name] === 0 || matches(mediaQueryUp(name))) found = name
  return found
}

function subscribe(onChange: () => void) {
  const lists = BREAKPOINT_NAMES.filter((n) => BREAKPOINTS[n] > 0).map((n) =>
    window.matchMedia(mediaQueryUp(n)),
  )
  lists.forEach((list) => list.addEventListener('change', onChange))
  return () => lists.forEach((list) => list.removeEventListener('change', onChange))
}

/**
 * The current breakpoint name. On the server and during hydration it is
 * `serverBreakpoint` (mobile first: 'xxs'), so markup matches.
 */
export function useBreakpoint(serverBreakpoint: Breakpoint = 'xxs'): Breakpoint {
  return useSyncExternalStore(
    subscribe,
    () => currentBreakpoint((q) => window.matchMedia(q).matches),
    () => serverBreakpoint,
  )
}

/** True from breakpoint `bp` upwards. */
export function useBreakpointUp(bp: Breakpoint): boolean {
  const current = useBreakpoint()
  return BREAKPOINTS[current] >= BREAKPOINTS[bp]
}
