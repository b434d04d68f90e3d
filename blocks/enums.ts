/**
 * Content block enumerations and limits, shared by the
 * block configs (select options) and the renderers (class names, layout).
 */
export const BLOCK_WIDTHS = ['default', '66', '50', '33'] as const
export type BlockWidth = (typeof BLOCK_WIDTHS)[number]

export const BLOCK_BACKGROUNDS = ['white', 'gray'] as const
export type BlockBackground = (typeof BLOCK_BACKGROUNDS)[number]

export const IMAGE_RATIOS = ['3-2', '16-9', '25-9', '42-10'] as const
export type ImageRatio = (typeof IMAGE_RATIOS)[number]

/** Text columns – image columns on a 12-column grid. */
export const TEXT_IMAGE_RATIOS = ['2-10', '8-4', '6-6', '4-8', '10-2'] as const
export type TextImageRatio = (typeof TEXT_IMAGE_RATIOS)[number]

export const NEWS_TEASER_VARIANTS = ['news', 'product'] as const
export type NewsTeaserVariant = (typeof NEWS_TEASER_VARIANTS)[number]

export const TEASER_TILE_VARIANTS = ['default', 'button', 'link-and-button'] as const
export type TeaserTileVariant = (typeof TEASER_TILE_VARIANTS)[number]

export const TEASER_LIST_COLUMNS = ['3', '4', '5', '6'] as const
export type TeaserListColumns = (typeof TEASER_LIST_COLUMNS)[number]

export const CAMPAIGN_BACKGROUND_TYPES = ['default', 'full-width'] as const
export type CampaignBackgroundType = (typeof CAMPAIGN_BACKGROUND_TYPES)[number]

export const SWIPER_NAVIGATION_COLORS = ['white', 'primary'] as const

/** An icon list holds at most 4 items. */
export const ICON_LIST_MAX_ITEMS = 4
/** Circular navigation shows 11 items per page … */
export const CIRCULAR_NAVIGATION_PAGE_SIZE = 11
/** … and a reduced page of 3 when there are at most 3 items. */
export const CIRCULAR_NAVIGATION_REDUCED_SIZE = 3
/** Small magazine embeds are 400 px high. */
export const MAGAZINE_SMALL_HEIGHT = 400
/** The news teaser shows 2 topic chips. */
export const NEWS_TEASER_TOPIC_CHIPS = 2

/** `16-9` → "16 / 9" as a CSS aspect ratio. */
export function cssRatio(ratio: ImageRatio): string {
  const [width, height] = ratio.split('-')
  return `${width} / ${height}`
}

/** `8-4` → the text and image column spans. */
export function textImageSpans(ratio: TextImageRatio): { text: number; image: number } {
  const [text, image] = ratio.split('-').map(Number)
  return { text: text!, image: image! }
}
