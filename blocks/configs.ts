import type { Block } from 'payload'

import { CampaignBannerBlock } from './campaign-banner/config'
import { CircularNavigationBlock } from './circular-navigation/config'
import { ContactTeaserBlock } from './contact-teaser/config'
import { FaqWidgetBlock } from './faq-widget/config'
import { FileListBlock } from './file-list/config'
import { HistorySliderBlock } from './history-slider/config'
import { HotspotImageBlock } from './hotspot-image/config'
import { IconListBlock } from './icon-list/config'
import { IconTextBlock } from './icon-text/config'
import { FormBlock } from './form/config'
import { IframeBlock } from './iframe/config'
import { LocationMapBlock } from './location-map/config'
import { ImageBlock } from './image/config'
import { MagazineEmbedBlock } from './magazine-embed/config'
import { NewsTeasersBlock } from './news-teasers/config'
import { OilFinderTileBlock } from './oil-finder-tile/config'
import { ParallaxImageBlock } from './parallax-image/config'
import { ProductTeaserListBlock } from './product-teaser-list/config'
import { QuoteBlock } from './quote/config'
import { RichTextBlock } from './rich-text/config'
import { SponsoringBlock } from './sponsoring/config'
import { TeaserTilesBlock } from './teaser-tiles/config'
import { TextImageBlock } from './text-image/config'
import { TextVideoBlock } from './text-video/config'
import { TwoColumnTeaserBlock } from './two-column-teaser/config'
import { VideoEmbedBlock } from './video-embed/config'
import { VideoPlayButtonBlock } from './video-play-button/config'

/** Content and media blocks. */
export const contentBlocks: Block[] = [
  RichTextBlock,
  TextImageBlock,
  TextVideoBlock,
  ImageBlock,
  IconTextBlock,
  ParallaxImageBlock,
  MagazineEmbedBlock,
  VideoPlayButtonBlock,
  VideoEmbedBlock,
  SponsoringBlock,
  IconListBlock,
  HotspotImageBlock,
  FileListBlock,
  TwoColumnTeaserBlock,
  IframeBlock,
  FormBlock,
  OilFinderTileBlock,
  LocationMapBlock,
]

/** Teaser and slider blocks. */
export const teaserBlocks: Block[] = [
  NewsTeasersBlock,
  TeaserTilesBlock,
  HistorySliderBlock,
  QuoteBlock,
  CampaignBannerBlock,
  ProductTeaserListBlock,
  FaqWidgetBlock,
  ContactTeaserBlock,
  CircularNavigationBlock,
]

/** Every block editors can place on a page; the registry maps each to a renderer. */
export const pageBlocks: Block[] = [...contentBlocks, ...teaserBlocks]
