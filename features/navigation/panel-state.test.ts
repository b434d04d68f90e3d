import { describe, expect, it } from 'vitest'

import type { NavigationEntry } from '@/features/session/types'

import {
  HOVER_CLOSE_DELAY_MS,
  initialSelection,
  isMenuVisible,
  NO_SELECTION,
  PANEL_SCROLL_DELAY_MS,
  selectEntry,
} from './panel-state'

const entry = (uri: string, pages: NavigationEntry[] = [], active = false): NavigationEntry => ({
  label: uri,
  uri,
  pages,
  active,
  target: '_self',
  class: null,
  iconImage: null,
  showOilFinderTeaser: false,
})

describe('navigation panel selection', () => {
  it('makes the panel scrollable and closes hover menus after 300 ms', () => {
    expect([PANEL_SCROLL_DELAY_MS, HOVER_CLOSE_DELAY_MS]).toEqual([300, 300])
  })

  it('toggles a level-1 entry and deselects it when chosen again', () => {
    const a = selectEntry(NO_SELECTION, 1, '/a')
    expect(a).toEqual({ level1: '/a', level2: null })
    expect(selectEntry(a, 1, '/a')).toEqual(NO_SELECTION)
  })

  it('toggles a level-2 entry and keeps level 1', () => {
    const b = selectEntry({ level1: '/a', level2: null }, 2, '/a/b')
    expect(b).toEqual({ level1: '/a', level2: '/a/b' })
    expect(selectEntry(b, 2, '/a/b')).toEqual({ level1: '/a', level2: null })
  })

  it('clears level 2 when another level-1 entry is chosen', () => {
    expect(selectEntry({ level1: '/a', level2: '/a/b' }, 1, '/c')).toEqual({ level1: '/c', level2: null })
  })

  it('starts from the active entries of the session', () => {
    const tree = [entry('/x'), entry('/a', [entry('/a/b', [entry('/a/b/c', [], true)], true)], true)]
    expect(initialSelection(tree)).toEqual({ level1: '/a', level2: '/a/b' })
    expect(initialSelection([entry('/x', [], true)])).toEqual(NO_SELECTION)
  })

  it('hides the menu only for logged-out visitors with the feature on', () => {
    expect(isMenuVisible(false, true)).toBe(false)
    expect(isMenuVisible(true, true)).toBe(true)
    expect(isMenuVisible(false, false)).toBe(true)
  })
})
