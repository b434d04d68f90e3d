import type { ParallaxImageBlock as Data } from '@/cms/payload-types'
import { mediaDoc, toImageData } from '@/lib/media'

import blockStyles from '../blocks.module.css'
import { CmsLink } from '../cms-link'
import styles from './parallax-image.module.css'

/**
 * A full-width picture that stays put while the page scrolls over it (a fixed
 * background); it scrolls normally for visitors who prefer reduced motion and
 * on touch devices, where fixed backgrounds are not supported.
 */
export function ParallaxImageBlock({ block }: { block: Data }) {
  const image = toImageData(block.image)
  const media = mediaDoc(block.image)
  if (!image || !media) return null
  const url = media.sizes?.large?.url ?? media.url
  return (
    <section className={styles.parallax} data-block="parallaxImage">
      <div
        className={styles.image}
        style={{ backgroundImage: `url("${url}")` }}
        role="img"
        aria-label={image.alt || undefined}
      />
      {(block.title || block.text) && (
        <div className={styles.content}>
          {block.title && <h2 className={styles.heading}>{block.title}</h2>}
          {block.text && <p>{block.text}</p>}
          <CmsLink link={block.link} className={blockStyles.button} />
        </div>
      )}
    </section>
  )
}
