import type { NavigationEntry } from './types'

/** The navigation entry class that renders a divider before the entry. */
export const ADD_SEPARATOR_CLASS = 'add-separator'

/** Maximum nesting the navigation shows: up to three levels. */
export const NAVIGATION_DEPTH = 3

/** Marks the entries on the way to the current page as active. */
export function markActive(entries: NavigationEntry[], pathname: string): NavigationEntry[] {
  const path = pathname.replace(/\/+$/, '')
  return entries.map((entry) => {
    const pages = markActive(entry.pages, path)
    const here = path === entry.uri || path.startsWith(`${entry.uri}/`)
    return { ...entry, pages, active: here || pages.some((p) => p.active) }
  })
}
