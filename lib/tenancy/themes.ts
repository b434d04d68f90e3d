/** Brand theme codes; the first is the default. */
export const THEMES = ['01', '02', '03'] as const
export type Theme = (typeof THEMES)[number]
export const DEFAULT_THEME: Theme = '01'

export function toTheme(value: unknown): Theme {
  return (THEMES as readonly unknown[]).includes(value) ? (value as Theme) : DEFAULT_THEME
}

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value)
}
