/**
 * Responsive breakpoints. Mobile-first: each breakpoint is the
 * minimum viewport width (in px) from which it applies.
 *
 * Mirrored as CSS custom properties in `styles/tokens.css` (`--bp-xs` …);
 * keep both in sync.
 */
export const BREAKPOINTS = {
  xxs: 0,
  xs: 480,
  sm: 768,
  md: 1024,
  lg: 1200,
  xl: 1364,
  xxl: 1644,
} as const

export type Breakpoint = keyof typeof BREAKPOINTS

/** Breakpoint names ordered from smallest to largest. */
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[]

/** Media query matching viewports at least as wide as `bp`, e.g. `(min-width: 1024px)`. */
export function mediaQueryUp(bp: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[bp]}px)`
}
