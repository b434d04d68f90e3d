import { RichText } from '@payloadcms/richtext-lexical/react'

import type { TextImageBlock as Data } from '@/cms/payload-types'
import { CmsPicture } from '@/components/picture/picture'
import { toImageData } from '@/lib/media'

import styles from '../blocks.module.css'
import { CmsLink } from '../cms-link'
import { textImageSpans } from '../enums'
import { BlockSection } from '../section'

/** Text beside an image; the ratio splits the 12 columns between them (2-10 … 10-2). */
export function TextImageBlock({ block }: { block: Data }) {
  const spans = textImageSpans(block.ratio)
  return (
    <BlockSection type="textImage" width={block.width} background={block.background} id={block.id}>
      <div
        className={`${styles.split} ${block.imagePosition === 'left' ? styles.mediaFirst : ''}`}
        data-ratio={block.ratio}
      >
        <div style={{ ['--span' as string]: spans.text }}>
          {block.title && <h2 className={styles.title}>{block.title}</h2>}
          <RichText data={block.content} className={styles.richText} />
          <CmsLink link={block.link} className={styles.textLink} />
        </div>
        <div style={{ ['--span' as string]: spans.image }}>
          <CmsPicture image={toImageData(block.image)} sizes="(min-width: 768px) 60vw, 100vw" />
        </div>
      </div>
    </BlockSection>
  )
}
