import type { NavigationEntry } from '@/features/session/types'

/** The panel becomes scrollable 300 ms after it opens. */
export const PANEL_SCROLL_DELAY_MS = 300
/** Hover menus close 300 ms after the pointer leaves. */
export const HOVER_CLOSE_DELAY_MS = 300

/** Which level-1 and level-2 entries (by uri) are expanded. */
export type PanelSelection = { level1: string | null; level2: string | null }

export const NO_SELECTION: PanelSelection = { level1: null, level2: null }

/**
 * Selecting an entry with children toggles its level-1 or level-2
 * selection; selecting the same one again deselects it; choosing another
 * level-1 entry clears level 2.
 */
export function selectEntry(state: PanelSelection, level: 1 | 2, uri: string): PanelSelection {
  if (level === 1) return state.level1 === uri ? NO_SELECTION : { level1: uri, level2: null }
  return { ...state, level2: state.level2 === uri ? null : uri }
}

/** The initial selection comes from the session (the active entries). */
export function initialSelection(entries: NavigationEntry[]): PanelSelection {
  const level1 = entries.find((e) => e.active && e.pages.length > 0)
  const level2 = level1?.pages.find((e) => e.active && e.pages.length > 0)
  return { level1: level1?.uri ?? null, level2: level2?.uri ?? null }
}

/** The menu is hidden for logged-out visitors when hideMenuWhenLoggedOut is on. */
export function isMenuVisible(loggedIn: boolean, hideMenuWhenLoggedOut: boolean): boolean {
  return loggedIn || !hideMenuWhenLoggedOut
}
