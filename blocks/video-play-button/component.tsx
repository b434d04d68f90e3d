import type { VideoPlayButtonBlock as Data } from '@/cms/payload-types'

import { BlockSection } from '../section'
import { VideoSource } from '../video-source'

/** A video file with a play button; the controls appear once it plays. */
export function VideoPlayButtonBlock({ block }: { block: Data }) {
  return (
    <BlockSection type="videoPlayButton" width={block.width} id={block.id}>
      <VideoSource title={block.videoTitle} url={block.videoUrl} poster={block.poster} />
    </BlockSection>
  )
}
