import { getLocale } from 'next-intl/server'

import type { HotspotImageBlock as Data, Product } from '@/cms/payload-types'
import { productPath } from '@/features/products/paths'
import { toImageData } from '@/lib/media'

import { BlockSection } from '../section'
import { HotspotImage, type Hotspot } from './hotspot-image.client'

const clampPercent = (value: number) => Math.min(100, Math.max(0, value))

/** A picture with numbered hotspots; each opens an overlay tile. */
export async function HotspotImageBlock({ block }: { block: Data }) {
  const image = toImageData(block.image)
  if (!image) return null
  const locale = await getLocale()
  const hotspots: Hotspot[] = (block.hotspots ?? []).map((spot, index) => {
    const product =
      spot.type === 'product' && spot.product && typeof spot.product === 'object'
        ? (spot.product as Product)
        : null
    return {
      id: spot.id ?? String(index),
      top: clampPercent(spot.top),
      left: clampPercent(spot.left),
      type: spot.type,
      title: spot.title,
      alternativeTitle: spot.alternativeTitle ?? null,
      text: spot.text ?? null,
      image: toImageData(spot.image),
      href: product ? productPath(locale, product.productNumber) : (spot.url ?? null),
      productNumber: product?.productNumber ?? null,
      productTags: (spot.productTags ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    }
  })
  return (
    <BlockSection type="hotspotImage" title={block.title} id={block.id}>
      <HotspotImage image={image} hotspots={hotspots} />
    </BlockSection>
  )
}
