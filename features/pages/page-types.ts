/** Page templates: how the catch-all route renders a page besides its blocks. */
export const PAGE_TYPES = [
  'content',
  'sponsoringOverview',
  'sponsoringDetail',
  'tribology',
  'footer',
] as const
export type PageType = (typeof PAGE_TYPES)[number]
