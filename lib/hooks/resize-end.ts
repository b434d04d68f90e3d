/**
 * One shared, debounced window listener: after resizing stops for
 * RESIZE_END_DELAY_MS it dispatches `tribo:resize-end` on window, so React
 * and non-React code can both listen.
 */
export const RESIZE_END_DELAY_MS = 150
export const RESIZE_END_EVENT = 'tribo:resize-end'

let listeners = 0
let timer: ReturnType<typeof setTimeout> | undefined

function onResize() {
  clearTimeout(timer)
  timer = setTimeout(() => window.dispatchEvent(new Event(RESIZE_END_EVENT)), RESIZE_END_DELAY_MS)
}

/** Starts the shared listener (counted); the returned function stops it. */
export function startResizeEnd(): () => void {
  if (typeof window === 'undefined') return () => {}
  if (listeners === 0) window.addEventListener('resize', onResize, { passive: true })
  listeners += 1
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    listeners -= 1
    if (listeners === 0) {
      window.removeEventListener('resize', onResize)
      clearTimeout(timer)
    }
  }
}
