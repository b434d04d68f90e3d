import type { IconTextBlock as Data } from '@/cms/payload-types'
import { Icon } from '@/components/icon/icon'

import { BlockSection } from '../section'
import styles from './icon-text.module.css'

/** An icon with a title and a short text. */
export function IconTextBlock({ block }: { block: Data }) {
  return (
    <BlockSection type="iconText" width={block.width} background={block.background} id={block.id}>
      <div className={styles.iconText}>
        <span className={styles.icon}>
          <Icon name={block.icon} size={32} />
        </span>
        <div>
          <h2 className={styles.heading}>{block.title}</h2>
          {block.text && <p className={styles.text}>{block.text}</p>}
        </div>
      </div>
    </BlockSection>
  )
}
