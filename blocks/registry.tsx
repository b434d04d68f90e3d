import type { ComponentType } from 'react'

import type { Page } from '@/cms/payload-types'

import { CampaignBannerBlock } from './campaign-banner/component'
import { CircularNavigationBlock } from './circular-navigation/component'
import { ContactTeaserBlock } from './contact-teaser/component'
import { FaqWidgetBlock } from './faq-widget/component'
import { FileListBlock } from './file-list/component'
import { HistorySliderBlock } from './history-slider/component'
import { HotspotImageBlock } from './hotspot-image/component'
import { IconListBlock } from './icon-list/component'
import { IconTextBlock } from './icon-text/component'
import { FormBlock } from './form/component'
import { IframeBlock } from './iframe/component'
import { LocationMapBlock } from './location-map/component'
import { ImageBlock } from './image/component'
import { MagazineEmbedBlock } from './magazine-embed/component'
import { NewsTeasersBlock } from './news-teasers/component'
import { OilFinderTileBlock } from './oil-finder-tile/component'
import { ParallaxImageBlock } from './parallax-image/component'
import { ProductTeaserListBlock } from './product-teaser-list/component'
import { QuoteBlock } from './quote/component'
import { RichTextBlock } from './rich-text/component'
import { SponsoringBlock } from './sponsoring/component'
import { TeaserTilesBlock } from './teaser-tiles/component'
import { TextImageBlock } from './text-image/component'
import { TextVideoBlock } from './text-video/component'
import { TwoColumnTeaserBlock } from './two-column-teaser/component'
import { VideoEmbedBlock } from './video-embed/component'
import { VideoPlayButtonBlock } from './video-play-button/component'

type PageBlock = NonNullable<Page['content']>[number]

/** blockType → renderer; one entry per block config (a test keeps them in step). Renderers may be async server components. */
export const blockRenderers: {
  [K in PageBlock['blockType']]: ComponentType<{ block: Extract<PageBlock, { blockType: K }> }>
} = {
  campaignBanner: CampaignBannerBlock,
  circularNavigation: CircularNavigationBlock,
  contactTeaser: ContactTeaserBlock,
  faqWidget: FaqWidgetBlock,
  fileList: FileListBlock,
  historySlider: HistorySliderBlock,
  hotspotImage: HotspotImageBlock,
  iconList: IconListBlock,
  iconText: IconTextBlock,
  form: FormBlock,
  iframe: IframeBlock,
  locationMap: LocationMapBlock,
  image: ImageBlock,
  magazineEmbed: MagazineEmbedBlock,
  newsTeasers: NewsTeasersBlock,
  oilFinderTile: OilFinderTileBlock,
  parallaxImage: ParallaxImageBlock,
  productTeaserList: ProductTeaserListBlock,
  quote: QuoteBlock,
  richText: RichTextBlock,
  sponsoring: SponsoringBlock,
  teaserTiles: TeaserTilesBlock,
  textImage: TextImageBlock,
  textVideo: TextVideoBlock,
  twoColumnTeaser: TwoColumnTeaserBlock,
  videoEmbed: VideoEmbedBlock,
  videoPlayButton: VideoPlayButtonBlock,
}

/** Renders a list of blocks in order; an unknown block type renders nothing. */
export function RenderBlocks({ blocks }: { blocks: readonly PageBlock[] | null | undefined }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Renderer = blockRenderers[block.blockType] as ComponentType<{ block: PageBlock }> | undefined
        return Renderer ? <Renderer key={block.id ?? index} block={block} /> : null
      })}
    </>
  )
}
