'use client'

import styles from './data-table.module.css'
import { Chevron } from './glyphs'
import type { ScrollDirection } from './use-held-scroll'

type Props = {
  direction: ScrollDirection
  label: string
  /** Shown only while the table overflows its box. */
  visible: boolean
  /** The box is at this side's edge already. */
  atEdge: boolean
  /** id of the scroll region, for aria-controls. */
  controls: string
  start: (direction: ScrollDirection) => void
  stop: () => void
  step: (direction: ScrollDirection) => boolean
}

/**
 * A scroll button that keeps scrolling while held: by pointer (down … up or
 * leave) or by keyboard (Enter/Space down … up). A click without a pointer
 * (detail 0, as screen readers and scripts send it) scrolls one step, so the
 * button also works where no press can be held.
 */
export function ScrollButton({ direction, label, visible, atEdge, controls, start, stop, step }: Props) {
  return (
    <button
      type="button"
      className={`${styles.scroll} ${direction < 0 ? styles.scrollLeft : styles.scrollRight}`}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={atEdge || undefined}
      hidden={!visible}
      onPointerDown={(e) => {
        // Only the main button (or a touch or pen contact) holds; a right click opens the menu.
        if (!(e.button > 0)) start(direction)
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      // A long touch would otherwise open the context menu instead of scrolling.
      onContextMenu={(e) => e.preventDefault()}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return
        // Cancelled so the key does not also "click" (Enter clicks on key down, Space on key up).
        e.preventDefault()
        if (!e.repeat) start(direction)
      }}
      onKeyUp={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return
        e.preventDefault()
        stop()
      }}
      onBlur={stop}
      onClick={(e) => {
        // A pointer's click ends a hold that has scrolled already.
        if (e.detail === 0) step(direction)
      }}
    >
      <Chevron direction={direction < 0 ? 'left' : 'right'} size={20} />
    </button>
  )
}
