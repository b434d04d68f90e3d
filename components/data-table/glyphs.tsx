import type { SortOrder } from './sort'

/*
 * Small inline glyphs, drawn in currentColor so they follow the theme. Purely
 * decorative: the controls carrying them are labelled with text.
 */

export function Chevron({ direction, size = 18 }: { direction: 'left' | 'right'; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** Two stacked triangles; the one for the active order is solid, the other faint. */
export function SortGlyph({ order, size = 14 }: { order: SortOrder; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 12 16" aria-hidden="true" focusable="false">
      <path d="M6 1l4.5 5.5h-9z" fill="currentColor" opacity={order === 'asc' ? 1 : 0.3} />
      <path d="M6 15l4.5-5.5h-9z" fill="currentColor" opacity={order === 'desc' ? 1 : 0.3} />
    </svg>
  )
}
