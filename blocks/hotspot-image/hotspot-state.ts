/** A click makes a hotspot active; clicking the active one again closes it. */
export function toggleHotspot(active: string | null, clicked: string): string | null {
  return active === clicked ? null : clicked
}
