import { DEFAULT_THEME, type Theme } from '../../lib/tenancy/themes'

/** The colours of a document in a tenant's theme: the theme's tokens (styles/themes/0N.css) a PDF uses. */
export type DocumentTheme = {
  /** --color-primary: the table head and the title rule (a fill, with primaryContrast on it). */
  primary: string
  primaryContrast: string
  /** --color-header-bg / --color-header-text: the band at the top of every page, where the logo is drawn (as on the site's header). */
  headerBg: string
  headerText: string
  /** --color-text and --color-text-muted on white paper. */
  text: string
  textMuted: string
  /** --color-border: rules and frames. */
  border: string
}

/**
 * The three brand themes' tokens for documents. A unit test (theme.test.ts) reads the
 * theme style sheets and fails when a value here drifts from them.
 */
export const DOCUMENT_THEMES: Record<Theme, DocumentTheme> = {
  '01': {
    primary: '#003b7a',
    primaryContrast: '#ffffff',
    headerBg: '#ffffff',
    headerText: '#003b7a',
    text: '#1b2430',
    textMuted: '#5b6675',
    border: '#c9d3df',
  },
  '02': {
    primary: '#ff6a00',
    primaryContrast: '#000000',
    headerBg: '#000000',
    headerText: '#ffffff',
    text: '#111111',
    textMuted: '#555555',
    border: '#d6d6d6',
  },
  '03': {
    primary: '#f2b705',
    primaryContrast: '#1f2328',
    headerBg: '#2b3138',
    headerText: '#ffffff',
    text: '#1f2328',
    textMuted: '#59636e',
    border: '#d4d6d2',
  },
}

/** The CSS custom property behind each document colour. */
export const DOCUMENT_THEME_TOKENS: Record<keyof DocumentTheme, string> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  headerBg: '--color-header-bg',
  headerText: '--color-header-text',
  text: '--color-text',
  textMuted: '--color-text-muted',
  border: '--color-border',
}

export const documentTheme = (theme: string | null | undefined): DocumentTheme =>
  DOCUMENT_THEMES[(theme ?? DEFAULT_THEME) as Theme] ?? DOCUMENT_THEMES[DEFAULT_THEME]

/** A colour mixed with white paper: `share` of the colour (0–1), for the table's alternate rows. */
export function tint(hex: string, share: number): string {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1]
  if (!value) return '#ffffff'
  const mix = (offset: number) => {
    const channel = parseInt(value.slice(offset, offset + 2), 16)
    return Math.round(255 - (255 - channel) * Math.min(1, Math.max(0, share)))
      .toString(16)
      .padStart(2, '0')
  }
  return `#${mix(0)}${mix(2)}${mix(4)}`
}
