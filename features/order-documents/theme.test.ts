import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { THEMES } from '@/lib/tenancy/themes'

import { DOCUMENT_THEME_TOKENS, DOCUMENT_THEMES, documentTheme, tint } from './theme'

/** The custom properties a theme's style sheet sets. */
function tokensOf(theme: string): Map<string, string> {
  const css = fs.readFileSync(path.join(process.cwd(), 'styles/themes', `${theme}.css`), 'utf8')
  return new Map(
    [...css.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim().toLowerCase()]),
  )
}

describe('document themes', () => {
  it.each(THEMES)('theme %s uses the colours of its style sheet', (theme) => {
    const tokens = tokensOf(theme)
    for (const [key, token] of Object.entries(DOCUMENT_THEME_TOKENS))
      expect(DOCUMENT_THEMES[theme][key as keyof typeof DOCUMENT_THEME_TOKENS], `${theme} ${token}`).toBe(
        tokens.get(token),
      )
  })

  it('falls back to the default theme', () => {
    expect(documentTheme('99')).toBe(DOCUMENT_THEMES['01'])
    expect(documentTheme(null)).toBe(DOCUMENT_THEMES['01'])
    expect(documentTheme('02')).toBe(DOCUMENT_THEMES['02'])
  })

  it('tints a colour towards white paper', () => {
    expect(tint('#003b7a', 0)).toBe('#ffffff')
    expect(tint('#003b7a', 1)).toBe('#003b7a')
    expect(tint('#000000', 0.5)).toBe('#808080')
    expect(tint('not a colour', 0.5)).toBe('#ffffff')
  })
})
