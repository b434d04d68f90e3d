let locks = 0
let previous = ''

/** Stops the page from scrolling; nested locks release when the last one does. Returns the release. */
export function lockBodyScroll(): () => void {
  if (typeof document === 'undefined') return () => {}
  if (locks === 0) {
    previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
  }
  locks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks === 0) document.body.style.overflow = previous
  }
}
