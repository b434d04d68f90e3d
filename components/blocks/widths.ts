/** Content block enumerations (SPEC §5) shared by block configs and renderers. */
export const BLOCK_WIDTHS = ['default', '66', '50', '33'] as const
export type BlockWidth = (typeof BLOCK_WIDTHS)[number]
export const BLOCK_BACKGROUNDS = ['white', 'gray'] as const
export type BlockBackground = (typeof BLOCK_BACKGROUNDS)[number]
