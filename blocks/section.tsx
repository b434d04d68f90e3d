import type { ReactNode } from 'react'

import type { BlockBackground, BlockWidth } from './enums'
import styles from './blocks.module.css'

type Props = {
  /** The block type, for styling hooks and tests (`data-block`). */
  type: string
  width?: BlockWidth | null
  background?: BlockBackground | null
  /** A heading for the block; the section is labelled by it. */
  title?: string | null
  id?: string | null
  className?: string
  children: ReactNode
}

/** The frame every block renders in: width (default, 66, 50, 33), background (white or gray) and an optional heading. */
export function BlockSection({ type, width, background, title, id, className, children }: Props) {
  const headingId = title && id ? `block-${id}-title` : undefined
  return (
    <section
      className={[
        styles.block,
        styles[`width-${width ?? 'default'}`],
        styles[`bg-${background ?? 'white'}`],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      data-block={type}
      aria-labelledby={headingId}
    >
      {title && (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}
