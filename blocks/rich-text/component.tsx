import { RichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock as RichTextBlockData } from '@/cms/payload-types'

import styles from '../blocks.module.css'
import { BlockSection } from '../section'

/** Rich text rendered as React elements (never raw HTML). */
export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  if (!block.content) return null
  return (
    <BlockSection type="richText" width={block.width} background={block.background} id={block.id}>
      <RichText data={block.content} className={styles.richText} />
    </BlockSection>
  )
}
