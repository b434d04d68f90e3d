import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { pageBlocks } from './configs'
import {
  BLOCK_BACKGROUNDS,
  BLOCK_WIDTHS,
  CAMPAIGN_BACKGROUND_TYPES,
  cssRatio,
  IMAGE_RATIOS,
  NEWS_TEASER_VARIANTS,
  SWIPER_NAVIGATION_COLORS,
  TEASER_LIST_COLUMNS,
  TEASER_TILE_VARIANTS,
  TEXT_IMAGE_RATIOS,
  textImageSpans,
} from './enums'

/** Every select field of a block (inside groups, rows and arrays too), with its path. */
function selects(fields: Field[], path = ''): { path: string; values: string[] }[] {
  return fields.flatMap((field) => {
    if (field.type === 'select')
      return [
        {
          path: `${path}${field.name}`,
          values: field.options.map((o) => (typeof o === 'string' ? o : o.value)),
        },
      ]
    if (field.type === 'row') return selects(field.fields, path)
    if (field.type === 'group' || field.type === 'array')
      return selects(field.fields, `${path}${'name' in field ? field.name : ''}.`)
    return []
  })
}

const block = (slug: string): Block => pageBlocks.find((b) => b.slug === slug)!
const optionsOf = (slug: string, path: string) =>
  selects(block(slug).fields).find((s) => s.path === path)?.values

describe('content block enumerations', () => {
  it('lists exactly the values editors can choose', () => {
    expect(BLOCK_WIDTHS).toEqual(['default', '66', '50', '33'])
    expect(IMAGE_RATIOS).toEqual(['3-2', '16-9', '25-9', '42-10'])
    expect(TEXT_IMAGE_RATIOS).toEqual(['2-10', '8-4', '6-6', '4-8', '10-2'])
    expect(NEWS_TEASER_VARIANTS).toEqual(['news', 'product'])
    expect(TEASER_TILE_VARIANTS).toEqual(['default', 'button', 'link-and-button'])
    expect(BLOCK_BACKGROUNDS).toEqual(['white', 'gray'])
    expect(TEASER_LIST_COLUMNS).toEqual(['3', '4', '5', '6'])
    expect(CAMPAIGN_BACKGROUND_TYPES).toEqual(['default', 'full-width'])
    expect(SWIPER_NAVIGATION_COLORS).toEqual(['white', 'primary'])
  })

  it('offers editors exactly these values as select options', () => {
    expect(optionsOf('iframe', 'width')).toEqual([...BLOCK_WIDTHS])
    expect(optionsOf('richText', 'width')).toEqual([...BLOCK_WIDTHS])
    expect(optionsOf('image', 'ratio')).toEqual([...IMAGE_RATIOS])
    expect(optionsOf('textImage', 'ratio')).toEqual([...TEXT_IMAGE_RATIOS])
    expect(optionsOf('textVideo', 'ratio')).toEqual([...TEXT_IMAGE_RATIOS])
    expect(optionsOf('newsTeasers', 'variant')).toEqual([...NEWS_TEASER_VARIANTS])
    expect(optionsOf('teaserTiles', 'variant')).toEqual([...TEASER_TILE_VARIANTS])
    expect(optionsOf('productTeaserList', 'columns')).toEqual([...TEASER_LIST_COLUMNS])
    expect(optionsOf('campaignBanner', 'banners.backgroundType')).toEqual([...CAMPAIGN_BACKGROUND_TYPES])
    expect(optionsOf('quote', 'navigationColor')).toEqual([...SWIPER_NAVIGATION_COLORS])
  })

  it('uses the same width and background options in every block that has them', () => {
    for (const b of pageBlocks) {
      for (const select of selects(b.fields)) {
        if (select.path === 'width') expect(select.values, b.slug).toEqual([...BLOCK_WIDTHS])
        if (select.path === 'background') expect(select.values, b.slug).toEqual([...BLOCK_BACKGROUNDS])
        if (select.path === 'navigationColor')
          expect(select.values, b.slug).toEqual([...SWIPER_NAVIGATION_COLORS])
      }
    }
  })

  it('limits the icon list to 4 items', () => {
    const items = block('iconList').fields.find((f) => 'name' in f && f.name === 'items')
    expect(items).toMatchObject({ type: 'array', maxRows: 4 })
  })

  it('turns ratios into CSS aspect ratios and column spans', () => {
    expect(cssRatio('42-10')).toBe('42 / 10')
    expect(cssRatio('3-2')).toBe('3 / 2')
    expect(textImageSpans('8-4')).toEqual({ text: 8, image: 4 })
    expect(textImageSpans('2-10')).toEqual({ text: 2, image: 10 })
  })
})
