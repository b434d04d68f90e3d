'use client'

import { createStore } from 'zustand/vanilla'

/** The current page in the other locales (locale → path), set by the page, read by the language switcher. */
export type AlternatesState = {
  alternates: Record<string, string>
  setAlternates: (alternates: Record<string, string>) => void
}

export const alternatesStore = createStore<AlternatesState>()((set) => ({
  alternates: {},
  setAlternates: (alternates) => set({ alternates }),
}))
