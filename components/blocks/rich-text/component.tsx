import { RichText } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock as RichTextBlockData } from '@/cms/payload-types'

import styles from '../blocks.module.css'

/** Rich text rendered as React elements (never raw HTML). */
export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  if (!block.content) return null
  return (
    <section className={`${styles.block} ${styles[`width-${block.width ?? 'default'}`]} ${styles[`bg-${block.background ?? 'white'}`]}`}>
      <RichText data={block.content} className={styles.richText} />
    </section>
  )
}
