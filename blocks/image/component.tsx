import type { ImageBlock as Data } from '@/cms/payload-types'
import { CmsPicture } from '@/components/picture/picture'
import { toImageData } from '@/lib/media'

import { CmsLink, hasHref } from '../cms-link'
import { cssRatio } from '../enums'
import { BlockSection } from '../section'

/** A picture cropped to one of the ratios (3-2, 16-9, 25-9, 42-10), optionally linked. */
export function ImageBlock({ block }: { block: Data }) {
  const image = toImageData(block.image)
  if (!image) return null
  const picture = (
    <CmsPicture
      image={{ ...image, caption: block.caption || image.caption }}
      ratio={cssRatio(block.ratio)}
      sizes="100vw"
    />
  )
  return (
    <BlockSection type="image" width={block.width} background={block.background} id={block.id}>
      <div data-ratio={block.ratio}>
        {hasHref(block.link) ? <CmsLink link={block.link}>{picture}</CmsLink> : picture}
      </div>
    </BlockSection>
  )
}
