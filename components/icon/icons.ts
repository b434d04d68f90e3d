/**
 * The icon set: 24×24 outline paths drawn with `currentColor` strokes, so icons
 * take the text colour of the theme. Each entry is the SVG's inner markup as
 * path data (one string per path).
 */
export const ICONS = {
  close: ['M6 6l12 12', 'M18 6L6 18'],
  'chevron-left': ['M15 5l-7 7 7 7'],
  'chevron-right': ['M9 5l7 7-7 7'],
  'chevron-up': ['M5 15l7-7 7 7'],
  'chevron-down': ['M5 9l7 7 7-7'],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
  search: ['M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z', 'M15.5 15.5L20 20'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'],
  play: ['M8 5l11 7-11 7z'],
  check: ['M5 12.5l4.5 4.5L19 7'],
  menu: ['M4 7h16', 'M4 12h16', 'M4 17h16'],
  home: ['M4 11l8-7 8 7', 'M6 10v10h12V10', 'M10 20v-6h4v6'],
  cart: [
    'M3 4h2l2.4 11h10.2L20 8H6.2',
    'M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
    'M17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  ],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6'],
  download: ['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'],
  info: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v6', 'M12 7.5v.5'],
  warning: ['M12 3l10 18H2z', 'M12 10v5', 'M12 18v.5'],
  error: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9 9l6 6', 'M15 9l-6 6'],
  success: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M8 12.5l3 3 5-6'],
  'sort-asc': ['M12 5l-5 6h10z'],
  'sort-desc': ['M12 19l-5-6h10z'],
  'sort-none': ['M12 4l-4 5h8z', 'M12 20l-4-5h8z'],
  filter: ['M4 5h16l-6 7v6l-4 2v-8z'],
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'],
  oil: ['M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z'],
} as const satisfies Record<string, readonly string[]>

export type IconName = keyof typeof ICONS

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICONS, name)
}
