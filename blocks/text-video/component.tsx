import { RichText } from '@payloadcms/richtext-lexical/react'

import type { TextVideoBlock as Data } from '@/cms/payload-types'

import styles from '../blocks.module.css'
import { textImageSpans } from '../enums'
import { BlockSection } from '../section'
import { VideoSource } from '../video-source'

/** Text beside a video (file with play button, or YouTube loaded on play). */
export function TextVideoBlock({ block }: { block: Data }) {
  const spans = textImageSpans(block.ratio)
  return (
    <BlockSection type="textVideo" width={block.width} background={block.background} id={block.id}>
      <div
        className={`${styles.split} ${block.videoPosition === 'left' ? styles.mediaFirst : ''}`}
        data-ratio={block.ratio}
      >
        <div style={{ ['--span' as string]: spans.text }}>
          {block.title && <h2 className={styles.title}>{block.title}</h2>}
          <RichText data={block.content} className={styles.richText} />
        </div>
        <div style={{ ['--span' as string]: spans.image }}>
          <VideoSource
            title={block.videoTitle}
            url={block.videoUrl}
            youtubeId={block.youtubeId}
            poster={block.poster}
          />
        </div>
      </div>
    </BlockSection>
  )
}
