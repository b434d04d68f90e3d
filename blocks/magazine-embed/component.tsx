import type { MagazineEmbedBlock as Data } from '@/cms/payload-types'

import { MAGAZINE_SMALL_HEIGHT } from '../enums'
import { BlockSection } from '../section'
import styles from './magazine-embed.module.css'

/** An embedded magazine: 400 px high when small, otherwise 16:9 on desktop and square on phones. */
export function MagazineEmbedBlock({ block }: { block: Data }) {
  return (
    <BlockSection type="magazineEmbed" id={block.id}>
      <div
        className={block.small ? styles.small : styles.responsive}
        style={block.small ? { height: MAGAZINE_SMALL_HEIGHT } : undefined}
        data-size={block.small ? 'small' : 'responsive'}
      >
        <iframe
          className={styles.frame}
          src={block.url}
          title={block.title}
          loading="lazy"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </BlockSection>
  )
}
