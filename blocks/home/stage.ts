import type { ImageData } from '@/components/picture/picture'
import type { Page } from '@/cms/payload-types'
import { assertArray } from '@/lib/assert-array'
import { toImageData } from '@/lib/media'

/** An item of the home page's hero stage, ready to render. */
export type StageItem = {
  id: string
  url: string | null
  linkText: string | null
  titleIntro: string | null
  title: string
  text: string | null
  isIntro: boolean
  background: ImageData
  slider: ImageData
  circle: ImageData | null
  thumbnail: ImageData
}

/** The stage items with a background picture; the stage list must be an array. */
export function toStageItems(stage: Page['stage'] | unknown): StageItem[] {
  const items = assertArray<NonNullable<Page['stage']>[number]>(stage ?? [])
  return items.flatMap((item, index) => {
    const background = toImageData(item.backgroundImage, { alt: item.alt })
    if (!background) return []
    return [
      {
        id: item.id ?? String(index),
        url: item.url || null,
        linkText: item.linkText || null,
        titleIntro: item.titleIntro || null,
        title: item.title,
        text: item.text || null,
        isIntro: !!item.isIntro,
        background,
        slider: toImageData(item.sliderImage, { alt: item.alt }) ?? background,
        circle: toImageData(item.circleImage),
        thumbnail: toImageData(item.thumbnail, { alt: '' }) ?? { ...background, alt: '' },
      },
    ]
  })
}

/** The pointer leaving the thumbnails resets the stage to this one. */
export const STAGE_AFTER_LEAVE = 0
