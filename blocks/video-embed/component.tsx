import type { VideoEmbedBlock as Data } from '@/cms/payload-types'

import { BlockSection } from '../section'
import { VideoSource } from '../video-source'

/** A YouTube video; nothing loads from YouTube before the visitor presses play. */
export function VideoEmbedBlock({ block }: { block: Data }) {
  return (
    <BlockSection type="videoEmbed" width={block.width} id={block.id}>
      <VideoSource title={block.videoTitle} youtubeId={block.youtubeId} poster={block.poster} />
    </BlockSection>
  )
}
